// @ts-nocheck -- typed in the next commit
// npm run outbox [-- list]: the dead letters (emails and webhook events set aside after their
// last allowed attempt), and whether a webhook receiver stopped the deliveries (410 Gone).
// npm run outbox -- retry [id ...]: queues them (or the ones named: 12 for an email, w3 for a
// webhook event) again, with a fresh count of attempts, and resumes stopped webhook deliveries.
// Reads DATABASE_URL / DATA_DIR like the server does (.env files included).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import { withDatabase } from './lib/database';

const LIST = `select id, lead_id, case priority when 0 then 'owner' else 'visitor' end as recipient, attempts,
  to_char(dead_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as dead_at, last_error
  from email_outbox where dead_at is not null and sent_at is null order by priority, id`;

const RETRY = `update email_outbox set dead_at = null, attempts = 0, claimed_at = null, next_attempt_at = now()
  where dead_at is not null and sent_at is null and (cardinality($1::int[]) = 0 or id = any($1::int[])) returning id`;

const WEBHOOK_TABLES = `select to_regclass('public.webhook_outbox') as t`;

const LIST_WEBHOOKS = `select id, type, lead_id, attempts,
  to_char(dead_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as dead_at, last_error
  from webhook_outbox where dead_at is not null and delivered_at is null order by id`;

const LIST_STOPS = `select status, to_char(stopped_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as stopped_at
  from webhook_stops order by stopped_at`;

const RETRY_WEBHOOKS = `update webhook_outbox set dead_at = null, attempts = 0, claimed_at = null, next_attempt_at = now()
  where dead_at is not null and delivered_at is null and (cardinality($1::int[]) = 0 or id = any($1::int[])) returning id`;

const RESUME_WEBHOOKS = `delete from webhook_stops returning url_digest`;

/** @param {(text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>} query */
const hasWebhooks = async (query) => Boolean((await query(WEBHOOK_TABLES))[0]?.t);

/** @param {string[]} args */
export async function outboxCommand(args) {
  const [command = 'list', ...rest] = args;
  if (command === 'list') {
    const { emails, events, stops } = await withDatabase(async (query) => {
      const webhooks = await hasWebhooks(query);
      return { emails: await query(LIST), events: webhooks ? await query(LIST_WEBHOOKS) : [], stops: webhooks ? await query(LIST_STOPS) : [] };
    });
    if (emails.length + events.length + stops.length === 0) return 'No dead letters: every email was sent or is still being tried.';
    const out = [];
    if (emails.length > 0) {
      out.push(`${emails.length} dead letter(s):`);
      out.push(...emails.map((r) => `#${r.id}  lead ${r.lead_id ?? '-'}  to ${r.recipient}  ${r.attempts} attempts  dead since ${r.dead_at}  ${r.last_error ?? ''}`));
    }
    if (events.length > 0) {
      out.push(`${events.length} webhook event(s) set aside:`);
      out.push(...events.map((r) => `w${r.id}  ${r.type}  lead ${r.lead_id ?? '-'}  ${r.attempts} attempts  dead since ${r.dead_at}  ${r.last_error ?? ''}`));
    }
    for (const stop of stops) {
      out.push(`Webhook deliveries stopped: the receiver answered ${stop.status} Gone at ${stop.stopped_at}; its events wait. retry resumes them (a new LEADS_WEBHOOK_URL needs no retry).`);
    }
    out.push('Queue them again with: npm run outbox -- retry [id ...]');
    return out.join('\n');
  }
  if (command === 'retry') {
    const emailIds = [];
    const eventIds = [];
    for (const arg of rest) {
      const match = /^(w?)([1-9][0-9]*)$/i.exec(arg);
      if (!match) throw new Error('retry takes the ids of dead letters (12 for an email, w3 for a webhook event), or none for all');
      (match[1] ? eventIds : emailIds).push(Number(match[2]));
    }
    const all = rest.length === 0;
    const { emails, events, resumed } = await withDatabase(async (query) => {
      const emails = all || emailIds.length > 0 ? await query(RETRY, [emailIds]) : [];
      if (!(await hasWebhooks(query))) return { emails, events: [], resumed: [] };
      const events = all || eventIds.length > 0 ? await query(RETRY_WEBHOOKS, [eventIds]) : [];
      return { emails, events, resumed: await query(RESUME_WEBHOOKS) };
    });
    const queued = [emails.length > 0 ? `${emails.length} email(s)` : '', events.length > 0 ? `${events.length} webhook event(s)` : ''].filter(Boolean);
    const lines = [];
    if (queued.length > 0) lines.push(`${queued.join(' and ')} queued again: the server sends them within seconds.`);
    if (resumed.length > 0) lines.push('Webhook deliveries resumed (a receiver had answered 410 Gone): the waiting events go within seconds.');
    return lines.length === 0 ? 'Nothing to retry.' : lines.join('\n');
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
