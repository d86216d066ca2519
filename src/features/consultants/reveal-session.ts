import { REVEAL_LIMIT, REVEAL_WINDOW_MS } from './data';

/**
 * The browser's contact-reveal session: localStorage key
 * 'contact_reveals' holding { count, timestamp, revealedIds }. It resets one hour after its first
 * timestamp, allows at most 10 consultants, and never counts a consultant twice. It only drives
 * the display: the server enforces the same limit on its own (the reveal call).
 */

export const REVEAL_STORAGE_KEY = 'contact_reveals';

export type RevealSession = { count: number; timestamp: number | null; revealedIds: string[] };

export const emptySession = (): RevealSession => ({ count: 0, timestamp: null, revealedIds: [] });

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type SessionDeps = {
  /** Called on every access: reaching window.localStorage can itself throw (blocked storage). */
  storage: () => StorageLike;
  now: () => number;
  /** A storage error is logged as a warning (never console.error) and the session treated as empty. */
  warn: (message: string, error: unknown) => void;
};

export function isExpired(session: RevealSession, now: number): boolean {
  return session.timestamp !== null && now >= session.timestamp + REVEAL_WINDOW_MS;
}

function parse(raw: string): RevealSession {
  const value: unknown = JSON.parse(raw);
  if (typeof value !== 'object' || value === null) throw new Error('contact_reveals is not an object');
  const { count, timestamp, revealedIds } = value as Record<string, unknown>;
  if (
    typeof count !== 'number' ||
    !Number.isInteger(count) ||
    count < 0 ||
    typeof timestamp !== 'number' ||
    !Number.isFinite(timestamp) ||
    !Array.isArray(revealedIds) ||
    !revealedIds.every((id) => typeof id === 'string')
  ) {
    throw new Error('contact_reveals has an unexpected shape');
  }
  const ids = [...new Set(revealedIds as string[])];
  return { count: Math.max(count, ids.length), timestamp, revealedIds: ids };
}

/** The current session: empty when there is none, when it expired, or when storage fails. */
export function readSession(deps: SessionDeps): RevealSession {
  try {
    const storage = deps.storage();
    const raw = storage.getItem(REVEAL_STORAGE_KEY);
    if (raw === null) return emptySession();
    const session = parse(raw);
    if (isExpired(session, deps.now())) {
      storage.removeItem(REVEAL_STORAGE_KEY);
      return emptySession();
    }
    return session;
  } catch (error) {
    deps.warn('Contact reveal session could not be read; starting an empty session.', error);
    return emptySession();
  }
}

export function writeSession(deps: SessionDeps, session: RevealSession): void {
  try {
    deps.storage().setItem(REVEAL_STORAGE_KEY, JSON.stringify(session));
  } catch (error) {
    deps.warn('Contact reveal session could not be saved.', error);
  }
}

export const isRevealed = (session: RevealSession, id: string) => session.revealedIds.includes(id);

/** A revealed consultant can always be shown again; a new one only below the limit. */
export const canReveal = (session: RevealSession, id: string) => isRevealed(session, id) || session.count < REVEAL_LIMIT;

export const remainingReveals = (session: RevealSession) => Math.max(0, REVEAL_LIMIT - session.count);

/** The session after revealing `id`: a repeat changes nothing; the first reveal sets the timestamp. */
export function recordReveal(session: RevealSession, id: string, now: number): RevealSession {
  if (isRevealed(session, id)) return session;
  return { count: session.count + 1, timestamp: session.timestamp ?? now, revealedIds: [...session.revealedIds, id] };
}

/** When the session resets (ms since epoch), or null for an empty session. */
export const sessionResetAt = (session: RevealSession): number | null =>
  session.timestamp === null ? null : session.timestamp + REVEAL_WINDOW_MS;

export type WaitTime = { unit: 'minutes' | 'hours'; value: number };

/** Time until the reset for the limit dialog: in minutes, or in hours from 60 minutes on. */
export function timeUntilReset(resetAt: number, now: number): WaitTime {
  const minutes = Math.max(1, Math.ceil((resetAt - now) / 60_000));
  if (minutes < 60) return { unit: 'minutes', value: minutes };
  return { unit: 'hours', value: Math.max(1, Math.round(minutes / 60)) };
}

/** The dependencies in a browser: window.localStorage, the real clock and console.warn. */
export const browserSessionDeps: SessionDeps = {
  storage: () => window.localStorage,
  now: () => Date.now(),
  warn: (message, error) => console.warn(message, error),
};
