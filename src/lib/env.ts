import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/**
 * Every environment variable the site reads, validated once. Defaults serve a laptop.
 * A bad value stops the server at start with a message that names the variable.
 */
const url = z.url({ protocol: /^https?$/ });
const schema = z.object({
  SITE_URL: url.default('http://localhost:3000').transform((v) => v.replace(/\/+$/, '')),
  BLOG_SITE_URL: url.default('https://blog.chatgpt-consultant.com').transform((v) => v.replace(/\/+$/, '')),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  LEADS_TO: z.email().default('leads@chatgpt-consultant.com'),
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
  cached ??= parseEnv({
    SITE_URL: process.env.SITE_URL,
    BLOG_SITE_URL: process.env.BLOG_SITE_URL,
    DATABASE_URL: process.env.DATABASE_URL,
    SMTP_URL: process.env.SMTP_URL,
    LEADS_TO: process.env.LEADS_TO,
    MAIL_FROM: process.env.MAIL_FROM,
    DATA_DIR: process.env.DATA_DIR,
    ANALYTICS: process.env.ANALYTICS,
    TRUST_PROXY: process.env.TRUST_PROXY,
    PROXY_HEADER: process.env.PROXY_HEADER,
    HEALTH_TOKEN: process.env.HEALTH_TOKEN,
  });
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
