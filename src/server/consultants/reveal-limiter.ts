import 'server-only';

/**
 * The server's contact-reveal limit: at most `limit` DISTINCT consultants per client per window.
 * A client is known by several keys at once (its cookie-bound session and its address); a new
 * consultant is counted against every key and refused once either key is full, so dropping
 * the cookie (or the browser's local storage) does not lift the limit. A consultant already
 * revealed under any of the keys may be shown again and is not counted twice. A key's window
 * starts at its first reveal and lasts `windowMs` (the spec's one-hour session).
 *
 * State is held in memory, per server process: with several processes or instances a client
 * could get up to `limit` reveals from each. The clock is injected for tests.
 */
export type RevealDecision = { allowed: true; counted: boolean } | { allowed: false; resetAt: number };

type Window = { start: number; ids: Set<string> };

type Options = {
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Expired windows are dropped at most this often (and whenever the map grows past maxKeys). */
  sweepEveryMs?: number;
  maxKeys?: number;
};

export class RevealLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly now: () => number;
  private readonly sweepEveryMs: number;
  private readonly maxKeys: number;
  private lastSweep: number;

  constructor({ limit, windowMs, now = Date.now, sweepEveryMs = 60_000, maxKeys = 50_000 }: Options) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.now = now;
    this.sweepEveryMs = sweepEveryMs;
    this.maxKeys = maxKeys;
    this.lastSweep = now();
  }

  /** Decides a reveal of `consultantId` for a client known by `keys`, and records it when allowed. */
  reveal(keys: readonly string[], consultantId: string): RevealDecision {
    const now = this.now();
    this.sweep(now);
    const live = keys.map((key) => [key, this.liveWindow(key, now)] as const);

    if (live.some(([, w]) => w?.ids.has(consultantId))) return { allowed: true, counted: false };

    const full = live.flatMap(([, w]) => (w && w.ids.size >= this.limit ? [w] : []));
    if (full.length > 0) return { allowed: false, resetAt: Math.max(...full.map((w) => w.start + this.windowMs)) };

    for (const [key, w] of live) {
      if (w) w.ids.add(consultantId);
      else this.windows.set(key, { start: now, ids: new Set([consultantId]) });
    }
    return { allowed: true, counted: true };
  }

  /** Number of keys held (for tests and monitoring). */
  get size(): number {
    return this.windows.size;
  }

  private liveWindow(key: string, now: number): Window | undefined {
    const w = this.windows.get(key);
    if (w && now >= w.start + this.windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return w;
  }

  private sweep(now: number) {
    if (now - this.lastSweep < this.sweepEveryMs && this.windows.size < this.maxKeys) return;
    this.lastSweep = now;
    for (const [key, w] of this.windows) if (now >= w.start + this.windowMs) this.windows.delete(key);
  }
}
