import { describe, expect, it } from 'vitest';
import { clientIp } from '@/server/client-ip';
import { parseEnv } from './env';
import { isTrustedPeer, limitKey, normalizeAddress, parseTrustProxy, resolveClientAddress, type ProxyHeader, type TrustProxy } from './trust-proxy';

function trust(value: string): TrustProxy {
  const parsed = parseTrustProxy(value);
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
}

const NGINX = '127.0.0.1';
const LB = '10.0.0.5';

// [setting, header, peer, header value, expected client]
const table: [string, ProxyHeader, string, string | null, string | null][] = [
  // No proxy configured: every header is the client's own text, only the socket counts.
  ['', 'x-forwarded-for', '198.51.100.7', '203.0.113.8', '198.51.100.7'],
  ['', 'x-forwarded-for', '198.51.100.7', 'nope', '198.51.100.7'],
  ['', 'forwarded', '198.51.100.7', 'for=203.0.113.8', '198.51.100.7'],
  ['0', 'x-forwarded-for', '198.51.100.7', '203.0.113.8', '198.51.100.7'],
  // One hop (nginx): the entry nginx appended, never the ones before it.
  ['1', 'x-forwarded-for', NGINX, '198.51.100.7', '198.51.100.7'],
  ['1', 'x-forwarded-for', NGINX, '6.6.6.6, 198.51.100.7', '198.51.100.7'],
  ['1', 'x-forwarded-for', NGINX, null, NGINX],
  ['1', 'x-forwarded-for', NGINX, 'nope', NGINX],
  ['1', 'x-forwarded-for', NGINX, '198.51.100.7, nope', NGINX],
  ['1', 'x-forwarded-for', NGINX, '::ffff:198.51.100.7', '198.51.100.7'],
  // Two hops (CDN in front of a load balancer).
  ['2', 'x-forwarded-for', LB, '6.6.6.6, 198.51.100.7, 192.0.2.10', '198.51.100.7'],
  ['2', 'x-forwarded-for', LB, '198.51.100.7', '198.51.100.7'],
  // Ranges: the right-most entry that is not one of our proxies.
  ['loopback', 'x-forwarded-for', NGINX, '6.6.6.6, 198.51.100.7', '198.51.100.7'],
  ['loopback', 'x-forwarded-for', '::1', '2001:db8::7', '2001:db8::7'],
  ['loopback', 'x-forwarded-for', '198.51.100.9', '203.0.113.8', '198.51.100.9'],
  ['private,loopback', 'x-forwarded-for', LB, '6.6.6.6, 198.51.100.7, 10.0.0.9', '198.51.100.7'],
  ['10.0.0.0/8', 'x-forwarded-for', LB, '10.1.1.1, 10.2.2.2', '10.1.1.1'],
  ['10.0.0.5', 'x-forwarded-for', LB, 'garbage, 198.51.100.7', '198.51.100.7'],
  ['10.0.0.5', 'x-forwarded-for', LB, '198.51.100.7, garbage', LB],
  ['10.0.0.5', 'x-forwarded-for', LB, '', LB],
  // RFC 7239 Forwarded.
  ['1', 'forwarded', NGINX, 'for=198.51.100.7;proto=https', '198.51.100.7'],
  ['1', 'forwarded', NGINX, 'for=6.6.6.6, for="[2001:db8:cafe::17]:4711"', '2001:db8:cafe::17'],
  ['1', 'forwarded', NGINX, 'for=192.0.2.60:8080;by=203.0.113.43', '192.0.2.60'],
  ['1', 'forwarded', NGINX, 'for=unknown', NGINX],
  ['1', 'forwarded', NGINX, 'for=_hidden', NGINX],
  ['loopback', 'forwarded', NGINX, 'For="198.51.100.7", for=127.0.0.1', '198.51.100.7'],
  // No peer at all (next dev): unknown, counted as one client.
  ['1', 'x-forwarded-for', '', '198.51.100.7', null],
];

describe('resolveClientAddress', () => {
  it.each(table)('TRUST_PROXY=%j %s, peer %s, header %j: %s', (setting, header, peer, value, expected) => {
    expect(resolveClientAddress({ peer, header, value, trust: trust(setting) })).toBe(expected);
  });
});

describe('clientIp', () => {
  it('reads the peer the site server stamps and the configured header, nothing else', () => {
    const headers = new Headers({ 'x-peer-address': NGINX, 'x-real-ip': '6.6.6.6', 'x-forwarded-for': '198.51.100.7', forwarded: 'for=192.0.2.1' });
    expect(clientIp(headers, parseEnv({}))).toBe(NGINX);
    expect(clientIp(headers, parseEnv({ TRUST_PROXY: '1' }))).toBe('198.51.100.7');
    expect(clientIp(headers, parseEnv({ TRUST_PROXY: '1', PROXY_HEADER: 'forwarded' }))).toBe('192.0.2.1');
  });
});

describe('TRUST_PROXY', () => {
  it.each(['1', '2', 'loopback', 'private', 'linklocal', '10.0.0.0/8, 192.0.2.1', '2001:db8::/32', 'false', ''])('accepts %j', (value) => {
    expect(typeof parseTrustProxy(value)).toBe('object');
    expect(() => parseEnv({ TRUST_PROXY: value })).not.toThrow();
  });
  it.each(['yes', '10.0.0.0/33', '10.0.0.0/8/1', '::1/129', '10.0.0.0/x', '1.2.3', '99'])('stops the server on %j', (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/Invalid configuration:[\s\S]*TRUST_PROXY/);
  });
  it('stops the server on an unknown PROXY_HEADER', () => {
    expect(() => parseEnv({ PROXY_HEADER: 'x-real-ip' })).toThrow(/PROXY_HEADER/);
  });
});

describe('limitKey', () => {
  it('keys IPv4 by the address and IPv6 by its /64', () => {
    expect(limitKey('198.51.100.7')).toBe('198.51.100.7');
    expect(limitKey('2001:db8:1:2::1')).toBe(limitKey('2001:0db8:0001:0002:ffff:1:2:3'));
    expect(limitKey('2001:db8:1:2::1')).not.toBe(limitKey('2001:db8:1:3::1'));
    expect(limitKey(null)).toBe('unknown');
  });
  it('normalizes what proxies write', () => {
    expect(normalizeAddress(' ::FFFF:198.51.100.7 ')).toBe('198.51.100.7');
    expect(normalizeAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('nope')).toBeNull();
  });
});

describe('isTrustedPeer', () => {
  it('trusts a peer only where TRUST_PROXY names it', () => {
    expect(isTrustedPeer('127.0.0.1', trust(''))).toBe(false);
    expect(isTrustedPeer('127.0.0.1', trust('loopback'))).toBe(true);
    expect(isTrustedPeer('198.51.100.7', trust('loopback'))).toBe(false);
    expect(isTrustedPeer('10.0.0.5', trust('1'))).toBe(true);
    expect(isTrustedPeer(null, trust('1'))).toBe(false);
  });
});
