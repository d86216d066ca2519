import { z } from 'zod';
import { locales } from '@/i18n/routing';
import type { Lead, NewsletterSubscription } from '@/server/db/schema';

/*
 * The events the site sends to the owner's webhook receiver, and their payloads: the contract
 * with the owner's CRM or automation tool (docs/webhooks.md, docs/webhooks.schema.json made from
 * these schemas by `npm run webhook:schema`).
 *
 * Every payload is `{ type, version, timestamp, data }` (the Standard Webhooks envelope, plus a
 * version). `data` is the stored record, with the field names and formats of
 * `npm run leads:export`, never a token or the hash of the client's address. Within a version,
 * fields are only ever added; a change a receiver could trip over gets a new version.
 *
 * No side effects and no `server-only` here: the schema script and the unit tests read this file.
 */

/** The payload version of every event type today. */
export const WEBHOOK_PAYLOAD_VERSION = 1;

const dateTime = z.iso.datetime({ offset: false }).describe('ISO 8601 in UTC, e.g. 2026-05-04T09:12:33.120Z');
const text = (description: string) => z.string().describe(description);
const maybe = (description: string) => z.string().nullable().describe(description);

/** A booking or a contact message as stored (table leads), without the client address hash. */
const leadRecord = z
  .object({
    id: z.number().int().positive().describe('The lead’s number: the same in the owner’s email and in npm run leads:export'),
    kind: z.enum(['booking', 'contact']),
    created_at: dateTime.describe('When the lead was stored (UTC)'),
    name: text('As typed'),
    email: text('As typed (business address)'),
    company: text('As typed'),
    phone: text('As typed'),
    service: maybe('booking: the fixed name of the free consultation, in the visitor’s language; contact: the id of the service chosen, or null'),
    budget: maybe('booking: one of under-25k, 25k-50k, 50k-100k, 100k-250k, 250k-500k, 500k-plus, not-sure, or null'),
    preferred_date: z.iso.date().nullable().describe('booking: the date asked for, YYYY-MM-DD, in the owner’s time zone (owner_time_zone)'),
    time_slot: maybe('booking: the time slot asked for, in the owner’s time zone, e.g. 9am-10am'),
    status: z.enum(['requested', 'confirmed', 'declined', 'cancelled']).nullable().describe('booking: requested until the owner confirms or declines it, cancelled when the visitor cancels it; null for a contact message (and for bookings made before booking had slots)'),
    starts_at: dateTime.nullable().describe('booking: when the slot starts (UTC)'),
    ends_at: dateTime.nullable().describe('booking: when the slot ends (UTC)'),
    time_zone: maybe('booking: the visitor’s IANA time zone, e.g. America/New_York: the visitor’s emails state the time in it'),
    owner_time_zone: maybe('booking: the owner’s IANA time zone the slot was offered in (BOOKING_TIME_ZONE), e.g. Europe/Berlin'),
    status_changed_at: dateTime.nullable().describe('booking: when the status last changed (UTC)'),
    goals: maybe('booking: the goals as typed'),
    consultant: maybe('booking: the directory id of the consultant asked for, or null'),
    origin: maybe('booking: the service the booking was started from (its id), when given, or null'),
    message: text('booking: the booking summary the owner’s email carries; contact: the message as typed'),
    locale: z.enum(locales).describe('The language of the page the form was sent from'),
    page_path: maybe('The path of the page the form was sent from, e.g. /de/leistungen, or null'),
  })
  .describe('A lead as npm run leads:export writes it');

const bookingRecord = leadRecord.extend({ kind: z.literal('booking') }).describe('A booking request as stored');
const contactRecord = leadRecord.extend({ kind: z.literal('contact') }).describe('A contact message as stored');

/** A newsletter subscription as stored, without its link tokens and the client address hash. */
const subscriptionRecord = z
  .object({
    id: z.number().int().positive().describe('The subscription’s number'),
    email: text('The subscriber’s address, lower-cased'),
    locale: z.enum(locales).describe('The language the subscriber signed up in'),
    status: z.enum(['confirmed', 'unsubscribed']),
    page_path: maybe('The path of the page the sign-up was sent from, or null'),
    created_at: dateTime.describe('When the address was first signed up (UTC)'),
    confirmed_at: dateTime.nullable().describe('When the subscriber last confirmed (double opt-in), UTC'),
    unsubscribed_at: dateTime.nullable().describe('When the subscriber unsubscribed, UTC, or null'),
  })
  .describe('A newsletter subscription');

const envelope = <T extends string, D extends z.ZodType>(type: T, data: D, description: string) =>
  z
    .object({
      type: z.literal(type),
      version: z.literal(WEBHOOK_PAYLOAD_VERSION).describe('The payload version of this event type'),
      timestamp: dateTime.describe('When the event happened (UTC)'),
      data,
    })
    .describe(description);

/** The seven lead events, each with its payload schema. */
export const webhookEventSchemas = {
  'booking.created': envelope('booking.created', bookingRecord, 'A visitor asked for a consultation (booking dialog or page).'),
  'booking.confirmed': envelope('booking.confirmed', bookingRecord, 'The owner confirmed a booking (its confirm link).'),
  'booking.declined': envelope('booking.declined', bookingRecord, 'The owner declined a booking (its decline link).'),
  'booking.cancelled': envelope('booking.cancelled', bookingRecord, 'The visitor cancelled a booking (the cancel link of their email).'),
  'contact.created': envelope('contact.created', contactRecord, 'A visitor sent the contact form.'),
  'newsletter.confirmed': envelope('newsletter.confirmed', subscriptionRecord.extend({ status: z.literal('confirmed') }), 'A subscriber confirmed their address (double opt-in): only now may the newsletter go to them.'),
  'newsletter.unsubscribed': envelope('newsletter.unsubscribed', subscriptionRecord.extend({ status: z.literal('unsubscribed') }), 'A confirmed subscriber unsubscribed (link, button or their mail client’s one-click unsubscribe).'),
} as const;

/** Sent only by `npm run webhook:test`, to check a receiver: carries no lead. */
export const testEventSchema = envelope(
  'webhook.test',
  z.object({ message: text('A fixed sentence saying what this is'), site: text('The site’s SITE_URL') }),
  'A test event from npm run webhook:test; it carries no lead.',
);

export type WebhookEventType = keyof typeof webhookEventSchemas;
export const WEBHOOK_EVENT_TYPES = Object.keys(webhookEventSchemas) as WebhookEventType[];
export type WebhookPayload<T extends WebhookEventType = WebhookEventType> = z.infer<(typeof webhookEventSchemas)[T]>;
export type TestPayload = z.infer<typeof testEventSchema>;

/** What the caller hands over for each type: the row it just wrote. */
export type EventRecord<T extends WebhookEventType> = T extends `newsletter.${string}` ? NewsletterSubscription : Lead;

/** Every event the receiver may get, as one schema (the JSON Schema file is made from it). */
const s = webhookEventSchemas;
export const anyWebhookPayload = z.discriminatedUnion('type', [
  s['booking.created'],
  s['booking.confirmed'],
  s['booking.declined'],
  s['booking.cancelled'],
  s['contact.created'],
  s['newsletter.confirmed'],
  s['newsletter.unsubscribed'],
  testEventSchema,
]);

const iso = (date: Date) => date.toISOString();

function leadData(lead: Lead) {
  return {
    id: lead.id,
    kind: lead.kind,
    created_at: iso(lead.createdAt),
    name: lead.name,
    email: lead.email,
    company: lead.company,
    phone: lead.phone,
    service: lead.service,
    budget: lead.budget,
    preferred_date: lead.preferredDate,
    time_slot: lead.timeSlot,
    status: lead.status,
    starts_at: lead.slotStart ? iso(lead.slotStart) : null,
    ends_at: lead.slotEnd ? iso(lead.slotEnd) : null,
    time_zone: lead.timeZone,
    owner_time_zone: lead.ownerTimeZone,
    status_changed_at: lead.statusChangedAt ? iso(lead.statusChangedAt) : null,
    goals: lead.goals,
    consultant: lead.consultant,
    origin: lead.origin,
    message: lead.message,
    locale: lead.locale,
    page_path: lead.pagePath,
  };
}

function subscriptionData(sub: NewsletterSubscription) {
  return {
    id: sub.id,
    email: sub.email,
    locale: sub.locale,
    status: sub.status,
    page_path: sub.pagePath,
    created_at: iso(sub.createdAt),
    confirmed_at: sub.confirmedAt ? iso(sub.confirmedAt) : null,
    unsubscribed_at: sub.unsubscribedAt ? iso(sub.unsubscribedAt) : null,
  };
}

/** The payload of one event, from the row the change wrote. */
export function eventPayload<T extends WebhookEventType>(type: T, record: EventRecord<T>, at: Date): WebhookPayload<T> {
  const data = type.startsWith('newsletter.') ? subscriptionData(record as NewsletterSubscription) : leadData(record as Lead);
  return { type, version: WEBHOOK_PAYLOAD_VERSION, timestamp: iso(at), data } as WebhookPayload<T>;
}

// --- examples: docs/operations.md's and docs/webhooks.md's, and what `npm run webhook:test -- <type>` sends ---

const exampleBooking: Lead = {
  id: 42,
  kind: 'booking',
  name: 'Ada Example',
  email: 'ada@example.com',
  company: 'Example Analytics Ltd',
  phone: '+1 555 0100',
  service: 'Free Consultation Booking',
  message: 'Goals: A GPT assistant for our support desk.\nPreferred Date: Monday, June 1, 2026\nPreferred Time: 3:00 – 4:00 AM (Eastern Time), that is 9:00 – 10:00 AM in Berlin\nBudget: $50,000 - $100,000',
  budget: '50k-100k',
  preferredDate: '2026-06-01',
  timeSlot: '9am-10am',
  status: 'requested',
  slotStart: new Date('2026-06-01T07:00:00.000Z'),
  slotEnd: new Date('2026-06-01T08:00:00.000Z'),
  timeZone: 'America/New_York',
  ownerTimeZone: 'Europe/Berlin',
  statusChangedAt: new Date('2026-05-04T09:12:33.120Z'),
  ownerTokenHash: null,
  visitorTokenHash: null,
  inviteUid: null,
  goals: 'A GPT assistant for our support desk.',
  consultant: null,
  origin: 'custom-implementation',
  locale: 'en',
  pagePath: '/custom-implementation',
  ipHash: null,
  createdAt: new Date('2026-05-04T09:12:33.120Z'),
};

const exampleContact: Lead = {
  ...exampleBooking,
  id: 43,
  kind: 'contact',
  name: 'Grace Example',
  email: 'grace@example.org',
  company: 'Example SA',
  phone: '01 23 45 67 89',
  service: 'training',
  message: 'Nous souhaitons former nos équipes.',
  budget: null,
  preferredDate: null,
  timeSlot: null,
  status: null,
  slotStart: null,
  slotEnd: null,
  timeZone: null,
  ownerTimeZone: null,
  statusChangedAt: null,
  goals: null,
  origin: null,
  locale: 'fr',
  pagePath: '/fr',
  createdAt: new Date('2026-05-04T10:00:00.000Z'),
};

const exampleSubscription: NewsletterSubscription = {
  id: 7,
  email: 'reader@example.com',
  locale: 'en',
  status: 'confirmed',
  confirmToken: '',
  unsubscribeToken: '',
  pagePath: '/news-views',
  ipHash: null,
  createdAt: new Date('2026-05-04T08:00:00.000Z'),
  updatedAt: new Date('2026-05-04T08:05:00.000Z'),
  confirmedAt: new Date('2026-05-04T08:05:00.000Z'),
  unsubscribedAt: null,
};

const later = (minutes: number) => new Date(exampleBooking.createdAt.getTime() + minutes * 60_000);

/** One example payload per event type (fictitious people at example domains). */
export function exampleEvent<T extends WebhookEventType>(type: T): WebhookPayload<T> {
  const examples: { [K in WebhookEventType]: () => WebhookPayload<K> } = {
    'booking.created': () => eventPayload('booking.created', exampleBooking, exampleBooking.createdAt),
    'booking.confirmed': () => eventPayload('booking.confirmed', { ...exampleBooking, status: 'confirmed', statusChangedAt: later(30) }, later(30)),
    'booking.declined': () => eventPayload('booking.declined', { ...exampleBooking, status: 'declined', statusChangedAt: later(30) }, later(30)),
    'booking.cancelled': () => eventPayload('booking.cancelled', { ...exampleBooking, status: 'cancelled', statusChangedAt: later(90) }, later(90)),
    'contact.created': () => eventPayload('contact.created', exampleContact, exampleContact.createdAt),
    'newsletter.confirmed': () => eventPayload('newsletter.confirmed', exampleSubscription, exampleSubscription.confirmedAt!),
    'newsletter.unsubscribed': () => {
      const at = new Date('2026-09-01T12:00:00.000Z');
      return eventPayload('newsletter.unsubscribed', { ...exampleSubscription, status: 'unsubscribed', unsubscribedAt: at }, at);
    },
  };
  return examples[type]() as WebhookPayload<T>;
}

export function testEvent(site: string, at: Date): TestPayload {
  return {
    type: 'webhook.test',
    version: WEBHOOK_PAYLOAD_VERSION,
    timestamp: iso(at),
    data: { message: 'A test event sent by npm run webhook:test. It carries no lead.', site },
  };
}

/** The JSON Schema of every payload (docs/webhooks.schema.json), for receivers in any language. */
export function webhookJsonSchema(): string {
  // io: input leaves additionalProperties open: within a version, fields may be added.
  const schema = z.toJSONSchema(anyWebhookPayload, { target: 'draft-2020-12', io: 'input' });
  return `${JSON.stringify({ ...schema, title: 'Lead events sent to LEADS_WEBHOOK_URL', description: 'One payload per request, signed per Standard Webhooks. See docs/webhooks.md.' }, null, 2)}\n`;
}
