import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, gt, inArray, like, lt, not, or, sql } from 'drizzle-orm';
import type { Db, Executor } from './db/client';
import { limitHits } from './db/schema';

/**
 * Rate limits kept in the database (PGlite, or PostgreSQL shared by every instance), so they hold
 * across restarts and instances. A limit allows `limit` distinct items per key in any rolling
 * window of `windowMs`. A client may be known by several keys at once (a session and an address):
 * an item is counted against every key and refused as soon as one key is full. An item already
 * counted under one of the keys in the window passes again without being counted (a consultant
 * shown twice). Without an item, each hit is an item of its own (one form submission).
 *
 * Each decision is one transaction that first takes a transaction-scoped advisory lock per key,
 * so concurrent requests on any number of instances are counted one after the other.
 */
export type LimitRule = { limit: number; windowMs: number };
export type LimitDecision = { allowed: true; counted: boolean } | { allowed: false; resetAt: number };
export type LimitRequest = { keys: readonly string[]; rule: LimitRule; item?: string; now: number };
export type Limiter = (request: LimitRequest) => Promise<LimitDecision>;

const HOUR_MS = 3600_000;

/** Each public form: 5 submissions per client per 10 minutes. */
export const FORM_RATE_LIMIT: LimitRule = { limit: 5, windowMs: 10 * 60_000 };
/** Refused submissions (validation errors) in the same window: enough for any typing, not a flood. */
export const REFUSED_FORM_LIMIT: LimitRule = { limit: 30, windowMs: 10 * 60_000 };
/** The keys of the day-long acknowledgement limits; every other key's window is at most an hour. */
export const ACK_KEY_PREFIX = 'ack:';
/** Acknowledgements (the visitor's copy of a booking or message): one per address a day ... */
export const ACK_PER_RECIPIENT: LimitRule = { limit: 1, windowMs: 24 * HOUR_MS };
/** ... and at most this many an hour from the whole site. The owner's notifications are never capped. */
export const ACK_SITE_WIDE: LimitRule = { limit: 60, windowMs: HOUR_MS };
/** No rule has a longer window: older rows are never read again. */
export const LONGEST_WINDOW_MS = ACK_PER_RECIPIENT.windowMs;
/** Expired rows are deleted every this many decisions of a process (an index range, not a scan). */
const PRUNE_EVERY = 200;

/**
 * One decision. `db` may be a transaction: the decision then runs in a savepoint, and its
 * advisory locks hold until that transaction ends (concurrent callers wait for its outcome).
 */
export async function hitLimit(db: Executor, { keys, rule, item, now }: LimitRequest): Promise<LimitDecision> {
  const sorted = [...new Set(keys)].sort();
  const since = new Date(now - rule.windowMs);
  const decision = await db.transaction(async (tx): Promise<LimitDecision> => {
    // Sorted, so two requests that share keys take their locks in the same order.
    for (const key of sorted) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const rows = await tx.select().from(limitHits).where(and(inArray(limitHits.key, sorted), gt(limitHits.at, since)));
    if (item !== undefined && rows.some((r) => r.item === item)) return { allowed: true, counted: false };
    const full = sorted
      .map((key) => rows.flatMap((r) => (r.key === key ? [r.at.getTime()] : [])).sort((a, b) => a - b))
      .filter((times) => times.length >= rule.limit);
    // A full key frees a place when enough of its oldest items leave the window.
    if (full.length > 0) return { allowed: false, resetAt: Math.max(...full.map((t) => t[t.length - rule.limit] + rule.windowMs)) };
    const at = new Date(now);
    const entry = item ?? randomUUID();
    await tx
      .insert(limitHits)
      .values(sorted.map((key) => ({ key, item: entry, at })))
      .onConflictDoUpdate({ target: [limitHits.key, limitHits.item], set: { at } });
    return { allowed: true, counted: true };
  });
  if (++decisions % PRUNE_EVERY === 0) await pruneLimits(db, now);
  return decision;
}

let decisions = 0;

/** Deletes the rows no window can reach any more (also run by the retention job). */
export async function pruneLimits(db: Executor, now = Date.now()): Promise<number> {
  const hourAgo = new Date(now - HOUR_MS);
  const removed = await db
    .delete(limitHits)
    .where(or(lt(limitHits.at, new Date(now - LONGEST_WINDOW_MS)), and(lt(limitHits.at, hourAgo), not(like(limitHits.key, `${ACK_KEY_PREFIX}%`)))))
    .returning({ key: limitHits.key });
  return removed.length;
}

/** The limiter on the site's database. */
export const databaseLimiter =
  (getDb: () => Promise<Db>): Limiter =>
  async (request) =>
    hitLimit(await getDb(), request);
