import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { handleBooking, handleContact } from '@/features/leads/server/handlers';
import { refusalLocation, type Refusal } from '@/features/leads/server/submission';
import { GET as limitedRoute } from '@/app/api/forms/limited/route';
import { NextRequest } from 'next/server';
import { slotDateInText } from '@/features/leads/booking-message';
import { longDate, zoneName } from '@/features/leads/slot-time';
import { dateIn } from '@/lib/availability';
import { parseSlotId } from '@/lib/slot-id';
import { getDb } from '@/server/db/client';
import { healthReport } from '@/server/health';
import { batchedCounter, COUNTER } from '@/server/counters';
import { emailOutbox, leads } from '@/server/db/schema';
import { processOutbox } from '@/server/mail/outbox';
import { getMailer } from '@/server/mail/transport';
import { decodeWords, header, leaves, parseMime, textOf } from '../support/mime';
import { bookingFields, cleanupAfterEach, contactFields, startSmtp, testDeps } from '../support/leads';

const { setup, onCleanup } = cleanupAfterEach();

async function smtp() {
  const s = await startSmtp();
  onCleanup(s.close);
  return s;
}

describe('a booking', () => {
  it('is stored with its slot and both time zones, then mailed to the owner (English, confirm and decline links) and the visitor (German, their zone, cancel link)', async () => {
    const server = await smtp();
    await setup({ SMTP_URL: server.url });
    const { deps, kicks, logged } = testDeps();
    const fields = bookingFields({ consultant: 'lukas-schneider', service: 'aiAgentDevelopment', timeZone: 'America/New_York' });
    const start = parseSlotId(fields.slot)!;
    const end = new Date(start.getTime() + 3_600_000);

    const state = await handleBooking({ fields, ip: '203.0.113.9' }, deps);
    expect(state).toEqual({ status: 'success', values: {}, errors: {}, slot: fields.slot, timeZone: 'America/New_York' });
    expect(kicks.count).toBe(1);

    const db = await getDb();
    const [lead] = await db.select().from(leads);
    expect(lead).toMatchObject({
      kind: 'booking',
      name: 'Ada Lovelace',
      email: 'ada@analytical-engines.test',
      company: 'Analytical Engines GmbH',
      phone: '+49 30 1234567',
      budget: '50k-100k',
      preferredDate: dateIn(start, 'Europe/Berlin'),
      goals: 'We want GPT agents in our support desk.',
      consultant: 'lukas-schneider',
      origin: 'aiAgentDevelopment',
      service: 'Kostenlose Beratungsbuchung',
      locale: 'de',
      pagePath: '/de/leistungen',
      status: 'requested',
      slotStart: start,
      slotEnd: end,
      timeZone: 'America/New_York',
      ownerTimeZone: 'Europe/Berlin',
    });
    expect(lead.timeSlot).toMatch(/^\d{1,2}(:\d\d)?[ap]m-\d{1,2}(:\d\d)?[ap]m$/);
    expect(lead.ownerTokenHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(lead.visitorTokenHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(lead.inviteUid).toMatch(/^[0-9a-f-]{36}@consultancy\.test$/);
    expect(lead.ipHash).toMatch(/^[0-9a-f]{64}$/);
    // The visitor's own zone first, the owner's clock beside it.
    const [goals, date, time, budget] = lead.message.split('\n');
    expect([goals, date, budget]).toEqual(['Ziele: We want GPT agents in our support desk.', `Wunschdatum: ${longDate(start, 'America/New_York', 'de')}`, 'Budget: 50.000 € – 100.000 €']);
    expect(time).toMatch(new RegExp(`^Wunschzeit: .+ Uhr \\(${zoneName('America/New_York', 'de', start)}\\), also .+ Uhr in Berlin$`));
    expect(await db.$count(emailOutbox)).toBe(2);

    expect(await processOutbox({ db, mailer: getMailer() })).toEqual({ sent: 2, failed: 0, dead: 0 });
    expect(logged).toEqual([]);
    expect(server.received).toHaveLength(2);

    const owner = server.received.find((m) => m.to.includes('owner@consultancy.test'));
    const visitor = server.received.find((m) => m.to.includes('ada@analytical-engines.test'));
    expect(owner && visitor).toBeTruthy();
    if (!owner || !visitor) return;

    expect(decodeWords(header(owner.mime, 'subject') ?? '')).toBe('New consultation request: Ada Lovelace, Analytical Engines GmbH');
    expect(header(owner.mime, 'reply-to')).toContain('ada@analytical-engines.test');
    const ownerText = textOf(owner.mime, 'text/plain') ?? '';
    expect(ownerText).toContain(`Preferred date: ${longDate(start, 'Europe/Berlin', 'en')}`);
    expect(ownerText).toMatch(/Preferred time: .+ \((Central European Time)\)/);
    expect(ownerText).toMatch(/Visitor's time: .+ \(Eastern Time\)/);
    expect(ownerText).toContain('Budget: $50,000 - $100,000');
    expect(ownerText).toContain('Consultant: Lukas Schneider');
    expect(ownerText).toContain('Language: German (de)');
    expect(ownerText).toContain('Sent from: https://site.test/de/leistungen');
    expect(ownerText).toMatch(/Confirm the booking: https:\/\/site\.test\/api\/booking\/confirm\?token=[A-Za-z0-9_-]{43}\r?$/m);
    expect(ownerText).toMatch(/Decline the booking: https:\/\/site\.test\/api\/booking\/decline\?token=[A-Za-z0-9_-]{43}\r?$/m);
    expect(ownerText).toContain(`Wunschdatum: ${longDate(start, 'America/New_York', 'de')}`);
    expect(leaves(owner.mime).some((p) => (header(p, 'content-type') ?? '').includes('text/calendar'))).toBe(false);

    expect(decodeWords(header(visitor.mime, 'subject') ?? '')).toBe(`Ihre Beratungsanfrage für ${slotDateInText({ start }, 'America/New_York', 'de')}`);
    const visitorText = textOf(visitor.mime, 'text/plain') ?? '';
    expect(visitorText).toContain('Guten Tag Ada Lovelace,');
    expect(visitorText).toContain('Berater: Lukas Schneider');
    expect(visitorText).toMatch(/Beratung stornieren: https:\/\/site\.test\/api\/booking\/cancel\?token=[A-Za-z0-9_-]{43}\r?$/m);
    expect(visitorText).not.toContain('/api/booking/confirm');
    // The invitation comes with the owner's confirmation, not with the request.
    expect(leaves(visitor.mime).some((p) => (header(p, 'content-type') ?? '').includes('text/calendar'))).toBe(false);

    const rows = await db.select().from(emailOutbox);
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 0 && r.leadId === lead.id)).toBe(true);
  });

  it('refuses an address the calendar would refuse (one address rule), keeping the values', async () => {
    await setup();
    const { deps } = testDeps();
    const email = `ada@${'a'.repeat(64)}.com`;
    const state = await handleBooking({ fields: bookingFields({ email }), ip: null }, deps);
    expect(state).toMatchObject({ status: 'error', errors: { email: 'errors.emailInvalid' }, values: { email } });
    expect(await (await getDb()).$count(leads)).toBe(0);
  });

  it('gives the emails and the invite opaque ids that retries keep, not row or lead numbers', async () => {
    const { dataDir } = await setup();
    const { deps } = testDeps();
    await handleBooking({ fields: bookingFields({ locale: 'en' }), ip: null }, deps);
    const db = await getDb();
    const rows = await db.select().from(emailOutbox);
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(rows.map((r) => uuid.test(r.messageId))).toEqual([true, true]);
    expect(new Set(rows.map((r) => r.messageId)).size).toBe(2);
    const [lead] = await db.select().from(leads);
    expect(lead.inviteUid).toMatch(/^[0-9a-f-]{36}@consultancy\.test$/);
    await processOutbox({ db, mailer: getMailer() });
    const raw = readdirSync(path.join(dataDir, 'outbox')).map((f) => readFileSync(path.join(dataDir, 'outbox', f), 'utf8'));
    const ids = raw.map((m) => /^Message-ID: <([^@>]+)@/im.exec(m)?.[1]).sort();
    expect(ids).toEqual(rows.map((r) => r.messageId).sort());
  });

  it('without SMTP_URL is written as .eml files to <DATA_DIR>/outbox/', async () => {
    const { dataDir } = await setup();
    const { deps } = testDeps();
    expect((await handleBooking({ fields: bookingFields({ locale: 'en' }), ip: null }, deps)).status).toBe('success');

    expect(await processOutbox({ db: await getDb(), mailer: getMailer() })).toEqual({ sent: 2, failed: 0, dead: 0 });
    const dir = path.join(dataDir, 'outbox');
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    // Personal data: the folders and the messages are the server user's alone.
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(files.map((f) => statSync(path.join(dir, f)).mode & 0o777)).toEqual([0o600, 0o600]);
    const messages = files.map((f) => parseMime(readFileSync(path.join(dir, f), 'utf8')));
    const toVisitor = messages.filter((m) => (header(m, 'to') ?? '').includes('ada@analytical-engines.test'));
    expect(toVisitor).toHaveLength(1);
    const [lead] = await (await getDb()).select().from(leads);
    expect(decodeWords(header(toVisitor[0], 'subject') ?? '')).toBe(`Your consultation request for ${slotDateInText({ start: lead.slotStart! }, 'Europe/Berlin', 'en')}`);
    // A second run finds nothing due and writes nothing again.
    expect(await processOutbox({ db: await getDb(), mailer: getMailer() })).toEqual({ sent: 0, failed: 0, dead: 0 });
    expect(readdirSync(dir)).toHaveLength(2);
  });
});

describe('a contact message', () => {
  it('is stored and mailed, the visitor confirmation in French without an invite', async () => {
    const server = await smtp();
    await setup({ SMTP_URL: server.url });
    const { deps } = testDeps();
    expect(await handleContact({ fields: contactFields(), ip: '198.51.100.1' }, deps)).toEqual({
      status: 'success',
      values: {},
      errors: {},
    });
    const db = await getDb();
    const [lead] = await db.select().from(leads);
    expect(lead).toMatchObject({
      kind: 'contact',
      service: 'training',
      message: 'Nous souhaitons former nos équipes.',
      locale: 'fr',
      pagePath: '/fr',
      preferredDate: null,
      timeSlot: null,
    });
    await processOutbox({ db, mailer: getMailer() });
    const visitor = server.received.find((m) => m.to.includes('grace@compilers.test'));
    const owner = server.received.find((m) => m.to.includes('owner@consultancy.test'));
    expect(decodeWords(header(visitor!.mime, 'subject') ?? '')).toBe('Nous avons bien reçu votre message');
    expect(textOf(visitor!.mime, 'text/plain')).toContain('Service\u202f: Formation en entreprise');
    expect(leaves(visitor!.mime).some((p) => (header(p, 'content-type') ?? '').includes('text/calendar'))).toBe(false);
    expect(textOf(owner!.mime, 'text/plain')).toContain('Service: Enterprise Training');
    expect(textOf(owner!.mime, 'text/plain')).toContain('Message: Nous souhaitons former nos équipes.');
  });
});

describe('when the database fails', () => {
  it('answers with the failure notice and keeps the entered values (no PostgreSQL listening)', async () => {
    await setup({ DATABASE_URL: 'postgres://leads:secret@127.0.0.1:9/leads' });
    const { deps, logged, kicks } = testDeps();
    const fields = bookingFields({ name: '  Ada Lovelace ' });
    const state = await handleBooking({ fields, ip: null }, deps);
    expect(state.status).toBe('error');
    expect(state.notice).toBe('errors.bookingFailed');
    expect(state.errors).toEqual({});
    expect(state.values).toEqual({
      name: '  Ada Lovelace ',
      email: fields.email,
      company: fields.company,
      phone: fields.phone,
      budget: fields.budget,
      slot: fields.slot,
      timeZone: fields.timeZone,
      goals: fields.goals,
      consultant: '',
      service: '',
    });
    // The limit check is the first to reach the database.
    expect(logged.map((l) => l.message)).toEqual(['[leads] booking: limit check failed']);
    expect(kicks.count).toBe(0);

    const contact = await handleContact({ fields: contactFields(), ip: null }, deps);
    expect(contact).toMatchObject({ status: 'error', notice: 'errors.contactFailed', values: { message: contactFields().message } });
  });

  it('stores nothing at all when the emails cannot be queued (one transaction)', async () => {
    await setup();
    const db = await getDb();
    await db.execute(sql`alter table email_outbox rename to email_outbox_gone`);
    const { deps, logged } = testDeps();
    const state = await handleBooking({ fields: bookingFields(), ip: null }, deps);
    expect(state).toMatchObject({ status: 'error', notice: 'errors.bookingFailed', values: { name: 'Ada Lovelace' } });
    expect(await db.$count(leads)).toBe(0);
    expect(logged).toHaveLength(1);
    await db.execute(sql`alter table email_outbox_gone rename to email_outbox`);
  });
});

describe('abuse', () => {
  it('a filled honeypot gets a pretended success, stores nothing, logs no value and is counted', async () => {
    await setup();
    const { deps, kicks, logged } = testDeps();
    const state = await handleBooking({ fields: bookingFields({ leave_empty: 'https://spam.example' }), ip: null }, deps);
    expect(state).toEqual({ status: 'success', values: {}, errors: {} });
    const contact = await handleContact({ fields: contactFields({ leave_empty: 'x' }), ip: null }, deps);
    expect(contact.status).toBe('success');
    // A browser that autofills a field called 'website' is not taken for a bot.
    expect((await handleContact({ fields: contactFields({ website: 'https://acme.example' }), ip: null }, deps)).status).toBe('success');
    const db = await getDb();
    expect(await db.$count(leads)).toBe(1);
    expect(await db.$count(emailOutbox)).toBe(2);
    expect(kicks.count).toBe(1);
    expect(logged).toEqual([
      { message: '[leads] booking: honeypot filled, dropped', error: null },
      { message: '[leads] contact: honeypot filled, dropped', error: null },
    ]);
    expect((await healthReport({ getDb, log: () => {} })).honeypot).toEqual({ booking: 1, contact: 1, newsletter: 0 });
  });

  it('refuses the 6th submission of a form from one client within 10 minutes', async () => {
    await setup();
    let clock = Date.parse('2026-11-21T10:00:00Z');
    const { deps } = testDeps({ now: () => new Date(clock) });
    let n = 0;
    // Each a new message (the same one again would be answered as a replay, not counted).
    const send = (ip: string) => handleContact({ fields: contactFields({ message: `Message number ${++n}` }), ip }, deps);
    for (let i = 0; i < 5; i++) expect((await send('192.0.2.1')).status).toBe('success');
    const refused = await send('192.0.2.1');
    expect(refused).toEqual({
      status: 'error',
      notice: 'errors.rateLimited',
      errors: {},
      values: Object.fromEntries(['name', 'email', 'company', 'phone', 'service', 'message'].map((k) => [k, contactFields({ message: 'Message number 6' })[k]])),
    });
    expect((await send('192.0.2.2')).status).toBe('success');
    // another form has its own budget
    expect((await handleBooking({ fields: bookingFields(), ip: '192.0.2.1' }, deps)).status).toBe('success');
    expect(await (await getDb()).$count(leads)).toBe(7);
    clock += 10 * 60_000 + 1;
    expect((await send('192.0.2.1')).status).toBe('success');
  });

  it('never locks out a visitor correcting typos, but stops a flood of refused posts', async () => {
    await setup();
    const { deps } = testDeps();
    const send = (fields: Record<string, string>, ip: string) => handleContact({ fields, ip }, deps);
    const typo = contactFields({ email: 'not-an-email' });
    for (let i = 0; i < 10; i++) expect((await send(typo, '192.0.2.40')).notice).not.toBe('errors.rateLimited');
    expect((await send(contactFields(), '192.0.2.40')).status).toBe('success');
    for (let i = 0; i < 20; i++) await send(typo, '192.0.2.40');
    expect((await send(typo, '192.0.2.40')).notice).toBe('errors.rateLimited');
    // the flood's ceiling is its own: valid submissions still have their budget
    expect((await send(contactFields({ message: 'Another message for you.' }), '192.0.2.40')).status).toBe('success');
  });

  it('tells the action which posts it refused before storing anything: honeypot hits and clients over their limit', async () => {
    await setup();
    const refusals: Refusal[] = [];
    const { deps } = testDeps({ onRefusal: (reason) => void refusals.push(reason) });
    for (let i = 0; i < 3; i++) expect((await handleContact({ fields: contactFields({ leave_empty: 'https://spam.example' }), ip: '192.0.2.90' }, deps)).status).toBe('success');
    expect(refusals).toEqual(['honeypot', 'honeypot', 'honeypot']);
    expect((await healthReport({ getDb, log: () => {} })).honeypot?.contact).toBe(3);
    // A visitor's stored message is no refusal; over its own limit it is.
    refusals.length = 0;
    for (let i = 0; i < 6; i++) await handleContact({ fields: contactFields({ message: `Message number ${i}` }), ip: '192.0.2.91' }, deps);
    expect(refusals).toEqual(['limited']);
  });

  it('counts honeypot hits in memory and writes them in one go', async () => {
    await setup();
    const counter = batchedCounter(getDb, () => {}, 60_000);
    for (let i = 0; i < 50; i++) counter.count(COUNTER.honeypot.booking);
    expect((await healthReport({ getDb, log: () => {} })).honeypot?.booking).toBe(0);
    await counter.flush();
    counter.count(COUNTER.honeypot.booking);
    await counter.flush();
    expect((await healthReport({ getDb, log: () => {} })).honeypot?.booking).toBe(51);
  });

  it('sends a refused post without JavaScript to a short page: a bot back to its page, a client over its limit to the page that says so', async () => {
    expect(refusalLocation('honeypot', { locale: 'de', page: '/de/leistungen' })).toBe('/de/leistungen');
    expect(refusalLocation('honeypot', { locale: 'fr', page: 'https://evil.example/' })).toBe('/fr');
    const limited = refusalLocation('limited', { locale: 'de', page: '/de/leistungen' });
    expect(limited).toBe('/api/forms/limited?lang=de&page=%2Fde%2Fleistungen');
    const page = limitedRoute(new NextRequest(`https://site.test${limited}`));
    expect(page.status).toBe(429);
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    const html = await page.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<h1>Zu viele Anfragen</h1>');
    expect(html).toContain('href="/de/leistungen"');
    expect(html.length).toBeLessThan(3000);
    // Only a page of the site is linked.
    const elsewhere = await limitedRoute(new NextRequest('https://site.test/api/forms/limited?lang=fr&page=//evil.example/x')).text();
    expect(elsewhere).toContain('href="/fr"');
    expect(elsewhere).not.toContain('evil');
  });

  it('gives a refused oversize value back cut to the field’s maximum, not whole', async () => {
    await setup();
    const { deps } = testDeps();
    const state = await handleContact({ fields: contactFields({ message: 'x'.repeat(900_000), name: 'n'.repeat(10_000) }), ip: '192.0.2.60' }, deps);
    expect(state.status).toBe('error');
    expect(state.values.message).toHaveLength(5000);
    expect(state.values.name).toHaveLength(120);
    expect(JSON.stringify(state).length).toBeLessThan(10_000);
  });

  it('stores no control or bidi characters, and a page only when it is a page of the site', async () => {
    await setup();
    const { deps } = testDeps();
    const state = await handleContact(
      { fields: contactFields({ name: 'Grace\u202e Hopper\u0007', company: 'Compilers\u001b[31m SA', page: '/fr\u001b]52;c;aGk=\u0007' }), ip: '192.0.2.61' },
      deps,
    );
    expect(state.status).toBe('success');
    const [lead] = await (await getDb()).select().from(leads);
    expect(lead).toMatchObject({ name: 'Grace Hopper', company: 'Compilers[31m SA', pagePath: null });
    await handleContact({ fields: contactFields({ page: '/de/contact', message: 'A second message.' }), ip: '192.0.2.62' }, deps);
    await handleContact({ fields: contactFields({ page: '/de/book-consultation', message: 'A third message.' }), ip: '192.0.2.63' }, deps);
    const paths = (await (await getDb()).select().from(leads)).map((l) => l.pagePath);
    expect(paths).toEqual([null, null, '/de/beratung-buchen']);
  });

  it('counts every address of an IPv6 /64 as one client', async () => {
    await setup();
    const { deps } = testDeps();
    const fields = (i: number) => contactFields({ message: `Message number ${i}` });
    for (let i = 1; i <= 5; i++) expect((await handleContact({ fields: fields(i), ip: `2001:db8:5:5::${i}` }, deps)).status).toBe('success');
    expect((await handleContact({ fields: fields(6), ip: '2001:db8:5:5:abcd::9' }, deps)).notice).toBe('errors.rateLimited');
    expect((await handleContact({ fields: fields(7), ip: '2001:db8:5:6::1' }, deps)).status).toBe('success');
  });

  it('a refused form returns the field errors, the notice and the values, and stores nothing', async () => {
    await setup();
    const { deps } = testDeps();
    const state = await handleBooking({ fields: bookingFields({ email: 'ada@GMAIL.com', slot: '' }), ip: null }, deps);
    expect(state).toMatchObject({
      status: 'error',
      notice: 'errors.dateRequired',
      errors: { email: 'errors.businessEmail', slot: 'errors.dateMissing' },
      values: { email: 'ada@GMAIL.com', slot: '' },
      ownerTimeZone: 'Europe/Berlin',
    });
    // The free slots of the next days to choose from (the page's select without JavaScript).
    expect(state.slots?.length).toBeGreaterThan(0);
    expect(await (await getDb()).$count(leads)).toBe(0);
  });

  it('a name with <script> and CR/LF injects neither HTML nor headers', async () => {
    const server = await smtp();
    await setup({ SMTP_URL: server.url });
    const { deps } = testDeps();
    const evil = 'Eve <script>alert(1)</script>\r\nBcc: victim@elsewhere.test';
    const state = await handleBooking(
      { fields: bookingFields({ name: evil, company: 'Evil & Co\r\nX-Injected: 1', goals: '<img src=x onerror=alert(1)> goals' }), ip: null },
      deps,
    );
    expect(state.status).toBe('success');
    const db = await getDb();
    await processOutbox({ db, mailer: getMailer() });
    expect(server.received).toHaveLength(2);
    for (const message of server.received) {
      expect(message.to).not.toContain('victim@elsewhere.test');
      const headerBlock = message.raw.slice(0, message.raw.search(/\r?\n\r?\n/));
      expect(headerBlock).not.toMatch(/^(bcc|x-injected):/im);
      const html = textOf(message.mime, 'text/html') ?? '';
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img');
    }
    const visitor = server.received.find((m) => m.to.includes('ada@analytical-engines.test'))!;
    // The visitor's copy greets the first name and repeats nothing else that was typed.
    expect(textOf(visitor.mime, 'text/plain')).toContain('Guten Tag Eve,');
    expect(visitor.raw).not.toMatch(/script|victim|Evil|onerror/);
    const owner = server.received.find((m) => m.to.includes('owner@consultancy.test'))!;
    expect(decodeWords(header(owner.mime, 'subject') ?? '')).toBe(
      'New consultation request: Eve <script>alert(1)</script> Bcc: victim@elsewhere.test, Evil & Co X-Injected: 1',
    );
    expect(textOf(owner.mime, 'text/html')).toContain('Evil &amp; Co X-Injected: 1');
    expect(textOf(owner.mime, 'text/html')).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt; Bcc: victim@elsewhere.test');
  });
});
