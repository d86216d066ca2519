import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { readCounters } from '@/server/counters';
import { outboxStats } from '@/server/mail/outbox';

export type Health = {
  status: 'ok' | 'error';
  database: 'ok' | 'error';
  outbox: { pending: number; failing: number } | null;
  /** Honeypot hits per form since the database was created (bots caught). */
  honeypot: Record<'booking' | 'contact' | 'newsletter', number> | null;
};

const HONEYPOTS = ['honeypot:booking', 'honeypot:contact', 'honeypot:newsletter'] as const;

/** Database reachable (and migrated) and the outbox backlog; 'error' means the site cannot take leads. */
export async function healthReport(deps: {
  getDb: () => Promise<Db>;
  log: (message: string, error: unknown) => void;
}): Promise<Health> {
  try {
    const db = await deps.getDb();
    await db.execute(sql`select 1`);
    const hits = await readCounters(db, HONEYPOTS);
    return {
      status: 'ok',
      database: 'ok',
      outbox: await outboxStats(db),
      honeypot: { booking: hits['honeypot:booking'], contact: hits['honeypot:contact'], newsletter: hits['honeypot:newsletter'] },
    };
  } catch (error) {
    deps.log('[health] database check failed', error);
    return { status: 'error', database: 'error', outbox: null, honeypot: null };
  }
}
