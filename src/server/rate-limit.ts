import 'server-only';

/**
 * Per-client rate limit, kept in memory (a sliding window of hit times per key).
 * In memory on purpose: PGlite serves one process anyway, a limit that resets on restart is
 * harmless, and a check that needs no database still works when the database is down.
 * With several app instances behind DATABASE_URL, each instance counts on its own.
 */
export type RateLimiter = {
  /** Records a hit; false when the key already used up its window (or `limit`, when given). */
  hit: (key: string, now?: number, limit?: number) => boolean;
  reset: () => void;
};

const MAX_KEYS = 50_000;

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const hits = new Map<string, number[]>();
  return {
    hit(key, now = Date.now(), keyLimit = limit) {
      const recent = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
      const allowed = recent.length < keyLimit;
      if (allowed) recent.push(now);
      // Re-insert so the Map's order stays least-recently-used first.
      hits.delete(key);
      hits.set(key, recent);
      if (hits.size > MAX_KEYS) hits.delete(hits.keys().next().value as string);
      return allowed;
    },
    reset: () => hits.clear(),
  };
}

/** Each public form: 5 submissions per client per 10 minutes. */
export const FORM_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;
/** Refused submissions (validation errors) in the same window: enough for any typing, not a flood. */
export const REFUSED_FORM_LIMIT = 30;

const store = globalThis as typeof globalThis & { __leadsRateLimiter?: RateLimiter };
export function formRateLimiter(): RateLimiter {
  store.__leadsRateLimiter ??= createRateLimiter(FORM_RATE_LIMIT);
  return store.__leadsRateLimiter;
}
