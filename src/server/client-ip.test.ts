import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { hashIp } from './client-ip';

const secret = Buffer.alloc(32, 7);
const other = Buffer.alloc(32, 8);

describe('hashIp', () => {
  it('hashes the network, not the address', () => {
    expect(hashIp('198.51.100.4', secret)).toBe(hashIp('198.51.100.250', secret));
    expect(hashIp('198.51.100.4', secret)).not.toBe(hashIp('198.51.101.4', secret));
    expect(hashIp('2001:db8:1:2::1', secret)).toBe(hashIp('2001:0db8:0001:ffff::9', secret));
    expect(hashIp('198.51.100.4', secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashIp(null, secret)).toBeNull();
  });

  it('is keyed: without the secret, trying every network finds nothing', () => {
    expect(hashIp('198.51.100.4', secret)).not.toBe(hashIp('198.51.100.4', other));
    const plain = createHash('sha256').update('leads:198.51.100.0/24').digest('hex');
    expect(hashIp('198.51.100.4', secret)).not.toBe(plain);
  });
});
