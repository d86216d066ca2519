import { execFile } from 'node:child_process';
import { chmodSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { handleBooking, handleContact } from '@/features/leads/server/handlers';
import { dateIn } from '@/lib/availability';
import { parseSlotId } from '@/lib/slot-id';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { leads } from '@/server/db/schema';
import { eventPayload, webhookEventSchemas } from '@/server/webhooks/events';
import { COLUMNS, parseArgs } from '../../scripts/leads-export';
import { bookingFields, contactFields, testDeps, useTestEnv } from '../support/leads';
import { TS } from '../../scripts/lib/run';

const run = promisify(execFile);
const script = path.resolve('scripts/leads-export.ts');

/** RFC 4180 reader, to check that what the export writes reads back to the same values. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe('npm run leads:export', () => {
  it('writes every lead as CSV, quoting what needs it, while the database is open', async () => {
    const env = await useTestEnv();
    cleanup = env.cleanup;
    const { deps } = testDeps();
    const goals = 'Line one, with a comma\nLine "two"';
    const fields = bookingFields({ goals, name: '=HYPERLINK("http://x")' });
    await handleBooking({ fields, ip: null }, deps);
    await handleContact({ fields: contactFields(), ip: null }, deps);

    // The database the test wrote to: PGlite in DATA_DIR, or PostgreSQL (integration-postgres).
    const childEnv = { ...process.env, DATA_DIR: env.dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '' };
    const { stdout } = await run(process.execPath, [...TS, script], { env: childEnv, cwd: path.resolve('.') });
    const rows = parseCsv(stdout);
    expect(rows[0]).toEqual([
      'id', 'created_at', 'kind', 'name', 'email', 'company', 'phone', 'service', 'budget', 'preferred_date',
      'time_slot', 'status', 'starts_at', 'ends_at', 'time_zone', 'owner_time_zone', 'status_changed_at',
      'goals', 'consultant', 'origin', 'message', 'locale', 'page_path',
    ]);
    expect(rows).toHaveLength(3);
    const record = (r: string[]) => Object.fromEntries(rows[0].map((k, i) => [k, r[i]]));
    const booking = record(rows[1]);
    expect(booking).toMatchObject({
      id: '1',
      kind: 'booking',
      name: `'=HYPERLINK("http://x")`,
      phone: `'+49 30 1234567`,
      goals,
      budget: '50k-100k',
      preferred_date: dateIn(parseSlotId(fields.slot)!, 'Europe/Berlin'),
      status: 'requested',
      starts_at: parseSlotId(fields.slot)!.toISOString(),
      time_zone: 'Europe/Berlin',
      owner_time_zone: 'Europe/Berlin',
      locale: 'de',
      page_path: '/de/leistungen',
    });
    expect(Number.isNaN(Date.parse(booking.created_at))).toBe(false);
    expect(record(rows[2])).toMatchObject({ id: '2', kind: 'contact', service: 'training', message: 'Nous souhaitons former nos équipes.' });

    const out = path.join(env.dataDir, 'leads.csv');
    const { stderr } = await run(process.execPath, [...TS, script, out], { env: childEnv });
    expect(stderr).toContain('2 leads written');
    const file = readFileSync(out, 'utf8');
    expect(file.startsWith('\uFEFF')).toBe(true);
    expect(file.slice(1)).toBe(stdout);
    // The leads are personal data: the file is its owner's alone, also when it was there before.
    expect(statSync(out).mode & 0o777).toBe(0o600);
    chmodSync(out, 0o644);
    await run(process.execPath, [...TS, script, out], { env: childEnv });
    expect(statSync(out).mode & 0o777).toBe(0o600);
  }, 120_000);

  it('writes only the header when there is no database yet', async () => {
    const env = await useTestEnv({}, { fresh: true });
    cleanup = env.cleanup;
    const { stdout } = await run(process.execPath, [...TS, script], {
      env: { ...process.env, DATA_DIR: path.join(env.dataDir, 'empty'), DATABASE_URL: '' },
    });
    expect(stdout).toBe(
      'id,created_at,kind,name,email,company,phone,service,budget,preferred_date,time_slot,status,starts_at,ends_at,time_zone,owner_time_zone,status_changed_at,goals,consultant,origin,message,locale,page_path\r\n',
    );
  });
});

describe('npm run leads:export as JSON Lines', () => {
  it('writes one lead a line with the fields and types of the webhooks, and --since keeps the newer ones', async () => {
    const env = await useTestEnv();
    cleanup = env.cleanup;
    const { deps } = testDeps();
    await handleBooking({ fields: bookingFields({ goals: 'Line one\nLine "two" \u2028 end' }), ip: null }, deps);
    await handleContact({ fields: contactFields(), ip: null }, deps);
    const db = await getDb();
    await db.update(leads).set({ createdAt: new Date('2026-01-15T10:00:00Z') }).where(eq(leads.kind, 'booking'));
    const rows = await db.select().from(leads).orderBy(leads.id);

    const childEnv = { ...process.env, DATA_DIR: env.dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '' };
    const exportWith = async (...args: string[]) => (await run(process.execPath, [...TS, script, ...args], { env: childEnv, cwd: path.resolve('.') })).stdout;
    const stdout = await exportWith('--format', 'jsonl');
    const lines = stdout.split('\n');
    expect(lines.at(-1)).toBe('');
    const records = lines.slice(0, -1).map((l) => JSON.parse(l));
    // Each line is what the lead's created event carried as its data.
    expect(records).toEqual([
      eventPayload('booking.created', rows[0], rows[0].createdAt).data,
      eventPayload('contact.created', rows[1], rows[1].createdAt).data,
    ]);
    expect(records[0].goals).toBe('Line one\nLine "two" \u2028 end');
    expect(webhookEventSchemas['booking.created'].shape.data.parse(records[0])).toEqual(records[0]);

    expect((await exportWith('--format=jsonl', '--since', '2026-01-16')).trim().split('\n').map((l) => JSON.parse(l).kind)).toEqual(['contact']);
    // The bound is inclusive, and a date past every lead leaves the header alone.
    expect(await exportWith('--since=2026-01-15T10:00Z', '--format=jsonl')).toBe(stdout);
    expect((await exportWith('--since', '2999-01-01')).trim()).toBe(COLUMNS.join(','));

    const out = path.join(env.dataDir, 'leads.jsonl');
    const { stderr } = await run(process.execPath, [...TS, script, out], { env: childEnv });
    expect(stderr).toContain('2 leads written');
    expect(readFileSync(out, 'utf8')).toBe(stdout);

    // A wrong option stops the command with what to write instead (each start of it costs seconds:
    // the other options are read in this process, by the same function).
    await expect(exportWith('--since', 'last tuesday')).rejects.toMatchObject({ stderr: expect.stringContaining('--since takes a date (2026-05-01)') });
    expect(parseArgs(['--since=2026-01-15T10:00Z', '--format=jsonl'])).toEqual({ file: null, format: 'jsonl', since: '2026-01-15T10:00:00.000Z' });
    expect(parseArgs(['--since', '2026-01-16', 'out.ndjson'])).toEqual({ file: 'out.ndjson', format: 'jsonl', since: '2026-01-16T00:00:00.000Z' });
    expect(() => parseArgs(['--format', 'xml'])).toThrow('--format is csv or jsonl');
    expect(() => parseArgs(['--since'])).toThrow('--since needs a value');
    expect(() => parseArgs(['a.csv', 'b.csv'])).toThrow('one file at most');
  }, 120_000);
});

describe('csvField', () => {
  it('guards every column against formulas, phone numbers included, and drops control characters', async () => {
    const { csvField } = await import('../../scripts/leads-export');
    expect(csvField('+1-555-0100')).toBe("'+1-555-0100");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('Ada\u001b]52;c;aGk=\u0007 Lovelace\u202e')).toBe('Ada]52;c;aGk= Lovelace');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
  });
});
