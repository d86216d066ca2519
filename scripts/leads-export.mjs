#!/usr/bin/env node
// npm run leads:export [file.csv]: every lead (bookings and contact messages) as CSV, oldest
// first, to the file given or to stdout. Reads DATABASE_URL / DATA_DIR like the server does
// (.env files included). The PGlite directory is copied first and the copy is read, so the
// export never opens the files a running server is writing.
import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import { stripControls } from '../src/lib/control-chars.mjs';
import { withDatabase } from './lib/database.mjs';

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

// Dates as text in SQL: the drivers would turn them into JS dates in the machine's time zone.
const EXPRESSIONS = {
  created_at: `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  preferred_date: `to_char(preferred_date, 'YYYY-MM-DD')`,
};
const QUERY = `select ${COLUMNS.map((c) => (EXPRESSIONS[c] ? `${EXPRESSIONS[c]} as ${c}` : c)).join(', ')} from leads order by id`;

async function readRows() {
  return withDatabase(
    async (query) => {
      const [table] = await query(`select to_regclass('public.leads') as t`);
      return table?.t ? query(QUERY) : [];
    },
    { snapshot: true },
  );
}

async function main() {
  // Whatever the export creates (the file, a snapshot of the database) is its user's alone.
  process.umask(0o077);
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const csv = toCsv(await readRows());
  const target = process.argv[2];
  if (target) {
    // A byte-order mark lets spreadsheet programs read the file as UTF-8 (ä, é, €). The leads
    // are personal data: the file is its owner's alone, also when it existed before.
    writeFileSync(target, '\uFEFF' + csv, { mode: 0o600 });
    chmodSync(target, 0o600);
    process.stderr.write(`[leads:export] ${csv.split('\r\n').length - 2} leads written to ${target}\n`);
  } else {
    process.stdout.write(csv);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`[leads:export] ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
