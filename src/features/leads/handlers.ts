import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { env } from '@/lib/env';
import { stripControls } from '@/lib/control-chars.mjs';
import { defaultLocale, isLocale, publicPath, type Locale } from '@/i18n/routing';
import { getDb, type Db } from '@/server/db/client';
import { leads, newsletterSubscriptions } from '@/server/db/schema';
import { limitKey } from '@/lib/trust-proxy';
import { hashIp } from '@/server/client-ip';
import {
  newsletterConfirmEmail,
  ownerBookingEmail,
  ownerContactEmail,
  visitorBookingEmail,
  visitorContactEmail,
  type MailConfig,
} from '@/server/mail/emails';
import { enqueueEmails, kickOutbox } from '@/server/mail/outbox';
import { countEvent } from '@/server/counters';
import { databaseLimiter, FORM_RATE_LIMIT, REFUSED_FORM_LIMIT, type Limiter } from '@/server/limits';
import { bookingServiceName, composeBookingMessage } from './booking-message';
import type { FormState } from './form-state';
import { BOUNDS, HONEYPOT_FIELD, fieldErrors, formFields, noticeForErrors, type LeadForm } from './schemas';
import { serverSchemas as formSchemas } from './server-schemas';
import { logFailure } from '@/server/log';

/** A submitted form as plain strings, and who sent it. */
export type LeadInput = { fields: Record<string, string>; ip: string | null };

export type LeadDeps = {
  getDb: () => Promise<Db>;
  /** The per-client limits (src/server/limits.ts). */
  limit: Limiter;
  /** Starts sending the queued emails; called after the commit, never awaited. */
  kickOutbox: () => void;
  log: (message: string, error: unknown) => void;
  now: () => Date;
  config: MailConfig;
};

export function defaultLeadDeps(): LeadDeps {
  const { SITE_URL, LEADS_TO, MAIL_FROM } = env();
  return {
    getDb,
    limit: databaseLimiter(getDb),
    kickOutbox: () => void kickOutbox(),
    log: logFailure,
    now: () => new Date(),
    config: { siteUrl: SITE_URL, leadsTo: LEADS_TO, mailFrom: MAIL_FROM },
  };
}


/** FormData -> strings (files and repeated names are ignored: the forms have neither). */
export function formDataFields(formData: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === 'string' && !(key in out)) out[key] = value;
  }
  return out;
}

const localeOf = (fields: Record<string, string>): Locale => (isLocale(fields.locale) ? fields.locale : defaultLocale);

/** The page the form was sent from: a path of the route table (public), or nothing. */
function pagePathOf(fields: Record<string, string>): string | null {
  const page = fields.page?.trim() ?? '';
  return page.length <= 300 && /^\/(?!\/)[^\s\\?#]*$/.test(page) ? publicPath(page) : null;
}

/** A field without its own bound (date, time slot, budget) is short; 120 is plenty. */
const echoLimit = (field: string) => (field in BOUNDS ? BOUNDS[field as keyof typeof BOUNDS].max : 120);

/** What the visitor entered, to give back on a refusal: no field longer than it may be, so a refused 900 KB post is not a 900 KB answer. */
const enteredValues = (form: LeadForm, fields: Record<string, string>) =>
  Object.fromEntries(formFields[form].filter((f) => fields[f] !== undefined).map((f) => [f, fields[f].slice(0, echoLimit(f))]));

const success = (extra: Partial<FormState> = {}): FormState => ({ status: 'success', values: {}, errors: {}, ...extra });

type Gate<F extends LeadForm> =
  | { done: FormState }
  | { done?: undefined; data: ReturnType<(typeof formSchemas)[F]['parse']>; values: Record<string, string> };

/**
 * Honeypot, then the schema, then the rate limit (the server decides). Refused posts count
 * against their own, higher ceiling: a visitor correcting typos is never locked out of sending,
 * while a flood of junk still is.
 */
async function gate<F extends LeadForm>(form: F, input: LeadInput, deps: LeadDeps, failed: FormState['notice']): Promise<Gate<F>> {
  // Control and bidi characters have no place in a lead, its emails or its export: gone first.
  const fields = Object.fromEntries(Object.entries(input.fields).map(([k, v]) => [k, stripControls(v)]));
  const values = enteredValues(form, fields);
  if ((fields[HONEYPOT_FIELD] ?? '').trim() !== '') {
    // A bot: it gets the success it expects. Logged without any value, and counted for monitoring.
    deps.log(`[leads] ${form}: honeypot filled, dropped`, null);
    try {
      await countEvent(await deps.getDb(), `honeypot:${form}`);
    } catch (error) {
      deps.log('[leads] counting a honeypot hit failed', error);
    }
    return { done: success() };
  }
  const parsed = formSchemas[form].safeParse(fields);
  const client = limitKey(input.ip);
  const now = deps.now().getTime();
  try {
    const rule = parsed.success ? FORM_RATE_LIMIT : REFUSED_FORM_LIMIT;
    const decision = await deps.limit({ keys: [parsed.success ? `${form}:${client}` : `${form}:refused:${client}`], rule, now });
    if (!decision.allowed) return { done: { status: 'error', values, errors: {}, notice: 'errors.rateLimited' } };
  } catch (error) {
    deps.log(`[leads] ${form} limit check failed`, error);
    return { done: { status: 'error', values, errors: {}, notice: failed } };
  }
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return { done: { status: 'error', values, errors, notice: noticeForErrors(form, errors) } };
  }
  return { data: parsed.data as ReturnType<(typeof formSchemas)[F]['parse']>, values };
}

export async function handleBooking(input: LeadInput, deps: LeadDeps): Promise<FormState> {
  const g = await gate('booking', input, deps, 'errors.bookingFailed');
  if (g.done) return g.done;
  const { data, values } = g;
  const locale = localeOf(input.fields);
  const pagePath = pagePathOf(input.fields);
  try {
    const db = await deps.getDb();
    const receivedAt = deps.now();
    await db.transaction(async (tx) => {
      const [lead] = await tx
        .insert(leads)
        .values({
          kind: 'booking',
          name: data.name,
          email: data.email,
          company: data.company,
          phone: data.phone,
          service: bookingServiceName(locale),
          message: composeBookingMessage(data, locale),
          budget: data.budget ?? null,
          preferredDate: data.date,
          timeSlot: data.timeSlot,
          goals: data.goals,
          consultant: data.consultant ?? null,
          origin: data.service ?? null,
          locale,
          pagePath,
          ipHash: hashIp(input.ip),
          createdAt: receivedAt,
        })
        .returning({ id: leads.id });
      const meta = { id: lead.id, locale, pagePath, receivedAt };
      await enqueueEmails(
        tx,
        [ownerBookingEmail(data, meta, deps.config), visitorBookingEmail(data, meta, deps.config)],
        lead.id,
      );
    });
  } catch (error) {
    deps.log('[leads] storing a booking failed', error);
    return { status: 'error', values, errors: {}, notice: 'errors.bookingFailed' };
  }
  deps.kickOutbox();
  return success({ date: data.date });
}

export async function handleContact(input: LeadInput, deps: LeadDeps): Promise<FormState> {
  const g = await gate('contact', input, deps, 'errors.contactFailed');
  if (g.done) return g.done;
  const { data, values } = g;
  const locale = localeOf(input.fields);
  const pagePath = pagePathOf(input.fields);
  try {
    const db = await deps.getDb();
    const receivedAt = deps.now();
    await db.transaction(async (tx) => {
      const [lead] = await tx
        .insert(leads)
        .values({
          kind: 'contact',
          name: data.name,
          email: data.email,
          company: data.company,
          phone: data.phone,
          service: data.service ?? null,
          message: data.message,
          locale,
          pagePath,
          ipHash: hashIp(input.ip),
          createdAt: receivedAt,
        })
        .returning({ id: leads.id });
      const meta = { id: lead.id, locale, pagePath, receivedAt };
      await enqueueEmails(tx, [ownerContactEmail(data, meta, deps.config), visitorContactEmail(data, meta)], lead.id);
    });
  } catch (error) {
    deps.log('[leads] storing a contact message failed', error);
    return { status: 'error', values, errors: {}, notice: 'errors.contactFailed' };
  }
  deps.kickOutbox();
  return success();
}

const newToken = () => randomBytes(24).toString('base64url');

/**
 * Double opt-in: a new or unsubscribed address becomes pending with a fresh confirmation link;
 * a pending one gets its link again (once a day at most); a confirmed one is left alone. The answer is the same in
 * every case, so the form does not tell who is subscribed.
 */
const CONFIRMATION_COOLDOWN_MS = 24 * 3600_000;

export async function handleSubscribe(input: LeadInput, deps: LeadDeps): Promise<FormState> {
  const g = await gate('newsletter', input, deps, 'errors.newsletterFailed');
  if (g.done) return g.done;
  const { values } = g;
  const email = g.data.email.toLowerCase();
  const locale = localeOf(input.fields);
  const pagePath = pagePathOf(input.fields);
  let queued = false;
  try {
    const db = await deps.getDb();
    const now = deps.now();
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email))
        .for('update');
      if (existing?.status === 'confirmed') return;
      // A pending address gets its link again at most once a day (updatedAt: the last one queued),
      // so that nobody can mail-bomb an inbox through the form, from one instance or several.
      if (existing?.status === 'pending' && now.getTime() - existing.updatedAt.getTime() < CONFIRMATION_COOLDOWN_MS) return;
      let sub: { email: string; locale: Locale; confirmToken: string; unsubscribeToken: string };
      if (!existing) {
        sub = { email, locale, confirmToken: newToken(), unsubscribeToken: newToken() };
        const inserted = await tx
          .insert(newsletterSubscriptions)
          .values({ ...sub, status: 'pending', pagePath, ipHash: hashIp(input.ip), createdAt: now, updatedAt: now })
          .onConflictDoNothing({ target: newsletterSubscriptions.email })
          .returning({ id: newsletterSubscriptions.id });
        // A simultaneous request for the same address won: its confirmation is on its way.
        if (inserted.length === 0) return;
      } else {
        const confirmToken = existing.status === 'unsubscribed' ? newToken() : existing.confirmToken;
        sub = { email, locale, confirmToken, unsubscribeToken: existing.unsubscribeToken };
        await tx
          .update(newsletterSubscriptions)
          .set({ status: 'pending', locale, confirmToken, updatedAt: now })
          .where(eq(newsletterSubscriptions.id, existing.id));
      }
      await enqueueEmails(tx, [newsletterConfirmEmail(sub, deps.config)]);
      queued = true;
    });
  } catch (error) {
    deps.log('[leads] storing a newsletter subscription failed', error);
    return { status: 'error', values, errors: {}, notice: 'errors.newsletterFailed' };
  }
  if (queued) deps.kickOutbox();
  return success();
}
