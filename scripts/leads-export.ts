// @ts-nocheck -- typed in the next commit
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
import { stripControls } from '../src/lib/control-chars';
import { withDatabase } from './lib/database';

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
];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote, line break or edge space.
 * A text that a spreadsheet would read as a formula or a number sum (= + - @ tab first) gets a
 * leading apostrophe, in every column: a phone number +1-555-0100 would otherwise show as -654.
 */
export function csvField(value) {
  if (value === null || value === undefined) return '';
  let text = stripControls(value instanceof Date ? value.toISOString() : String(value));
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows) {
  const lines = [COLUMNS.join(',')];
  for (const row of rows) lines.push(COLUMNS.map((c) => csvField(row[c])).join(','));
  return lines.join('\r\n') + '\r\n';
}

/** One lead a line, as JSON: the CSV's columns with their types (id a number, an empty field null). */
export function toJsonLines(rows) {
  return rows.map((row) => JSON.stringify(Object.fromEntries(COLUMNS.map((c) => [c, row[c] ?? null]))) + '\n').join('');
}

// Dates as text in SQL: the drivers would turn them into JS dates in the machine's time zone.
const utc = (column) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const EXPRESSIONS = {
  created_at: utc('created_at'),
  starts_at: utc('slot_start'),
  ends_at: utc('slot_end'),
  status_changed_at: utc('status_changed_at'),
  preferred_date: `to_char(preferred_date, 'YYYY-MM-DD')`,
};
const QUERY = `select ${COLUMNS.map((c) => (EXPRESSIONS[c] ? `${EXPRESSIONS[c]} as ${c}` : c)).join(', ')} from leads
  where $1::timestamptz is null or created_at >= $1::timestamptz order by id`;

/** @param {string | null} since an ISO time, or null for every lead */
async function readRows(since) {
  return withDatabase(
    async (query) => {
      const [table] = await query(`select to_regclass('public.leads') as t`);
      return table?.t ? (await query(QUERY, [since])).map((r) => ({ ...r, id: Number(r.id) })) : [];
    },
    { snapshot: true },
  );
}

/**
 * The command line: an optional file, --format csv|jsonl (else the file's extension decides:
 * .jsonl or .ndjson is JSON Lines) and --since DATE.
 * @param {string[]} args
 */
export function parseArgs(args) {
  let file = null;
  let format = null;
  let since = null;
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split(/=(.*)/s, 2);
    const value = () => {
      const v = inline ?? args[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    if (flag === '--format') {
      format = value();
      if (format !== 'csv' && format !== 'jsonl') throw new Error('--format is csv or jsonl');
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
