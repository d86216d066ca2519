import 'server-only';
import { createHash, createHmac } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { escapeHtml } from '@/lib/escape-html';
import { renderStandalonePage, standaloneHeaders } from '@/lib/standalone-page';
import type { Db } from '@/server/db/client';
import { leads, type Lead } from '@/server/db/schema';
import { enqueueEmails, type MailDraft } from '@/server/mail/outbox';
import { siteSecret } from '@/server/secrets';
import { emitWebhookEvent } from '@/server/webhooks/outbox';
import { slotDateInText, slotTimeText } from '../booking-message';
import type { Budget } from '../options';
import { leadsTranslator } from '../translate';
import { ownerCancelledEmail, visitorCancelledEmail, visitorConfirmedEmail, visitorDeclinedEmail, type BookingFacts, type MailConfig } from './emails';

/*
 * The links of a booking's emails: confirm and decline in the owner's notification, cancel in the
 * visitor's. As with the newsletter links, a link opens a page with one button (mail scanners
 * fetch every link: a GET changes nothing), and only the button's POST to the same address acts.
 * Each acts once: the change is a conditional update of the booking's status, which a second
 * press (or a concurrent one, on any instance) finds already made.
 *
 * A token is the site's signature (HMAC-SHA256 with a key kept in site_secrets, shared by every
 * instance) of the link's role and the booking's invite UID: later emails can carry the same
 * link again without the token being stored. The booking stores only the SHA-256 of each token,
 * to find itself by it; retention clears those once the slot is past.
 */

export type BookingAction = 'confirm' | 'decline' | 'cancel';
export const BOOKING_ACTIONS: readonly BookingAction[] = ['confirm', 'decline', 'cancel'];
export const isBookingAction = (value: string): value is BookingAction => (BOOKING_ACTIONS as readonly string[]).includes(value);

type Role = 'owner' | 'visitor';
const roleOf = (action: BookingAction): Role => (action === 'cancel' ? 'visitor' : 'owner');

/** The name of the signing key in site_secrets. */
export const BOOKING_LINK_KEY = 'booking-links';

export type BookingTokens = Record<Role, string>;
export type BookingLinks = Record<BookingAction, string>;

/** The owner's and the visitor's link tokens of a booking. */
export function bookingTokens(key: Buffer, inviteUid: string): BookingTokens {
  const sign = (role: Role) => createHmac('sha256', key).update(`booking:${role}:${inviteUid}`).digest('base64url');
  return { owner: sign('owner'), visitor: sign('visitor') };
}

/** What the booking stores of a token. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export function bookingLinks(siteUrl: string, tokens: BookingTokens): BookingLinks {
  const url = (action: BookingAction) => `${siteUrl}/api/booking/${action}?token=${encodeURIComponent(tokens[roleOf(action)])}`;
  return { confirm: url('confirm'), decline: url('decline'), cancel: url('cancel') };
}

/** The token of a link's address (?token=…). */
export const bookingLinkToken = (url: URL) => url.searchParams.get('token') ?? '';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A stored booking as its emails tell it. */
export function bookingFacts(lead: Lead): BookingFacts | null {
  if (lead.kind !== 'booking' || !lead.slotStart || !lead.slotEnd || !lead.inviteUid || !lead.ownerTimeZone) return null;
  return {
    id: lead.id,
    locale: isLocale(lead.locale) ? lead.locale : defaultLocale,
    name: lead.name,
    email: lead.email,
    company: lead.company,
    phone: lead.phone,
    budget: (lead.budget as Budget | null) ?? null,
    goals: lead.goals ?? '',
    consultant: lead.consultant,
    origin: lead.origin,
    slot: { start: lead.slotStart, end: lead.slotEnd, timeZone: lead.timeZone ?? lead.ownerTimeZone, ownerTimeZone: lead.ownerTimeZone },
    inviteUid: lead.inviteUid,
  };
}

export type BookingLinkDeps = {
  getDb: () => Promise<Db>;
  now: () => Date;
  log: (message: string, error: unknown) => void;
  /** Starts sending the queued emails and webhook events; called after the commit, never awaited. */
  kickOutbox: () => void;
  config: MailConfig;
};

type Status = NonNullable<Lead['status']>;

/** What each action changes: from which statuses, to which, and the event it tells the owner's tools. */
const TRANSITIONS = {
  confirm: { from: ['requested'], to: 'confirmed', event: 'booking.confirmed' },
  decline: { from: ['requested'], to: 'declined', event: 'booking.declined' },
  cancel: { from: ['requested', 'confirmed'], to: 'cancelled', event: 'booking.cancelled' },
} as const satisfies Record<BookingAction, { from: readonly Status[]; to: Status; event: string }>;

/** The emails an action sends: always the other side; a cancellation also the visitor's calendar. */
function emailsFor(action: BookingAction, before: Status, facts: BookingFacts, links: BookingLinks, config: MailConfig): MailDraft[] {
  if (action === 'confirm') return [visitorConfirmedEmail(facts, config, links)];
  if (action === 'decline') return [visitorDeclinedEmail(facts, config)];
  return [ownerCancelledEmail(facts, config), visitorCancelledEmail(facts, config, before === 'confirmed')];
}

type Found = { lead: Lead; facts: BookingFacts };

async function findBooking(db: Db, action: BookingAction, token: string): Promise<Found | null> {
  if (!TOKEN.test(token)) return null;
  const column = roleOf(action) === 'owner' ? leads.ownerTokenHash : leads.visitorTokenHash;
  const [lead] = await db.select().from(leads).where(eq(column, tokenHash(token)));
  const facts = lead ? bookingFacts(lead) : null;
  return lead && facts ? { lead, facts } : null;
}

export type LinkOutcome = 'done' | 'invalid' | 'error';

/**
 * The button's POST: makes the change if the booking still allows it (and its slot is still
 * ahead), in one transaction with its emails and its webhook event. A second press changes
 * nothing; the page it lands on says how the booking stands.
 */
export async function applyBookingLink(action: BookingAction, token: string, deps: BookingLinkDeps): Promise<LinkOutcome> {
  try {
    const db = await deps.getDb();
    const found = await findBooking(db, action, token);
    if (!found) return 'invalid';
    // Read before the transaction: PGlite serves one connection, which a transaction holds.
    const key = await siteSecret(db, BOOKING_LINK_KEY);
    const links = bookingLinks(deps.config.siteUrl, bookingTokens(key, found.facts.inviteUid));
    const now = deps.now();
    const step = TRANSITIONS[action];
    const changed = await db.transaction(async (tx) => {
      const [before] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, found.lead.id)).for('update');
      const [row] = await tx
        .update(leads)
        .set({ status: step.to, statusChangedAt: now })
        .where(and(eq(leads.id, found.lead.id), inArray(leads.status, [...step.from]), gt(leads.slotStart, now)))
        .returning();
      if (!row || !before?.status) return false;
      await emitWebhookEvent(tx, step.event, row, now);
      await enqueueEmails(tx, emailsFor(action, before.status, bookingFacts(row)!, links, deps.config), row.id);
      return true;
    });
    if (changed) deps.kickOutbox();
    return 'done';
  } catch (error) {
    deps.log(`[booking] ${action} link failed`, error);
    return 'error';
  }
}

/** Who reads the page: the owner in English (as the owner's emails), the visitor in the booking's language. */
const pageLocale = (action: BookingAction, lead: Lead | null): Locale => (roleOf(action) === 'owner' || !lead || !isLocale(lead.locale) ? defaultLocale : lead.locale);

/**
 * What a link opens: a page in the reader's language that states the booking (date and time in
 * the reader's zone) and, while the action is still possible, one button that posts to this very
 * address. Afterwards it says how the booking stands. Unknown token: 404; database failure: 503.
 */
export async function bookingLinkPage(action: BookingAction, token: string, deps: BookingLinkDeps, outcome?: LinkOutcome): Promise<Response> {
  let found: Found | null = null;
  let failed = outcome === 'error';
  if (!failed) {
    try {
      found = await findBooking(await deps.getDb(), action, token);
    } catch (error) {
      deps.log(`[booking] reading a ${action} link failed`, error);
      failed = true;
    }
  }
  const locale = pageLocale(action, found?.lead ?? null);
  const t = leadsTranslator(locale);
  const page = (status: number, title: string, body: string) =>
    new Response(renderStandalonePage({ lang: locale, title, main: `<h1>${escapeHtml(title)}</h1>${body}` }), {
      status,
      headers: { ...standaloneHeaders(locale), 'referrer-policy': 'no-referrer' },
    });
  const para = (text: string, cls = '') => `<p${cls ? ` class="${cls}"` : ''}>${escapeHtml(text)}</p>`;
  if (failed) return page(503, t('bookingPage.errorTitle'), para(t('bookingPage.errorText')));
  if (!found) return page(404, t('bookingPage.invalidTitle'), para(t('bookingPage.invalidText')));

  const { lead, facts } = found;
  const zone = roleOf(action) === 'owner' ? facts.slot.ownerTimeZone : facts.slot.timeZone;
  const when = { date: slotDateInText(facts.slot, zone, locale), time: slotTimeText(facts.slot, zone, locale) };
  const summary = para(t(roleOf(action) === 'owner' ? 'bookingPage.ownerSummary' : 'bookingPage.visitorSummary', { name: facts.name, company: facts.company, ...when }), 'status');
  const status = lead.status ?? 'requested';
  const possible = (TRANSITIONS[action].from as readonly Status[]).includes(status) && lead.slotStart! > deps.now();
  if (possible) {
    // No action attribute: the form posts to this very address, token included.
    const form = `<form method="post"><button type="submit">${escapeHtml(t(`bookingPage.${action}.button`))}</button></form>`;
    return page(200, t(`bookingPage.${action}.title`), summary + para(t(`bookingPage.${action}.text`)) + form);
  }
  // Not possible while requested: the slot is past. A confirmed booking whose time has come is past too.
  const state = status === 'requested' || (status === 'confirmed' && lead.slotStart! <= deps.now()) ? 'past' : status;
  return page(200, t(`bookingPage.state.${state}.title`), summary + para(t(`bookingPage.state.${state}.${roleOf(action)}`)));
}

/** 303 to the link's own page, which then shows the outcome; no-referrer keeps the token out of any Referer. */
export function seeLinkPage(url: URL): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: `${url.pathname}${url.search}`, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
}
