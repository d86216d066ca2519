import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from './db/client';
import { counters } from './db/schema';

/** The counters the site keeps (monitoring reads them in /api/health with HEALTH_TOKEN). */
export const COUNTER = {
  honeypot: { booking: 'honeypot:booking', contact: 'honeypot:contact', newsletter: 'honeypot:newsletter' },
  /** Visitor acknowledgements not sent because of their caps (the lead and the owner's mail were). */
  acknowledgementCapped: 'acknowledgement-capped',
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
