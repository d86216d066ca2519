import { describe, expect, it } from 'vitest';
import { createKindLog, createThrottle, kindOf } from './throttled-log';

describe('createKindLog', () => {
  it('writes one line per kind a minute, then says how many of that kind it left out', () => {
    const lines: string[] = [];
    const log = createKindLog((l: string) => lines.push(l));
    for (let t = 0; t < 5; t++) {
      log('too-large', '[serve] refused a body over its limit (413)', t * 1000);
      log('post-rate', '[serve] refused POSTs over the per-client rate (429)', t * 1000);
    }
    log('too-large', '[serve] refused a body over its limit (413)', 61_000);
    expect(lines).toEqual([
      '[serve] refused a body over its limit (413)\n',
      '[serve] refused POSTs over the per-client rate (429)\n',
      '[serve] refused a body over its limit (413) (and 4 more since the last line)\n',
    ]);
  });
});

describe('createThrottle', () => {
  it('tells a bounded number of kinds apart: beyond it, new kinds share one gate', () => {
    const allow = createThrottle(60_000, 3);
    expect(['a', 'b', 'c', 'd', 'e', 'a'].map((k) => allow(k, 0))).toEqual([0, 0, 0, 0, null, null]);
    // Kinds quiet for a whole interval make room again.
    expect(allow('f', 60_000)).toBe(0);
  });
});

describe('kindOf', () => {
  it('is the first line without numbers and ids, cut short', () => {
    expect(kindOf('[leads] contact 61: acknowledgement capped')).toBe(kindOf('[leads] contact 7: acknowledgement capped'));
    expect(kindOf('Failed to find Server Action "7f00aa11bb22". Read more\n    at x')).toBe('Failed to find Server Action "#". Read more');
    expect(kindOf('x'.repeat(200))).toHaveLength(80);
  });
});
