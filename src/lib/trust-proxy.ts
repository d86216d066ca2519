// scripts/serve.ts and the app share these rules.
import { BlockList, isIP } from 'node:net';

/**
 * Which proxies the operator says stand in front of the site (TRUST_PROXY), and how to read
 * the client address through them. Without the setting no proxy header counts: the client is
 * the socket's peer.
 *   TRUST_PROXY=1                        one proxy hop (nginx on the same host, one load balancer)
 *   TRUST_PROXY=loopback                 proxies on 127.0.0.0/8 and ::1
 *   TRUST_PROXY=10.0.0.0/8,203.0.113.9   any list of addresses, CIDRs and the names below
 * Names: loopback, private (RFC 1918, fc00::/7), linklocal.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'ranges'; ranges: BlockList; source: string };

const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
};

/** Parses TRUST_PROXY; a message (string) when the value is not valid. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | string {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'false' || value === '0') return { kind: 'none' };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 32 ? { kind: 'hops', hops } : 'a hop count must be 32 or less';
  }
  const ranges = new BlockList();
  for (const entry of value.split(',').map((e) => e.trim())) {
    for (const item of NAMED[entry] ?? [entry]) {
      const [address, prefixText, extra] = item.split('/');
      const family = isIP(address);
      const max = family === 6 ? 128 : 32;
      const prefix = prefixText === undefined ? max : Number(prefixText);
      if (!family || extra !== undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > max || (prefixText !== undefined && !/^\d+$/.test(prefixText))) {
        return `"${entry}" is not a hop count, an address, a CIDR range or one of ${Object.keys(NAMED).join(', ')}`;
      }
      ranges.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
    }
  }
  return { kind: 'ranges', ranges, source: value };
}

/** The header a trusted proxy appends the client address to (PROXY_HEADER). */
export type ProxyHeader = 'x-forwarded-for' | 'forwarded';

/** A canonical address (IPv4-mapped IPv6 as IPv4, lower case, no brackets or port), or null. */
export function normalizeAddress(raw: string | undefined | null): string | null {
  let value = raw?.trim() ?? '';
  // Forwarded: "[2001:db8::1]:4711", 192.0.2.1:8080
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return isIP(value) ? value : null;
}

/** True for an address of this machine (the `loopback` name's ranges) or the name localhost. */
export function isLoopback(host: string): boolean {
  if (host.toLowerCase() === 'localhost') return true;
  const address = normalizeAddress(host);
  const { ranges } = parseTrustProxy('loopback') as Extract<TrustProxy, { kind: 'ranges' }>;
  return address !== null && ranges.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** The entries of one proxy header, left (first hop) to right (last hop); malformed ones are null. */
function hopsOf(header: ProxyHeader, value: string): (string | null)[] {
  if (header === 'x-forwarded-for') return value.split(',').map(normalizeAddress);
  // RFC 7239: elements separated by commas, pairs by semicolons; the for= pair names the client.
  return value.split(',').map((element) => {
    const pair = element
      .split(';')
      .map((p) => p.trim())
      .find((p) => p.toLowerCase().startsWith('for='));
    return pair ? normalizeAddress(pair.slice(4).trim().replace(/^"(.*)"$/, '$1')) : null;
  });
}

/**
 * The client address: the socket's peer, or behind trusted proxies the right-most address in the
 * proxy header that is not itself a trusted proxy. A malformed or missing entry stops the walk at
 * the last address that is known, so a bad header never hides the sender (and never means "no
 * limit"): it is at worst the proxy's address, shared by everyone who sends junk.
 */
export function resolveClientAddress({ peer, header, value, trust }: { peer: string | null; header: ProxyHeader; value: string | null; trust: TrustProxy }): string | null {
  const socket = normalizeAddress(peer);
  if (!socket || trust.kind === 'none') return socket;
  const chain = value ? hopsOf(header, value) : [];
  // Nearest first: the peer, then the header's entries from the right.
  const nearest = [socket, ...chain.reverse()];
  if (trust.kind === 'hops') {
    let client = socket;
    for (let i = 1; i <= trust.hops && i < nearest.length; i++) {
      const next = nearest[i];
      if (!next) break;
      client = next;
    }
    return client;
  }
  let client = socket;
  for (let i = 0; i < nearest.length; i++) {
    const address = nearest[i];
    if (!address) break;
    client = address;
    if (!trust.ranges.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')) break;
  }
  return client;
}

/** True when the socket's peer is one of the proxies TRUST_PROXY names (its headers may be read). */
export function isTrustedPeer(peer: string | null, trust: TrustProxy): boolean {
  const socket = normalizeAddress(peer);
  if (!socket || trust.kind === 'none') return false;
  return trust.kind === 'hops' ? trust.hops > 0 : trust.ranges.check(socket, isIP(socket) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The key a limit counts a client address under: IPv4 as is, IPv6 by its /64 (one subscriber's
 * network: a client with a /64 cannot rotate out of its quota), 'unknown' for none.
 */
export function limitKey(address: string | null): string {
  if (!address) return 'unknown';
  if (isIP(address) !== 6) return address;
  return expandIpv6(address).slice(0, 4).join(':') + '::/64';
}

/** The eight groups of an IPv6 address, without leading zeros. */
export function expandIpv6(ip: string): string[] {
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...h, ...Array(8 - h.length - t.length).fill('0'), ...t] : h;
  return groups.map((g) => g.replace(/^0+(?=.)/, ''));
}

/**
 * The network an address belongs to, as one provider hands it out: IPv4 by its /24, IPv6 by its
 * /48; 'unknown' for none.
 */
export function networkKey(address: string | null): string {
  if (!address) return 'unknown';
  return isIP(address) === 4 ? address.split('.').slice(0, 3).join('.') + '.0/24' : expandIpv6(address).slice(0, 3).join(':') + '::/48';
}
