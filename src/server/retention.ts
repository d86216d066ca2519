import 'server-only';
import { and, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { emailOutbox, formSubmissions, leads, newsletterSubscriptions } from '@/server/db/schema';
import { pruneLimits } from '@/server/limits';
import { logFailure } from '@/server/log';
import { purgeWebhookEvents } from '@/server/webhooks/outbox';

const DAY_MS = 24 * 3600_000;

/**
 * How long we keep personal data: the figures the privacy policy states
 * (messages/<locale>/legal.json, privacyPolicy.sections.rights / retention).
 */
export const RETENTION = {
  /** Sent emails in the outbox, and dead letters (counted from when they were set aside). */
  sentEmailsDays: 90,
  /** Webhook events (delivered, dead or still waiting), counted from when they were made. */
  webhookEventsDays: 90,
  /** The keys of accepted form submissions (a replay within this time is answered, not stored). */
  submissionKeysDays: 1,
  /** Bookings and contact messages, counted from when they arrived. */
  leadsDays: 730,
  /** A booking's confirm, decline and cancel links (the hashes of their tokens): until its slot has ended. */
  bookingLinksAfterSlotDays: 0,
  /** Newsletter sign-ups never confirmed. */
  pendingSubscriptionsDays: 30,
  /** The record of an unsubscription (proof of consent and its withdrawal). */
  unsubscribedDays: 3 * 365,
} as const;

export type PurgeResult = {
  sentEmails: number;
  deadEmails: number;
  webhookEvents: number;
  submissionKeys: number;
  leads: number;
  bookingLinks: number;
  pendingSubscriptions: number;
  unsubscribed: number;
  limitHits: number;
};

/** Deletes what is past its retention period, and the rate limits' expired rows. Unsent mail of a kept lead is never touched. */
export async function purgeExpired(db: Db, now: Date = new Date()): Promise<PurgeResult> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return db.transaction(async (tx) => {
    const sentEmails = await tx
      .delete(emailOutbox)
      .where(and(isNotNull(emailOutbox.sentAt), lt(emailOutbox.sentAt, before(RETENTION.sentEmailsDays))))
      .returning({ id: emailOutbox.id });
    const deadEmails = await tx
      .delete(emailOutbox)
      .where(and(isNotNull(emailOutbox.deadAt), lt(emailOutbox.deadAt, before(RETENTION.sentEmailsDays))))
      .returning({ id: emailOutbox.id });
    const submissionKeys = await tx
      .delete(formSubmissions)
      .where(lt(formSubmissions.createdAt, before(RETENTION.submissionKeysDays)))
      .returning({ key: formSubmissions.key });
    const oldLeads = tx.select({ id: leads.id }).from(leads).where(lt(leads.createdAt, before(RETENTION.leadsDays)));
    // Mail of an expired lead goes with it (sent or not: after two years it will not be sent).
    await tx.delete(emailOutbox).where(inArray(emailOutbox.leadId, oldLeads));
    const webhookEvents = await purgeWebhookEvents(tx, before(RETENTION.webhookEventsDays), oldLeads);
    const removedLeads = await tx.delete(leads).where(lt(leads.createdAt, before(RETENTION.leadsDays))).returning({ id: leads.id });
    // A sign-up not confirmed within its time, counted from its last link (updatedAt): a new
    // address goes; an address that had unsubscribed before goes back to that state, which is
    // kept as the proof of its unsubscription for its own time.
    const expiredPending = and(eq(newsletterSubscriptions.status, 'pending'), lt(newsletterSubscriptions.updatedAt, before(RETENTION.pendingSubscriptionsDays)));
    await tx
      .update(newsletterSubscriptions)
      .set({ status: 'unsubscribed', updatedAt: now })
      .where(and(expiredPending, isNotNull(newsletterSubscriptions.unsubscribedAt)));
    // Once its time is past, nothing can be confirmed, declined or cancelled: the links go.
    const bookingLinks = await tx
      .update(leads)
      .set({ ownerTokenHash: null, visitorTokenHash: null })
      .where(and(lt(leads.slotEnd, before(RETENTION.bookingLinksAfterSlotDays)), or(isNotNull(leads.ownerTokenHash), isNotNull(leads.visitorTokenHash))))
      .returning({ id: leads.id });
    const pending = await tx
      .delete(newsletterSubscriptions)
      .where(and(expiredPending, isNull(newsletterSubscriptions.unsubscribedAt)))
      .returning({ id: newsletterSubscriptions.id });
    const unsubscribed = await tx
      .delete(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.status, 'unsubscribed'), lt(newsletterSubscriptions.unsubscribedAt, before(RETENTION.unsubscribedDays))))
      .returning({ id: newsletterSubscriptions.id });
    const limitHits = await pruneLimits(tx, now.getTime());
    return { sentEmails: sentEmails.length, deadEmails: deadEmails.length, webhookEvents, submissionKeys: submissionKeys.length, leads: removedLeads.length, bookingLinks: bookingLinks.length, pendingSubscriptions: pending.length, unsubscribed: unsubscribed.length, limitHits };
  });
}

const store = globalThis as typeof globalThis & { __retentionTimer?: NodeJS.Timeout };

/** Purges at start and then once a day; the timer does not keep the process alive. */
export function startRetentionJob(getDb: () => Promise<Db>): void {
  if (store.__retentionTimer) return;
  const run = async () => {
    try {
      await purgeExpired(await getDb());
    } catch (error) {
      logFailure('[retention] purge failed', error);
    }
  };
  store.__retentionTimer = setInterval(() => void run(), DAY_MS);
  store.__retentionTimer.unref();
  void run();
}
