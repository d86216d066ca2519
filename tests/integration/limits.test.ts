import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { limitHits } from '@/server/db/schema';
import { databaseLimiter, hitLimit, hitLimits, LONGEST_WINDOW_MS, pruneLimits, type LimitRule } from '@/server/limits';
import type { Db } from '@/server/db/client';
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

  it('lets a full key take nothing new, even an item another key of the request has seen', async () => {
    await fill(['session:a', 'address:1.2.3.4'], 3, 'old');
    await fill(['session:b', 'address:5.6.7.8'], 10, 'd');
    // session:a saw old1, but the full address 5.6.7.8 did not: refused (the visitor's browser keeps what it was shown).
    expect((await hit(['session:a', 'address:5.6.7.8'], 'old1')).allowed).toBe(false);
    // An item the full key saw passes again, not counted.
    expect(await hit(['session:a', 'address:5.6.7.8'], 'd3')).toEqual({ allowed: true, counted: false });
  });
});

describe('hitLimits', () => {
  it('decides several rules at once, and counts under none of them when one refuses', async () => {
    const perDay: LimitRule = { limit: 1, windowMs: 24 * HOUR };
    const perHour: LimitRule = { limit: 2, windowMs: HOUR };
    const ask = async (recipient: string) =>
      hitLimits(await getDb(), { checks: [{ keys: [`to:${recipient}`], rule: perDay }, { keys: ['client:1'], rule: perHour }], now: clock.now });
    expect((await ask('a')).allowed).toBe(true);
    // Refused by the recipient's rule: the client's allowance is not spent.
    expect((await ask('a')).allowed).toBe(false);
    expect((await ask('b')).allowed).toBe(true);
    expect(await ask('c')).toEqual({ allowed: false, resetAt: clock.now + HOUR });
    const db = await getDb();
    expect(await db.$count(limitHits)).toBe(4);
  });
});

describe('databaseLimiter', () => {
  /** The site's database, with a count of the transactions asked of it. */
  async function countingDb() {
    const db = await getDb();
    const asked = { transactions: 0 };
    const counted = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'transaction') asked.transactions++;
        return Reflect.get(target, property, receiver);
      },
    }) as Db;
    return { getDb: async () => counted, asked };
  }

  it('refuses a key it found full from memory until its reset, and asks the database again after it', async () => {
    const { getDb: counting, asked } = await countingDb();
    const limit = databaseLimiter(counting);
    const reveal = (item: string, session = 'session:a') => limit({ keys: [session, 'address:1.2.3.4'], rule, item, now: clock.now });
    for (let i = 1; i <= 10; i++) expect((await reveal(`c${i}`)).allowed).toBe(true);
    expect(await reveal('c11')).toEqual({ allowed: false, resetAt: clock.now + HOUR });
    const before = asked.transactions;
    // Over the limit: a hundred refusals, new sessions (a client without its cookie) included, and no transaction.
    for (let i = 0; i < 100; i++) expect((await reveal(`x${i}`, `session:new${i}`)).allowed).toBe(false);
    expect(asked.transactions).toBe(before);
    // What the full key has seen still passes: the database says so.
    expect(await reveal('c4')).toEqual({ allowed: true, counted: false });
    // After the reset the database decides again.
    clock.now += HOUR;
    expect(await reveal('c12')).toEqual({ allowed: true, counted: true });
  });

  it('never lets an extra request through, with two instances on one database', async () => {
    const first = databaseLimiter(getDb);
    const second = databaseLimiter(getDb);
    const decisions = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? first : second)({ keys: [`session:s${i % 3}`, 'address:203.0.113.5'], rule, item: `c${i}`, now: clock.now })),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    // Both know the key is full now, from the database or from memory.
    for (const limiter of [first, second]) expect((await limiter({ keys: ['address:203.0.113.5'], rule, item: 'late', now: clock.now })).allowed).toBe(false);
  });

  it('counts form posts from memory once a client is over its limit (no item)', async () => {
    const { getDb: counting, asked } = await countingDb();
    const limit = databaseLimiter(counting);
    const form: LimitRule = { limit: 5, windowMs: 10 * 60_000 };
    const send = () => limit({ keys: ['contact:192.0.2.1'], rule: form, now: clock.now });
    for (let i = 0; i < 5; i++) expect((await send()).allowed).toBe(true);
    expect((await send()).allowed).toBe(false);
    const before = asked.transactions;
    for (let i = 0; i < 50; i++) expect((await send()).allowed).toBe(false);
    expect(asked.transactions).toBe(before);
  });
});

