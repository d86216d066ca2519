import { NextRequest } from 'next/server';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as linkPage, POST as linkPost } from '@/app/api/booking/[action]/route';
import { GET as slotsRoute } from '@/app/api/booking/slots/route';
import { handleBooking } from '@/features/leads/server/handlers';
import { OPEN_REQUESTS_PER_NETWORK } from '@/features/leads/server/submission';
import { applyBookingLink } from '@/features/leads/server/booking-links';
import { dayKey } from '@/features/leads/slot-days';
import { getDb } from '@/server/db/client';
import { emailOutbox, leads, webhookOutbox } from '@/server/db/schema';
import { stopOutboxWorker } from '@/server/mail/outbox';
import { stopWebhookWorker } from '@/server/webhooks/outbox';
import { parseSlotId } from '@/lib/slot-id';
import { decodeWords, header, leaves, textOf } from '../support/mime';
import { startWebhookReceiver } from '../support/webhook-receiver';
import { bookingFields, cleanupAfterEach, offeredNow, offeredSlot, startSmtp, testDeps } from '../support/leads';

const { setup, onCleanup } = cleanupAfterEach();
const SECRET = `whsec_${Buffer.from('a test secret of thirty-two bytes').toString('base64')}`;

/** The site with a real SMTP server and a webhook receiver: the link routes send through both. */
async function site() {
  const smtp = await startSmtp();
  onCleanup(smtp.close);
  const receiver = await startWebhookReceiver({ secret: SECRET });
  onCleanup(receiver.close);
  await setup({ SMTP_URL: smtp.url, LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: SECRET });
  // The routes kick the workers; they finish before the next test empties the tables.
  onCleanup(async () => {
    await stopOutboxWorker();
    await stopWebhookWorker();
  });
  return { smtp, receiver };
}

/** A stored booking and the tokens of its emails' links (only the emails hold them). */
async function book(over: Record<string, string> = {}, ip = '203.0.113.50') {
  const { deps } = testDeps();
  const fields = bookingFields(over);
  const state = await handleBooking({ fields, ip }, deps);
  expect(state.status).toBe('success');
  const db = await getDb();
  const [lead] = await db.select().from(leads).where(eq(leads.slotStart, parseSlotId(fields.slot)!));
  const texts = (await db.select({ text: emailOutbox.text }).from(emailOutbox).where(eq(emailOutbox.leadId, lead.id))).map((r) => r.text).join('\n');
  const token = (action: string) => new RegExp(`/api/booking/${action}\\?token=([A-Za-z0-9_-]{43})`).exec(texts)![1];
  return { lead, fields, confirm: token('confirm'), decline: token('decline'), cancel: token('cancel') };
}

const url = (action: string, token: string) => `https://site.test/api/booking/${action}?token=${token}`;
const open = (action: string, token: string) => linkPage(new NextRequest(url(action, token)), { params: Promise.resolve({ action }) });
const press = (action: string, token: string) =>
  linkPost(new NextRequest(url(action, token), { method: 'POST', body: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), { params: Promise.resolve({ action }) });
const statusOf = async (id: number) => (await (await getDb()).select({ status: leads.status }).from(leads).where(eq(leads.id, id)))[0].status;
const counts = async () => {
  const db = await getDb();
  return { emails: await db.$count(emailOutbox), events: await db.$count(webhookOutbox) };
};
const freeNow = async () => ((await (await slotsRoute()).json()) as { slots: string[] }).slots;
const calendarPart = (mime: Parameters<typeof leaves>[0]) => leaves(mime).find((p) => (header(p, 'content-type') ?? '').includes('text/calendar'));

describe('one slot, one booking', () => {
  it('of 20 simultaneous requests for one slot, exactly one is booked; the others keep every value and are offered the nearest free slots', async () => {
    await setup();
    const { deps } = testDeps();
    const slot = offeredSlot();
    const attempts = Array.from({ length: 20 }, (_, i) =>
      handleBooking({ fields: bookingFields({ slot, name: `Rival ${i}`, email: `rival${i}@company${i}.test`, company: `Rival ${i} GmbH` }), ip: `198.51.100.${i + 1}` }, deps),
    );
    const answers = await Promise.all(attempts);
    expect(answers.filter((a) => a.status === 'success')).toHaveLength(1);
    const db = await getDb();
    const stored = await db.select().from(leads);
    expect(stored).toHaveLength(1);
    expect(stored[0].slotStart).toEqual(parseSlotId(slot));
    // Only the winner's two emails are queued.
    expect(await db.$count(emailOutbox)).toBe(2);

    const losers = answers.map((a, i) => ({ a, i })).filter(({ a }) => a.status !== 'success');
    expect(losers).toHaveLength(19);
    const offered = offeredNow().map((s) => s.start.toISOString());
    for (const { a, i } of losers) {
      expect(a).toMatchObject({ status: 'error', errors: { slot: 'errors.slotTaken' }, notice: 'errors.slotTakenNotice', ownerTimeZone: 'Europe/Berlin' });
      expect(a.values).toMatchObject({ name: `Rival ${i}`, email: `rival${i}@company${i}.test`, company: `Rival ${i} GmbH`, slot, goals: bookingFields().goals });
      expect(a.slots?.length).toBe(6);
      expect(a.slots).not.toContain(slot);
      // The nearest ones: the six closest in time to the one taken.
      const taken = parseSlotId(slot)!.getTime();
      const nearest = offered
        .filter((s) => s !== parseSlotId(slot)!.toISOString())
        .sort((x, y) => Math.abs(Date.parse(x) - taken) - Math.abs(Date.parse(y) - taken) || Date.parse(x) - Date.parse(y))
        .slice(0, 6)
        .sort()
        .map((s) => `${s.slice(0, 16)}Z`);
      expect(a.slots).toEqual(nearest);
    }
  });

  it('refuses a slot the calendar does not offer (past, off the hour, a Sunday), keeping the values', async () => {
    await setup();
    const { deps } = testDeps();
    const offered = parseSlotId(offeredSlot())!;
    const sunday = new Date(offered);
    while (sunday.getUTCDay() !== 0) sunday.setUTCDate(sunday.getUTCDate() + 1);
    const halfPast = new Date(offered.getTime() + 30 * 60_000);
    for (const slot of ['2020-01-06T08:00Z', `${halfPast.toISOString().slice(0, 16)}Z`, `${sunday.toISOString().slice(0, 16)}Z`]) {
      const state = await handleBooking({ fields: bookingFields({ slot, name: 'Ada Offhours' }), ip: '198.51.100.90' }, deps);
      expect(state, slot).toMatchObject({ status: 'error', errors: { slot: 'errors.slotUnavailable' }, values: { slot, name: 'Ada Offhours' } });
      expect(state.slots?.length, slot).toBeGreaterThan(0);
    }
    expect(await (await getDb()).$count(leads)).toBe(0);
  });

  it('without JavaScript, "Show free times" answers with the free slots of the next working days, keeps the values and stores nothing', async () => {
    await setup();
    const { deps } = testDeps();
    const taken = await book();
    const state = await handleBooking({ fields: { ...bookingFields({ name: 'Grace Noscript', slot: '' }), intent: 'slots' }, ip: '198.51.100.91' }, deps);
    expect(state).toMatchObject({ status: 'idle', errors: {}, ownerTimeZone: 'Europe/Berlin', values: { name: 'Grace Noscript' } });
    const days = new Set(state.slots!.map((s) => dayKey(parseSlotId(s)!, 'Europe/Berlin')));
    expect(days.size).toBe(5);
    expect(state.slots![0]).toBe(`${offeredNow()[0].start.toISOString().slice(0, 16)}Z`);
    expect(state.slots).not.toContain(taken.fields.slot);
    expect(await (await getDb()).$count(leads)).toBe(1);
  });

  it('the JSON the dialog fetches: the owner’s zone, the slot length and the free slots, briefly cached; a held slot is left out', async () => {
    await setup();
    const before = await freeNow();
    const { fields } = await book();
    const response = await slotsRoute();
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
    const body = (await response.json()) as { timeZone: string; slotMinutes: number; slots: string[] };
    expect(body).toMatchObject({ timeZone: 'Europe/Berlin', slotMinutes: 60 });
    expect(before).toContain(fields.slot);
    expect(body.slots).toEqual(before.filter((s) => s !== fields.slot));
  });
});

describe('the open requests of one network', () => {
  it(`are at most ${OPEN_REQUESTS_PER_NETWORK}: the next is refused with a notice of its own, every value kept, nothing stored or sent; an answered one frees a place; other networks book on`, async () => {
    await site();
    // Two addresses of one /24, as colleagues in one office.
    const office = (i: number) => `198.51.100.${10 + (i % 2)}`;
    const held = [];
    for (let i = 0; i < OPEN_REQUESTS_PER_NETWORK; i++) held.push(await book({ name: `Colleague ${i}`, email: `colleague${i}@office.test` }, office(i)));
    const before = await counts();
    const fields = bookingFields({ name: 'One Too Many', locale: 'de' });
    const refused = await handleBooking({ fields, ip: office(OPEN_REQUESTS_PER_NETWORK) }, testDeps().deps);
    expect(refused).toMatchObject({ status: 'error', notice: 'errors.openRequests', values: { name: 'One Too Many', slot: fields.slot } });
    expect(await (await getDb()).$count(leads)).toBe(OPEN_REQUESTS_PER_NETWORK);
    expect(await counts()).toEqual(before);
    expect(await freeNow()).toContain(fields.slot);

    // Another network books meanwhile.
    await book({ name: 'Elsewhere', email: 'someone@elsewhere.test' }, '203.0.113.9');
    // The owner declines one request of the office: it may ask again, and the same post goes through.
    expect((await press('decline', held[0].decline)).status).toBe(303);
    expect((await handleBooking({ fields, ip: office(OPEN_REQUESTS_PER_NETWORK) }, testDeps().deps)).status).toBe('success');
  });
});

describe('the links of a booking’s emails', () => {
  it('confirm: the page asks and changes nothing; its button confirms once, the visitor gets the invitation (METHOD:REQUEST) and the owner’s tools booking.confirmed', async () => {
    const { smtp, receiver } = await site();
    const b = await book();
    const before = await counts();

    const page = await open('confirm', b.confirm);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('Confirm this booking');
    expect(html).toContain('Ada Lovelace (Analytical Engines GmbH) asks for a consultation on');
    expect(html.match(/<form method="post">/g)).toHaveLength(1);
    expect(html.match(/<button/g)).toHaveLength(1);
    // A mail scanner that follows the link changes nothing.
    expect(await statusOf(b.lead.id)).toBe('requested');
    expect(await counts()).toEqual(before);

    const pressed = await press('confirm', b.confirm);
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe(`/api/booking/confirm?token=${b.confirm}`);
    expect(await statusOf(b.lead.id)).toBe('confirmed');
    expect(await counts()).toEqual({ emails: before.emails + 1, events: before.events + 1 });

    const confirmed = () => smtp.received.find((m) => decodeWords(header(m.mime, 'subject') ?? '').startsWith('Bestätigt: Ihre Beratung am'));
    await expect.poll(confirmed, { timeout: 20_000 }).toBeTruthy();
    const mail = confirmed()!;
    expect(mail.to).toEqual(['ada@analytical-engines.test']);
    expect(textOf(mail.mime, 'text/plain')).toContain(`/api/booking/cancel?token=${b.cancel}`);
    const invite = (calendarPart(mail.mime)?.body ?? '').replace(/\r\n[ \t]/g, '');
    expect(invite).toMatch(/^METHOD:REQUEST\r?$/m);
    expect(invite).toContain(`UID:${b.lead.inviteUid}`);
    expect(invite).toMatch(/^SEQUENCE:0\r?$/m);
    expect(invite).toContain(`DTSTART:${b.fields.slot.replace(/[-:]/g, '').replace('Z', '00Z')}`);
    await expect.poll(() => receiver.received.map((d) => d.payload?.type), { timeout: 20_000 }).toContain('booking.confirmed');
    expect(receiver.received.find((d) => d.payload?.type === 'booking.confirmed')!.payload?.data).toMatchObject({ id: b.lead.id, status: 'confirmed' });

    // Valid once: a second press (or a reload of the form) changes nothing and sends nothing.
    expect((await press('confirm', b.confirm)).status).toBe(303);
    expect(await counts()).toEqual({ emails: before.emails + 1, events: before.events + 1 });
    const again = await (await open('confirm', b.confirm)).text();
    expect(again).toContain('This booking is confirmed');
    expect(again).not.toContain('<form');
    // Nor can it be declined any more.
    expect(await (await open('decline', b.decline)).text()).not.toContain('<form');
    expect((await press('decline', b.decline)).status).toBe(303);
    expect(await statusOf(b.lead.id)).toBe('confirmed');
  });

  it('cancel after confirmation: the owner hears of it, the visitor’s calendar gets METHOD:CANCEL with the same UID and a higher SEQUENCE, and the slot is free again', async () => {
    const { smtp, receiver } = await site();
    const b = await book({ locale: 'fr', timeZone: 'America/New_York' });
    const { deps } = testDeps();
    expect(await applyBookingLink('confirm', b.confirm, deps)).toBe('done');
    expect(await freeNow()).not.toContain(b.fields.slot);

    const page = await (await open('cancel', b.cancel)).text();
    // The visitor's page in the visitor's language, the time in the visitor's zone.
    expect(page).toContain('<html lang="fr"');
    expect(page).toContain('Annuler votre consultation');
    expect(page).toContain('heure de l’Est');
    expect((await press('cancel', b.cancel)).status).toBe(303);
    expect(await statusOf(b.lead.id)).toBe('cancelled');

    const subject = (m: (typeof smtp.received)[number]) => decodeWords(header(m.mime, 'subject') ?? '');
    await expect.poll(() => smtp.received.filter((m) => /^(Annulée|Booking cancelled)/.test(subject(m))).length, { timeout: 20_000 }).toBe(2);
    const owner = smtp.received.find((m) => subject(m).startsWith('Booking cancelled: Ada Lovelace'))!;
    expect(owner.to).toEqual(['owner@consultancy.test']);
    expect(textOf(owner.mime, 'text/plain')).toContain('The time is free again.');
    const visitor = smtp.received.find((m) => subject(m).startsWith('Annulée : votre consultation du'))!;
    const cancel = (calendarPart(visitor.mime)?.body ?? '').replace(/\r\n[ \t]/g, '');
    expect(cancel).toMatch(/^METHOD:CANCEL\r?$/m);
    expect(cancel).toContain(`UID:${b.lead.inviteUid}`);
    expect(cancel).toMatch(/^SEQUENCE:1\r?$/m);
    expect(cancel).toMatch(/^STATUS:CANCELLED\r?$/m);
    await expect.poll(() => receiver.received.map((d) => d.payload?.type), { timeout: 20_000 }).toContain('booking.cancelled');

    // The slot is offered again, and can be booked by someone else.
    expect(await freeNow()).toContain(b.fields.slot);
    const next = await handleBooking({ fields: bookingFields({ slot: b.fields.slot, email: 'grace@compilers.test' }), ip: '198.51.100.92' }, testDeps().deps);
    expect(next.status).toBe('success');
    // The cancel link acts once.
    expect(await (await open('cancel', b.cancel)).text()).toContain('Votre consultation est annulée');
  });

  it('decline: the visitor is told in their language and offered another time; the slot is free again', async () => {
    const { smtp, receiver } = await site();
    const b = await book({ locale: 'en' });
    expect((await press('decline', b.decline)).status).toBe(303);
    expect(await statusOf(b.lead.id)).toBe('declined');
    const declined = () => smtp.received.find((m) => m.to.includes('ada@analytical-engines.test') && /Unfortunately we cannot take/.test(textOf(m.mime, 'text/plain') ?? ''));
    await expect.poll(declined, { timeout: 20_000 }).toBeTruthy();
    expect(textOf(declined()!.mime, 'text/plain')).toContain('Book another time: https://site.test/book-consultation');
    expect(calendarPart(declined()!.mime)).toBeUndefined();
    await expect.poll(() => receiver.received.map((d) => d.payload?.type), { timeout: 20_000 }).toContain('booking.declined');
    expect(await freeNow()).toContain(b.fields.slot);
    // Declined, it can no longer be cancelled.
    expect(await (await open('cancel', b.cancel)).text()).not.toContain('<form');
  });

  it('an unknown, malformed or swapped token opens a 404 page and changes nothing; an unknown action is no page', async () => {
    await site();
    const b = await book();
    for (const [action, token] of [
      ['confirm', 'x'.repeat(43)],
      ['confirm', 'short'],
      ['confirm', b.cancel],
      ['cancel', b.confirm],
    ]) {
      const page = await open(action, token);
      expect(page.status, `${action} ${token}`).toBe(404);
      expect(await page.text()).toContain('This link can no longer be used');
      await press(action, token);
    }
    expect(await statusOf(b.lead.id)).toBe('requested');
    expect((await open('delete', b.confirm)).status).toBe(404);
  });

  it('a booking whose time has passed can no longer be changed', async () => {
    await site();
    const b = await book();
    const db = await getDb();
    await db.update(leads).set({ slotStart: new Date(Date.now() - 7_200_000), slotEnd: new Date(Date.now() - 3_600_000) }).where(eq(leads.id, b.lead.id));
    const page = await (await open('confirm', b.confirm)).text();
    expect(page).toContain('This booking’s time has passed');
    expect(page).not.toContain('<form');
    await press('confirm', b.confirm);
    expect(await statusOf(b.lead.id)).toBe('requested');
  });
});
