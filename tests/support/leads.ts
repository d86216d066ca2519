import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, inject } from 'vitest';
import { sql } from 'drizzle-orm';
import { resetEnv } from '@/lib/env';
import { closeDb, getDb } from '@/server/db/client';
import { databaseLimiter } from '@/server/limits';
import { countEvent } from '@/server/counters';
import type { LeadDeps } from '@/features/leads/server/submission';
import { closedDates } from '@/features/leads/server/availability';
import { offeredSlots } from '@/lib/availability';
import { availability } from '@/lib/env';
import { slotId } from '@/lib/slot-id';
import { parseMime, type MimePart } from './mime';

const ENV_KEYS = ['DATA_DIR', 'DATABASE_URL', 'SMTP_URL', 'LEADS_TO', 'MAIL_FROM', 'SITE_URL', 'LEADS_WEBHOOK_URL', 'LEADS_WEBHOOK_SECRET', 'LEADS_WEBHOOK_ALLOW_LINK_LOCAL'] as const;
type EnvVars = Partial<Record<(typeof ENV_KEYS)[number], string>>;

function newDataDir(): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leads-test-'));
  // A copy of the migrated cluster made once per run (see pglite-template.ts).
  cpSync(inject('pgliteTemplate'), path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/**
 * The project integration-postgres runs this whole suite on a real PostgreSQL server
 * (postgres-setup.ts): each test file gets a database of its own, as it gets a PGlite directory.
 */
const postgresUrl = process.env.TEST_DATABASE === 'postgres' ? inject('postgresUrl') : '';

async function newPostgresDatabase(): Promise<string> {
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return postgresUrl.replace(/\/[^/]*$/, `/${name}`);
}

// One PGlite directory (and PostgreSQL database) per test file, emptied after each test:
// opening a cluster costs seconds.
let shared: string | undefined;
let sharedPostgres: string | undefined;
afterAll(async () => {
  await closeDb();
  if (shared) rmSync(shared, { recursive: true, force: true });
  shared = undefined;
  sharedPostgres = undefined;
});

function applyEnv(dataDir: string, vars: EnvVars = {}) {
  for (const k of ENV_KEYS) delete process.env[k];
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    LEADS_TO: 'owner@consultancy.test',
    MAIL_FROM: 'ChatGPT Consultant <hello@consultancy.test>',
    SITE_URL: 'https://site.test',
    ...vars,
  });
  resetEnv();
}

/**
 * The configuration of one test: DATA_DIR with a migrated PGlite cluster (the file's shared one,
 * or with `fresh` a directory of its own; in integration-postgres a PostgreSQL database instead,
 * unless `pglite`), the given variables, env() re-read. The cleanup
 * empties the tables and the outbox folder (or closes a fresh / PostgreSQL client) and
 * restores process.env.
 */
export async function useTestEnv(vars: EnvVars = {}, { fresh = false, pglite = false } = {}) {
  const saved = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));
  const own = fresh || pglite || vars.DATABASE_URL !== undefined;
  if (own) await closeDb();
  const dataDir = own ? newDataDir() : (shared ??= newDataDir());
  // On PostgreSQL unless the test names its own database or needs PGlite itself.
  const onPostgres = postgresUrl !== '' && !pglite && vars.DATABASE_URL === undefined;
  const database: EnvVars = onPostgres ? { DATABASE_URL: own ? await newPostgresDatabase() : (sharedPostgres ??= await newPostgresDatabase()) } : {};
  applyEnv(dataDir, { ...database, ...vars });
  return {
    dataDir,
    async cleanup() {
      if (own) await closeDb();
      else {
        // The test's own variables may be invalid on purpose: empty the tables under sane ones.
        applyEnv(dataDir, database);
        const db = await getDb();
        await db.execute(sql`truncate table form_submissions, email_outbox, webhook_outbox, webhook_stops, leads, newsletter_subscriptions, limit_hits, counters restart identity cascade`);
      }
      for (const k of ENV_KEYS) {
        if (saved[k] === undefined) delete process.env[k];
        else process.env[k] = saved[k];
      }
      resetEnv();
      if (own) rmSync(dataDir, { recursive: true, force: true });
      else rmSync(path.join(dataDir, 'outbox'), { recursive: true, force: true });
    },
  };
}

/**
 * Cleanups run after each test, the last registered first: `setup` is useTestEnv with its
 * cleanup registered, `onCleanup` takes anything else (an SMTP server, a PostgreSQL server).
 */
export function cleanupAfterEach() {
  let cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.reverse()) await c();
    cleanups = [];
  });
  const onCleanup = (cleanup: () => Promise<void>) => void cleanups.push(cleanup);
  return {
    onCleanup,
    async setup(...args: Parameters<typeof useTestEnv>) {
      const t = await useTestEnv(...args);
      onCleanup(t.cleanup);
      return t;
    },
  };
}

export type Logged = { message: string; error: unknown }[];

/** Handler dependencies with the database's limits (emptied after each test), a recorded kick and a recorded log. */
export function testDeps(over: Partial<LeadDeps> = {}) {
  const logged: Logged = [];
  const kicks = { count: 0 };
  const deps: LeadDeps = {
    getDb,
    limit: databaseLimiter(getDb),
    // Written at once, so that a test reads the count right after.
    count: async (name) => countEvent(await getDb(), name),
    kickOutbox: () => void kicks.count++,
    log: (message, error) => void logged.push({ message, error }),
    now: () => new Date(),
    config: { siteUrl: 'https://site.test', leadsTo: 'owner@consultancy.test', mailFrom: 'ChatGPT Consultant <hello@consultancy.test>' },
    ...over,
  };
  return { deps, logged, kicks };
}

export type Received = { from: string; to: string[]; raw: string; mime: MimePart };

/** A real SMTP server on loopback that keeps every message it accepts. */
export async function startSmtp(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          mime: parseMime(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as net.AddressInfo;
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port with nothing listening on it (for "server down"). */
export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', () => resolve()));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

/** The slots the configuration offers now (BOOKING_*), soonest first. */
export function offeredNow(now = new Date()) {
  const a = availability();
  return offeredSlots(a, now, closedDates(a, now));
}

let nextSlot = 0;
/**
 * An offered slot's id ('2026-12-07T09:00Z'), a week or more ahead: each call the next one, so
 * that the bookings of one test do not compete for one slot (the same fields twice do).
 */
export function offeredSlot(index = nextSlot++): string {
  const slots = offeredNow();
  return slotId(slots[(35 + index) % slots.length].start);
}

export function bookingFields(over: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Ada Lovelace',
    email: 'ada@analytical-engines.test',
    company: 'Analytical Engines GmbH',
    phone: '+49 30 1234567',
    budget: '50k-100k',
    slot: offeredSlot(),
    timeZone: 'Europe/Berlin',
    goals: 'We want GPT agents in our support desk.',
    consultant: '',
    service: '',
    locale: 'de',
    page: '/de/leistungen',
    leave_empty: '',
    ...over,
  };
}

export function contactFields(over: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Grace Hopper',
    email: 'grace@compilers.test',
    company: 'Compilers SA',
    phone: '01 23 45 67 89',
    service: 'training',
    message: 'Nous souhaitons former nos équipes.',
    locale: 'fr',
    page: '/fr',
    leave_empty: '',
    ...over,
  };
}
