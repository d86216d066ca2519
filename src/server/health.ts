import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { COUNTER, readCounters } from '@/server/counters';
import { outboxStats, type OutboxStats } from '@/server/mail/outbox';
import { webhookStats, webhookTarget, type WebhookStats } from '@/server/webhooks/outbox';

export type Health = {
  status: 'ok' | 'error';
  database: 'ok' | 'error';
  /** Unsent rows, those among them that failed at least once, and the dead letters (`npm run outbox`). */
  outbox: OutboxStats | null;
  /** Since the database was created: honeypot hits per form (bots caught), and visitor acknowledgements and newsletter confirmations left unsent by their caps. */
  honeypot: Record<'booking' | 'contact' | 'newsletter', number> | null;
  acknowledgementsCapped: number | null;
  /** With LEADS_WEBHOOK_URL set: undelivered events, those among them that failed, dead letters, and whether the receiver said 410 Gone. */
  webhooks?: WebhookStats;
  confirmationsCapped: number | null;
};


/** Database reachable (and migrated) and the outbox backlog; 'error' means the site cannot take leads. */
export async function healthReport(deps: {
  getDb: () => Promise<Db>;
  log: (message: string, error: unknown) => void;
}): Promise<Health> {
  try {
    const db = await deps.getDb();
    await db.execute(sql`select 1`);
    const { honeypot } = COUNTER;
    const target = webhookTarget();
    const hits = await readCounters(db, [honeypot.booking, honeypot.contact, honeypot.newsletter, COUNTER.acknowledgementCapped, COUNTER.confirmationCapped]);
    return {
      status: 'ok',
      database: 'ok',
      outbox: await outboxStats(db),
      honeypot: { booking: hits[honeypot.booking], contact: hits[honeypot.contact], newsletter: hits[honeypot.newsletter] },
      acknowledgementsCapped: hits[COUNTER.acknowledgementCapped],
      webhooks: target ? await webhookStats(db, target) : undefined,
      confirmationsCapped: hits[COUNTER.confirmationCapped],
    };
  } catch (error) {
    deps.log('[health] database check failed', error);
    return { status: 'error', database: 'error', outbox: null, honeypot: null, acknowledgementsCapped: null, confirmationsCapped: null };
  }
}
