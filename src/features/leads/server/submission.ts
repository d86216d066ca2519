import 'server-only';
import { createHash } from 'node:crypto';
import { and, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { stripControls } from '@/lib/control-chars';
import { defaultLocale, isLocale, localizedPath, publicPath, type Locale } from '@/i18n/routing';
import { LIMITED_PAGE_PATH } from './limited-page';
import { getDb, type Db, type Tx } from '@/server/db/client';
import { formSubmissions, leads, type Lead, type NewLead } from '@/server/db/schema';
import { limitKey, networkKey } from '@/lib/trust-proxy';
import { mailboxKey } from '@/lib/email-address';
import { hashIp } from '@/server/client-ip';
import { siteSecret } from '@/server/secrets';
import type { LeadMeta, MailConfig } from './emails';
import { enqueueEmails, kickOutbox, type MailDraft } from '@/server/mail/outbox';
import { emitWebhookEvent, kickWebhooks } from '@/server/webhooks/outbox';
import { batchedCounter, COUNTER, countEvent } from '@/server/counters';
import { ACK_KEY_PREFIX, ACK_PER_CLIENT, ACK_PER_NETWORK, ACK_PER_RECIPIENT, ACK_SITE_WIDE, hitLimits, siteLimiter, FORM_RATE_LIMIT, REFUSED_FORM_LIMIT, type Limiter } from '@/server/limits';
import { HOLDING } from './availability';
import type { FormState } from '../form-state';
import { BOUNDS, HONEYPOT_FIELD, fieldErrors, formFields, noticeForErrors, type LeadForm } from '../schemas';
import { FORM_KEY_FIELD, FORM_KEY_PATTERN } from '../options';
import { serverSchemas as formSchemas } from './schemas';
import { logFailure } from '@/server/log';


/**
 * What every lead form shares on the server: the submitted fields, the gate (checks, limits,
 * the one-time key), storing a lead once with its emails and events in one transaction, and the
 * caps on mail to a visitor's address. The forms themselves are in handlers.ts.
 */
/** A submitted form as plain strings, and who sent it. */
export type LeadInput = { fields: Record<string, string>; ip: string | null };

export type LeadDeps = {
  getDb: () => Promise<Db>;
  /** The per-client limits (src/server/limits.ts). */
  limit: Limiter;
  /** Starts sending the queued emails and webhook events; called after the commit, never awaited. */
  kickOutbox: () => void;
  log: (message: string, error: unknown) => void;
  now: () => Date;
  config: MailConfig;
  /** Counts an event anyone can cause often (a honeypot hit) for monitoring, without a write per event. */
  count: (name: string) => void | Promise<void>;
  /**
   * Told when a post is refused before anything is stored: a filled honeypot, or a client over
   * its limit. The action answers such a post without JavaScript with a redirect instead of a page.
   */
  onRefusal?: (reason: Refusal) => void;
};

export type Refusal = 'honeypot' | 'limited';

/** Honeypot hits, written to the database every few seconds rather than one write each. */
export const siteCounter = batchedCounter(getDb, logFailure);

export function defaultLeadDeps(): LeadDeps {
  const { SITE_URL, LEADS_TO, MAIL_FROM } = env();
  return {
    getDb,
    limit: siteLimiter,
    count: siteCounter.count,
    kickOutbox: () => {
      void kickOutbox();
      void kickWebhooks();
    },
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

export const localeOf = (fields: Record<string, string>): Locale => (isLocale(fields.locale) ? fields.locale : defaultLocale);

/** The page the form was sent from: a path of the route table (public), or nothing. */
export function pagePathOf(fields: Record<string, string>): string | null {
  const page = fields.page?.trim() ?? '';
  return page.length <= 300 && /^\/(?!\/)[^\s\\?#]*$/.test(page) ? publicPath(page) : null;
}

/**
 * Where a refused post without JavaScript is sent (303) instead of a rendered page: a bot's post
 * back to the page it came from, a client over its limit to the short page that says so.
 */
export function refusalLocation(reason: Refusal, fields: Record<string, string>): string {
  const locale = localeOf(fields);
  const page = pagePathOf(fields) ?? localizedPath('home', locale);
  if (reason === 'honeypot') return page;
  return `${LIMITED_PAGE_PATH}?${new URLSearchParams({ lang: locale, page })}`;
}

/** A field without its own bound (date, time slot, budget) is short; 120 is plenty. */
export const echoLimit = (field: string) => (field in BOUNDS ? BOUNDS[field as keyof typeof BOUNDS].max : 120);

/** What the visitor entered, to give back on a refusal: no field longer than it may be, so a refused 900 KB post is not a 900 KB answer. */
export const enteredValues = (form: LeadForm, fields: Record<string, string>) =>
  Object.fromEntries(formFields[form].filter((f) => fields[f] !== undefined).map((f) => [f, fields[f].slice(0, echoLimit(f))]));

export const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

export type Answer = { slot?: string; timeZone?: string };
export const success = (answer: Answer = {}): FormState => ({ status: 'success', values: {}, errors: {}, ...answer });

/**
 * What makes a submission one: the form's one-time key, or for a post without one (a form sent
 * without JavaScript, or a script's) a digest of its content, so that its replay is the same.
 */
export function submissionKey(form: LeadForm, fields: Record<string, string>, data: unknown): string {
  const given = fields[FORM_KEY_FIELD]?.trim() ?? '';
  if (FORM_KEY_PATTERN.test(given)) return `${form}:key:${given}`;
  return `${form}:digest:${digest(JSON.stringify([localeOf(fields), data]))}`;
}

/** How long a submission is remembered: within it, the same one again is answered, not stored. */
const SUBMISSION_WINDOW_MS = 24 * 3600_000;

/** The answer an earlier submission with this key got within the window, if there was one. */
export async function earlierAnswer(db: Db, key: string, now: Date): Promise<FormState | null> {
  const [row] = await db
    .select({ answer: formSubmissions.answer })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.key, key), gt(formSubmissions.createdAt, new Date(now.getTime() - SUBMISSION_WINDOW_MS))));
  return row ? success(row.answer) : null;
}

/** Thrown inside a lead's transaction when its key is already taken: everything it wrote is rolled back. */
export class DuplicateSubmission extends Error {}

/** Thrown inside a booking's transaction when another booking holds its slot (the unique index): nothing is stored. */
export class SlotTaken extends Error {}

/**
 * Unanswered requests for a time to come that one network (IPv4 /24, IPv6 /48) may hold at once.
 * Every request holds its time until the owner answers it and mails the owner: without a ceiling,
 * a few addresses could hold the whole calendar and fill the owner's inbox. An office of
 * colleagues books a few; a confirmed or declined request no longer counts.
 */
export const OPEN_REQUESTS_PER_NETWORK = 3;

/** Thrown inside a booking's transaction when its network holds OPEN_REQUESTS_PER_NETWORK already: nothing is stored. */
export class TooManyOpenRequests extends Error {}

/** Refuses a booking from a network whose open requests are at the ceiling; counted one request at a time per network, on every instance. */
async function checkOpenRequests(tx: Tx, ipHash: string, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`open-requests:${ipHash}`}, 0))`);
  const [{ open }] = await tx
    .select({ open: count() })
    .from(leads)
    .where(and(eq(leads.ipHash, ipHash), eq(leads.kind, 'booking'), eq(leads.status, 'requested'), gt(leads.slotStart, now)));
  if (open >= OPEN_REQUESTS_PER_NETWORK) throw new TooManyOpenRequests();
}

export type Gate<F extends LeadForm> =
  | { done: FormState }
  | { done?: undefined; data: ReturnType<(typeof formSchemas)[F]['parse']>; values: Record<string, string>; key: string };

/**
 * Honeypot, then the schema, then an earlier answer for the same submission, then the rate
 * limit (the server decides). Refused posts count against their own, higher ceiling: a visitor
 * correcting typos is never locked out of sending, while a flood of junk still is. A honeypot hit
 * costs no database work at all (the server's bucket of POSTs per client bounds a bot's rate).
 */
export async function gate<F extends LeadForm>(form: F, input: LeadInput, deps: LeadDeps, failed: FormState['notice']): Promise<Gate<F>> {
  // Control and bidi characters have no place in a lead, its emails or its export: gone first.
  const fields = Object.fromEntries(Object.entries(input.fields).map(([k, v]) => [k, stripControls(v)]));
  const values = enteredValues(form, fields);
  const client = limitKey(input.ip);
  const now = deps.now().getTime();
  const limited: FormState = { status: 'error', values, errors: {}, notice: 'errors.rateLimited' };
  if ((fields[HONEYPOT_FIELD] ?? '').trim() !== '') {
    // A bot: it gets the success it expects. Logged without any value, and counted for monitoring.
    deps.log(`[leads] ${form}: honeypot filled, dropped`, null);
    try {
      await deps.count(COUNTER.honeypot[form]);
    } catch (error) {
      deps.log('[leads] counting a honeypot hit failed', error);
    }
    deps.onRefusal?.('honeypot');
    return { done: success() };
  }
  const parsed = formSchemas[form].safeParse(fields);
  const key = parsed.success ? submissionKey(form, fields, parsed.data) : '';
  try {
    // A replay or a retry of a stored submission gets the first answer, and costs no attempt.
    const earlier = parsed.success ? await earlierAnswer(await deps.getDb(), key, deps.now()) : null;
    if (earlier) return { done: earlier };
    const rule = parsed.success ? FORM_RATE_LIMIT : REFUSED_FORM_LIMIT;
    const decision = await deps.limit({ keys: [parsed.success ? `${form}:${client}` : `${form}:refused:${client}`], rule, now });
    if (!decision.allowed) {
      deps.onRefusal?.('limited');
      return { done: limited };
    }
  } catch (error) {
    deps.log(`[leads] ${form}: limit check failed`, error);
    return { done: { status: 'error', values, errors: {}, notice: failed } };
  }
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return { done: { status: 'error', values, errors, notice: noticeForErrors(form, errors) } };
  }
  return { data: parsed.data as ReturnType<(typeof formSchemas)[F]['parse']>, values, key };
}

/** What our server sends to a visitor's address: the acknowledgement of a lead, or a newsletter confirmation. */
export type VisitorMail = 'acknowledgement' | 'confirmation';

/**
 * May mail go to the visitor's address? Each kind at most once a day per inbox (counted without
 * case, +tag and ignored dots: victim+1@ and victim+2@ are one inbox), at most 3 an hour from
 * one client address and 10 from its network, and 60 of each kind an hour from the whole site:
 * the forms cannot be used to send our mail to strangers in bulk, and no client can use up the
 * site's allowance for everyone. All or nothing: a refused mail counts against no cap, so a flood
 * aimed at one inbox never uses up the others.
 */
export async function visitorMailAllowed(tx: Tx, kind: VisitorMail, email: string, ip: string | null, now: number): Promise<boolean> {
  // The acknowledgement keys are those of before the newsletter was capped too: their rows stay valid.
  const own = kind === 'acknowledgement' ? ACK_KEY_PREFIX : `${ACK_KEY_PREFIX}newsletter:`;
  const decision = await hitLimits(tx, {
    checks: [
      { keys: [`${own}${digest(mailboxKey(email))}`], rule: ACK_PER_RECIPIENT },
      { keys: [`${ACK_KEY_PREFIX}client:${limitKey(ip)}`], rule: ACK_PER_CLIENT },
      { keys: [`${ACK_KEY_PREFIX}network:${networkKey(ip)}`], rule: ACK_PER_NETWORK },
      { keys: [`${own}site`], rule: ACK_SITE_WIDE },
    ],
    now,
  });
  return decision.allowed;
}

export type Submission = {
  form: LeadForm;
  key: string;
  answer: Answer;
  values: Record<string, string>;
  failed: FormState['notice'];
  /** The answer when the booking's slot was taken in the meantime. */
  taken?: () => Promise<FormState>;
  /** The answer when the booking's network holds as many open requests as it may. */
  tooMany?: () => Promise<FormState>;
};

/**
 * Stores one submission in one transaction: its key first, then what `write` stores (and the
 * emails it queues). A key already taken (a replay, or a concurrent duplicate: its insert waits
 * for the first one's commit) rolls everything back and answers as the first did.
 */
export async function storeOnce(deps: LeadDeps, s: Submission, write: (tx: Tx) => Promise<{ leadId: number | null; queued: boolean }>): Promise<FormState> {
  let queued = false;
  const now = deps.now();
  try {
    const db = await deps.getDb();
    try {
      await db.transaction(async (tx) => {
        // Taken: a key stored within the window. One from before it is stale and taken over.
        const claim = { form: s.form, answer: s.answer, leadId: null, createdAt: now };
        const claimed = await tx
          .insert(formSubmissions)
          .values({ key: s.key, ...claim })
          .onConflictDoUpdate({
            target: formSubmissions.key,
            set: claim,
            setWhere: lte(formSubmissions.createdAt, new Date(now.getTime() - SUBMISSION_WINDOW_MS)),
          })
          .returning({ key: formSubmissions.key });
        if (claimed.length === 0) throw new DuplicateSubmission();
        const written = await write(tx);
        queued = written.queued;
        if (written.leadId !== null) await tx.update(formSubmissions).set({ leadId: written.leadId }).where(eq(formSubmissions.key, s.key));
      });
    } catch (error) {
      if (error instanceof SlotTaken && s.taken) return await s.taken();
      if (error instanceof TooManyOpenRequests && s.tooMany) return await s.tooMany();
      if (!(error instanceof DuplicateSubmission)) throw error;
      return (await earlierAnswer(db, s.key, now)) ?? success(s.answer);
    }
  } catch (error) {
    deps.log(`[leads] ${s.form}: storing failed`, error);
    return { status: 'error', values: s.values, errors: {}, notice: s.failed };
  }
  if (queued) deps.kickOutbox();
  return success(s.answer);
}

/**
 * The key of the stored network hash (hashIp), or the form's failure when the database cannot
 * give it. Read before the transaction: PGlite serves one connection, which a transaction holds.
 */
export async function readNetworkKey(deps: LeadDeps, s: Submission): Promise<Buffer | FormState> {
  try {
    return await siteSecret(await deps.getDb(), 'network-hash');
  } catch (error) {
    deps.log(`[leads] ${s.form}: storing failed`, error);
    return { status: 'error', values: s.values, errors: {}, notice: s.failed };
  }
}

/** A lead's own fields; storeLead adds where and when it came from. */
export type LeadFields = Omit<NewLead, 'locale' | 'pagePath' | 'ipHash' | 'createdAt'>;

/**
 * A booking or contact message: the lead, the owner's notification (never capped), and the
 * visitor's acknowledgement when `visitorMailAllowed` says so (decided inside the
 * transaction, so that only the stored submission counts against the allowance).
 */
export async function storeLead(
  input: LeadInput,
  deps: LeadDeps,
  s: Submission & { email: string },
  fields: LeadFields,
  emails: (meta: LeadMeta, lead: Lead) => { owner: MailDraft; visitor: () => MailDraft },
): Promise<FormState> {
  const meta = { locale: localeOf(input.fields), pagePath: pagePathOf(input.fields), receivedAt: deps.now() };
  const hashKey = await readNetworkKey(deps, s);
  if (!Buffer.isBuffer(hashKey)) return hashKey;
  const ipHash = hashIp(input.ip, hashKey);
  return storeOnce(deps, s, async (tx) => {
    if (fields.kind === 'booking' && ipHash) await checkOpenRequests(tx, ipHash, meta.receivedAt);
    const [lead] = await tx
      .insert(leads)
      .values({ ...fields, locale: meta.locale, pagePath: meta.pagePath, ipHash, createdAt: meta.receivedAt })
      // A booking whose slot another one holds is not stored (leads_slot_held_idx): concurrent
      // requests for one slot, on any number of instances, give exactly one booking.
      .onConflictDoNothing({ target: leads.slotStart, where: inArray(leads.status, [...HOLDING]) })
      .returning();
    if (!lead) throw new SlotTaken();
    await emitWebhookEvent(tx, fields.kind === 'booking' ? 'booking.created' : 'contact.created', lead, meta.receivedAt);
    const mail = emails({ id: lead.id, ...meta }, lead);
    const acknowledge = await visitorMailAllowed(tx, 'acknowledgement', s.email, input.ip, deps.now().getTime());
    await enqueueEmails(tx, acknowledge ? [mail.owner, mail.visitor()] : [mail.owner], lead.id);
    if (!acknowledge) {
      // Logged by kind and id only; counted for monitoring (/api/health with HEALTH_TOKEN).
      deps.log(`[leads] ${s.form} ${lead.id}: acknowledgement capped, the visitor gets no email`, null);
      await countEvent(tx, COUNTER.acknowledgementCapped);
    }
    return { leadId: lead.id, queued: true };
  });
}

