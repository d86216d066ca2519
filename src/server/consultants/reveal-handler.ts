import 'server-only';
import { findConsultant, REVEAL_LIMIT, REVEAL_WINDOW_MS } from '@/features/consultants/data';
import { clientIp } from '@/server/client-ip';
import { contactOf, type ContactDetails } from './contacts';
import { RevealLimiter } from './reveal-limiter';

/**
 * POST /api/consultants/{id}/reveal: the only way contact details leave the server.
 * 200 { email, phone } | 429 { error: 'limit', resetAt } | 404 { error: 'not-found' }.
 * The client is its session cookie (set on its first reveal) plus its address; see RevealLimiter.
 */

export const SESSION_COOKIE = 'reveal_session';
/** The cookie is sent only to the reveal call, never with page requests. */
export const SESSION_COOKIE_PATH = '/api/consultants';
const SESSION_MAX_AGE_S = 24 * 60 * 60;
const SESSION_ID = /^[A-Za-z0-9_-]{22,64}$/;

export type RevealLimitBody = { error: 'limit'; resetAt: string };
export type RevealBody = ContactDetails | RevealLimitBody | { error: 'not-found' };

type Deps = {
  limiter: RevealLimiter;
  now?: () => number;
  newSessionId?: () => string;
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

function isHttps(request: Request): boolean {
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return proto ? proto === 'https' : new URL(request.url).protocol === 'https:';
}

function sessionCookie(id: string, secure: boolean): string {
  return [`${SESSION_COOKIE}=${id}`, `Path=${SESSION_COOKIE_PATH}`, `Max-Age=${SESSION_MAX_AGE_S}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

const randomSessionId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Buffer.from(bytes).toString('base64url');
};

function json(body: RevealBody, status: number, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', ...headers },
  });
}

export function createRevealHandler({ limiter, now = Date.now, newSessionId = randomSessionId, contacts = contactOf }: Deps) {
  return function handleReveal(request: Request, consultantId: string): Response {
    const details = findConsultant(consultantId) ? contacts(consultantId) : undefined;
    if (!details) return json({ error: 'not-found' }, 404, {});

    const existing = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
    const sessionId = existing && SESSION_ID.test(existing) ? existing : newSessionId();
    const headers: Record<string, string> = sessionId === existing ? {} : { 'Set-Cookie': sessionCookie(sessionId, isHttps(request)) };

    // The address as the closest proxy saw it (shared with the lead forms' rate limit).
    const address = clientIp(request.headers);
    const keys = [`session:${sessionId}`, ...(address ? [`address:${address}`] : [])];
    const decision = limiter.reveal(keys, consultantId);
    if (!decision.allowed) {
      const retryAfter = Math.max(1, Math.ceil((decision.resetAt - now()) / 1000));
      return json({ error: 'limit', resetAt: new Date(decision.resetAt).toISOString() }, 429, { ...headers, 'Retry-After': String(retryAfter) });
    }
    return json({ email: details.email, phone: details.phone }, 200, headers);
  };
}

/** The process-wide limiter the route uses (kept on globalThis so a dev reload does not reset it). */
const globalStore = globalThis as typeof globalThis & { __revealLimiter?: RevealLimiter };
export const revealLimiter = (globalStore.__revealLimiter ??= new RevealLimiter({ limit: REVEAL_LIMIT, windowMs: REVEAL_WINDOW_MS }));

export const handleReveal = createRevealHandler({ limiter: revealLimiter });
