import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { emailOutbox, formSubmissions, leads, limitHits, newsletterSubscriptions } from '@/server/db/schema';
import { purgeExpired } from '@/server/retention';
import { useTestEnv } from '../support/leads';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

const NOW = new Date('2026-11-21T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 3600_000);

const lead = (name: string, createdAt: Date) => ({
  kind: 'contact' as const,
  name,
  email: `${name}@company.test`,
  company: 'Company',
  phone: '+1 555 0100',
  message: 'Hello there, a message.',
  locale: 'en',
  createdAt,
});
const mail = (subject: string, extra: Partial<typeof emailOutbox.$inferInsert> = {}) => ({ toAddress: 'x@company.test', subject, text: 't', html: 'h', ...extra });
const sub = (email: string, status: 'pending' | 'confirmed' | 'unsubscribed', createdAt: Date, unsubscribedAt: Date | null = null) => ({
  email,
  locale: 'de',
  status,
  confirmToken: `c-${email}`,
  unsubscribeToken: `u-${email}`,
  createdAt,
  // A sign-up's last link went out when it was made.
  updatedAt: createdAt,
  unsubscribedAt,
});

describe('retention', () => {
  it('deletes what the privacy policy says is past its time, and nothing else', async () => {
    cleanup = (await useTestEnv()).cleanup;
    const db = await getDb();
    const [oldLead] = await db.insert(leads).values(lead('old', daysAgo(731))).returning({ id: leads.id });
    const [keptLead] = await db.insert(leads).values(lead('kept', daysAgo(700))).returning({ id: leads.id });
    await db.insert(emailOutbox).values([
      mail('sent long ago', { sentAt: daysAgo(91), leadId: keptLead.id }),
      mail('sent recently', { sentAt: daysAgo(89), leadId: keptLead.id }),
      mail('never sent, kept lead', { leadId: keptLead.id, createdAt: daysAgo(200) }),
      mail('of the expired lead', { leadId: oldLead.id }),
      mail('dead long ago', { deadAt: daysAgo(91), attempts: 10 }),
      mail('dead recently', { deadAt: daysAgo(89), attempts: 10 }),
    ]);
    await db.insert(formSubmissions).values([
      { key: 'contact:key:yesterday-and-a-bit', form: 'contact', answer: {}, createdAt: new Date(NOW.getTime() - 25 * 3600_000) },
      { key: 'contact:key:an-hour-ago', form: 'contact', answer: {}, leadId: keptLead.id, createdAt: new Date(NOW.getTime() - 3600_000) },
    ]);
    const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3600_000);
    await db.insert(limitHits).values([
      { key: 'contact:client', item: 'old', at: hoursAgo(2) },
      { key: 'contact:client', item: 'new', at: hoursAgo(0.5) },
      { key: 'ack:recipient', item: 'day-old', at: hoursAgo(25) },
      { key: 'ack:recipient', item: 'hours-old', at: hoursAgo(2) },
    ]);
    await db.insert(newsletterSubscriptions).values([
      sub('pending-old@company.test', 'pending', daysAgo(31)),
      sub('pending-new@company.test', 'pending', daysAgo(29)),
      sub('confirmed@company.test', 'confirmed', daysAgo(2000)),
      sub('gone-old@company.test', 'unsubscribed', daysAgo(2000), daysAgo(3 * 365 + 1)),
      sub('gone-new@company.test', 'unsubscribed', daysAgo(2000), daysAgo(30)),
    ]);

    const booking = (name: string, slotStart: Date) => ({
      ...lead(name, daysAgo(10)),
      kind: 'booking' as const,
      status: 'confirmed' as const,
      slotStart,
      slotEnd: new Date(slotStart.getTime() + 3600_000),
      ownerTokenHash: `owner-${name}`,
      visitorTokenHash: `visitor-${name}`,
    });
    await db.insert(leads).values([booking('held-yesterday', daysAgo(1)), booking('held-tomorrow', daysAgo(-1))]);

    expect(await purgeExpired(db, NOW)).toEqual({ sentEmails: 1, deadEmails: 1, webhookEvents: 0, submissionKeys: 1, leads: 1, bookingLinks: 1, pendingSubscriptions: 1, unsubscribed: 1, limitHits: 2 });

    expect((await db.select({ name: leads.name }).from(leads).orderBy(leads.id)).map((r) => r.name)).toEqual(['kept', 'held-yesterday', 'held-tomorrow']);
    // A booking whose time is past keeps no link that could act on it; one still ahead keeps its links.
    const links = await db.select({ name: leads.name, owner: leads.ownerTokenHash, visitor: leads.visitorTokenHash }).from(leads).where(eq(leads.kind, 'booking')).orderBy(leads.id);
    expect(links).toEqual([
      { name: 'held-yesterday', owner: null, visitor: null },
      { name: 'held-tomorrow', owner: 'owner-held-tomorrow', visitor: 'visitor-held-tomorrow' },
    ]);
    expect((await db.select({ s: emailOutbox.subject }).from(emailOutbox)).map((r) => r.s).sort()).toEqual(['dead recently', 'never sent, kept lead', 'sent recently']);
    expect((await db.select().from(formSubmissions)).map((r) => r.key)).toEqual(['contact:key:an-hour-ago']);
    // Form limits last an hour at most; the acknowledgement limit a day.
    expect((await db.select().from(limitHits)).map((r) => r.item).sort()).toEqual(['hours-old', 'new']);
    expect((await db.select({ e: newsletterSubscriptions.email }).from(newsletterSubscriptions)).map((r) => r.e).sort()).toEqual([
      'confirmed@company.test',
      'gone-new@company.test',
      'pending-new@company.test',
    ]);
    // A second run finds nothing more.
    expect(await purgeExpired(db, NOW)).toEqual({ sentEmails: 0, deadEmails: 0, webhookEvents: 0, submissionKeys: 0, leads: 0, bookingLinks: 0, pendingSubscriptions: 0, unsubscribed: 0, limitHits: 0 });
  });

  it('keeps the proof of an unsubscription when the address signs up again and never confirms', async () => {
    cleanup = (await useTestEnv()).cleanup;
    const db = await getDb();
    await db.insert(newsletterSubscriptions).values([
      // Unsubscribed 100 days ago, signed up again 31 days ago (its row made long before): expired.
      { ...sub('back-old@company.test', 'pending', daysAgo(400), daysAgo(100)), updatedAt: daysAgo(31) },
      // Signed up again 10 days ago: still waiting for the click.
      { ...sub('back-new@company.test', 'pending', daysAgo(400), daysAgo(100)), updatedAt: daysAgo(10) },
      // A new address whose link went out again 5 days ago: its own 30 days run from there.
      { ...sub('asked-again@company.test', 'pending', daysAgo(40)), updatedAt: daysAgo(5) },
    ]);
    expect((await purgeExpired(db, NOW)).pendingSubscriptions).toBe(0);
    const rows = await db.select().from(newsletterSubscriptions);
    const row = (email: string) => rows.find((r) => r.email === email)!;
    expect(row('back-old@company.test')).toMatchObject({ status: 'unsubscribed', unsubscribedAt: daysAgo(100) });
    expect(row('back-new@company.test').status).toBe('pending');
    expect(row('asked-again@company.test').status).toBe('pending');
    // The record then lasts as any unsubscription does: three years from the unsubscribing.
    await purgeExpired(db, new Date(daysAgo(100).getTime() + (3 * 365 + 1) * 24 * 3600_000));
    expect((await db.select().from(newsletterSubscriptions)).map((r) => r.email)).not.toContain('back-old@company.test');
  });
});
