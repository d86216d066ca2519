import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.mjs';
import { isEmailAddress } from './email-address';

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
  // Who runs the site, for the legal notice and the privacy policy; baked into the pages at build.
  LEGAL_NAME: line,
  LEGAL_FORM: line,
  LEGAL_SHARE_CAPITAL: line,
  LEGAL_STREET: line,
  LEGAL_POSTAL_CODE: line,
  LEGAL_CITY: line,
  LEGAL_COUNTRY: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 country code such as DE or FR').optional(),
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
  /** The law that governs the terms of service: German or French law. */
  LEGAL_GOVERNING_LAW: z.enum(['DE', 'FR']).optional(),
  /** The courts with jurisdiction over disputes with businesses (a city). */
  LEGAL_JURISDICTION: line,
});

export type Env = z.infer<typeof schema>;

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

/** Script URLs of the hosting provider's analytics (page views, speed), loaded only after consent. */
export function analyticsScripts(): string[] {
  return env().ANALYTICS === 'vercel' ? ['/_vercel/insights/script.js', '/_vercel/speed-insights/script.js'] : [];
}
