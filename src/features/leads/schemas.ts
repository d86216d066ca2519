import { z } from 'zod';
import { isEmailAddress } from '@/lib/email-address';
import { isCommonFreeMailAddress } from './free-mail';
import { isTimeZone, SLOT_ID } from '@/lib/slot-id';
import { BOUNDS, BUDGETS, CONTACT_SERVICES, HONEYPOT_FIELD } from './options';

// No compiled validators: zod probes for them with Function(""), which the pages' strict
// Content-Security-Policy refuses and reports as a violation.
z.config({ jitless: true });

// Re-exported for the server and tests; client components import them from './options', which
// keeps zod out of every page's first load.
export { BOUNDS, HONEYPOT_FIELD };

/**
 * One schema per form, run by the browser (to help) and by the server (to decide).
 * Every message is a key of the 'forms' namespace (forms.errors), never text.
 */


const PHONE = /^[0-9 +()\-./]+$/;

/** Line breaks and control characters become one space: a one-line field stays one line. */
const singleLine = (value: string) =>
  value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim();
/** Keeps line breaks (as \n) and tabs, drops other control characters. */
const multiLine = (value: string) =>
  value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '').trim();

const text = () => z.string({ error: 'errors.required' });

const lineField = (min: number, max: number, lengthKey: string) =>
  text()
    .overwrite(singleLine)
    .min(1, { error: 'errors.required', abort: true })
    .min(min, { error: lengthKey, abort: true })
    .max(max, { error: lengthKey, abort: true })
    .prefault('');

const name = lineField(BOUNDS.name.min, BOUNDS.name.max, 'errors.nameLength');
const company = lineField(BOUNDS.company.min, BOUNDS.company.max, 'errors.companyLength');

const email = text()
  .overwrite(singleLine)
  .min(1, { error: 'errors.required', abort: true })
  .max(BOUNDS.email.max, { error: 'errors.emailLength', abort: true })
  // The one address rule (src/lib/email-address.ts): what passes here, the invite accepts too.
  .refine(isEmailAddress, { error: 'errors.emailInvalid', abort: true })
  .prefault('');

/** A business address: refused when `isFreeMail` says it is a free-mail one. */
export const businessEmailWith = (isFreeMail: (email: string) => boolean) => email.refine((v) => !isFreeMail(v), { error: 'errors.businessEmail' });

// The browser checks the common providers; the server's schemas (server-schemas.ts) the whole list.
const businessEmail = businessEmailWith(isCommonFreeMailAddress);

const phone = text()
  .overwrite(singleLine)
  .min(1, { error: 'errors.required', abort: true })
  .min(BOUNDS.phone.min, { error: 'errors.phoneInvalid', abort: true })
  .max(BOUNDS.phone.max, { error: 'errors.phoneInvalid', abort: true })
  .regex(PHONE, { error: 'errors.phoneInvalid', abort: true })
  .refine((v) => (v.match(/\d/g) ?? []).length >= BOUNDS.phone.min, { error: 'errors.phoneInvalid' })
  .prefault('');

const longText = (min: number, max: number, lengthKey: string) =>
  text()
    .overwrite(multiLine)
    .min(1, { error: 'errors.required', abort: true })
    .min(min, { error: lengthKey, abort: true })
    .max(max, { error: lengthKey, abort: true })
    .prefault('');

/** '' means "not chosen"; anything else must be one of the ids. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  text()
    .overwrite(singleLine)
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.enum(values, { error: 'errors.invalidOption' }).optional())
    .prefault('');

const optionalLine = (max: number) =>
  text()
    .overwrite(singleLine)
    .max(max, { error: 'errors.tooLong', abort: true })
    .transform((v) => (v === '' ? undefined : v))
    .prefault('');

/**
 * The slot chosen, as its start in UTC ('2026-12-07T09:00Z'): whether it is offered and free is
 * the server's to say (it knows the calendar); a missing one is refused as a missing date.
 */
const slot = text()
  .overwrite(singleLine)
  .min(1, { error: 'errors.dateMissing', abort: true })
  .regex(SLOT_ID, { error: 'errors.slotInvalid' })
  .prefault('');

/** The visitor's time zone (the browser's, or as chosen): their emails state the time in it. Unknown: the owner's. */
const timeZone = text()
  .overwrite(singleLine)
  .transform((v) => (isTimeZone(v) ? v : undefined))
  .prefault('');

export const bookingSchema = z.object({
  name,
  email: businessEmail,
  company,
  phone,
  budget: optionalChoice(BUDGETS),
  slot,
  timeZone,
  goals: longText(BOUNDS.goals.min, BOUNDS.goals.max, 'errors.goalsLength'),
  consultant: optionalLine(BOUNDS.consultant.max),
  service: optionalLine(BOUNDS.service.max),
});

export const contactSchema = z.object({
  name,
  email: businessEmail,
  company,
  phone,
  service: optionalChoice(CONTACT_SERVICES),
  message: longText(BOUNDS.message.min, BOUNDS.message.max, 'errors.messageLength'),
});

export const newsletterSchema = z.object({ email });

export type BookingInput = z.input<typeof bookingSchema>;
export type Booking = z.output<typeof bookingSchema>;
export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
export type NewsletterInput = z.input<typeof newsletterSchema>;
export type Newsletter = z.output<typeof newsletterSchema>;

export type LeadForm = 'booking' | 'contact' | 'newsletter';

/** The visible fields of each form, in order (hidden fields: 'locale', 'page', HONEYPOT_FIELD). */
export const formFields = {
  booking: ['name', 'email', 'company', 'phone', 'budget', 'slot', 'timeZone', 'goals', 'consultant', 'service'],
  contact: ['name', 'email', 'company', 'phone', 'service', 'message'],
  newsletter: ['email'],
} as const satisfies Record<LeadForm, readonly string[]>;

export const formSchemas = { booking: bookingSchema, contact: contactSchema, newsletter: newsletterSchema } as const;

/** Field -> first message key. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in out)) out[field] = issue.message;
  }
  return out;
}

/**
 * The toast that sums up a refused form (a key of 'forms' holding { title, description }),
 * in this order of precedence: missing date first, then missing fields, then the business email.
 */
export function noticeForErrors(form: LeadForm, errors: FieldErrors): string {
  if (form === 'booking' && errors.slot === 'errors.dateMissing') return 'errors.dateRequired';
  if (Object.values(errors).includes('errors.required')) return 'errors.requiredFields';
  if (errors.email === 'errors.businessEmail') {
    return form === 'booking' ? 'errors.businessEmailBooking' : 'errors.businessEmailContact';
  }
  return 'errors.invalidFields';
}
