import 'server-only';
import { and, eq } from 'drizzle-orm';
import { defaultLocale, isLocale, localizedPath, type Locale } from '@/i18n/routing';
import { getDb, type Db } from '@/server/db/client';
import { newsletterSubscriptions } from '@/server/db/schema';
import { logFailure } from '@/server/log';
import { emitWebhookEvent, kickWebhooks } from '@/server/webhooks/outbox';
import { escapeHtml } from '@/lib/escape-html';
import { renderStandalonePage, standaloneHeaders } from '@/lib/standalone-page';
import { leadsTranslator } from '../translate';

/** The flag the home page reads (?newsletter=...) to show its notice. */
export type NewsletterOutcome = 'confirmed' | 'unsubscribed' | 'invalid' | 'error';

export type LinkDeps = {
  getDb: () => Promise<Db>;
  now: () => Date;
  log: (message: string, error: unknown) => void;
  /** Starts delivering the webhook event a link emitted; called after the commit, never awaited. */
  kickWebhooks: () => void;
};

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

type Result = { outcome: NewsletterOutcome; locale: Locale };

/**
 * Confirms a pending subscription, and tells the owner's webhook receiver (newsletter.confirmed)
 * in the same transaction. A second click on the same link confirms again (no error, no event).
 */
export async function confirmSubscription(token: string, deps: LinkDeps): Promise<Result> {
  if (!TOKEN.test(token)) return { outcome: 'invalid', locale: defaultLocale };
  try {
    const db = await deps.getDb();
    const now = deps.now();
    const confirmed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(newsletterSubscriptions)
        .set({ status: 'confirmed', confirmedAt: now, updatedAt: now })
        .where(and(eq(newsletterSubscriptions.confirmToken, token), eq(newsletterSubscriptions.status, 'pending')))
        .returning();
      return row ? { locale: row.locale, emitted: await emitWebhookEvent(tx, 'newsletter.confirmed', row, now) } : null;
    });
    if (confirmed) {
      if (confirmed.emitted) deps.kickWebhooks();
      return { outcome: 'confirmed', locale: asLocale(confirmed.locale) };
    }
    const [row] = await db
      .select({ locale: newsletterSubscriptions.locale, status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.confirmToken, token));
    // An old link after unsubscribing does not subscribe again: that takes a new sign-up.
    if (row?.status === 'confirmed') return { outcome: 'confirmed', locale: asLocale(row.locale) };
    return { outcome: 'invalid', locale: row ? asLocale(row.locale) : defaultLocale };
  } catch (error) {
    deps.log('[newsletter] confirming a subscription failed', error);
    return { outcome: 'error', locale: defaultLocale };
  }
}

/**
 * Unsubscribes. A confirmed subscriber's unsubscription reaches the owner's webhook receiver
 * (newsletter.unsubscribed) in the same transaction; a never-confirmed address never reached
 * it, and is not sent now either.
 */
export async function unsubscribe(token: string, deps: LinkDeps): Promise<Result> {
  if (!TOKEN.test(token)) return { outcome: 'invalid', locale: defaultLocale };
  try {
    const db = await deps.getDb();
    const now = deps.now();
    const found = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.unsubscribeToken, token)).for('update');
      if (!row) return null;
      let emitted = false;
      if (row.status !== 'unsubscribed') {
        const [changed] = await tx
          .update(newsletterSubscriptions)
          .set({ status: 'unsubscribed', unsubscribedAt: now, updatedAt: now })
          .where(eq(newsletterSubscriptions.id, row.id))
          .returning();
        if (row.status === 'confirmed') emitted = await emitWebhookEvent(tx, 'newsletter.unsubscribed', changed, now);
      }
      return { locale: row.locale, emitted };
    });
    if (!found) return { outcome: 'invalid', locale: defaultLocale };
    if (found.emitted) deps.kickWebhooks();
    return { outcome: 'unsubscribed', locale: asLocale(found.locale) };
  } catch (error) {
    deps.log('[newsletter] unsubscribing failed', error);
    return { outcome: 'error', locale: defaultLocale };
  }
}

const asLocale = (value: string): Locale => (isLocale(value) ? value : defaultLocale);

/** The home page in the subscriber's language, with the outcome flag. */
export function outcomeUrl({ outcome, locale }: Result): string {
  return `${localizedPath('home', locale)}?newsletter=${outcome}`;
}

export type LinkKind = 'confirm' | 'unsubscribe';

/** The token of a link's address (?token=…), as the emails write it. */
export const linkToken = (url: URL) => url.searchParams.get('token') ?? '';

/** The language of the subscription a link belongs to; reads, never writes. */
async function linkLocale(kind: LinkKind, token: string, deps: LinkDeps): Promise<Locale | 'invalid' | 'error'> {
  if (!TOKEN.test(token)) return 'invalid';
  try {
    const column = kind === 'confirm' ? newsletterSubscriptions.confirmToken : newsletterSubscriptions.unsubscribeToken;
    const db = await deps.getDb();
    const [row] = await db.select({ locale: newsletterSubscriptions.locale }).from(newsletterSubscriptions).where(eq(column, token));
    return row ? asLocale(row.locale) : 'invalid';
  } catch (error) {
    deps.log('[newsletter] reading a link failed', error);
    return 'error';
  }
}

/**
 * What a link in a newsletter email opens: a page in the subscriber's language with one button.
 * Mail scanners fetch every link of a message; only the button's POST (to the same address)
 * confirms or unsubscribes. An unknown token gets 404, a database failure 503, both with a way home.
 */
export async function linkPage(kind: LinkKind, token: string, deps: LinkDeps): Promise<Response> {
  const found = await linkLocale(kind, token, deps);
  const locale = found === 'invalid' || found === 'error' ? defaultLocale : found;
  const t = leadsTranslator(locale);
  const home = `<p><a href="${escapeHtml(localizedPath('home', locale))}">${escapeHtml(t('newsletterPage.home'))}</a></p>`;
  const page = (status: number, title: string, body: string) =>
    new Response(renderStandalonePage({ lang: locale, title, main: `<h1>${escapeHtml(title)}</h1>${body}` }), {
      status,
      headers: { ...standaloneHeaders(locale), 'referrer-policy': 'no-referrer' },
    });
  if (found === 'invalid') return page(404, t('newsletterPage.invalidTitle'), `<p>${escapeHtml(t('newsletterPage.invalidText'))}</p>${home}`);
  if (found === 'error') return page(503, t('newsletterPage.errorTitle'), `<p>${escapeHtml(t('newsletterPage.errorText'))}</p>${home}`);
  const button = kind === 'confirm' ? t('email.newsletter.confirmLink') : t('email.newsletter.unsubscribeLink');
  // No action attribute: the form posts to this very address, token included.
  const form = `<form method="post"><button type="submit">${escapeHtml(button)}</button></form>`;
  const title = t(kind === 'confirm' ? 'newsletterPage.confirmTitle' : 'newsletterPage.unsubscribeTitle');
  const text = t(kind === 'confirm' ? 'newsletterPage.confirmText' : 'newsletterPage.unsubscribeText');
  return page(200, title, `<p>${escapeHtml(text)}</p>${form}${home}`);
}

export function defaultLinkDeps(): LinkDeps {
  return {
    getDb,
    now: () => new Date(),
    log: logFailure,
    kickWebhooks: () => void kickWebhooks(),
  };
}

/**
 * 303 to the subscriber's home page. A path, not an absolute URL: it stays on the origin the form
 * was posted to (form-action 'self'). no-referrer keeps the token out of any Referer.
 */
export function seeOther(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
}
