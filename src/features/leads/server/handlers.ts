import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { availability } from '@/lib/env';
import { dateIn, nearestSlots, type Slot } from '@/lib/availability';
import { parseSlotId, slotId } from '@/lib/slot-id';
import type { Locale } from '@/i18n/routing';
import { newsletterSubscriptions } from '@/server/db/schema';
import { hashIp } from '@/server/client-ip';
import { siteSecret } from '@/server/secrets';
import { newsletterConfirmEmail, ownerBookingEmail, ownerContactEmail, visitorBookingEmail, visitorContactEmail } from './emails';
import { enqueueEmails } from '@/server/mail/outbox';
import { COUNTER, countEvent } from '@/server/counters';
import { bookingServiceName, composeBookingMessage, timeSlotId } from '../booking-message';
import { currentSlots } from './availability';
import { BOOKING_LINK_KEY, bookingFacts, bookingLinks, bookingTokens, tokenHash } from './booking-links';
import { mailboxAddress } from '@/server/mail/escape';
import type { FormState } from '../form-state';
import { type LeadInput, type LeadDeps, localeOf, pagePathOf, enteredValues, gate, visitorMailAllowed, storeOnce, readNetworkKey, storeLead } from './submission';

/** How many free slots a refused booking offers instead: the nearest ones. */
const NEAREST_SLOTS = 6;
/** Without JavaScript the booking page lists the free slots of this many working days. */
const SELECT_DAYS = 5;

/** The free slots of the next working days, for the booking page's plain select (no JavaScript). */
function nextDaysSlots(free: readonly Slot[], timeZone: string): string[] {
  const days = new Set<string>();
  const out: string[] = [];
  for (const slot of free) {
    const day = dateIn(slot.start, timeZone);
    if (!days.has(day) && days.size === SELECT_DAYS) break;
    days.add(day);
    out.push(slotId(slot.start));
  }
  return out;
}

/** A refused booking (or the no-JavaScript "show free times") with slots to choose from; the calendar failing costs only the offer. */
async function withSlots(state: FormState, deps: LeadDeps, near?: Date): Promise<FormState> {
  try {
    const { slots, timeZone } = await currentSlots(await deps.getDb(), deps.now());
    const offer = near ? nearestSlots(slots, near, NEAREST_SLOTS).map((s) => slotId(s.start)) : nextDaysSlots(slots, timeZone);
    return { ...state, slots: offer, ownerTimeZone: timeZone };
  } catch (error) {
    deps.log('[leads] booking: reading the free slots failed', error);
    return state;
  }
}

/**
 * A booking: the form's checks (gate), then the slot, which must be one the calendar offers and
 * free; then it is stored with its link tokens' hashes, the owner's notification (confirm and
 * decline links) and the visitor's acknowledgement (cancel link). A slot taken in the meantime
 * (by a request a moment sooner, on any instance) is refused with the nearest free ones, every
 * value typed kept.
 */
export async function handleBooking(input: LeadInput, deps: LeadDeps): Promise<FormState> {
  const values = enteredValues('booking', input.fields);
  // Without JavaScript the booking page asks the server for the free slots of the next days.
  if (input.fields.intent === 'slots') return withSlots({ status: 'idle', values, errors: {} }, deps);
  const g = await gate('booking', input, deps, 'errors.bookingFailed');
  // A refused form keeps its slot to choose again (without JavaScript the select lists the free
  // ones near it); not when the database itself failed.
  if (g.done) return g.done.status === 'error' && g.done.notice !== 'errors.bookingFailed' ? withSlots(g.done, deps, parseSlotId(values.slot ?? '') ?? undefined) : g.done;
  const { data } = g;
  const locale = localeOf(input.fields);
  const start = parseSlotId(data.slot);
  const failed: FormState = { status: 'error', values: g.values, errors: {}, notice: 'errors.bookingFailed' };
  const calendar = availability();
  let found: Slot | undefined;
  let free = false;
  let key: Buffer;
  try {
    const db = await deps.getDb();
    const current = await currentSlots(db, deps.now(), calendar);
    found = start ? current.offered.find((s) => s.start.getTime() === start.getTime()) : undefined;
    free = found !== undefined && current.slots.some((s) => s.start.getTime() === found!.start.getTime());
    // Read before the transaction: PGlite serves one connection, which a transaction holds.
    key = await siteSecret(db, BOOKING_LINK_KEY);
  } catch (error) {
    deps.log('[leads] booking: reading the calendar failed', error);
    return failed;
  }
  const refused = (error: 'errors.slotTaken' | 'errors.slotUnavailable') =>
    withSlots({ status: 'error', values: g.values, errors: { slot: error }, notice: `${error}Notice` }, deps, start ?? deps.now());
  if (!found || !start) return refused('errors.slotUnavailable');
  if (!free) return refused('errors.slotTaken');

  const slot = { start, end: found.end, timeZone: data.timeZone ?? calendar.timeZone, ownerTimeZone: calendar.timeZone };
  // Random: a lead id would tell outsiders the booking volume.
  const inviteUid = `${randomUUID()}@${mailboxAddress(deps.config.mailFrom).split('@').pop() || 'localhost'}`;
  const tokens = bookingTokens(key, inviteUid);
  const links = bookingLinks(deps.config.siteUrl, tokens);
  const answer = { slot: slotId(start), timeZone: slot.timeZone };
  return storeLead(
    input,
    deps,
    {
      form: 'booking',
      key: g.key,
      answer,
      values: g.values,
      failed: 'errors.bookingFailed',
      email: data.email,
      taken: () => refused('errors.slotTaken'),
      tooMany: () => withSlots({ status: 'error', values: g.values, errors: {}, notice: 'errors.openRequests' }, deps, start),
    },
    {
      kind: 'booking',
      name: data.name,
      email: data.email,
      company: data.company,
      phone: data.phone,
      service: bookingServiceName(locale),
      message: composeBookingMessage({ goals: data.goals, budget: data.budget, slot }, locale),
      budget: data.budget ?? null,
      preferredDate: dateIn(start, calendar.timeZone),
      timeSlot: timeSlotId(slot),
      goals: data.goals,
      consultant: data.consultant ?? null,
      origin: data.service ?? null,
      status: 'requested',
      slotStart: slot.start,
      slotEnd: slot.end,
      timeZone: slot.timeZone,
      ownerTimeZone: slot.ownerTimeZone,
      statusChangedAt: deps.now(),
      ownerTokenHash: tokenHash(tokens.owner),
      visitorTokenHash: tokenHash(tokens.visitor),
      inviteUid,
    },
    (meta, lead) => {
      const facts = bookingFacts(lead)!;
      return { owner: ownerBookingEmail(facts, meta, deps.config, links), visitor: () => visitorBookingEmail(facts, links) };
    },
  );
}

export async function handleContact(input: LeadInput, deps: LeadDeps): Promise<FormState> {
  const g = await gate('contact', input, deps, 'errors.contactFailed');
  if (g.done) return g.done;
  const { data } = g;
  return storeLead(
    input,
    deps,
    { form: 'contact', key: g.key, answer: {}, values: g.values, failed: 'errors.contactFailed', email: data.email },
    { kind: 'contact', name: data.name, email: data.email, company: data.company, phone: data.phone, service: data.service ?? null, message: data.message },
    (meta) => ({ owner: ownerContactEmail(data, meta, deps.config), visitor: () => visitorContactEmail(data, meta) }),
  );
}

const newToken = () => randomBytes(24).toString('base64url');

/** A pending address gets its confirmation link again at most once a day. */
const CONFIRMATION_COOLDOWN_MS = 24 * 3600_000;

/**
 * Double opt-in: a new or unsubscribed address becomes pending with a fresh confirmation link;
 * a pending one gets its link again (once a day at most); a confirmed one is left alone. The
 * link goes out within the caps of visitor mail (visitorMailAllowed). The answer is the same in
 * every case, so the form does not tell who is subscribed.
 */
export async function handleSubscribe(input: LeadInput, deps: LeadDeps): Promise<FormState> {
  const g = await gate('newsletter', input, deps, 'errors.newsletterFailed');
  if (g.done) return g.done;
  const { values, key } = g;
  const email = g.data.email.toLowerCase();
  const locale = localeOf(input.fields);
  const pagePath = pagePathOf(input.fields);
  const now = deps.now();
  const submission = { form: 'newsletter', key, answer: {}, values, failed: 'errors.newsletterFailed' } as const;
  const hashKey = await readNetworkKey(deps, submission);
  if (!Buffer.isBuffer(hashKey)) return hashKey;
  return storeOnce(deps, submission, async (tx) => {
    const nothing = { leadId: null, queued: false };
    const [existing] = await tx.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)).for('update');
    if (existing?.status === 'confirmed') return nothing;
    // updatedAt: when the last link was queued. The cooldown holds from one instance or several,
    // so that nobody can mail-bomb an inbox through the form.
    if (existing?.status === 'pending' && now.getTime() - existing.updatedAt.getTime() < CONFIRMATION_COOLDOWN_MS) return nothing;
    // Capped like acknowledgements: nothing changes (a later request may still send the link).
    if (!(await visitorMailAllowed(tx, 'confirmation', email, input.ip, now.getTime()))) {
      deps.log('[leads] newsletter: confirmation capped, nothing sent', null);
      await countEvent(tx, COUNTER.confirmationCapped);
      return nothing;
    }
    let sub: { email: string; locale: Locale; confirmToken: string; unsubscribeToken: string };
    if (!existing) {
      sub = { email, locale, confirmToken: newToken(), unsubscribeToken: newToken() };
      const inserted = await tx
        .insert(newsletterSubscriptions)
        .values({ ...sub, status: 'pending', pagePath, ipHash: hashIp(input.ip, hashKey), createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: newsletterSubscriptions.email })
        .returning({ id: newsletterSubscriptions.id });
      // A simultaneous request for the same address won: its confirmation is on its way.
      if (inserted.length === 0) return nothing;
    } else {
      const confirmToken = existing.status === 'unsubscribed' ? newToken() : existing.confirmToken;
      sub = { email, locale, confirmToken, unsubscribeToken: existing.unsubscribeToken };
      await tx
        .update(newsletterSubscriptions)
        .set({ status: 'pending', locale, confirmToken, updatedAt: now })
        .where(eq(newsletterSubscriptions.id, existing.id));
    }
    await enqueueEmails(tx, [newsletterConfirmEmail(sub, deps.config)]);
    return { leadId: null, queued: true };
  });
}
