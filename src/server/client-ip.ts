import 'server-only';
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';

type HeaderSource = { get: (name: string) => string | null };

/**
 * The client address as the closest proxy saw it: X-Real-IP, else the last X-Forwarded-For
 * entry (the one appended by our own proxy, or set by Next from the socket). Earlier entries
 * are written by the client and are not trusted.
 */
export function clientIp(headers: HeaderSource): string | null {
  const candidates = [headers.get('x-real-ip'), headers.get('x-forwarded-for')?.split(',').at(-1)];
  for (const raw of candidates) {
    const ip = raw?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    if (ip && isIP(ip)) return ip;
  }
  return null;
}

/** SHA-256 of the network part (IPv4 /24, IPv6 /48): enough to trace abuse, not a person's address. */
export function hashIp(ip: string | null): string | null {
  if (!ip) return null;
  const network =
    isIP(ip) === 4
      ? ip.split('.').slice(0, 3).join('.') + '.0/24'
      : expandIpv6(ip).slice(0, 3).join(':') + '::/48';
  return createHash('sha256').update(`leads:${network}`).digest('hex');
}

function expandIpv6(ip: string): string[] {
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...h, ...Array(8 - h.length - t.length).fill('0'), ...t] : h;
  return groups.map((g) => g.replace(/^0+(?=.)/, ''));
}
