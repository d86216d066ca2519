import 'server-only';
import { findConsultant, REVEAL_LIMIT, REVEAL_WINDOW_MS } from '@/features/consultants/data';
import { env } from '@/lib/env';
import { limitKey } from '@/lib/trust-proxy';
import { clientIp, forwardedProto } from '@/server/client-ip';
import { contactOf, type ContactDetails } from './contacts';
import { getDb } from '@/server/db/client';
import { siteLimiter, type Limiter } from '@/server/limits';
import { isSignedId, siteSecret, signedId } from '@/server/secrets';
import { logFailure } from '@/server/log';

/**
 * POST /api/consultants/{id}/reveal: the only way contact details leave the server.
 * 200 { email, phone } | 429 { error: 'limit', resetAt } | 404 { error: 'not-found' }.
 * The client is its session cookie (set on its first reveal) plus its address; see RevealLimiter.
 */

export const SESSION_COOKIE = 'reveal_session';
/** The cookie is sent only to the reveal call, never with page requests. */
export const SESSION_COOKIE_PATH = '/api/consultants';
const SESSION_MAX_AGE_S = 24 * 60 * 60;

export type RevealLimitBody = { error: 'limit'; resetAt: string };
export type RevealBody = ContactDetails | RevealLimitBody | { error: 'not-found' | 'cross-site' | 'unavailable' };

type Deps = {
  limit: Limiter;
  now?: () => number;
  /** The key that signs session ids, shared by every instance (src/server/secrets.ts). */
  sessionKey?: () => Promise<Buffer>;
  contacts?: (id: string) => ContactDetails | undefined;
};

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The cookie is Secure whenever the public site is https, or a trusted proxy says the request came over https. */
function isHttps(request: Request): boolean {
  return env().SITE_URL.startsWith('https:') || forwardedProto(request.headers) === 'https';
}

/**
 * A browser request sent by another website (a form or script on evil.example spending the quota
 * of an office behind one address). Browsers send Sec-Fetch-Site; older ones only Origin.
 * Requests with neither (curl) are not a visitor's browser acting for someone else.
 */
function isCrossSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site !== 'same-origin';
  const origin = request.headers.get('origin');
  if (!origin) return false;
  if (origin === env().SITE_URL) return false;
  try {
    return new URL(origin).host !== request.headers.get('host');
  } catch {
    return true;
  }
}

function sessionCookie(id: string, secure: boolean): string {
  return [`${SESSION_COOKIE}=${id}`, `Path=${SESSION_COOKIE_PATH}`, `Max-Age=${SESSION_MAX_AGE_S}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

const databaseSessionKey = async () => siteSecret(await getDb(), 'reveal-session');

function json(body: RevealBody, status: number, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', ...headers },
  });
}

const REVEAL_RULE = { limit: REVEAL_LIMIT, windowMs: REVEAL_WINDOW_MS };

export function createRevealHandler({ limit, now = Date.now, sessionKey = databaseSessionKey, contacts = contactOf }: Deps) {
  return async function handleReveal(request: Request, consultantId: string): Promise<Response> {
    if (isCrossSite(request)) return json({ error: 'cross-site' }, 403, {});
    const details = findConsultant(consultantId) ? contacts(consultantId) : undefined;
    if (!details) return json({ error: 'not-found' }, 404, {});

    let decision;
    let headers: Record<string, string> = {};
    try {
      // A session is an id this site signed; anything else (forged, foreign, old) counts as none.
      const key = await sessionKey();
      const existing = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
      const sessionId = isSignedId(key, existing) ? existing : signedId(key);
      if (sessionId !== existing) headers = { 'Set-Cookie': sessionCookie(sessionId, isHttps(request)) };
      // The client address (socket, or through TRUST_PROXY), IPv6 by its /64; never skipped.
      const keys = [`session:${sessionId}`, `address:${limitKey(clientIp(request.headers))}`];
      decision = await limit({ keys, rule: REVEAL_RULE, item: consultantId, now: now() });
    } catch (error) {
      logFailure('[reveal] limit check failed', error);
      return json({ error: 'unavailable' }, 503, {});
    }
    if (!decision.allowed) {
      const retryAfter = Math.max(1, Math.ceil((decision.resetAt - now()) / 1000));
      return json({ error: 'limit', resetAt: new Date(decision.resetAt).toISOString() }, 429, { ...headers, 'Retry-After': String(retryAfter) });
    }
    return json({ email: details.email, phone: details.phone }, 200, headers);
  };
}

/** The route's handler: the limit lives in the site's database, shared by every instance. */
export const handleReveal = createRevealHandler({ limit: siteLimiter });
