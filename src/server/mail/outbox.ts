import 'server-only';
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { getDb, type Db, type Executor } from '@/server/db/client';
import { emailOutbox, webhookOutbox, type OutboxRow } from '@/server/db/schema';
import { getMailer, type Mailer } from './transport';
import { errorSummary, logFailure } from '@/server/log';
import { queueWorker, runLanes } from '@/server/queue-worker';

/** One email as the outbox stores it. */
export type MailDraft = {
  toAddress: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  ics?: string | null;
  listUnsubscribe?: string | null;
  /** 0: the owner's notification of a lead, which the outbox sends before anything else. */
  priority?: 0 | 1;
};

/** A claim older than this is considered abandoned (a crash mid-send) and the row is taken over. */
export const CLAIM_LEASE_MS = 5 * 60_000;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;
export const WORKER_INTERVAL_MS = 5_000;
/** Tries per row: with the backoff below, about four hours of trying before a row is set aside. */
export const MAX_ATTEMPTS = 10;
/** Rows sent side by side: one slow or failing address holds one lane, never the queue. */
export const OUTBOX_LANES = 3;
/** A run stops taking rows after this long; the next run (5 s later) goes on. */
export const RUN_BUDGET_MS = 60_000;

/** Delay before the next try after `attempts` failures: 30 s, 1 min, 2 min, 4 min ... at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * What a row (an email or a webhook event) becomes when its attempt fails: tried once more, due
 * again after the backoff, its claim released; after the last allowed attempt, a dead letter.
 */
export function afterFailure(row: { attempts: number }, lastError: string, at: Date) {
  const attempts = row.attempts + 1;
  const dead = attempts >= MAX_ATTEMPTS;
  return { attempts, dead, set: { attempts, nextAttemptAt: new Date(at.getTime() + retryDelayMs(attempts)), claimedAt: null, lastError, deadAt: dead ? at : null } };
}

/** An outbox table (emails, webhook events): its columns as claimNext reads them. */
type Queue = typeof emailOutbox | typeof webhookOutbox;

/**
 * Claims the next due row of `queue` (the owner's notifications first, then the oldest due, for
 * email). The claim (claimed_at, in one UPDATE over a row locked with SKIP LOCKED) keeps every
 * other lane, run and instance off the row until it is done, failed, or its lease of `leaseMs`
 * runs out.
 */
export async function claimNext<Q extends Queue>(db: Db, queue: Q, leaseMs: number, claimTime: Date): Promise<Q['$inferSelect'] | undefined> {
  const table: Queue = queue;
  const done = 'sentAt' in table ? table.sentAt : table.deliveredAt;
  const order = 'priority' in table ? [asc(table.priority), asc(table.nextAttemptAt), asc(table.id)] : [asc(table.nextAttemptAt), asc(table.id)];
  // Two statements in one transaction: a LIMIT 1 ... SKIP LOCKED subquery inside the UPDATE may
  // be evaluated again per row, and then claims more rows than it returns.
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          isNull(done),
          isNull(table.deadAt),
          lte(table.nextAttemptAt, claimTime),
          or(isNull(table.claimedAt), lt(table.claimedAt, new Date(claimTime.getTime() - leaseMs))),
        ),
      )
      .orderBy(...order)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return undefined;
    const [row] = await tx.update(table).set({ claimedAt: claimTime }).where(eq(table.id, next.id)).returning();
    return row as Q['$inferSelect'];
  });
}

/** Queues emails inside the caller's transaction: they exist exactly when the lead does. */
export async function enqueueEmails(tx: Executor, drafts: MailDraft[], leadId: number | null = null): Promise<void> {
  if (drafts.length === 0) return;
  await tx.insert(emailOutbox).values(
    drafts.map((d) => ({
      toAddress: d.toAddress,
      replyTo: d.replyTo ?? null,
      subject: d.subject,
      text: d.text,
      html: d.html,
      ics: d.ics ?? null,
      listUnsubscribe: d.listUnsubscribe ?? null,
      priority: d.priority ?? 1,
      leadId,
    })),
  );
}

export type ProcessOptions = {
  db: Db;
  mailer: Mailer;
  now?: () => Date;
  lanes?: number;
  budgetMs?: number;
  log?: (message: string, error?: unknown) => void;
};

export type RunResult = { sent: number; failed: number; dead: number };

/**
 * Sends what is due, in `lanes` lanes that each take the next row as soon as they are free, for
 * at most `budgetMs`. A failure releases the claim and schedules the next try; the last
 * allowed try sets the row aside as a dead letter (health counts it; `npm run outbox -- retry`
 * queues it again). Logs name the row and its lead, never an address.
 */
export async function processOutbox({
  db,
  mailer,
  now = () => new Date(),
  lanes = OUTBOX_LANES,
  budgetMs = RUN_BUDGET_MS,
  log = logFailure,
}: ProcessOptions): Promise<RunResult> {
  const result: RunResult = { sent: 0, failed: 0, dead: 0 };
  await runLanes(lanes, budgetMs, async () => {
    const claimTime = now();
    const row = await claimNext(db, emailOutbox, CLAIM_LEASE_MS, claimTime);
    if (!row) return false;
    const mine = and(eq(emailOutbox.id, row.id), eq(emailOutbox.claimedAt, claimTime));
    try {
      await mailer.send(row);
    } catch (error) {
      result.failed++;
      const { attempts, dead, set } = afterFailure(row, errorSummary(error), now());
      if (dead) result.dead++;
      const which = `email ${row.id} (lead ${row.leadId ?? 'none'})`;
      log(dead ? `[outbox] ${which}: attempt ${attempts} failed, set aside as a dead letter` : `[outbox] ${which}: attempt ${attempts} failed, retrying later`, error);
      await db.update(emailOutbox).set(set).where(mine);
      return true;
    }
    result.sent++;
    await db.update(emailOutbox).set({ sentAt: now(), claimedAt: null, lastError: null }).where(mine);
    return true;
  });
  return result;
}

export type OutboxStats = { pending: number; failing: number; dead: number };

/** Backlog: rows not yet sent, among them those that failed at least once, and the dead letters. */
export async function outboxStats(db: Db): Promise<OutboxStats> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${emailOutbox.deadAt} is null)`.mapWith(Number),
      failing: sql<number>`count(*) filter (where ${emailOutbox.deadAt} is null and ${emailOutbox.attempts} > 0)`.mapWith(Number),
      dead: sql<number>`count(*) filter (where ${emailOutbox.deadAt} is not null)`.mapWith(Number),
    })
    .from(emailOutbox)
    .where(isNull(emailOutbox.sentAt));
  return { pending: row?.pending ?? 0, failing: row?.failing ?? 0, dead: row?.dead ?? 0 };
}

// --- the in-process worker -------------------------------------------------------------

const worker = queueWorker('outbox', async () => {
  await processOutbox({ db: await getDb(), mailer: getMailer() });
});

/** Sends what is due now (after a lead is committed); never rejects (queue-worker.ts). */
export const kickOutbox = worker.kick;

/** Starts the periodic run (every 5 s); idempotent. */
export const startOutboxWorker = (intervalMs = WORKER_INTERVAL_MS) => worker.start(intervalMs);

/** Stops the periodic run and waits for a run in progress (tests, shutdown). */
export const stopOutboxWorker = worker.stop;

export type { OutboxRow };
