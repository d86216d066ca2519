import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { limitHits } from '@/server/db/schema';
import { hitLimit, LONGEST_WINDOW_MS, pruneLimits, type LimitRule } from '@/server/limits';
import { useTestEnv } from '../support/leads';

// The rules of src/server/limits.ts on the real database (PGlite): the reveal limit's shape.
const HOUR = 60 * 60_000;
const rule: LimitRule = { limit: 10, windowMs: HOUR };
const clock = { now: Date.UTC(2026, 0, 15, 9) };

let cleanup: () => Promise<void>;
beforeEach(async () => {
  clock.now = Date.UTC(2026, 0, 15, 9);
  ({ cleanup } = await useTestEnv());
});
afterEach(() => cleanup());

const hit = async (keys: string[], item?: string) => hitLimit(await getDb(), { keys, rule, item, now: clock.now });
async function fill(keys: string[], n = 10, prefix = 'c') {
  for (let i = 1; i <= n; i++) expect(await hit(keys, `${prefix}${i}`)).toEqual({ allowed: true, counted: true });
}

describe('hitLimit', () => {
  it('allows 10 distinct items per key and refuses the 11th with the reset time', async () => {
    const start = clock.now;
    await fill(['session:a', 'address:1.2.3.4']);
    clock.now += 5 * 60_000;
    expect(await hit(['session:a', 'address:1.2.3.4'], 'c11')).toEqual({ allowed: false, resetAt: start + HOUR });
  });

  it('allows a repeat of a counted item without counting it, even at the limit', async () => {
    await fill(['session:a'], 9);
    expect(await hit(['session:a'], 'c1')).toEqual({ allowed: true, counted: false });
    expect(await hit(['session:a'], 'c10')).toEqual({ allowed: true, counted: true });
    expect(await hit(['session:a'], 'c5')).toEqual({ allowed: true, counted: false });
    expect((await hit(['session:a'], 'c11')).allowed).toBe(false);
  });

  it('refuses a new session from a full address, and a full session from a new address', async () => {
    await fill(['session:a', 'address:1.2.3.4']);
    expect((await hit(['session:b', 'address:1.2.3.4'], 'c11')).allowed).toBe(false);
    expect(await hit(['session:b', 'address:1.2.3.4'], 'c4')).toEqual({ allowed: true, counted: false });
    expect((await hit(['session:a', 'address:5.6.7.8'], 'c11')).allowed).toBe(false);
  });

  it('keeps clients apart and records nothing for a refused hit', async () => {
    await fill(['session:a', 'address:1.2.3.4']);
    await fill(['session:b', 'address:5.6.7.8']);
    expect((await hit(['session:a', 'address:9.9.9.9'], 'c11')).allowed).toBe(false);
    await fill(['session:z', 'address:9.9.9.9'], 10, 'd');
  });

  it('is a rolling window: each item leaves it one window after it was counted', async () => {
    const start = clock.now;
    await fill(['session:a'], 5);
    clock.now += 30 * 60_000;
    await fill(['session:a'], 5, 'late');
    expect(await hit(['session:a'], 'x')).toEqual({ allowed: false, resetAt: start + HOUR });
    clock.now = start + HOUR;
    await fill(['session:a'], 5, 'new');
    expect(await hit(['session:a'], 'y')).toEqual({ allowed: false, resetAt: start + 30 * 60_000 + HOUR });
  });

  it('reports the latest reset when several keys are full', async () => {
    const t1 = clock.now;
    await fill(['session:a']);
    clock.now += 20 * 60_000;
    const t2 = clock.now;
    await fill(['address:1.2.3.4'], 10, 'd');
    expect(await hit(['session:a', 'address:1.2.3.4'], 'x')).toEqual({ allowed: false, resetAt: Math.max(t1, t2) + HOUR });
  });

  it('counts each hit without an item (form submissions)', async () => {
    const form: LimitRule = { limit: 5, windowMs: 10 * 60_000 };
    const send = async () => hitLimit(await getDb(), { keys: ['contact:192.0.2.1'], rule: form, now: clock.now });
    for (let i = 0; i < 5; i++) expect((await send()).allowed).toBe(true);
    expect((await send()).allowed).toBe(false);
  });

  it('counts concurrent hits one after the other: exactly the limit passes', async () => {
    const decisions = await Promise.all(Array.from({ length: 25 }, (_, i) => hit(['address:203.0.113.9'], `c${i}`)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
  });

  it('holds across a restart: the count is in the database', async () => {
    await fill(['session:a'], 10);
    const { closeDb } = await import('@/server/db/client');
    await closeDb();
    expect((await hit(['session:a'], 'c11')).allowed).toBe(false);
  });

  it('prunes what no window can reach any more', async () => {
    for (let i = 0; i < 50; i++) await hit([`session:${i}`], 'c1');
    clock.now += LONGEST_WINDOW_MS + 1;
    await hit(['session:new'], 'c1');
    const db = await getDb();
    expect(await pruneLimits(db, clock.now)).toBe(50);
    expect(await db.$count(limitHits)).toBe(1);
  });
});
