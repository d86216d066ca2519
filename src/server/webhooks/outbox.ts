import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, sql, type SQLWrapper } from 'drizzle-orm';
import { env } from '@/lib/env';
import { getDb, type Db, type Executor } from '@/server/db/client';
import { webhookOutbox, webhookStops, type Lead } from '@/server/db/schema';
import { RUN_BUDGET_MS, WORKER_INTERVAL_MS, afterFailure, claimNext } from '@/server/mail/outbox';
import { logFailure } from '@/server/log';
import { queueWorker, runLanes } from '@/server/queue-worker';
import { eventPayload, type EventRecord, type WebhookEventType } from './events';
import { newEventId, sendWebhook, type AttemptResult, type WebhookTarget } from './deliver';

/** Events delivered side by side: an event whose receiver is slow holds one lane, never the others. */
export const WEBHOOK_LANES = 2;
/** An attempt takes at most 10 s; a claim this old belongs to a process that died mid-attempt. */
export const WEBHOOK_CLAIM_LEASE_MS = 60_000;

/** The receiver as configured (LEADS_WEBHOOK_URL and its secret), or null when webhooks are off. */
export function webhookTarget(): WebhookTarget | null {
  const { LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET, LEADS_WEBHOOK_ALLOW_LINK_LOCAL } = env();
  return LEADS_WEBHOOK_URL && LEADS_WEBHOOK_SECRET ? { url: LEADS_WEBHOOK_URL, secret: LEADS_WEBHOOK_SECRET, allowLinkLocal: LEADS_WEBHOOK_ALLOW_LINK_LOCAL } : null;
}

/**
 * Emits one event: call it inside the transaction that stores the change, with the row it
 * wrote (a lead for booking.* and contact.created, a subscription for newsletter.*). The event
 * then exists exactly when the change does, and is delivered after the commit, at least once.
 * Without a configured receiver it stores nothing and returns false.
 */
export async function emitWebhookEvent<T extends WebhookEventType>(tx: Executor, type: T, record: EventRecord<T>, at: Date = new Date()): Promise<boolean> {
  if (!webhookTarget()) return false;
  await tx.insert(webhookOutbox).values({
    eventId: newEventId(),
    type,
    body: JSON.stringify(eventPayload(type, record, at)),
    leadId: type.startsWith('newsletter.') ? null : (record as Lead).id,
  });
  return true;
}

/** The key of a receiver in webhook_stops: its URL may hold a token, so only a digest is stored. */
export const urlDigest = (url: string) => createHash('sha256').update(url).digest('base64url');

/** Whether this receiver answered 410 Gone (and nobody resumed it since). */
export async function isStopped(db: Executor, url: string): Promise<boolean> {
  const [row] = await db.select({ at: webhookStops.stoppedAt }).from(webhookStops).where(eq(webhookStops.urlDigest, urlDigest(url)));
  return row !== undefined;
}

export type Send = (target: WebhookTarget, event: { id: string; body: string }) => Promise<AttemptResult>;

export type WebhookRunOptions = {
  db: Db;
  target: WebhookTarget;
  send?: Send;
  now?: () => Date;
  lanes?: number;
  budgetMs?: number;
  log?: (message: string, error?: unknown) => void;
};

export type WebhookRunResult = { delivered: number; failed: number; dead: number; stopped: boolean };

/**
 * Delivers what is due, in `lanes` lanes, for at most `budgetMs`: a 2xx answer delivers; any
 * other answer or error schedules the next attempt with the mail's backoff, and the last allowed
 * one sets the event aside as a dead letter (`npm run outbox` lists it, `-- retry` queues it
 * again). A 410 Gone stops every delivery to this receiver (the event waits, its attempt not
 * counted) until `npm run outbox -- retry` or another LEADS_WEBHOOK_URL. Logs name the event,
 * its type and lead, never the URL, the secret or what the event carries.
 */
export async function processWebhooks({
  db,
  target,
  send = (t, e) => sendWebhook(t, e),
  now = () => new Date(),
  lanes = WEBHOOK_LANES,
  budgetMs = RUN_BUDGET_MS,
  log = logFailure,
}: WebhookRunOptions): Promise<WebhookRunResult> {
  const result: WebhookRunResult = { delivered: 0, failed: 0, dead: 0, stopped: await isStopped(db, target.url) };
  await runLanes(lanes, budgetMs, async () => {
    if (result.stopped) return false;
    const claimTime = now();
    const row = await claimNext(db, webhookOutbox, WEBHOOK_CLAIM_LEASE_MS, claimTime);
    if (!row) return false;
    const mine = and(eq(webhookOutbox.id, row.id), eq(webhookOutbox.claimedAt, claimTime));
    const which = `event w${row.id} ${row.type} (lead ${row.leadId ?? 'none'})`;
    const attempt = await send(target, { id: row.eventId, body: row.body });
    if (attempt.outcome === 'delivered') {
      result.delivered++;
      await db.update(webhookOutbox).set({ deliveredAt: now(), claimedAt: null, lastError: null }).where(mine);
      return true;
    }
    if (attempt.outcome === 'gone') {
      result.stopped = true;
      await db.insert(webhookStops).values({ urlDigest: urlDigest(target.url), status: 410, stoppedAt: now() }).onConflictDoNothing();
      await db.update(webhookOutbox).set({ claimedAt: null, lastError: attempt.detail }).where(mine);
      log(`[webhooks] ${which}: the receiver answered 410 Gone; deliveries stop (events are kept) until npm run outbox -- retry, or another LEADS_WEBHOOK_URL`);
      return false;
    }
    result.failed++;
    const { attempts, dead, set } = afterFailure(row, attempt.detail, now());
    if (dead) result.dead++;
    log(`[webhooks] ${which}: attempt ${attempts} failed (${attempt.detail}), ${dead ? 'set aside as a dead letter' : 'retrying later'}`);
    await db.update(webhookOutbox).set(set).where(mine);
    return true;
  });
  return result;
}

export type WebhookStats = { pending: number; failing: number; dead: number; stopped: boolean };

/** Undelivered events, those among them that failed at least once, the dead letters, and whether the receiver said 410 Gone. */
export async function webhookStats(db: Db, target: WebhookTarget): Promise<WebhookStats> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${webhookOutbox.deadAt} is null)`.mapWith(Number),
      failing: sql<number>`count(*) filter (where ${webhookOutbox.deadAt} is null and ${webhookOutbox.attempts} > 0)`.mapWith(Number),
      dead: sql<number>`count(*) filter (where ${webhookOutbox.deadAt} is not null)`.mapWith(Number),
    })
    .from(webhookOutbox)
    .where(isNull(webhookOutbox.deliveredAt));
  return { pending: row?.pending ?? 0, failing: row?.failing ?? 0, dead: row?.dead ?? 0, stopped: await isStopped(db, target.url) };
}

/**
 * Retention of events (each carries its lead): 90 days after it was made, delivered or not,
 * like sent mail; and every event of a lead being purged goes before the lead.
 */
export async function purgeWebhookEvents(tx: Executor, before: Date, purgedLeads: SQLWrapper): Promise<number> {
  const gone = await tx
    .delete(webhookOutbox)
    .where(or(lt(webhookOutbox.createdAt, before), inArray(webhookOutbox.leadId, purgedLeads)))
    .returning({ id: webhookOutbox.id });
  return gone.length;
}

// --- the in-process worker, beside the mail's ---------------------------------------------

const worker = queueWorker('webhooks', async () => {
  const target = webhookTarget();
  if (target) await processWebhooks({ db: await getDb(), target });
});

/** Delivers the queued events now (after a commit), when a receiver is configured; never rejects (queue-worker.ts). */
export const kickWebhooks = (): Promise<void> => (webhookTarget() ? worker.kick() : Promise.resolve());

/** Starts the periodic run (every 5 s) when a receiver is configured; idempotent. */
export function startWebhookWorker(intervalMs = WORKER_INTERVAL_MS): void {
  if (webhookTarget()) worker.start(intervalMs);
}

/** Stops the periodic run and waits for a run in progress (tests, shutdown). */
export const stopWebhookWorker = worker.stop;
