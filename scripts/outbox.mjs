#!/usr/bin/env node
// npm run outbox [-- list]: the dead letters (emails set aside after their last allowed attempt).
// npm run outbox -- retry [id ...]: queues them (or the ones named) again, with a fresh count
// of attempts. Reads DATABASE_URL / DATA_DIR like the server does (.env files included).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import { withDatabase } from './lib/database.mjs';

const LIST = `select id, lead_id, case priority when 0 then 'owner' else 'visitor' end as recipient, attempts,
  to_char(dead_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as dead_at, last_error
  from email_outbox where dead_at is not null and sent_at is null order by priority, id`;

const RETRY = `update email_outbox set dead_at = null, attempts = 0, claimed_at = null, next_attempt_at = now()
  where dead_at is not null and sent_at is null and (cardinality($1::int[]) = 0 or id = any($1::int[])) returning id`;

/** @param {string[]} args */
export async function outboxCommand(args) {
  const [command = 'list', ...rest] = args;
  if (command === 'list') {
    const rows = await withDatabase((query) => query(LIST));
    if (rows.length === 0) return 'No dead letters: every email was sent or is still being tried.';
    const lines = rows.map((r) => `#${r.id}  lead ${r.lead_id ?? '-'}  to ${r.recipient}  ${r.attempts} attempts  dead since ${r.dead_at}  ${r.last_error ?? ''}`);
    return [`${rows.length} dead letter(s):`, ...lines, 'Queue them again with: npm run outbox -- retry [id ...]'].join('\n');
  }
  if (command === 'retry') {
    const ids = rest.map(Number);
    if (ids.some((id) => !Number.isInteger(id) || id <= 0)) throw new Error('retry takes the ids of dead letters (whole numbers), or none for all');
    const rows = await withDatabase((query) => query(RETRY, [ids]));
    return rows.length === 0 ? 'Nothing to retry.' : `${rows.length} email(s) queued again: the server sends them within seconds.`;
  }
  throw new Error(`unknown command "${command}": use list or retry [id ...]`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // The database's files are the server user's alone; whatever this creates beside them too.
  process.umask(0o077);
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  outboxCommand(process.argv.slice(2)).then(
    (text) => console.log(text),
    (error) => {
      console.error(`[outbox] ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
