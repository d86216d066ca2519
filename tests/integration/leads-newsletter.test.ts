import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import { GET as confirmPage, POST as confirmPost } from '@/app/api/newsletter/confirm/route';
import { GET as unsubscribePage, POST as unsubscribePost } from '@/app/api/newsletter/unsubscribe/route';
import { GET as healthRoute } from '@/app/api/health/route';
import { handleSubscribe } from '@/features/leads/server/handlers';
import { resetEnv } from '@/lib/env';
import { getDb } from '@/server/db/client';
import { emailOutbox, newsletterSubscriptions } from '@/server/db/schema';
import { processOutbox } from '@/server/mail/outbox';
import { getMailer } from '@/server/mail/transport';
import { consumeConsoleCalls } from '../support/fail-on-console';
import { decodeWords, header, textOf } from '../support/mime';
import { startSmtp, testDeps, useTestEnv } from '../support/leads';

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.reverse()) await c();
  cleanups = [];
});

const get = (url: string) => new NextRequest(url);
/** The page's button: a form post to the link's own address, with no fields. */
const press = (url: string) =>
  new NextRequest(url, { method: 'POST', body: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const confirmRoute = (url: string) => confirmPost(press(url));
const unsubscribeRoute = (url: string) => unsubscribePost(press(url));
const oneClickUnsubscribe = unsubscribePost;

async function setup() {
  const server = await startSmtp();
  cleanups.push(server.close);
  const env = await useTestEnv({ SMTP_URL: server.url, SITE_URL: 'https://site.test' });
  cleanups.push(env.cleanup);
  return server;
}

const subscribe = (email: string, locale: string, deps = testDeps().deps) =>
  handleSubscribe({ fields: { email, locale, page: '/fr/actualites', leave_empty: '' }, ip: '192.0.2.50' }, deps);

describe('newsletter double opt-in', () => {
  it('stores a pending subscription and mails a confirmation link and an unsubscribe link in the subscriber’s language', async () => {
    const server = await setup();
    expect(await subscribe(' Reader@Example-Corp.test ', 'fr')).toEqual({ status: 'success', values: {}, errors: {} });
    const db = await getDb();
    const [sub] = await db.select().from(newsletterSubscriptions);
    expect(sub).toMatchObject({ email: 'reader@example-corp.test', locale: 'fr', status: 'pending', pagePath: '/fr/actualites' });
    expect(sub.confirmToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(sub.unsubscribeToken).not.toBe(sub.confirmToken);

    await processOutbox({ db, mailer: getMailer() });
    expect(server.received).toHaveLength(1);
    const mail = server.received[0];
    expect(mail.to).toEqual(['reader@example-corp.test']);
    expect(decodeWords(header(mail.mime, 'subject') ?? '')).toBe('Veuillez confirmer votre inscription à la newsletter');
    const confirmUrl = `https://site.test/api/newsletter/confirm?token=${sub.confirmToken}`;
    const unsubscribeUrl = `https://site.test/api/newsletter/unsubscribe?token=${sub.unsubscribeToken}`;
    const text = textOf(mail.mime, 'text/plain') ?? '';
    expect(text).toContain(confirmUrl);
    expect(text).toContain(unsubscribeUrl);
    expect(textOf(mail.mime, 'text/html')).toContain(`href="${unsubscribeUrl}"`);
    expect(header(mail.mime, 'list-unsubscribe')).toBe(`<${unsubscribeUrl}>`);
    expect(header(mail.mime, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // Opening the links, as a mail scanner does, changes nothing: each shows a page that asks, in French.
    for (const [route, url, title] of [
      [confirmPage, confirmUrl, 'Confirmez votre inscription'],
      [unsubscribePage, unsubscribeUrl, 'Se désinscrire de la newsletter'],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const page = await route(get(url));
        expect(page.status).toBe(200);
        expect(page.headers.get('content-language')).toBe('fr');
        expect(page.headers.get('cache-control')).toBe('no-store');
        expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
        const html = await page.text();
        expect(html).toContain('<html lang="fr">');
        expect(html).toContain(`<h1>${title}</h1>`);
        expect(html).toContain('<form method="post"><button type="submit">');
      }
    }
    expect((await db.select().from(newsletterSubscriptions))[0]).toMatchObject({ status: 'pending', confirmedAt: null });

    // The page's button confirms and lands on the French home page.
    const confirmed = await confirmRoute(confirmUrl);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/fr?newsletter=confirmed');
    expect((await db.select().from(newsletterSubscriptions))[0]).toMatchObject({ status: 'confirmed' });
    // A second press is harmless.
    expect((await confirmRoute(confirmUrl)).headers.get('location')).toBe('/fr?newsletter=confirmed');

    // Subscribing again while confirmed sends nothing and says the same.
    expect((await subscribe('reader@example-corp.test', 'fr')).status).toBe('success');
    expect(await db.$count(emailOutbox)).toBe(1);

    const unsubscribed = await unsubscribeRoute(unsubscribeUrl);
    expect(unsubscribed.status).toBe(303);
    expect(unsubscribed.headers.get('location')).toBe('/fr?newsletter=unsubscribed');
    expect((await db.select().from(newsletterSubscriptions))[0]).toMatchObject({ status: 'unsubscribed' });

    // The old confirmation link does not subscribe again.
    expect((await confirmRoute(confirmUrl)).headers.get('location')).toBe('/fr?newsletter=invalid');
    expect((await db.select().from(newsletterSubscriptions))[0]).toMatchObject({ status: 'unsubscribed' });

    // Signing up again starts a new opt-in with a new confirmation link, now in German: the next
    // day, as an inbox gets one confirmation a day at most.
    const tomorrow = testDeps({ now: () => new Date(Date.now() + 24 * 3600_000 + 60_000) }).deps;
    expect((await subscribe('reader@example-corp.test', 'de', tomorrow)).status).toBe('success');
    const [again] = await db.select().from(newsletterSubscriptions);
    expect(again).toMatchObject({ status: 'pending', locale: 'de', unsubscribeToken: sub.unsubscribeToken });
    expect(again.confirmToken).not.toBe(sub.confirmToken);
    expect(
      (await confirmRoute(`https://site.test/api/newsletter/confirm?token=${again.confirmToken}`)).headers.get('location'),
    ).toBe('/de?newsletter=confirmed');
  });

  it('resends the same link to a pending address at most once a day, and refuses a malformed one', async () => {
    await setup();
    let clock = Date.parse('2026-11-21T10:00:00Z');
    const { deps } = testDeps({ now: () => new Date(clock) });
    await subscribe('reader@example-corp.test', 'en', deps);
    await subscribe('READER@example-corp.test', 'en', deps);
    clock += 23 * 3600_000;
    await subscribe('reader@example-corp.test', 'en', deps);
    const db = await getDb();
    const subs = await db.select().from(newsletterSubscriptions);
    expect(subs).toHaveLength(1);
    // No mail-bomb: the sign-ups within 24 hours of the last confirmation send nothing new.
    expect(await db.$count(emailOutbox)).toBe(1);
    clock += 3600_000;
    await subscribe('reader@example-corp.test', 'en', deps);
    const mails = await db.select().from(emailOutbox);
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.text.includes(subs[0].confirmToken))).toBe(true);

    const refused = await subscribe('not an email', 'en');
    expect(refused).toEqual({
      status: 'error',
      values: { email: 'not an email' },
      errors: { email: 'errors.emailInvalid' },
      notice: 'errors.invalidFields',
    });
  });

  it('answers unknown or malformed tokens with a 404 page and, from the button, the invalid flag on the English home page', async () => {
    await setup();
    for (const url of [
      'https://site.test/api/newsletter/confirm?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'https://site.test/api/newsletter/confirm',
      'https://site.test/api/newsletter/unsubscribe?token=%27%20or%201%3D1',
    ]) {
      const confirm = url.includes('confirm');
      const page = await (confirm ? confirmPage : unsubscribePage)(get(url));
      expect(page.status).toBe(404);
      const html = await page.text();
      expect(html).toContain('This link is invalid or has expired.');
      expect(html).not.toContain('<form');
      const res = await (confirm ? confirmRoute : unsubscribeRoute)(url);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/?newsletter=invalid');
    }
  });

  it('supports one-click unsubscribe by POST (RFC 8058)', async () => {
    await setup();
    await subscribe('reader@example-corp.test', 'de');
    const db = await getDb();
    const [sub] = await db.select().from(newsletterSubscriptions);
    const url = `https://site.test/api/newsletter/unsubscribe?token=${sub.unsubscribeToken}`;
    // Opening the link first changes nothing.
    expect((await unsubscribePage(get(url))).status).toBe(200);
    expect((await db.select().from(newsletterSubscriptions))[0].status).toBe('pending');
    const oneClick = await oneClickUnsubscribe(
      new NextRequest(url, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    );
    expect(oneClick.status).toBe(200);
    expect(oneClick.headers.get('location')).toBeNull();
    expect((await db.select().from(newsletterSubscriptions))[0].status).toBe('unsubscribed');
    const multipart = new FormData();
    multipart.set('List-Unsubscribe', 'One-Click');
    expect((await oneClickUnsubscribe(new NextRequest('https://site.test/api/newsletter/unsubscribe?token=nope', { method: 'POST', body: multipart }))).status).toBe(404);
  });
});

const healthRequest = (authorization?: string) =>
  new Request('https://site.test/api/health', authorization ? { headers: { authorization } } : undefined);

describe('GET /api/health', () => {
  it('answers 200 ok to anyone, and the database and the outbox backlog only with HEALTH_TOKEN', async () => {
    await setup();
    process.env.HEALTH_TOKEN = 'monitor-token-0123456789';
    resetEnv();
    try {
      await subscribe('reader@example-corp.test', 'en');
      const res = await healthRoute(healthRequest());
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
      expect(await (await healthRoute(healthRequest('Bearer wrong-token-0123456789'))).json()).toEqual({ status: 'ok' });
      const monitor = await healthRoute(healthRequest('Bearer monitor-token-0123456789'));
      expect(await monitor.json()).toEqual({ status: 'ok', database: 'ok', outbox: { pending: 1, failing: 0, dead: 0 }, honeypot: { booking: 0, contact: 0, newsletter: 0 }, acknowledgementsCapped: 0, confirmationsCapped: 0 });
    } finally {
      delete process.env.HEALTH_TOKEN;
      resetEnv();
    }
  });
});

describe('GET /api/health without a database', () => {
  it('answers 503 with the database error', async () => {
    const env = await useTestEnv({ DATABASE_URL: 'postgres://leads:secret@127.0.0.1:9/leads' });
    cleanups.push(env.cleanup);
    const res = await healthRoute(healthRequest());
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'error' });
    expect(consumeConsoleCalls().map((c) => c.args[0])).toEqual(['[health] database check failed']);
  });
});
