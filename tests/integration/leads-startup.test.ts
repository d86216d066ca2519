import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { register } from '@/instrumentation';
import { handleBooking } from '@/features/leads/server/handlers';
import { defaultLeadDeps } from '@/features/leads/server/submission';
import { closeDb, getDb } from '@/server/db/client';
import { stopOutboxWorker } from '@/server/mail/outbox';
import { consumeConsoleCalls } from '../support/fail-on-console';
import { bookingFields, useTestEnv } from '../support/leads';
import { identityVariables } from '@/features/legal/identity';
import { resetEnv } from '@/lib/env';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stopOutboxWorker();
  await cleanup?.();
  cleanup = undefined;
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

async function waitFor(check: () => boolean, timeoutMs = 30_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('server start (instrumentation register)', () => {
  it('migrates, starts the outbox worker, and a stored booking is mailed without anyone asking', async () => {
    const env = await useTestEnv();
    cleanup = env.cleanup;
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    await register();
    const state = await handleBooking({ fields: bookingFields(), ip: '192.0.2.77' }, defaultLeadDeps());
    expect(state.status).toBe('success');
    const outbox = path.join(env.dataDir, 'outbox');
    await waitFor(() => existsSync(outbox) && readdirSync(outbox).filter((f) => f.endsWith('.eml')).length === 2);
    // The legal notice still shows its example values: the start says so, once, as a warning.
    const calls = consumeConsoleCalls();
    expect(calls.map((c) => c.level)).toEqual(['warn']);
    expect(String(calls[0].args[0])).toMatch(/^\[startup\] The legal notice .* set LEGAL_NAME, /);
  });

  it('starts without the warning once every legal notice variable is set', async () => {
    const typed: Record<string, string> = {
      email: 'legal@acme.test',
      country: 'DE',
      governingLaw: 'DE',
      hostCountry: 'DE',
      mailProviderCountry: 'DE',
      legalForm: 'GmbH',
      shareCapital: '25000',
    };
    const legal = Object.fromEntries(
      Object.entries(identityVariables).map(([field, name]) => [name, typed[field] ?? `Acme ${field}`]),
    );
    const env = await useTestEnv();
    cleanup = env.cleanup;
    for (const [name, value] of Object.entries(legal)) vi.stubEnv(name, value);
    resetEnv();
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    await register();
    expect(consumeConsoleCalls()).toEqual([]);
  });

  it('stops the server with a message naming the bad variable', async () => {
    const env = await useTestEnv({ SITE_URL: 'ftp://example.test' });
    cleanup = env.cleanup;
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${String(code)}`);
    });
    await expect(register()).rejects.toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    const [call] = consumeConsoleCalls();
    expect(String(call.args[0])).toMatch(/Invalid configuration:\n\s+SITE_URL: /);
  });

  it('stops the server when the database cannot be reached', async () => {
    const env = await useTestEnv({ DATABASE_URL: 'postgres://leads:secret@127.0.0.1:9/leads' });
    cleanup = env.cleanup;
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${String(code)}`);
    });
    await expect(register()).rejects.toThrow('exit 1');
    const call = consumeConsoleCalls().find((c) => c.level === 'error')!;
    expect(String(call.args[0])).toContain('The database, PostgreSQL (DATABASE_URL), could not be opened or migrated');
  });

  it('refuses plain `next start`: the production app runs only inside the site\'s own server', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    vi.stubEnv('NODE_ENV', 'production');
    vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${String(code)}`);
    });
    await expect(register()).rejects.toThrow('exit 1');
    const [call] = consumeConsoleCalls();
    expect(String(call.args[0])).toMatch(/start it with `npm start` .* not with `next start`/);
  });

  it('does nothing in the edge runtime', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'edge');
    const exit = vi.spyOn(process, 'exit');
    await register();
    expect(exit).not.toHaveBeenCalled();
  });
});

describe('the PGlite lock', () => {
  it('refuses to open a data directory another running process holds, and takes over a stale lock', async () => {
    const env = await useTestEnv({}, { pglite: true });
    cleanup = env.cleanup;
    const lock = path.join(env.dataDir, 'pglite.lock');
    // pid 1 always runs: another live process holds the database.
    writeFileSync(lock, '1');
    await expect(getDb()).rejects.toThrow(/in use by process 1\. PGlite serves one process/);
    // A pid that cannot exist: the lock is stale and taken over.
    writeFileSync(lock, '2147483646');
    await getDb();
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    await closeDb();
    expect(existsSync(lock)).toBe(false);
  });
});
