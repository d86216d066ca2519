import { describe, expect, it } from 'vitest';
import { hashIp } from './client-ip';

describe('hashIp', () => {
  it('hashes the network, not the address', () => {
    expect(hashIp('198.51.100.4')).toBe(hashIp('198.51.100.250'));
    expect(hashIp('198.51.100.4')).not.toBe(hashIp('198.51.101.4'));
    expect(hashIp('2001:db8:1:2::1')).toBe(hashIp('2001:0db8:0001:ffff::9'));
    expect(hashIp('198.51.100.4')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashIp(null)).toBeNull();
  });
});
