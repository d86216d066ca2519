import 'server-only';
import { createHmac } from 'node:crypto';
import { env } from '@/lib/env';
import { isTrustedPeer, networkKey, resolveClientAddress } from '@/lib/trust-proxy';

type HeaderSource = { get: (name: string) => string | null };

/**
 * The header the site's own HTTP server (scripts/serve.ts) sets on every request to the socket's
 * remote address, replacing whatever a client sent under that name.
 */
export const PEER_HEADER = 'x-peer-address';

/**
 * The client address: the socket's peer, or, where TRUST_PROXY says proxies stand in front, the
 * right-most untrusted entry of their header (src/lib/trust-proxy.ts). Null only outside the
 * site's server (next dev), where limits count it as one 'unknown' client.
 */
export function clientIp(headers: HeaderSource, config = env()): string | null {
  return resolveClientAddress({
    peer: headers.get(PEER_HEADER),
    header: config.PROXY_HEADER,
    value: headers.get(config.PROXY_HEADER),
    trust: config.TRUST_PROXY,
  });
}

/**
 * The scheme the visitor used, as a trusted proxy reports it in X-Forwarded-Proto; null when no
 * trusted proxy stands in front (the site's own server speaks plain http).
 */
export function forwardedProto(headers: HeaderSource, config = env()): 'https' | 'http' | null {
  if (!isTrustedPeer(headers.get(PEER_HEADER), config.TRUST_PROXY)) return null;
  const proto = headers.get('x-forwarded-proto')?.split(',').at(-1)?.trim();
  return proto === 'https' || proto === 'http' ? proto : null;
}

/**
 * HMAC-SHA-256, keyed with a site secret, of the network part (IPv4 /24, IPv6 /48): enough to
 * trace abuse from one network, not a person's address. Keyed, because a plain hash of a /24 is
 * reversed by trying its 16.7 million candidates; without the secret (which never leaves the
 * database) no one can test a candidate.
 */
export function hashIp(ip: string | null, secret: Buffer): string | null {
  if (!ip) return null;
  return createHmac('sha256', secret).update(`leads:${networkKey(ip)}`).digest('hex');
}
