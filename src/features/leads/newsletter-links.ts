import 'server-only';
import { and, eq } from 'drizzle-orm';
import { defaultLocale, isLocale, localizedPath, type Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { getDb, type Db } from '@/server/db/client';
import { newsletterSubscriptions } from '@/server/db/schema';
import { logFailure } from '@/server/log';

/** The flag the home page reads (?newsletter=...) to show its notice. */
export type NewsletterOutcome = 'confirmed' | 'unsubscribed' | 'invalid' | 'error';

export type LinkDeps = {
  getDb: () => Promise<Db>;
  now: () => Date;
  siteUrl: string;
  log: (message: string, error: unknown) => void;
};

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

type Result = { outcome: NewsletterOutcome; locale: Locale };

/** Confirms a pending subscription. A second click on the same link confirms again (no error). */
export async function confirmSubscription(token: string, deps: LinkDeps): Promise<Result> {
  if (!TOKEN.test(token)) return { outcome: 'invalid', locale: defaultLocale };
  try {
    const db = await deps.getDb();
    const now = deps.now();
    const [updated] = await db
      .update(newsletterSubscriptions)
      .set({ status: 'confirmed', confirmedAt: now, updatedAt: now })
      .where(and(eq(newsletterSubscriptions.confirmToken, token), eq(newsletterSubscriptions.status, 'pending')))
      .returning({ locale: newsletterSubscriptions.locale });
    if (updated) return { outcome: 'confirmed', locale: asLocale(updated.locale) };
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

export async function unsubscribe(token: string, deps: LinkDeps): Promise<Result> {
  if (!TOKEN.test(token)) return { outcome: 'invalid', locale: defaultLocale };
  try {
    const db = await deps.getDb();
    const now = deps.now();
    const [row] = await db
      .select({ id: newsletterSubscriptions.id, locale: newsletterSubscriptions.locale, status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.unsubscribeToken, token));
    if (!row) return { outcome: 'invalid', locale: defaultLocale };
    if (row.status !== 'unsubscribed') {
      await db
        .update(newsletterSubscriptions)
        .set({ status: 'unsubscribed', unsubscribedAt: now, updatedAt: now })
        .where(eq(newsletterSubscriptions.id, row.id));
    }
    return { outcome: 'unsubscribed', locale: asLocale(row.locale) };
  } catch (error) {
    deps.log('[newsletter] unsubscribing failed', error);
    return { outcome: 'error', locale: defaultLocale };
  }
}

const asLocale = (value: string): Locale => (isLocale(value) ? value : defaultLocale);

/** Absolute URL of the home page in the subscriber's language, with the outcome flag. */
export function outcomeUrl(siteUrl: string, { outcome, locale }: Result): string {
  return `${siteUrl}${localizedPath('home', locale)}?newsletter=${outcome}`;
}

export function defaultLinkDeps(): LinkDeps {
  return {
    getDb,
    now: () => new Date(),
    siteUrl: env().SITE_URL,
    log: logFailure,
  };
}

/** 303 to the subscriber's home page; no-referrer keeps the token out of any Referer. */
export function seeOther(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
}
