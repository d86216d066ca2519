// npm run outbox [-- list]: the dead letters (emails and webhook events set aside after their
// last allowed attempt), and whether a webhook receiver stopped the deliveries (410 Gone).
// npm run outbox -- retry [id ...]: queues them (or the ones named: 12 for an email, w3 for a
// webhook event) again, with a fresh count of attempts, and resumes stopped webhook deliveries.
// Reads DATABASE_URL / DATA_DIR like the server does (.env files included).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import { and, asc, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/open';
import { emailOutbox, webhookOutbox, webhookStops } from '../src/server/db/schema';
import { withDatabase } from './lib/database';

/** A time as the list shows it: UTC, to the second. */
const shown = (time: Date | null) => time?.toISOString().replace(/\.\d{3}Z$/, 'Z') ?? '-';
/**
 * Queues the dead letters of an outbox (those of `ids`, or all when none is named) again: a fresh
 * count of attempts, due now.
 */
function requeue(db: Db, queue: typeof emailOutbox | typeof webhookOutbox, ids: number[]): Promise<{ id: number }[]> {
  const table: typeof emailOutbox | typeof webhookOutbox = queue;
  const done = 'sentAt' in table ? table.sentAt : table.deliveredAt;
  return db
    .update(table)
    .set({ deadAt: null, attempts: 0, claimedAt: null, nextAttemptAt: sql`now()` })
    .where(and(isNotNull(table.deadAt), isNull(done), ids.length > 0 ? inArray(table.id, ids) : undefined))
    .returning({ id: table.id });
}

export async function outboxCommand(args: string[]): Promise<string> {
  const [command = 'list', ...rest] = args;
  if (command === 'list') {
    const { emails, events, stops } = await withDatabase(async (db) => ({
      emails: await db
        .select()
        .from(emailOutbox)
        .where(and(isNotNull(emailOutbox.deadAt), isNull(emailOutbox.sentAt)))
        .orderBy(asc(emailOutbox.priority), asc(emailOutbox.id)),
      events: await db
        .select()
        .from(webhookOutbox)
        .where(and(isNotNull(webhookOutbox.deadAt), isNull(webhookOutbox.deliveredAt)))
        .orderBy(asc(webhookOutbox.id)),
      stops: await db.select().from(webhookStops).orderBy(asc(webhookStops.stoppedAt)),
    }));
    if (emails.length + events.length + stops.length === 0) return 'No dead letters: every email was sent or is still being tried.';
    const out: string[] = [];
    if (emails.length > 0) {
      out.push(`${emails.length} dead letter(s):`);
      out.push(...emails.map((r) => `#${r.id}  lead ${r.leadId ?? '-'}  to ${r.priority === 0 ? 'owner' : 'visitor'}  ${r.attempts} attempts  dead since ${shown(r.deadAt)}  ${r.lastError ?? ''}`));
    }
    if (events.length > 0) {
      out.push(`${events.length} webhook event(s) set aside:`);
      out.push(...events.map((r) => `w${r.id}  ${r.type}  lead ${r.leadId ?? '-'}  ${r.attempts} attempts  dead since ${shown(r.deadAt)}  ${r.lastError ?? ''}`));
    }
    for (const stop of stops) {
      out.push(`Webhook deliveries stopped: the receiver answered ${stop.status} Gone at ${shown(stop.stoppedAt)}; its events wait. retry resumes them (a new LEADS_WEBHOOK_URL needs no retry).`);
    }
    out.push('Queue them again with: npm run outbox -- retry [id ...]');
    return out.join('\n');
  }
  if (command === 'retry') {
    const emailIds: number[] = [];
    const eventIds: number[] = [];
    for (const arg of rest) {
      const match = /^(w?)([1-9][0-9]*)$/i.exec(arg);
      if (!match) throw new Error('retry takes the ids of dead letters (12 for an email, w3 for a webhook event), or none for all');
      (match[1] ? eventIds : emailIds).push(Number(match[2]));
    }
    const all = rest.length === 0;
    const { emails, events, resumed } = await withDatabase(async (db) => ({
      emails: all || emailIds.length > 0 ? await requeue(db, emailOutbox, emailIds) : [],
      events: all || eventIds.length > 0 ? await requeue(db, webhookOutbox, eventIds) : [],
      resumed: await db.delete(webhookStops).returning({ urlDigest: webhookStops.urlDigest }),
    }));
    const queued = [emails.length > 0 ? `${emails.length} email(s)` : '', events.length > 0 ? `${events.length} webhook event(s)` : ''].filter(Boolean);
    const lines: string[] = [];
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
