import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from './db/client';
import { counters } from './db/schema';

/** The counters the site keeps (monitoring reads them in /api/health with HEALTH_TOKEN). */
export const COUNTER = {
  honeypot: { booking: 'honeypot:booking', contact: 'honeypot:contact', newsletter: 'honeypot:newsletter' },
  /** Visitor acknowledgements not sent because of their caps (the lead and the owner's mail were). */
  acknowledgementCapped: 'acknowledgement-capped',
  /** Newsletter confirmations not sent because of the same caps (nothing was stored either). */
  confirmationCapped: 'confirmation-capped',
} as const;

/** Adds one to a named counter (one statement: concurrent instances never lose a count). */
export async function countEvent(db: Executor, name: string, now = new Date()): Promise<void> {
  await db
    .insert(counters)
    .values({ name, value: 1, updatedAt: now })
    .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1`, updatedAt: now } });
}

/** The values of the named counters (0 for one never counted). */
export async function readCounters<N extends string>(db: Executor, names: readonly N[]): Promise<Record<N, number>> {
  const rows = await db.select().from(counters).where(inArray(counters.name, [...names]));
  return Object.fromEntries(names.map((n) => [n, rows.find((r) => r.name === n)?.value ?? 0])) as Record<N, number>;
}

/**
 * Counts in memory and adds to the database every `intervalMs`: for events that anyone can
 * cause as often as they like (a bot's honeypot hits), so that each costs no write. A count not
 * yet written when the process ends is lost; monitoring reads a figure at most that old.
 */
export function batchedCounter(getDb: () => Promise<Db>, log: (message: string, error: unknown) => void, intervalMs = 10_000) {
  const pending = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  async function flush(): Promise<void> {
    timer = undefined;
    const counts = [...pending];
    pending.clear();
    try {
      const db = await getDb();
      const now = new Date();
      for (const [name, n] of counts) {
        await db
          .insert(counters)
          .values({ name, value: n, updatedAt: now })
          .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + ${n}`, updatedAt: now } });
      }
    } catch (error) {
      log('[counters] writing counts failed', error);
    }
  }
  return {
    count(name: string): void {
      pending.set(name, (pending.get(name) ?? 0) + 1);
      if (!timer) {
        timer = setTimeout(() => void flush(), intervalMs);
        timer.unref();
      }
    },
    flush,
  };
}

