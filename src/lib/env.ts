import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';
import { isEmailAddress } from './email-address';
import { isEea, transferBases } from './eea';
import { ALLOW_EXAMPLE_IDENTITY } from './launch-guard';
import { DEFAULT_AVAILABILITY as AVAILABILITY, type Availability, HOLIDAY_REGION, isTimeZone, parseClosedDates, parseDays, parseHours } from './availability';

/**
 * Every environment variable the site reads, validated once. Defaults serve a laptop.
 * A bad value stops the server at start with a message that names the variable.
 */
const email = z.string().refine(isEmailAddress, 'must be an email address');
const url = z.url({ protocol: /^https?$/ });
/** A line of the legal notice (src/features/legal/identity.ts has the example defaults). */
const line = z
  .string()
  .trim()
  .max(300)
  .regex(/^[^<>{}]*$/, 'must not contain < > { or }')
  .optional();
/** A value a parser turns into something, or into the message of what it should be. */
const parsed = <T>(parse: (value: string) => T | string) =>
  z.string().transform((value, ctx): T => {
    const result = parse(value);
    if (typeof result === 'string') {
      ctx.addIssue({ code: 'custom', message: result });
      return z.NEVER;
    }
    return result;
  });
const whole = (min: number, max: number, unit: string) =>
  z.coerce.number().int(`must be a whole number of ${unit}`).min(min, `must be ${min} ${unit} or more`).max(max, `must be ${max} ${unit} or fewer`);
const country = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 country code such as DE or FR').optional();
/** The legal forms the legal notice can name in each language (legal.notice.forms.<code>). */
export const legalForms = ['GmbH', 'UG', 'AG', 'SARL', 'SAS', 'SASU'] as const;
const schema = z.object({
  SITE_URL: url.default('http://localhost:3000').transform((v) => v.replace(/\/+$/, '')),
  BLOG_SITE_URL: url.default('https://blog.chatgpt-consultant.com').transform((v) => v.replace(/\/+$/, '')),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  LEADS_TO: email.default('leads@chatgpt-consultant.com'),
  MAIL_FROM: z.string().min(3).default('ChatGPT Consultant <hello@chatgpt-consultant.com>'),
  DATA_DIR: z.string().default('data'),
  /** Hosting provider analytics, loaded only after consent: 'vercel' (page views and speed) or 'none'. */
  ANALYTICS: z.enum(['none', 'vercel']).default('none'),
  /** The proxies in front of the site (src/lib/trust-proxy.ts); unset: none, the socket's peer is the client. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx): TrustProxy => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  /** Lets monitoring read the details of /api/health (outbox counts) with `Authorization: Bearer <token>`; others get ok or not. */
  HEALTH_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The header those proxies append the client address to. */
  PROXY_HEADER: z.enum(['x-forwarded-for', 'forwarded']).default('x-forwarded-for'),
  /** Searches of the directory and the news list rendered on the server per client address in 10 minutes (docs/decisions/025); past it, or 0, the prerendered page answers and the browser filters. */
  SEARCH_RENDERS: whole(0, 1_000_000, 'renders').default(60),
  /** Where every lead event is POSTed, signed (Standard Webhooks): the owner's CRM or automation tool. Unset: no webhooks. */
  LEADS_WEBHOOK_URL: url.optional(),
  /** The signing secret shared with that receiver, `whsec_` and 24 to 64 random bytes in base64. */
  LEADS_WEBHOOK_SECRET: z
    .string()
    .refine(isWebhookSecret, 'must be whsec_ followed by 24 to 64 random bytes in base64 (make one with: npm run webhook:test -- --new-secret)')
    .optional(),
  /** Lets webhooks go to link-local and cloud metadata addresses (169.254.0.0/16, fe80::/10, ...), refused by default. */
  LEADS_WEBHOOK_ALLOW_LINK_LOCAL: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  // When consultations can be booked (src/lib/availability.ts): a German consultancy's week by default.
  /** The owner's IANA time zone: working hours and closed dates are meant in it. */
  BOOKING_TIME_ZONE: z.string().refine(isTimeZone, 'must be an IANA time zone such as Europe/Berlin').default(AVAILABILITY.BOOKING_TIME_ZONE),
  BOOKING_DAYS: parsed(parseDays).default(parseDays(AVAILABILITY.BOOKING_DAYS) as number[]),
  BOOKING_HOURS: parsed(parseHours).default(parseHours(AVAILABILITY.BOOKING_HOURS) as { start: number; end: number }[]),
  BOOKING_SLOT_MINUTES: whole(15, 240, 'minutes').default(AVAILABILITY.BOOKING_SLOT_MINUTES),
  /** No slot starts sooner than this after the booking. */
  BOOKING_LEAD_HOURS: whole(0, 24 * 30, 'hours').default(AVAILABILITY.BOOKING_LEAD_HOURS),
  /** How many days ahead a slot can be booked. */
  BOOKING_HORIZON_DAYS: whole(1, 365, 'days').default(AVAILABILITY.BOOKING_HORIZON_DAYS),
  /** Whose public holidays are closed: a country (DE) or a country and state (DE-BY), or none. */
  BOOKING_HOLIDAYS: z
    .string()
    .refine((v) => v === 'none' || HOLIDAY_REGION.test(v), 'must be a country code such as DE, a state such as DE-BY, or none')
    .default(AVAILABILITY.BOOKING_HOLIDAYS)
    .transform((v) => (v === 'none' ? null : v)),
  /** The owner's own closed dates: 2026-12-24,2026-12-28..2026-12-31. */
  BOOKING_CLOSED: parsed(parseClosedDates).default([]),
  // Who runs the site, for the legal notice and the privacy policy; baked into the pages at build.
  LEGAL_NAME: line,
  LEGAL_FORM: z.enum(legalForms, { message: `must be one of ${legalForms.join(', ')}` }).optional(),
  /** In euros, digits only (a decimal point allowed): each page formats it ("25.000 €", "25 000 €"). */
  LEGAL_SHARE_CAPITAL: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, 'must be an amount in euros, digits only, such as 25000')
    .transform(Number)
    .optional(),
  LEGAL_STREET: line,
  LEGAL_POSTAL_CODE: line,
  LEGAL_CITY: line,
  LEGAL_COUNTRY: country,
  LEGAL_REPRESENTATIVES: line,
  LEGAL_EMAIL: email.optional(),
  LEGAL_PHONE: line,
  LEGAL_REGISTER_COURT: line,
  LEGAL_REGISTER_NUMBER: line,
  LEGAL_VAT_ID: line,
  LEGAL_CONTENT_RESPONSIBLE: line,
  LEGAL_PUBLICATION_DIRECTOR: line,
  LEGAL_HOST_NAME: line,
  LEGAL_HOST_ADDRESS: line,
  LEGAL_HOST_PHONE: line,
  // The processors the privacy policy names: the host (also the analytics provider, ANALYTICS) and
  // the email provider. A country outside the EEA needs its transfer basis.
  LEGAL_HOST_COUNTRY: country,
  LEGAL_HOST_TRANSFER: z.enum(transferBases).optional(),
  LEGAL_MAIL_PROVIDER_NAME: line,
  LEGAL_MAIL_PROVIDER_ADDRESS: line,
  LEGAL_MAIL_PROVIDER_COUNTRY: country,
  LEGAL_MAIL_PROVIDER_TRANSFER: z.enum(transferBases).optional(),
  // The tool that receives the lead events (LEADS_WEBHOOK_URL): a CRM, an automation or a chat
  // service, which the privacy policy names once it is set.
  LEGAL_CRM_NAME: line,
  LEGAL_CRM_COUNTRY: country,
  LEGAL_CRM_TRANSFER: z.enum(transferBases).optional(),
  /** The law that governs the terms of service: German or French law. */
  LEGAL_GOVERNING_LAW: z.enum(['DE', 'FR']).optional(),
  /** The courts with jurisdiction over disputes with businesses (a city). */
  LEGAL_JURISDICTION: line,
  /** `allow`: build and serve a public SITE_URL although legal values are still examples (src/lib/launch-guard). */
  LEGAL_EXAMPLE_IDENTITY: z.literal(ALLOW_EXAMPLE_IDENTITY, { message: `must be ${ALLOW_EXAMPLE_IDENTITY} or unset` }).optional(),
}).superRefine((config, ctx) => {
  // Data sent outside the EEA needs a basis the privacy policy can name (GDPR chapter V).
  for (const [countryVar, transferVar] of [
    ['LEGAL_HOST_COUNTRY', 'LEGAL_HOST_TRANSFER'],
    ['LEGAL_MAIL_PROVIDER_COUNTRY', 'LEGAL_MAIL_PROVIDER_TRANSFER'],
    ['LEGAL_CRM_COUNTRY', 'LEGAL_CRM_TRANSFER'],
  ] as const) {
    const where = config[countryVar];
    if (where && !isEea(where) && !config[transferVar]) {
      ctx.addIssue({ code: 'custom', path: [transferVar], message: `must say how data reaches ${where}, outside the EEA: ${transferBases.join(', ')}` });
    }
  }
  // A URL without its secret would send unsigned leads; a secret alone is a forgotten URL.
  if (config.LEADS_WEBHOOK_URL && !config.LEADS_WEBHOOK_SECRET) ctx.addIssue({ code: 'custom', path: ['LEADS_WEBHOOK_SECRET'], message: 'is required when LEADS_WEBHOOK_URL is set' });
  if (config.LEADS_WEBHOOK_SECRET && !config.LEADS_WEBHOOK_URL) ctx.addIssue({ code: 'custom', path: ['LEADS_WEBHOOK_URL'], message: 'is required when LEADS_WEBHOOK_SECRET is set' });
  if (!config.BOOKING_HOURS.some((r) => r.end - r.start >= config.BOOKING_SLOT_MINUTES)) {
    ctx.addIssue({ code: 'custom', path: ['BOOKING_SLOT_MINUTES'], message: 'is longer than every range of BOOKING_HOURS: no slot would be offered' });
  }
  if (config.LEGAL_CRM_NAME && !config.LEGAL_CRM_COUNTRY) ctx.addIssue({ code: 'custom', path: ['LEGAL_CRM_COUNTRY'], message: 'is required when LEGAL_CRM_NAME is set (the privacy policy says where the data goes)' });
});

export type Env = z.infer<typeof schema>;

/** A Standard Webhooks signing secret: `whsec_` and the base64 of 24 to 64 bytes (the specification's bounds). */
function isWebhookSecret(value: string): boolean {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value);
  if (!match || match[1].length % 4 !== 0) return false;
  const bytes = Buffer.from(match[1], 'base64').length;
  return bytes >= 24 && bytes <= 64;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable counts as unset.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(Object.fromEntries(Object.keys(schema.shape).map((name) => [name, process.env[name]])));
  return cached;
}

/** Forgets the parsed values so that the next env() reads process.env again (tests). */
export function resetEnv(): void {
  cached = undefined;
}

/** The booking availability the configuration sets (BOOKING_*). */
export function availability(): Availability {
  const e = env();
  return {
    timeZone: e.BOOKING_TIME_ZONE,
    days: e.BOOKING_DAYS,
    hours: e.BOOKING_HOURS,
    slotMinutes: e.BOOKING_SLOT_MINUTES,
    leadMinutes: e.BOOKING_LEAD_HOURS * 60,
    horizonDays: e.BOOKING_HORIZON_DAYS,
    holidays: e.BOOKING_HOLIDAYS,
    closed: e.BOOKING_CLOSED,
  };
}

/** Script URLs of the hosting provider's analytics (page views, speed), loaded only after consent. */
export function analyticsScripts(): string[] {
  return env().ANALYTICS === 'vercel' ? ['/_vercel/insights/script.js', '/_vercel/speed-insights/script.js'] : [];
}
