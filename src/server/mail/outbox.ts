import 'server-only';
import { and, asc, count, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { getDb, type Db, type Executor } from '@/server/db/client';
import { emailOutbox, type OutboxRow } from '@/server/db/schema';
import type { MailDraft } from './emails';
import { getMailer, type Mailer } from './transport';
import { logFailure } from '@/server/log';

/** A claim older than this is considered abandoned (a crash mid-send) and the row is taken over. */
export const CLAIM_LEASE_MS = 5 * 60_000;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;
export const WORKER_INTERVAL_MS = 5_000;

/** Delay before the next try after `attempts` failures: 30 s, 1 min, 2 min, 4 min ... at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
}

/** Queues emails inside the caller's transaction: they exist exactly when the lead does. */
export async function enqueueEmails(tx: Executor, drafts: MailDraft[], leadId: number | null = null): Promise<void> {
  if (drafts.length === 0) return;
  await tx.insert(emailOutbox).values(
    drafts.map((d) => ({
      toAddress: d.toAddress,
      toName: d.toName ?? null,
      replyTo: d.replyTo ?? null,
      subject: d.subject,
      text: d.text,
      html: d.html,
      ics: d.ics ?? null,
      listUnsubscribe: d.listUnsubscribe ?? null,
      leadId,
    })),
  );
}

export type ProcessOptions = {
  db: Db;
  mailer: Mailer;
  now?: () => Date;
  batchSize?: number;
  log?: (message: string, error?: unknown) => void;
};

/**
 * Sends the rows that are due. Each row is first claimed (claimed_at set in one UPDATE over
 * rows locked with SKIP LOCKED), so two runs, in this process or another, never send the same
 * row; a failure releases the claim and schedules the next try. Nothing is ever deleted.
 */
export async function processOutbox({
  db,
  mailer,
  now = () => new Date(),
  batchSize = 20,
  log = logFailure,
}: ProcessOptions): Promise<{ sent: number; failed: number }> {
  const claimTime = now();
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        isNull(emailOutbox.sentAt),
        lte(emailOutbox.nextAttemptAt, claimTime),
        or(isNull(emailOutbox.claimedAt), lt(emailOutbox.claimedAt, new Date(claimTime.getTime() - CLAIM_LEASE_MS))),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(emailOutbox)
    .set({ claimedAt: claimTime })
    .where(and(inArray(emailOutbox.id, due), isNull(emailOutbox.sentAt)))
    .returning();

  let sent = 0;
  let failed = 0;
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    const mine = and(eq(emailOutbox.id, row.id), eq(emailOutbox.claimedAt, claimTime));
    try {
      await mailer.send(row);
    } catch (error) {
      failed++;
      const attempts = row.attempts + 1;
      log(`[outbox] sending email #${row.id} failed (attempt ${attempts}); retrying later`, error);
      await db
        .update(emailOutbox)
        .set({
          attempts,
          nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
          claimedAt: null,
          lastError: describe(error),
        })
        .where(mine);
      continue;
    }
    sent++;
    await db.update(emailOutbox).set({ sentAt: now(), claimedAt: null, lastError: null }).where(mine);
  }
  return { sent, failed };
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}

export type OutboxStats = { pending: number; failing: number };

/** Backlog: rows not yet sent, and among them those that failed at least once. */
export async function outboxStats(db: Db): Promise<OutboxStats> {
  const [row] = await db
    .select({
      pending: count(),
      failing: sql<number>`count(*) filter (where ${emailOutbox.attempts} > 0)`.mapWith(Number),
    })
    .from(emailOutbox)
    .where(isNull(emailOutbox.sentAt));
  return { pending: row?.pending ?? 0, failing: row?.failing ?? 0 };
}

// --- the in-process worker -------------------------------------------------------------

type WorkerState = { timer?: ReturnType<typeof setInterval>; running?: Promise<void>; again: boolean };
const store = globalThis as typeof globalThis & { __leadsOutboxWorker?: WorkerState };
const worker = (): WorkerState => (store.__leadsOutboxWorker ??= { again: false });

/**
 * Runs the outbox now (after a lead is committed). Runs never overlap in this process: a kick
 * during a run schedules one more run after it. Never rejects; errors are logged.
 */
export function kickOutbox(): Promise<void> {
  const state = worker();
  if (state.running) {
    state.again = true;
    return state.running;
  }
  state.running = (async () => {
    try {
      do {
        state.again = false;
        await processOutbox({ db: await getDb(), mailer: getMailer() });
      } while (state.again);
    } catch (error) {
      logFailure('[outbox] run failed', error);
    } finally {
      state.running = undefined;
    }
  })();
  return state.running;
}

/** Starts the periodic run (every 5 s); the timer does not keep the process alive. Idempotent. */
export function startOutboxWorker(intervalMs = WORKER_INTERVAL_MS): void {
  const state = worker();
  if (state.timer) return;
  state.timer = setInterval(() => void kickOutbox(), intervalMs);
  state.timer.unref();
  void kickOutbox();
}

/** Stops the periodic run and waits for a run in progress (tests, shutdown). */
export async function stopOutboxWorker(): Promise<void> {
  const state = worker();
  if (state.timer) clearInterval(state.timer);
  state.timer = undefined;
  await state.running;
}

export type { OutboxRow };
