import { execFile, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { handleBooking, handleContact, handleSubscribe } from '@/features/leads/server/handlers';
import { defaultLeadDeps } from '@/features/leads/server/submission';
import { confirmSubscription, unsubscribe, type LinkDeps } from '@/features/leads/server/newsletter-links';
import { parseEnv } from '@/lib/env';
import { closeDb, getDb } from '@/server/db/client';
import { emailOutbox, leads, newsletterSubscriptions, webhookOutbox } from '@/server/db/schema';
import { healthReport } from '@/server/health';
import { MAX_ATTEMPTS, processOutbox, retryDelayMs, stopOutboxWorker } from '@/server/mail/outbox';
import { getMailer } from '@/server/mail/transport';
import { purgeExpired } from '@/server/retention';
import { ATTEMPT_TIMEOUT_MS, MAX_ANSWER_BYTES, newEventId, sendWebhook } from '@/server/webhooks/deliver';
import { exampleEvent, webhookEventSchemas, type WebhookEventType } from '@/server/webhooks/events';
import { processWebhooks, startWebhookWorker, stopWebhookWorker, webhookTarget, type Send } from '@/server/webhooks/outbox';
import { startWebhookReceiver } from '../support/webhook-receiver';
import { waitForHttp } from '../../scripts/lib/ports';
import { bookingFields, cleanupAfterEach, contactFields, freePort, testDeps, type Logged } from '../support/leads';
import { TS } from '../../scripts/lib/run';

const { setup, onCleanup } = cleanupAfterEach();

const SECRET = `whsec_${Buffer.from('a test secret of thirty-two bytes').toString('base64')}`;

/** A receiver on loopback that verifies every signature, and the site configured to send to it. */
async function withReceiver(options: Omit<Parameters<typeof startWebhookReceiver>[0], 'secret'> = {}, vars: Record<string, string> = {}) {
  const receiver = await startWebhookReceiver({ secret: SECRET, ...options });
  onCleanup(receiver.close);
  const env = await setup({ LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: SECRET, ...vars });
  return { receiver, env, target: webhookTarget()! };
}

const recorder = () => {
  const logged: Logged = [];
  return { logged, log: (message: string, error?: unknown) => void logged.push({ message, error }) };
};

const events = async () => (await getDb()).select().from(webhookOutbox).orderBy(webhookOutbox.id);

/** A delivery's payload, checked against the schema of its type. */
const parsed = (body: string) => {
  const payload = JSON.parse(body) as { type: WebhookEventType };
  return webhookEventSchemas[payload.type].parse(payload);
};

describe('webhooks: what is sent', () => {
  it('a booking and a contact message reach the receiver signed, each once, with the stored lead and no client address', async () => {
    const { receiver, target } = await withReceiver();
    const { deps, kicks } = testDeps();
    expect((await handleBooking({ fields: bookingFields(), ip: '203.0.113.9' }, deps)).status).toBe('success');
    expect((await handleContact({ fields: contactFields(), ip: '203.0.113.9' }, deps)).status).toBe('success');
    expect(kicks.count).toBe(2);

    const db = await getDb();
    const { log, logged } = recorder();
    expect(await processWebhooks({ db, target, log })).toEqual({ delivered: 2, failed: 0, dead: 0, stopped: false });
    expect(logged).toEqual([]);
    expect(receiver.received.map((d) => d.verified)).toEqual([true, true]);
    const stored = await events();
    // Each event once, under its stored id; the lane may deliver them in either order.
    expect(receiver.received.map((d) => d.id).sort()).toEqual(stored.map((e) => e.eventId).sort());
    expect(stored.every((e) => e.deliveredAt !== null && e.claimedAt === null)).toBe(true);

    const payloads = receiver.received.map((d) => parsed(d.body));
    const booking = payloads.find((p) => p.type === 'booking.created');
    const contact = payloads.find((p) => p.type === 'contact.created');
    const [bookingLead, contactLead] = await db.select().from(leads).orderBy(leads.id);
    expect(booking).toEqual({
      type: 'booking.created',
      version: 1,
      timestamp: bookingLead.createdAt.toISOString(),
      data: {
        id: bookingLead.id,
        kind: 'booking',
        created_at: bookingLead.createdAt.toISOString(),
        name: 'Ada Lovelace',
        email: 'ada@analytical-engines.test',
        company: 'Analytical Engines GmbH',
        phone: '+49 30 1234567',
        service: bookingLead.service,
        budget: '50k-100k',
        preferred_date: bookingLead.preferredDate,
        time_slot: bookingLead.timeSlot,
        status: 'requested',
        starts_at: bookingLead.slotStart!.toISOString(),
        ends_at: bookingLead.slotEnd!.toISOString(),
        time_zone: 'Europe/Berlin',
        owner_time_zone: 'Europe/Berlin',
        status_changed_at: bookingLead.statusChangedAt!.toISOString(),
        goals: 'We want GPT agents in our support desk.',
        consultant: null,
        origin: null,
        message: bookingLead.message,
        locale: 'de',
        page_path: '/de/leistungen',
      },
    });
    expect(contact).toMatchObject({ type: 'contact.created', data: { id: contactLead.id, kind: 'contact', service: 'training', message: 'Nous souhaitons former nos équipes.', locale: 'fr', page_path: '/fr' } });
    // The stored hash of the client's network is the lead's, never the receiver's.
    expect(bookingLead.ipHash).toBeTruthy();
    for (const d of receiver.received) expect(d.body).not.toContain(bookingLead.ipHash!);
    expect(receiver.received.every((d) => !/ip_hash|203\.0\.113/.test(d.body))).toBe(true);

    // Nothing is sent twice.
    expect(await processWebhooks({ db, target, log })).toEqual({ delivered: 0, failed: 0, dead: 0, stopped: false });
    expect(receiver.received).toHaveLength(2);
  });

  it('without LEADS_WEBHOOK_URL, nothing is queued, and health says nothing of webhooks', async () => {
    await setup();
    const { deps } = testDeps();
    await handleBooking({ fields: bookingFields(), ip: null }, deps);
    expect(await events()).toEqual([]);
    expect((await healthReport({ getDb, log: recorder().log })).webhooks).toBeUndefined();
  });

  it('a replayed or concurrent duplicate submission queues no second event', async () => {
    await withReceiver();
    const { deps } = testDeps();
    const fields = contactFields({ form_key: 'd2ViaG9vay1kdXBsaWNhdGU' });
    await Promise.all(Array.from({ length: 4 }, () => handleContact({ fields, ip: '192.0.2.20' }, deps)));
    await handleContact({ fields, ip: '192.0.2.20' }, deps);
    expect((await events()).map((e) => e.type)).toEqual(['contact.created']);
  });

  it('newsletter: a confirmation and a confirmed subscriber’s unsubscription, each once; a sign-up or a never-confirmed address, never', async () => {
    const { receiver, target } = await withReceiver();
    const { deps } = testDeps();
    const kicked = { count: 0 };
    const links: LinkDeps = { getDb, now: () => new Date(), log: recorder().log, kickWebhooks: () => void kicked.count++ };
    const sign = (email: string) => handleSubscribe({ fields: { email, locale: 'de', page: '/de/news-insights', leave_empty: '' }, ip: '192.0.2.30' }, deps);
    await sign('reader@example-corp.test');
    await sign('never@example-corp.test');
    expect(await events()).toEqual([]);

    const db = await getDb();
    const rowOf = async (email: string) => (await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];
    const reader = await rowOf('reader@example-corp.test');
    expect((await confirmSubscription(reader.confirmToken, links)).outcome).toBe('confirmed');
    expect((await confirmSubscription(reader.confirmToken, links)).outcome).toBe('confirmed');
    expect((await unsubscribe(reader.unsubscribeToken, links)).outcome).toBe('unsubscribed');
    expect((await unsubscribe(reader.unsubscribeToken, links)).outcome).toBe('unsubscribed');
    const never = await rowOf('never@example-corp.test');
    expect((await unsubscribe(never.unsubscribeToken, links)).outcome).toBe('unsubscribed');
    expect(kicked.count).toBe(2);

    expect(await processWebhooks({ db, target })).toMatchObject({ delivered: 2 });
    // The lanes may deliver the two in either order.
    const delivered = receiver.received.map((d) => parsed(d.body));
    const confirmed = delivered.find((p) => p.type === 'newsletter.confirmed');
    const unsubscribed = delivered.find((p) => p.type === 'newsletter.unsubscribed');
    const after = await rowOf('reader@example-corp.test');
    expect(confirmed).toEqual({
      type: 'newsletter.confirmed',
      version: 1,
      timestamp: after.confirmedAt!.toISOString(),
      data: {
        id: reader.id,
        email: 'reader@example-corp.test',
        locale: 'de',
        status: 'confirmed',
        page_path: '/de/news-insights',
        created_at: reader.createdAt.toISOString(),
        confirmed_at: after.confirmedAt!.toISOString(),
        unsubscribed_at: null,
      },
    });
    expect(unsubscribed).toMatchObject({ type: 'newsletter.unsubscribed', data: { id: reader.id, status: 'unsubscribed', unsubscribed_at: after.unsubscribedAt!.toISOString() } });
    for (const d of receiver.received) expect(d.body).not.toContain(reader.unsubscribeToken);
  });
});

describe('webhooks: the running server', () => {
  it('the worker the server starts delivers a booking stored through the server’s own handler, nobody asking', async () => {
    const { receiver } = await withReceiver();
    onCleanup(async () => {
      await stopWebhookWorker();
      await stopOutboxWorker();
    });
    startWebhookWorker();
    const started = Date.now();
    expect((await handleBooking({ fields: bookingFields(), ip: '192.0.2.78' }, defaultLeadDeps())).status).toBe('success');
    const stored = Date.now();
    // The handler kicks the worker after the commit; without the kick it would look within 5 s.
    await expect.poll(() => receiver.received.length, { timeout: 10_000, interval: 50 }).toBe(1);
    expect(receiver.received[0]).toMatchObject({ verified: true, payload: { type: 'booking.created' } });
    console.info(`[webhooks] a booking stored in ${stored - started} ms reached the receiver ${Date.now() - stored} ms later`);
  });
});

describe('webhooks: delivery', () => {
  it('a failing receiver gets the same event again with backoff, under the same webhook-id, until it accepts', async () => {
    let failures = 2;
    const { receiver, target } = await withReceiver({ answer: () => (failures-- > 0 ? { status: 503, body: 'busy: ada@analytical-engines.test' } : 204) });
    const { deps } = testDeps();
    await handleBooking({ fields: bookingFields(), ip: null }, deps);
    const db = await getDb();
    const { logged, log } = recorder();
    const t0 = Date.now();
    const at = (ms: number) => () => new Date(t0 + ms);

    expect(await processWebhooks({ db, target, now: at(0), log })).toEqual({ delivered: 0, failed: 1, dead: 0, stopped: false });
    let [row] = await events();
    expect([row.attempts, row.lastError, row.nextAttemptAt.getTime()]).toEqual([1, 'HTTP 503', t0 + 30_000]);
    expect(await processWebhooks({ db, target, now: at(10_000), log })).toEqual({ delivered: 0, failed: 0, dead: 0, stopped: false });
    expect(await processWebhooks({ db, target, now: at(30_000), log })).toEqual({ delivered: 0, failed: 1, dead: 0, stopped: false });
    [row] = await events();
    expect([row.attempts, row.nextAttemptAt.getTime()]).toEqual([2, t0 + 30_000 + retryDelayMs(2)]);
    expect(await processWebhooks({ db, target, now: at(90_000), log })).toEqual({ delivered: 1, failed: 0, dead: 0, stopped: false });

    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((d) => d.id))).toEqual(new Set([row.eventId]));
    expect(new Set(receiver.received.map((d) => d.body)).size).toBe(1);
    expect(receiver.received.every((d) => d.verified)).toBe(true);
    // The log names the event, its type and lead, and the status: never the URL, the secret or what the event or the answer carries.
    expect(logged.map((l) => l.message)).toEqual([
      `[webhooks] event w${row.id} booking.created (lead 1): attempt 1 failed (HTTP 503), retrying later`,
      `[webhooks] event w${row.id} booking.created (lead 1): attempt 2 failed (HTTP 503), retrying later`,
    ]);
    expect((await events())[0]).toMatchObject({ lastError: null, attempts: 2 });
  });

  it('a receiver down during a burst of 10 leads and back: each event delivered once, with one id each', async () => {
    const port = await freePort();
    await setup({ LEADS_WEBHOOK_URL: `http://127.0.0.1:${port}/hooks`, LEADS_WEBHOOK_SECRET: SECRET });
    const target = webhookTarget()!;
    const { deps } = testDeps();
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        handleContact({ fields: contactFields({ email: `buyer${i}@firm${i}.test`, message: `Burst message ${i}`, form_key: `webhook-burst-000${i}` }), ip: `198.51.100.${i}` }, deps),
      ),
    );
    const db = await getDb();
    const { logged, log } = recorder();
    const t0 = Date.now();
    expect(await processWebhooks({ db, target, now: () => new Date(t0), log })).toEqual({ delivered: 0, failed: 10, dead: 0, stopped: false });
    expect(new Set((await events()).map((e) => e.lastError))).toEqual(new Set(['Error ECONNREFUSED']));
    expect(logged.every((l) => !l.message.includes(String(port)) && !l.message.includes('buyer'))).toBe(true);

    const receiver = await startWebhookReceiver({ secret: SECRET, port });
    onCleanup(receiver.close);
    expect(await processWebhooks({ db, target, now: () => new Date(t0 + 60_000), log })).toEqual({ delivered: 10, failed: 0, dead: 0, stopped: false });
    expect(await processWebhooks({ db, target, now: () => new Date(t0 + 3600_000), log })).toEqual({ delivered: 0, failed: 0, dead: 0, stopped: false });
    expect(receiver.received).toHaveLength(10);
    expect(receiver.received.every((d) => d.verified)).toBe(true);
    expect(new Set(receiver.received.map((d) => d.id)).size).toBe(10);
    const messages = receiver.received.map((d) => (parsed(d.body).data as { message: string }).message).sort();
    expect(messages).toEqual(Array.from({ length: 10 }, (_, i) => `Burst message ${i}`).sort());
  });

  it('a receiver that hangs holds one lane for its timeout: the other events and the mail go on', async () => {
    const { receiver, target } = await withReceiver({ answer: (d) => (d.payload?.type === 'booking.created' ? { hang: true } : 200) });
    const { deps } = testDeps();
    await handleBooking({ fields: bookingFields(), ip: null }, deps);
    for (let i = 0; i < 3; i++) await handleContact({ fields: contactFields({ email: `c${i}@firm.test`, form_key: `webhook-lanes-000${i}` }), ip: `192.0.2.${40 + i}` }, deps);
    const db = await getDb();
    const timeoutMs = 1_500;
    const send: Send = (t, e) => sendWebhook(t, e, { timeoutMs });
    const { logged, log } = recorder();
    const started = Date.now();
    const run = processWebhooks({ db, target, send, log });
    // Meanwhile the mail of the same leads goes out (file outbox), untouched by the receiver.
    expect(await processOutbox({ db, mailer: getMailer() })).toMatchObject({ sent: 8, failed: 0 });
    const mailDone = Date.now() - started;
    expect(await run).toEqual({ delivered: 3, failed: 1, dead: 0, stopped: false });
    expect(mailDone).toBeLessThan(timeoutMs);
    const contacts = receiver.received.filter((d) => d.payload?.type === 'contact.created');
    expect(contacts).toHaveLength(3);
    expect(Math.max(...contacts.map((d) => d.receivedAt)) - started).toBeLessThan(timeoutMs);
    expect(logged.map((l) => l.message)).toEqual([expect.stringMatching(/booking\.created \(lead 1\): attempt 1 failed \(no answer within 1500 ms\), retrying later$/)]);
    expect(ATTEMPT_TIMEOUT_MS).toBe(10_000);
  });

  it('follows no redirect, reads at most 64 KB of an answer, and connects to the address it checked', async () => {
    const { receiver: elsewhere } = await withReceiver();
    const redirecting = await startWebhookReceiver({ secret: SECRET, answer: () => ({ status: 307, headers: { location: elsewhere.url } }) });
    onCleanup(redirecting.close);
    const endless = await startWebhookReceiver({ secret: SECRET, answer: () => ({ status: 200, endless: true }) });
    onCleanup(endless.close);
    const event = { id: 'msg_redirect_test', body: '{"type":"webhook.test"}' };
    const target = (url: string) => ({ url, secret: SECRET, allowLinkLocal: false });

    const redirected = await sendWebhook(target(redirecting.url), event);
    expect(redirected).toMatchObject({ outcome: 'failed', status: 307, detail: 'HTTP 307, redirects are not followed' });
    expect(redirecting.received).toHaveLength(1);
    expect(elsewhere.received).toHaveLength(0);

    const big = await sendWebhook(target(endless.url), event);
    expect(big).toMatchObject({ outcome: 'delivered', status: 200 });
    expect(Buffer.byteLength(big.answer)).toBe(MAX_ANSWER_BYTES);
    expect(big.ms).toBeLessThan(5_000);

    // A name that resolves to loopback: the connection goes to that address, the name stays in Host.
    const named = `http://receiver.test:${elsewhere.port}/hooks/leads`;
    const pinned = await sendWebhook(target(named), event, { resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    expect(pinned).toMatchObject({ outcome: 'delivered', status: 200 });
    expect(elsewhere.received.map((d) => [d.host, d.verified])).toEqual([[`receiver.test:${elsewhere.port}`, true]]);
    // The same name resolving to a metadata address is refused before any connection.
    const refused = await sendWebhook(target(named), event, { resolve: async () => [{ address: '169.254.169.254', family: 4 }] });
    expect(refused).toMatchObject({ outcome: 'failed', status: null });
    expect(elsewhere.received).toHaveLength(1);
  });

  it('never lets two overlapping runs deliver the same event', async () => {
    const { receiver, target } = await withReceiver();
    const { deps } = testDeps();
    for (let i = 0; i < 6; i++) await handleContact({ fields: contactFields({ email: `p${i}@firm.test`, form_key: `webhook-parallel-00${i}` }), ip: `192.0.2.${60 + i}` }, deps);
    const db = await getDb();
    const runs = await Promise.all([processWebhooks({ db, target }), processWebhooks({ db, target }), processWebhooks({ db, target })]);
    expect(runs.reduce((n, r) => n + r.delivered, 0)).toBe(6);
    expect(receiver.received).toHaveLength(6);
    expect(new Set(receiver.received.map((d) => d.id)).size).toBe(6);
  });
});

describe('webhooks: dead letters and 410 Gone', () => {
  const cli = (dataDir: string, ...args: string[]) =>
    promisify(execFile)(process.execPath, [...TS, path.resolve('scripts/outbox.ts'), ...args], { env: { ...process.env, DATA_DIR: dataDir } }).then((r) => r.stdout);

  it('sets an event aside after as many attempts as mail; health counts it; npm run outbox lists it and queues it again', async () => {
    let accept = false;
    const { receiver, target, env } = await withReceiver({ answer: () => (accept ? 200 : 500) });
    const { deps } = testDeps();
    await handleContact({ fields: contactFields(), ip: null }, deps);
    const db = await getDb();
    const { logged, log } = recorder();
    let at = Date.now();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await processWebhooks({ db, target, now: () => new Date(at), log })).toMatchObject({ failed: 1, dead: attempt === MAX_ATTEMPTS ? 1 : 0 });
      at += retryDelayMs(attempt);
    }
    expect(logged.at(-1)?.message).toBe('[webhooks] event w1 contact.created (lead 1): attempt 10 failed (HTTP 500), set aside as a dead letter');
    expect(await processWebhooks({ db, target, now: () => new Date(at + 86_400_000), log })).toMatchObject({ failed: 0, delivered: 0 });
    expect((await healthReport({ getDb, log })).webhooks).toEqual({ pending: 0, failing: 0, dead: 1, stopped: false });
    // The mail of the same lead is not held by it.
    expect((await healthReport({ getDb, log })).outbox).toEqual({ pending: 2, failing: 0, dead: 0 });

    await closeDb();
    expect(await cli(env.dataDir, 'list')).toMatch(/^1 webhook event\(s\) set aside:\nw1 {2}contact\.created {2}lead 1 {2}10 attempts {2}dead since \S+ {2}HTTP 500\nQueue them again with/);
    expect(await cli(env.dataDir, 'retry', 'w1')).toBe('1 webhook event(s) queued again: the server sends them within seconds.\n');
    accept = true;
    expect(await processWebhooks({ db: await getDb(), target, log })).toMatchObject({ delivered: 1 });
    expect(new Set(receiver.received.map((d) => d.id)).size).toBe(1);
    expect(receiver.received).toHaveLength(MAX_ATTEMPTS + 1);
    expect((await healthReport({ getDb, log })).webhooks).toEqual({ pending: 0, failing: 0, dead: 0, stopped: false });
  });

  it('a receiver that answers 410 Gone stops the deliveries and says so; retry or another URL resumes them', async () => {
    let gone = true;
    const { receiver, target, env } = await withReceiver({ answer: () => (gone ? 410 : 200) });
    const { deps } = testDeps();
    await handleContact({ fields: contactFields(), ip: null }, deps);
    await handleContact({ fields: contactFields({ email: 'second@firm.test', form_key: 'webhook-gone-second' }), ip: '192.0.2.70' }, deps);
    const db = await getDb();
    const { logged, log } = recorder();
    expect(await processWebhooks({ db, target, log, lanes: 1 })).toEqual({ delivered: 0, failed: 0, dead: 0, stopped: true });
    expect(receiver.received).toHaveLength(1);
    expect(logged.map((l) => l.message)).toEqual([
      '[webhooks] event w1 contact.created (lead 1): the receiver answered 410 Gone; deliveries stop (events are kept) until npm run outbox -- retry, or another LEADS_WEBHOOK_URL',
    ]);
    // The event that got 410 keeps its attempts: it waits with the others.
    expect((await events()).map((e) => [e.attempts, e.deliveredAt, e.deadAt])).toEqual([
      [0, null, null],
      [0, null, null],
    ]);
    expect(await processWebhooks({ db, target, log })).toEqual({ delivered: 0, failed: 0, dead: 0, stopped: true });
    expect(receiver.received).toHaveLength(1);
    expect((await healthReport({ getDb, log })).webhooks).toEqual({ pending: 2, failing: 0, dead: 0, stopped: true });

    // Another URL is another receiver: not stopped.
    const other = await startWebhookReceiver({ secret: SECRET });
    onCleanup(other.close);
    expect(await processWebhooks({ db, target: { ...target, url: other.url }, log })).toMatchObject({ delivered: 2, stopped: false });
    await db.update(webhookOutbox).set({ deliveredAt: null });

    await closeDb();
    expect(await cli(env.dataDir, 'list')).toMatch(/^Webhook deliveries stopped: the receiver answered 410 Gone at \S+; its events wait/);
    expect(await cli(env.dataDir, 'retry')).toBe('Webhook deliveries resumed (a receiver had answered 410 Gone): the waiting events go within seconds.\n');
    gone = false;
    expect(await processWebhooks({ db: await getDb(), target, log })).toEqual({ delivered: 2, failed: 0, dead: 0, stopped: false });
  });
});

describe('npm run webhook:test', () => {
  const webhookTest = (vars: Record<string, string>, ...args: string[]) =>
    promisify(execFile)(path.resolve('node_modules/.bin/tsx'), ['--conditions=react-server', path.resolve('scripts/webhook-test.ts'), ...args], {
      env: { ...process.env, LEADS_WEBHOOK_URL: '', LEADS_WEBHOOK_SECRET: '', ...vars },
    });

  it('sends a signed test event, or an event type’s example, and prints the receiver’s answer', async () => {
    const receiver = await startWebhookReceiver({ secret: SECRET, answer: () => ({ status: 202, body: '{"received":"thanks"}' }) });
    onCleanup(receiver.close);
    const url = `${receiver.url}/s3cr3t-path-token`;
    const vars = { LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: SECRET };
    const { stdout } = await webhookTest(vars);
    expect(stdout).toMatch(/^\[webhook:test\] POST webhook\.test \(webhook-id msg_\S+\) to http:\/\/127\.0\.0\.1:\d+\/…\n\[webhook:test\] the receiver answered 202 in \d+ ms:\n\{"received":"thanks"\}\n\[webhook:test\] delivered/);
    expect(stdout).not.toContain('s3cr3t');
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]).toMatchObject({ verified: true, path: '/hooks/leads/s3cr3t-path-token', payload: { type: 'webhook.test', version: 1 } });
    expect(stdout).toContain(receiver.received[0].id);

    await webhookTest(vars, 'booking.created');
    expect(parsed(receiver.received[1].body)).toMatchObject({ type: 'booking.created', data: { name: 'Ada Example', email: 'ada@example.com' } });
  });

  it('says what is wrong: no receiver configured, an unknown type, a receiver that is gone', async () => {
    await expect(webhookTest({})).rejects.toMatchObject({ stderr: expect.stringContaining('set LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET first') });
    const gone = await startWebhookReceiver({ secret: SECRET, answer: () => 410 });
    onCleanup(gone.close);
    const vars = { LEADS_WEBHOOK_URL: gone.url, LEADS_WEBHOOK_SECRET: SECRET };
    await expect(webhookTest(vars, 'lead.exploded')).rejects.toMatchObject({ stderr: expect.stringContaining('unknown event type "lead.exploded"') });
    await expect(webhookTest(vars)).rejects.toMatchObject({ stdout: expect.stringContaining('answered 410'), stderr: expect.stringContaining('410 Gone: the receiver asks for no more events') });
  });

  it('makes a secret the configuration accepts', async () => {
    const { stdout } = await webhookTest({}, '--new-secret');
    const secret = stdout.trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(parseEnv({ LEADS_WEBHOOK_URL: 'https://hooks.example.com/in', LEADS_WEBHOOK_SECRET: secret }).LEADS_WEBHOOK_SECRET).toBe(secret);
  });
});

describe('the example receiver of docs/operations.md (docs/examples/webhook-to-chat.mjs)', () => {
  it('posts a verified event to the chat once, refuses a forged one, and lets the site retry when the chat fails', async () => {
    const chat: string[] = [];
    let chatUp = false;
    const chatServer = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        if (chatUp) chat.push(body);
        res.writeHead(chatUp ? 200 : 503).end();
      });
    });
    await new Promise<void>((resolve) => chatServer.listen(0, '127.0.0.1', resolve));
    onCleanup(() => new Promise<void>((resolve) => chatServer.close(() => resolve())));
    const port = await freePort();
    const child = spawn(process.execPath, [path.resolve('docs/examples/webhook-to-chat.mjs')], {
      env: { ...process.env, LEADS_WEBHOOK_SECRET: SECRET, CHAT_WEBHOOK_URL: `http://127.0.0.1:${(chatServer.address() as AddressInfo).port}/hooks/chat`, PORT: String(port) },
      stdio: 'ignore',
    });
    onCleanup(async () => void child.kill());
    const url = `http://127.0.0.1:${port}/`;
    await waitForHttp(url, 20_000);

    const event = { id: newEventId(), body: JSON.stringify(exampleEvent('booking.created')) };
    const target = { url, secret: SECRET, allowLinkLocal: false };
    expect(await sendWebhook(target, event)).toMatchObject({ outcome: 'failed', status: 502 });
    chatUp = true;
    expect(await sendWebhook(target, event)).toMatchObject({ outcome: 'delivered', status: 204 });
    expect(await sendWebhook(target, event)).toMatchObject({ outcome: 'delivered', status: 204 });
    expect(chat).toEqual([JSON.stringify({ text: 'booking.created: Ada Example <ada@example.com> Example Analytics Ltd' })]);
    const forged = await sendWebhook({ ...target, secret: `whsec_${Buffer.alloc(32, 9).toString('base64')}` }, { ...event, id: newEventId() });
    expect(forged).toMatchObject({ outcome: 'failed', status: 401 });
    expect(chat).toHaveLength(1);
  });
});

describe('webhooks: retention', () => {
  it('deletes events 90 days after they were made, and an expired lead’s with it', async () => {
    await withReceiver();
    const db = await getDb();
    const now = new Date('2026-11-21T12:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const lead = (createdAt: Date) => ({ kind: 'contact' as const, name: 'N', email: 'n@firm.test', company: 'C', phone: '1', message: 'Hello there.', locale: 'en', createdAt });
    const [expired] = await db.insert(leads).values(lead(daysAgo(731))).returning();
    const [kept] = await db.insert(leads).values(lead(daysAgo(10))).returning();
    const event = (eventId: string, createdAt: Date, leadId: number | null, extra = {}) => ({ eventId, type: 'contact.created', body: '{}', leadId, createdAt, ...extra });
    await db.insert(webhookOutbox).values([
      event('old-delivered', daysAgo(91), kept.id, { deliveredAt: daysAgo(91) }),
      event('old-waiting', daysAgo(91), null),
      event('recent', daysAgo(89), kept.id, { deliveredAt: daysAgo(89) }),
      event('of-expired-lead', daysAgo(1), expired.id),
    ]);
    expect(await purgeExpired(db, now)).toMatchObject({ webhookEvents: 3, leads: 1 });
    expect((await events()).map((e) => e.eventId)).toEqual(['recent']);
    expect(await db.$count(emailOutbox)).toBe(0);
  });
});
