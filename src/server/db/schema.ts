import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Every booking and contact message, stored before any email is tried. */
export const leads = pgTable(
  'leads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['booking', 'contact'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    phone: text('phone').notNull(),
    /** booking: the fixed 'Free Consultation Booking' name (translated); contact: the chosen service id. */
    service: text('service'),
    /** booking: the composed booking message (composeBookingMessage: goals, date, time, budget); contact: the visitor's message. */
    message: text('message').notNull(),
    budget: text('budget'),
    /** booking: the slot's date in the owner's time zone. */
    preferredDate: date('preferred_date', { mode: 'string' }),
    /** booking: the slot in the owner's time zone, as '9am-10am'. */
    timeSlot: text('time_slot'),
    /** booking: where it stands; a declined or cancelled booking no longer holds its slot. */
    status: text('status', { enum: ['requested', 'confirmed', 'declined', 'cancelled'] }),
    /** booking: when the slot starts and ends (stored in UTC). */
    slotStart: timestamp('slot_start', { withTimezone: true }),
    slotEnd: timestamp('slot_end', { withTimezone: true }),
    /** booking: the visitor's IANA time zone (their emails state the time in it), and the owner's when booked. */
    timeZone: text('time_zone'),
    ownerTimeZone: text('owner_time_zone'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /**
     * booking: SHA-256 of the owner's confirm/decline link token and of the visitor's cancel link
     * token. The tokens themselves are only in the emails; the hashes are cleared once the slot is past.
     */
    ownerTokenHash: text('owner_token_hash').unique(),
    visitorTokenHash: text('visitor_token_hash').unique(),
    /** booking: the UID of its calendar invites, so that a cancellation replaces the invitation. */
    inviteUid: text('invite_uid'),
    goals: text('goals'),
    consultant: text('consultant'),
    /** The page or service the booking was started from, when given. */
    origin: text('origin'),
    locale: text('locale').notNull(),
    pagePath: text('page_path'),
    /** SHA-256 of the truncated client address (IPv4 /24, IPv6 /48): abuse tracing without storing the address. */
    ipHash: text('ip_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    check('leads_kind_check', sql`${t.kind} in ('booking', 'contact')`),
    check('leads_status_check', sql`${t.status} in ('requested', 'confirmed', 'declined', 'cancelled')`),
    index('leads_created_at_idx').on(t.createdAt),
    // One booking per slot: what keeps two visitors, on any number of instances, from booking the same hour.
    uniqueIndex('leads_slot_held_idx').on(t.slotStart).where(sql`${t.status} in ('requested', 'confirmed')`),
  ],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased: one row per mailbox. */
    email: text('email').notNull().unique(),
    locale: text('locale').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull().default('pending'),
    confirmToken: text('confirm_token').notNull().unique(),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    pagePath: text('page_path'),
    ipHash: text('ip_hash'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [check('newsletter_status_check', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`)],
);

/**
 * The transactional outbox: rows are written in the same transaction as the lead and sent by
 * the worker, owner notifications first, retried with backoff a bounded number of times and then
 * set aside as dead letters (dead_at) until `npm run outbox -- retry`. Rows leave only by retention.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** An iCalendar invite sent as an .ics attachment. */
    ics: text('ics'),
    /** A one-click unsubscribe URL (List-Unsubscribe header), for newsletter mail. */
    listUnsubscribe: text('list_unsubscribe'),
    leadId: integer('lead_id').references(() => leads.id),
    /** 0: the owner's notification of a lead, sent first; 1: mail to visitors. */
    priority: smallint('priority').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a worker sends the row; a claim older than the lease is taken over. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Set when the last allowed attempt failed: the row waits for an operator (`npm run outbox -- retry`). */
    deadAt: timestamp('dead_at', { withTimezone: true }),
    /** The opaque Message-ID (local part) of the row, kept by every retry: row ids would tell outsiders the mail volume. */
    messageId: text('message_id')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_queue_idx').on(t.priority, t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.deadAt} is null`)],
);

/**
 * The webhook outbox: one row per event for the owner's receiver (LEADS_WEBHOOK_URL), written in
 * the same transaction as the change it tells of and delivered by its own worker
 * (src/server/webhooks/outbox.ts), apart from the mail. The body is serialised once, so every
 * attempt sends the same bytes under the same event id; a failing row is retried with the
 * mail's backoff and set aside as a dead letter after as many attempts.
 */
export const webhookOutbox = pgTable(
  'webhook_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The `webhook-id` of every attempt: receivers drop a second delivery by it. */
    eventId: text('event_id').notNull().unique(),
    /** The event type, e.g. booking.created (src/server/webhooks/events.ts). */
    type: text('type').notNull(),
    /** The JSON payload exactly as it is signed and sent. */
    body: text('body').notNull(),
    /** The lead the event tells of (none for newsletter events): its events go when it is purged. */
    leadId: integer('lead_id').references(() => leads.id),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a worker delivers the row; a claim older than the lease is taken over. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The last failure: an HTTP status or the error's kind, never the receiver's answer. */
    lastError: text('last_error'),
    /** Set when the last allowed attempt failed: the row waits for `npm run outbox -- retry`. */
    deadAt: timestamp('dead_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_outbox_queue_idx').on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null and ${t.deadAt} is null`)],
);

/**
 * Receivers that answered 410 Gone, by a digest of their URL (which may hold a token): no event
 * is sent to one until `npm run outbox -- retry`, or until LEADS_WEBHOOK_URL names another.
 */
export const webhookStops = pgTable('webhook_stops', {
  urlDigest: text('url_digest').primaryKey(),
  status: smallint('status').notNull(),
  stoppedAt: timestamp('stopped_at', { withTimezone: true }).notNull(),
});

/**
 * One row per accepted form submission, keyed by the form's one-time key (or, for a post without
 * one, a digest of its content): a replayed or concurrent duplicate finds the key taken and gets
 * the first answer back, storing and sending nothing. Kept for a day (retention).
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    key: text('key').primaryKey(),
    form: text('form', { enum: ['booking', 'contact', 'newsletter'] }).notNull(),
    /** What the first submission was answered (a success, with the booked slot and the visitor's zone). */
    answer: jsonb('answer').$type<{ slot?: string; timeZone?: string }>().notNull(),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('form_submissions_created_at_idx').on(t.createdAt)],
);

/**
 * The rate limits' memory, shared by every instance (src/server/limits.ts): one row per counted
 * item of a key (a revealed consultant, one form submission) with the time it was counted.
 * Rows older than the longest window are pruned as the limits run and by the retention job.
 */
export const limitHits = pgTable(
  'limit_hits',
  {
    key: text('key').notNull(),
    item: text('item').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.item] }), index('limit_hits_at_idx').on(t.at)],
);

/** Event counters shared by every instance (src/server/counters.ts): honeypot hits per form. */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Secrets the instances must share (the key that signs reveal session ids), made on first use. */
export const siteSecrets = pgTable('site_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type NewsletterSubscription = typeof newsletterSubscriptions.$inferSelect;
export type FormSubmission = typeof formSubmissions.$inferSelect;
export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewOutboxRow = typeof emailOutbox.$inferInsert;
export type WebhookRow = typeof webhookOutbox.$inferSelect;
