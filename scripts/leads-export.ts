// npm run leads:export [-- file.csv | file.jsonl] [--format csv|jsonl] [--since DATE]: every lead
// (bookings and contact messages), oldest first, as CSV or JSON Lines (one JSON object a line,
// the fields the webhooks send), to the file given or to stdout; with --since, only those stored
// at or after DATE (2026-05-01, midnight UTC, or an ISO time). Reads DATABASE_URL / DATA_DIR like
// the server does (.env files included). The PGlite directory is copied first and the copy is
// read, so the export never opens the files a running server is writing.
import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import { asc, getTableColumns, gte } from 'drizzle-orm';
import { stripControls } from '../src/lib/control-chars';
import { leads } from '../src/server/db/schema';
import { readDatabase } from './lib/database';

export const COLUMNS = [
  'id',
  'created_at',
  'kind',
  'name',
  'email',
  'company',
  'phone',
  'service',
  'budget',
  'preferred_date',
  'time_slot',
  'status',
  'starts_at',
  'ends_at',
  'time_zone',
  'owner_time_zone',
  'status_changed_at',
  'goals',
  'consultant',
  'origin',
  'message',
  'locale',
  'page_path',
] as const;

type Column = (typeof COLUMNS)[number];
type Row = Record<Column, unknown>;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote, line break or edge space.
 * A text that a spreadsheet would read as a formula or a number sum (= + - @ tab first) gets a
 * leading apostrophe, in every column: a phone number +1-555-0100 would otherwise show as -654.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = stripControls(value instanceof Date ? value.toISOString() : String(value));
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: Row[]): string {
  const lines = [COLUMNS.join(',')];
  for (const row of rows) lines.push(COLUMNS.map((c) => csvField(row[c])).join(','));
  return lines.join('\r\n') + '\r\n';
}

/** One lead a line, as JSON: the CSV's columns with their types (id a number, an empty field null). */
export function toJsonLines(rows: Row[]): string {
  return rows.map((row) => JSON.stringify(Object.fromEntries(COLUMNS.map((c) => [c, row[c] ?? null]))) + '\n').join('');
}

/** The table's columns by the names the export gives them (the database's, but for the slot's two ends). */
const SOURCE: Record<string, string> = { starts_at: 'slot_start', ends_at: 'slot_end' };
const byName = new Map(Object.values(getTableColumns(leads)).map((c) => [c.name, c]));
const SELECTION = Object.fromEntries(
  COLUMNS.map((c) => {
    const column = byName.get(SOURCE[c] ?? c);
    if (!column) throw new Error(`leads has no column for ${c}`);
    return [c, column];
  }),
);

/** Every lead stored at or after `since` (an ISO time; null for all), oldest first; times in UTC with milliseconds. */
async function readRows(since: string | null): Promise<Row[]> {
  const rows = await readDatabase(
    (db) =>
      db
        .select(SELECTION)
        .from(leads)
        .where(since === null ? undefined : gte(leads.createdAt, new Date(since)))
        .orderBy(asc(leads.id)),
    [],
  );
  return rows.map((row) => Object.fromEntries(COLUMNS.map((c) => [c, row[c] instanceof Date ? (row[c] as Date).toISOString() : row[c]])) as Row);
}

/**
 * The command line: an optional file, --format csv|jsonl (else the file's extension decides:
 * .jsonl or .ndjson is JSON Lines) and --since DATE.
 */
export function parseArgs(args: string[]): { file: string | null; format: 'csv' | 'jsonl'; since: string | null } {
  let file: string | null = null;
  let format: 'csv' | 'jsonl' | null = null;
  let since: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split(/=(.*)/s, 2);
    const value = () => {
      const v = inline ?? args[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    if (flag === '--format') {
      const given = value();
      if (given !== 'csv' && given !== 'jsonl') throw new Error('--format is csv or jsonl');
      format = given;
    } else if (flag === '--since') {
      const given = value();
      const time = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(given) ? Date.parse(given) : NaN;
      if (Number.isNaN(time)) throw new Error(`--since takes a date (2026-05-01) or an ISO time with its zone (2026-05-01T08:00Z), not "${given}"`);
      since = new Date(time).toISOString();
    } else if (args[i].startsWith('--')) {
      throw new Error(`unknown option ${args[i]}: use [file] [--format csv|jsonl] [--since DATE]`);
    } else if (file === null) {
      file = args[i];
    } else {
      throw new Error('one file at most');
    }
  }
  format ??= file && /\.(jsonl|ndjson)$/i.test(file) ? 'jsonl' : 'csv';
  return { file, format, since };
}

async function main() {
  // Whatever the export creates (the file, a snapshot of the database) is its user's alone.
  process.umask(0o077);
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const { file, format, since } = parseArgs(process.argv.slice(2));
  const rows = await readRows(since);
  const text = format === 'jsonl' ? toJsonLines(rows) : toCsv(rows);
  if (file) {
    // A byte-order mark lets spreadsheet programs read a CSV file as UTF-8 (ä, é, €); JSON Lines has
    // none. The leads are personal data: the file is its owner's alone, also when it existed before.
    writeFileSync(file, format === 'csv' ? '\uFEFF' + text : text, { mode: 0o600 });
    chmodSync(file, 0o600);
    process.stderr.write(`[leads:export] ${rows.length} leads written to ${file}\n`);
  } else {
    process.stdout.write(text);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`[leads:export] ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
