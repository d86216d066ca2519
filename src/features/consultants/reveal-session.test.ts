import { describe, expect, it } from 'vitest';
import {
  canReveal,
  emptySession,
  readSession,
  recordReveal,
  remainingReveals,
  REVEAL_STORAGE_KEY,
  sessionResetAt,
  timeUntilReset,
  writeSession,
  type RevealSession,
  type SessionDeps,
  type StorageLike,
} from './reveal-session';

const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);

class MemoryStorage implements StorageLike {
  readonly data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

function setup(start = T0) {
  const storage = new MemoryStorage();
  const clock = { now: start };
  const warnings: string[] = [];
  const deps: SessionDeps = { storage: () => storage, now: () => clock.now, warn: (message) => void warnings.push(message) };
  return { storage, clock, warnings, deps };
}

/** Reveals through storage the way the page does: read, record, write. */
function reveal(deps: SessionDeps, id: string): RevealSession {
  const next = recordReveal(readSession(deps), id, deps.now());
  writeSession(deps, next);
  return next;
}

describe('contact reveal session', () => {
  it('starts empty and stores { count, timestamp, revealedIds } under contact_reveals', () => {
    const { deps, storage } = setup();
    expect(readSession(deps)).toEqual(emptySession());
    reveal(deps, 'a');
    expect(JSON.parse(storage.getItem(REVEAL_STORAGE_KEY) ?? 'null')).toEqual({ count: 1, timestamp: T0, revealedIds: ['a'] });
  });

  it('keeps the first timestamp and does not count a revealed consultant twice', () => {
    const { deps, clock } = setup();
    reveal(deps, 'a');
    clock.now += 10 * 60_000;
    reveal(deps, 'b');
    reveal(deps, 'a');
    expect(readSession(deps)).toEqual({ count: 2, timestamp: T0, revealedIds: ['a', 'b'] });
  });

  it('allows 10 consultants, refuses the 11th, still allows a revealed one', () => {
    const { deps } = setup();
    for (let i = 1; i <= 10; i++) {
      expect(canReveal(readSession(deps), `c${i}`)).toBe(true);
      reveal(deps, `c${i}`);
    }
    const full = readSession(deps);
    expect(remainingReveals(full)).toBe(0);
    expect(canReveal(full, 'c11')).toBe(false);
    expect(canReveal(full, 'c3')).toBe(true);
  });

  it('resets one hour after the first timestamp', () => {
    const { deps, clock, storage } = setup();
    for (let i = 1; i <= 10; i++) reveal(deps, `c${i}`);
    clock.now = T0 + HOUR - 1;
    expect(canReveal(readSession(deps), 'c11')).toBe(false);
    clock.now = T0 + HOUR;
    expect(readSession(deps)).toEqual(emptySession());
    expect(storage.getItem(REVEAL_STORAGE_KEY)).toBeNull();
    expect(reveal(deps, 'c11')).toEqual({ count: 1, timestamp: T0 + HOUR, revealedIds: ['c11'] });
  });

  it('treats a storage that throws as an empty session and logs a warning', () => {
    const { deps, warnings } = setup();
    const broken: SessionDeps = {
      ...deps,
      storage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(readSession(broken)).toEqual(emptySession());
    writeSession(broken, recordReveal(emptySession(), 'a', T0));
    expect(warnings).toHaveLength(2);
  });

  it('treats unreadable or malformed data as an empty session and logs a warning', () => {
    for (const raw of ['{not json', '"text"', '{"count":"3","timestamp":1,"revealedIds":[]}', '{"count":1,"timestamp":1,"revealedIds":[7]}']) {
      const { deps, storage, warnings } = setup();
      storage.setItem(REVEAL_STORAGE_KEY, raw);
      expect(readSession(deps)).toEqual(emptySession());
      expect(warnings).toHaveLength(1);
    }
  });

  it('a quota error on save leaves the session usable', () => {
    const { deps, warnings, storage } = setup();
    storage.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    expect(reveal(deps, 'a').count).toBe(1);
    expect(warnings).toHaveLength(1);
  });

  it('the reset time is the first timestamp plus one hour', () => {
    expect(sessionResetAt(emptySession())).toBeNull();
    expect(sessionResetAt(recordReveal(emptySession(), 'a', T0))).toBe(T0 + HOUR);
  });
});

describe('time until reset', () => {
  it('is shown in whole minutes, rounded up, at least 1', () => {
    expect(timeUntilReset(T0 + 42 * 60_000, T0)).toEqual({ unit: 'minutes', value: 42 });
    expect(timeUntilReset(T0 + 42 * 60_000 + 1, T0)).toEqual({ unit: 'minutes', value: 43 });
    expect(timeUntilReset(T0 + 59 * 60_000, T0)).toEqual({ unit: 'minutes', value: 59 });
    expect(timeUntilReset(T0 + 5_000, T0)).toEqual({ unit: 'minutes', value: 1 });
    expect(timeUntilReset(T0 - 5_000, T0)).toEqual({ unit: 'minutes', value: 1 });
  });

  it('is shown in hours from 60 minutes on', () => {
    expect(timeUntilReset(T0 + HOUR, T0)).toEqual({ unit: 'hours', value: 1 });
    expect(timeUntilReset(T0 + 2 * HOUR, T0)).toEqual({ unit: 'hours', value: 2 });
  });
});
