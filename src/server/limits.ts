import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, gt, inArray, like, lt, not, or, sql } from 'drizzle-orm';
import { getDb, type Db, type Executor } from './db/client';
import { limitHits } from './db/schema';

/**
 * Rate limits kept in the database (PGlite, or PostgreSQL shared by every instance), so they hold
 * across restarts and instances. A limit allows `limit` distinct items per key in any rolling
 * window of `windowMs`. A client may be known by several keys at once (a session and an address):
 * an item is counted against every key and refused as soon as one key is full. An item already
 * counted passes again without being counted (a consultant shown twice), unless a key that is
 * full has not seen it: a full key takes nothing new, whatever the other keys know. Without an
 * item, each hit is an item of its own (one form submission).
 *
 * Each decision is one transaction that first takes a transaction-scoped advisory lock per key,
 * so concurrent requests on any number of instances are counted one after the other. Since a
 * full key takes nothing new until its oldest items leave the window, "full until T" is a fact
 * every instance may remember: databaseLimiter answers a key it knows to be full from memory,
 * without a transaction, and never lets through what the database would refuse.
 */
export type LimitRule = { limit: number; windowMs: number };
export type LimitDecision = { allowed: true; counted: boolean } | { allowed: false; resetAt: number };
export type LimitRequest = { keys: readonly string[]; rule: LimitRule; item?: string; now: number };
export type Limiter = (request: LimitRequest) => Promise<LimitDecision>;
/** One rule over some keys, among the rules of one decision (hitLimits). */
export type LimitCheck = { keys: readonly string[]; rule: LimitRule };

const HOUR_MS = 3600_000;

/** Each public form: 5 submissions per client per 10 minutes. */
export const FORM_RATE_LIMIT: LimitRule = { limit: 5, windowMs: 10 * 60_000 };
/** Refused submissions (validation errors, honeypot hits) in the same window: enough for any typing, not a flood. */
export const REFUSED_FORM_LIMIT: LimitRule = { limit: 30, windowMs: 10 * 60_000 };
/** The keys of the visitor-mail limits (acknowledgements, newsletter confirmations), kept up to a day; every other key's window is at most an hour. */
export const ACK_KEY_PREFIX = 'ack:';
/** Mail to a visitor's address (an acknowledgement, a newsletter confirmation): one per address and kind a day ... */
export const ACK_PER_RECIPIENT: LimitRule = { limit: 1, windowMs: 24 * HOUR_MS };
/** ... three an hour for one client address (IPv6: its /64) ... */
export const ACK_PER_CLIENT: LimitRule = { limit: 3, windowMs: HOUR_MS };
/** ... ten an hour for its network (IPv4 /24, IPv6 /48) ... */
export const ACK_PER_NETWORK: LimitRule = { limit: 10, windowMs: HOUR_MS };
/** ... and at most this many an hour from the whole site, per kind. The owner's notifications are never capped. */
export const ACK_SITE_WIDE: LimitRule = { limit: 60, windowMs: HOUR_MS };
/** No rule has a longer window: older rows are never read again. */
export const LONGEST_WINDOW_MS = ACK_PER_RECIPIENT.windowMs;
/** Expired rows are deleted every this many decisions of a process (an index range, not a scan). */
const PRUNE_EVERY = 200;

/** A key found full: until when, and the items it holds (which alone may pass it). */
type FullKey = { key: string; rule: LimitRule; resetAt: number; items: string[] };

/**
 * One decision over several rules: allowed only when every rule allows, and then counted under
 * every key of every rule; refused, nothing is counted anywhere. `db` may be a transaction: the
 * decision then runs in a savepoint, and its advisory locks hold until that transaction ends
 * (concurrent callers wait for its outcome).
 */
async function decide(db: Executor, checks: readonly LimitCheck[], item: string | undefined, now: number): Promise<{ decision: LimitDecision; full: FullKey[] }> {
  const allKeys = [...new Set(checks.flatMap((c) => c.keys))].sort();
  const outcome = await db.transaction(async (tx) => {
    // Sorted, so two requests that share keys take their locks in the same order.
    for (const key of allKeys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const longest = Math.max(...checks.map((c) => c.rule.windowMs));
    const rows = await tx.select().from(limitHits).where(and(inArray(limitHits.key, allKeys), gt(limitHits.at, new Date(now - longest))));
    const full: FullKey[] = [];
    let seen = false;
    for (const { keys, rule } of checks) {
      const since = now - rule.windowMs;
      for (const key of new Set(keys)) {
        const own = rows.filter((r) => r.key === key && r.at.getTime() > since);
        if (item !== undefined && own.some((r) => r.item === item)) seen = true;
        if (own.length < rule.limit) continue;
        const times = own.map((r) => r.at.getTime()).sort((a, b) => a - b);
        // A full key frees a place when enough of its oldest items leave the window.
        full.push({ key, rule, resetAt: times[times.length - rule.limit] + rule.windowMs, items: own.map((r) => r.item) });
      }
    }
    const blocking = full.filter((f) => item === undefined || !f.items.includes(item));
    if (blocking.length > 0) return { decision: { allowed: false, resetAt: Math.max(...blocking.map((f) => f.resetAt)) } as LimitDecision, full };
    if (seen) return { decision: { allowed: true, counted: false } as LimitDecision, full };
    const at = new Date(now);
    const entry = item ?? randomUUID();
    await tx
      .insert(limitHits)
      .values(allKeys.map((key) => ({ key, item: entry, at })))
      .onConflictDoUpdate({ target: [limitHits.key, limitHits.item], set: { at } });
    return { decision: { allowed: true, counted: true } as LimitDecision, full };
  });
  if (++decisions % PRUNE_EVERY === 0) await pruneLimits(db, now);
  return outcome;
}

/** One decision on one rule (see decide). */
export async function hitLimit(db: Executor, { keys, rule, item, now }: LimitRequest): Promise<LimitDecision> {
  return (await decide(db, [{ keys, rule }], item, now)).decision;
}

/** One decision on several rules at once, all or nothing (see decide). */
export async function hitLimits(db: Executor, { checks, now }: { checks: readonly LimitCheck[]; now: number }): Promise<LimitDecision> {
  return (await decide(db, checks, undefined, now)).decision;
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

/** Full keys a limiter remembers at most per database; the oldest is forgotten first (then asked again). */
const MAX_KNOWN_FULL = 10_000;

/**
 * The limiter on the site's database, with a memory of the keys it found full: until a key's
 * reset, a request that would need a place in it is refused without asking the database.
 * Another instance may fill a key this one does not know yet (it asks the database then), but
 * no key empties before its reset, so the memory only ever refuses what the database would.
 */
export function databaseLimiter(getDb: () => Promise<Db>): Limiter {
  const known = new WeakMap<Db, Map<string, { resetAt: number; items: Set<string> }>>();
  const name = (rule: LimitRule, key: string) => `${rule.limit}/${rule.windowMs}:${key}`;
  return async ({ keys, rule, item, now }) => {
    const db = await getDb();
    let full = known.get(db);
    if (!full) known.set(db, (full = new Map()));
    let resetAt = 0;
    for (const key of keys) {
      const entry = full.get(name(rule, key));
      if (!entry) continue;
      if (now >= entry.resetAt) full.delete(name(rule, key));
      else if (item === undefined || !entry.items.has(item)) resetAt = Math.max(resetAt, entry.resetAt);
    }
    if (resetAt > 0) return { allowed: false, resetAt };
    const outcome = await decide(db, [{ keys, rule }], item, now);
    for (const f of outcome.full) {
      full.delete(name(f.rule, f.key));
      full.set(name(f.rule, f.key), { resetAt: f.resetAt, items: new Set(f.items) });
    }
    while (full.size > MAX_KNOWN_FULL) full.delete(full.keys().next().value as string);
    return outcome.decision;
  };
}

/**
 * The limiter of the running site, for every limit of the process (the forms, the reveals, the
 * searches rendered): one memory of the keys it found full.
 */
export const siteLimiter = databaseLimiter(getDb);
