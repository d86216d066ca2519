import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOUNDS,
  bookingSchema,
  contactSchema,
  fieldErrors,
  newsletterSchema,
  noticeForErrors,
  type BookingInput,
  type ContactInput,
} from './schemas';
import { ALWAYS_REFUSED_DOMAINS } from './free-mail';
import { BUDGETS, CONTACT_SERVICES } from './options';
import { newsletterErrors } from '@/i18n/messages';

const NOW = new Date('2026-12-07T15:00:00Z');

const booking = (over: Partial<Record<keyof BookingInput, string>> = {}): BookingInput => ({
  name: 'Ada Lovelace',
  email: 'ada@analytical-engines.co.uk',
  company: 'Analytical Engines Ltd',
  phone: '+44 (20) 7946-0958',
  budget: '',
  slot: '2026-12-08T08:00Z',
  timeZone: 'America/New_York',
  goals: 'Automate our support desk with GPT agents.',
  consultant: '',
  service: '',
  ...over,
});

const contact = (over: Partial<Record<keyof ContactInput, string>> = {}): ContactInput => ({
  name: 'Ada Lovelace',
  email: 'ada@analytical-engines.co.uk',
  company: 'Analytical Engines Ltd',
  phone: '030 1234567',
  service: '',
  message: 'We would like to talk about a pilot.',
  ...over,
});

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
  result.success || !result.error ? {} : fieldErrors(result.error);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('booking schema', () => {
  it('accepts a complete booking and trims, with empty optional fields as undefined', () => {
    const r = bookingSchema.safeParse(booking({ name: '  Ada Lovelace  ' }));
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ name: 'Ada Lovelace', budget: undefined, consultant: undefined, service: undefined });
  });

  it('reports every missing required field as errors.required (the slot as errors.dateMissing)', () => {
    const r = bookingSchema.safeParse({});
    expect(errorsOf(r)).toEqual({
      name: 'errors.required',
      email: 'errors.required',
      company: 'errors.required',
      phone: 'errors.required',
      slot: 'errors.dateMissing',
      goals: 'errors.required',
    });
  });

  it('treats whitespace-only as missing', () => {
    expect(errorsOf(bookingSchema.safeParse(booking({ name: '   ', goals: ' \n ' })))).toEqual({
      name: 'errors.required',
      goals: 'errors.required',
    });
  });

  it.each(ALWAYS_REFUSED_DOMAINS)('refuses the free-mail domain %s in mixed case', (domain) => {
    const mixed = domain.replace(/^./, (c) => c.toUpperCase()).replace('.com', '.CoM');
    expect(errorsOf(bookingSchema.safeParse(booking({ email: `Ada@${mixed}` })))).toEqual({ email: 'errors.businessEmail' });
  });

  it('refuses a subdomain of a free-mail domain and European providers', () => {
    for (const email of ['ada@mail.yahoo.com', 'ada@GMX.de', 'ada@orange.FR', 'ada@web.de', 'ada@t-online.de', 'ada@laposte.net']) {
      expect(errorsOf(bookingSchema.safeParse(booking({ email })))).toEqual({ email: 'errors.businessEmail' });
    }
  });

  it('checks the email format and its length bound (254)', () => {
    expect(errorsOf(bookingSchema.safeParse(booking({ email: 'not-an-email' })))).toEqual({ email: 'errors.emailInvalid' });
    // the longest address: a 64-character local part and 63-character domain labels
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(at254.length).toBe(254);
    expect(errorsOf(bookingSchema.safeParse(booking({ email: at254 })))).toEqual({});
    expect(errorsOf(bookingSchema.safeParse(booking({ email: 'c' + at254 })))).toEqual({ email: 'errors.emailLength' });
  });

  it.each([
    ['name', BOUNDS.name, 'errors.nameLength'],
    ['company', BOUNDS.company, 'errors.companyLength'],
  ] as const)('bounds %s to 2-120 characters', (field, bounds, key) => {
    expect(errorsOf(bookingSchema.safeParse(booking({ [field]: 'x'.repeat(bounds.min) })))).toEqual({});
    expect(errorsOf(bookingSchema.safeParse(booking({ [field]: 'x'.repeat(bounds.max) })))).toEqual({});
    expect(errorsOf(bookingSchema.safeParse(booking({ [field]: 'x'.repeat(bounds.min - 1) })))).toEqual({ [field]: key });
    expect(errorsOf(bookingSchema.safeParse(booking({ [field]: 'x'.repeat(bounds.max + 1) })))).toEqual({ [field]: key });
  });

  it('bounds goals to 10-5000 characters and keeps its line breaks', () => {
    expect(errorsOf(bookingSchema.safeParse(booking({ goals: 'x'.repeat(10) })))).toEqual({});
    expect(errorsOf(bookingSchema.safeParse(booking({ goals: 'x'.repeat(5000) })))).toEqual({});
    expect(errorsOf(bookingSchema.safeParse(booking({ goals: 'x'.repeat(9) })))).toEqual({ goals: 'errors.goalsLength' });
    expect(errorsOf(bookingSchema.safeParse(booking({ goals: 'x'.repeat(5001) })))).toEqual({ goals: 'errors.goalsLength' });
    expect(bookingSchema.parse(booking({ goals: 'line one\r\nline two' })).goals).toBe('line one\nline two');
  });

  it('accepts phones of 6-32 digits, spaces and +()-./ only', () => {
    for (const phone of ['123456', '+49 (0)30 123-45.67/8', '1'.repeat(32)]) {
      expect(errorsOf(bookingSchema.safeParse(booking({ phone })))).toEqual({});
    }
    for (const phone of ['12345', '1'.repeat(33), '+49 30 1234 ext', '------', '+1 (555)']) {
      expect(errorsOf(bookingSchema.safeParse(booking({ phone })))).toEqual({ phone: 'errors.phoneInvalid' });
    }
  });

  it('accepts each of the 7 budgets and none, refuses other values', () => {
    expect(BUDGETS).toHaveLength(7);
    for (const budget of BUDGETS) expect(bookingSchema.parse(booking({ budget })).budget).toBe(budget);
    expect(errorsOf(bookingSchema.safeParse(booking({ budget: '1m-plus' })))).toEqual({ budget: 'errors.invalidOption' });
  });

  it('takes a slot as its UTC start to the minute; whether it is offered and free is the server’s to say', () => {
    expect(bookingSchema.parse(booking()).slot).toBe('2026-12-08T08:00Z');
    // Any well-formed instant passes here, even one long past: the server checks it against the calendar.
    expect(errorsOf(bookingSchema.safeParse(booking({ slot: '2020-01-01T03:00Z' })))).toEqual({});
    for (const slot of ['2026-12-08', '2026-12-08T08:00', '2026-12-08T08:00:00Z', '9am-10am', '08.12.2026 09:00']) {
      expect(errorsOf(bookingSchema.safeParse(booking({ slot }))), slot).toEqual({ slot: 'errors.slotInvalid' });
    }
  });

  it("keeps the visitor's time zone when the platform knows it, and drops any other", () => {
    expect(bookingSchema.parse(booking()).timeZone).toBe('America/New_York');
    expect(bookingSchema.parse(booking({ timeZone: 'UTC' })).timeZone).toBe('UTC');
    for (const timeZone of ['', 'Mars/Olympus', 'Europe/Berlin<script>', '../etc/passwd']) expect(bookingSchema.parse(booking({ timeZone })).timeZone, timeZone).toBeUndefined();
  });

  it('bounds the optional consultant and service to 120 characters', () => {
    const ok = bookingSchema.parse(booking({ consultant: 'Dr. Sarah Chen', service: 'strategicAssessment' }));
    expect(ok).toMatchObject({ consultant: 'Dr. Sarah Chen', service: 'strategicAssessment' });
    expect(errorsOf(bookingSchema.safeParse(booking({ consultant: 'x'.repeat(120) })))).toEqual({});
    expect(errorsOf(bookingSchema.safeParse(booking({ consultant: 'x'.repeat(121), service: 'y'.repeat(121) })))).toEqual({
      consultant: 'errors.tooLong',
      service: 'errors.tooLong',
    });
  });

  it('flattens line breaks and control characters in one-line fields', () => {
    const r = bookingSchema.parse(booking({ name: 'Eve\r\nBcc: victim@example.org', company: 'Acme\u0000 Corp' }));
    expect(r.name).toBe('Eve Bcc: victim@example.org');
    expect(r.company).toBe('Acme Corp');
  });
});

describe('contact schema', () => {
  it('accepts a message without a service, and each of the 7 services', () => {
    expect(contactSchema.parse(contact()).service).toBeUndefined();
    expect(CONTACT_SERVICES).toHaveLength(7);
    for (const service of CONTACT_SERVICES) expect(contactSchema.parse(contact({ service })).service).toBe(service);
    expect(errorsOf(contactSchema.safeParse(contact({ service: 'astrology' })))).toEqual({ service: 'errors.invalidOption' });
  });

  it('requires name, email, company, phone and message', () => {
    expect(errorsOf(contactSchema.safeParse({}))).toEqual({
      name: 'errors.required',
      email: 'errors.required',
      company: 'errors.required',
      phone: 'errors.required',
      message: 'errors.required',
    });
  });

  it('bounds the message to 10-5000 characters', () => {
    expect(errorsOf(contactSchema.safeParse(contact({ message: 'x'.repeat(10) })))).toEqual({});
    expect(errorsOf(contactSchema.safeParse(contact({ message: 'x'.repeat(5000) })))).toEqual({});
    expect(errorsOf(contactSchema.safeParse(contact({ message: 'x'.repeat(9) })))).toEqual({ message: 'errors.messageLength' });
    expect(errorsOf(contactSchema.safeParse(contact({ message: 'x'.repeat(5001) })))).toEqual({ message: 'errors.messageLength' });
  });

  it('refuses free-mail addresses', () => {
    expect(errorsOf(contactSchema.safeParse(contact({ email: 'ADA@HOTMAIL.COM' })))).toEqual({ email: 'errors.businessEmail' });
  });
});

describe('newsletter schema', () => {
  it('takes any valid address up to 254 characters, free-mail included', () => {
    expect(newsletterSchema.parse({ email: ' reader@gmail.com ' }).email).toBe('reader@gmail.com');
    expect(errorsOf(newsletterSchema.safeParse({ email: '' }))).toEqual({ email: 'errors.required' });
    expect(errorsOf(newsletterSchema.safeParse({ email: 'reader@' }))).toEqual({ email: 'errors.emailInvalid' });
    expect(errorsOf(newsletterSchema.safeParse({ email: `${'a'.repeat(64)}@${'b'.repeat(190)}.de` }))).toEqual({
      email: 'errors.emailLength',
    });
  });

  it('gives only messages that every page hands to the browser (the footer form needs no more)', () => {
    const errors = ['', 'reader@', `${'a'.repeat(64)}@${'b'.repeat(190)}.de`].map((email) => errorsOf(newsletterSchema.safeParse({ email })));
    const keys = [
      ...errors.flatMap((e) => [...Object.values(e), noticeForErrors('newsletter', e)]),
      // The server's own notices for this form (handlers.ts): limit reached, storing failed.
      'errors.rateLimited',
      'errors.newsletterFailed',
    ];
    expect(keys).toHaveLength(8);
    for (const key of keys) expect(newsletterErrors).toContain(`forms.${key}`);
  });
});

describe('noticeForErrors', () => {
  it('puts a missing date first, then missing fields, then the business email', () => {
    expect(noticeForErrors('booking', { slot: 'errors.dateMissing', name: 'errors.required' })).toBe('errors.dateRequired');
    expect(noticeForErrors('booking', { name: 'errors.required', email: 'errors.businessEmail' })).toBe('errors.requiredFields');
    expect(noticeForErrors('booking', { email: 'errors.businessEmail' })).toBe('errors.businessEmailBooking');
    expect(noticeForErrors('contact', { email: 'errors.businessEmail' })).toBe('errors.businessEmailContact');
    expect(noticeForErrors('contact', { phone: 'errors.phoneInvalid' })).toBe('errors.invalidFields');
  });
});

describe('the server’s schemas', () => {
  it('refuse every address of the maintained free-mail list, where the browser’s refuse the common ones', async () => {
    const { serverSchemas } = await import('./server/schemas');
    expect(bookingSchema.safeParse(booking({ email: 'ada@mail.ru' })).success).toBe(true);
    expect(errorsOf(serverSchemas.booking.safeParse(booking({ email: 'ada@mail.ru' })))).toEqual({ email: 'errors.businessEmail' });
    expect(errorsOf(serverSchemas.contact.safeParse({ ...booking({ email: 'ada@mail.ru' }), message: 'We would like to talk.' }))).toEqual({ email: 'errors.businessEmail' });
    expect(serverSchemas.booking.safeParse(booking()).success).toBe(true);
  });
});
