import { describe, expect, it } from 'vitest';
import { RevealLimiter } from './reveal-limiter';

const HOUR = 60 * 60 * 1000;

function setup() {
  const clock = { now: 1_000_000 };
  const limiter = new RevealLimiter({ limit: 10, windowMs: HOUR, now: () => clock.now });
  return { clock, limiter };
}

const fill = (limiter: RevealLimiter, keys: string[], n = 10, prefix = 'c') => {
  for (let i = 1; i <= n; i++) expect(limiter.reveal(keys, `${prefix}${i}`)).toEqual({ allowed: true, counted: true });
};

describe('RevealLimiter', () => {
  it('allows 10 distinct consultants per key and refuses the 11th with the reset time', () => {
    const { limiter, clock } = setup();
    const start = clock.now;
    fill(limiter, ['session:a', 'address:1.2.3.4']);
    clock.now += 5 * 60_000;
    expect(limiter.reveal(['session:a', 'address:1.2.3.4'], 'c11')).toEqual({ allowed: false, resetAt: start + HOUR });
  });

  it('allows a repeat of a revealed consultant without counting it, even at the limit', () => {
    const { limiter } = setup();
    fill(limiter, ['session:a'], 9);
    expect(limiter.reveal(['session:a'], 'c1')).toEqual({ allowed: true, counted: false });
    expect(limiter.reveal(['session:a'], 'c10')).toEqual({ allowed: true, counted: true });
    expect(limiter.reveal(['session:a'], 'c5')).toEqual({ allowed: true, counted: false });
    expect(limiter.reveal(['session:a'], 'c11').allowed).toBe(false);
  });

  it('a new session from the same address is still refused (the address key is full)', () => {
    const { limiter } = setup();
    fill(limiter, ['session:a', 'address:1.2.3.4']);
    expect(limiter.reveal(['session:b', 'address:1.2.3.4'], 'c11').allowed).toBe(false);
    // ...but it may see again what the address has already seen.
    expect(limiter.reveal(['session:b', 'address:1.2.3.4'], 'c4')).toEqual({ allowed: true, counted: false });
  });

  it('the same session from a new address is still refused (the session key is full)', () => {
    const { limiter } = setup();
    fill(limiter, ['session:a', 'address:1.2.3.4']);
    expect(limiter.reveal(['session:a', 'address:5.6.7.8'], 'c11').allowed).toBe(false);
  });

  it('keeps different clients apart', () => {
    const { limiter } = setup();
    fill(limiter, ['session:a', 'address:1.2.3.4']);
    fill(limiter, ['session:b', 'address:5.6.7.8']);
  });

  it('a refused reveal is not recorded anywhere', () => {
    const { limiter } = setup();
    fill(limiter, ['session:a']);
    expect(limiter.reveal(['session:a', 'address:9.9.9.9'], 'c11').allowed).toBe(false);
    // The address did not get c11 (nor anything else) from the refused attempt.
    fill(limiter, ['session:z', 'address:9.9.9.9'], 10, 'd');
  });

  it('resets one hour after the first reveal of a key', () => {
    const { limiter, clock } = setup();
    fill(limiter, ['session:a']);
    clock.now += HOUR - 1;
    expect(limiter.reveal(['session:a'], 'c11').allowed).toBe(false);
    clock.now += 1;
    expect(limiter.reveal(['session:a'], 'c11')).toEqual({ allowed: true, counted: true });
  });

  it('reports the latest reset when several keys are full', () => {
    const { limiter, clock } = setup();
    const t1 = clock.now;
    fill(limiter, ['session:a']);
    clock.now += 20 * 60_000;
    const t2 = clock.now;
    fill(limiter, ['address:1.2.3.4'], 10, 'd');
    expect(limiter.reveal(['session:a', 'address:1.2.3.4'], 'x')).toEqual({ allowed: false, resetAt: Math.max(t1, t2) + HOUR });
  });

  it('drops expired keys so memory does not grow without bound', () => {
    const { limiter, clock } = setup();
    for (let i = 0; i < 100; i++) limiter.reveal([`session:${i}`], 'c1');
    expect(limiter.size).toBe(100);
    clock.now += HOUR + 60_000;
    limiter.reveal(['session:new'], 'c1');
    expect(limiter.size).toBe(1);
  });
});
