// The settings of the site's HTTP server (scripts/serve.ts), read from the environment once at
// start, before Next (and src/lib/env.ts) is loaded. A bad value stops the server with a message
// naming the variable, as src/lib/env.ts does for the app's.
import { isLoopback, parseTrustProxy, type ProxyHeader, type TrustProxy } from '../../src/lib/trust-proxy';

/**
 * What a slow or idle client may hold, in seconds, how many connections the server keeps open,
 * and the bucket of POSTs per client: a burst, then so many a second.
 */
export const SERVER_DEFAULTS = {
  HEADERS_TIMEOUT: 10,
  REQUEST_TIMEOUT: 30,
  KEEP_ALIVE_TIMEOUT: 5,
  MAX_CONNECTIONS: 512,
  POST_BURST: 20,
  POST_RATE: 1,
};

export type ServeConfig = {
  port: number;
  host: string | undefined;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
  postBucket: { burst: number; perSecond: number };
  trust: TrustProxy;
  proxyHeader: ProxyHeader;
};

export function serveConfig(env: Record<string, string | undefined> = process.env): ServeConfig {
  const problems: string[] = [];
  const value = (name: string) => (env[name] ?? '').trim();
  /** A number of seconds, fractions allowed (tests use short ones), within (0, max]. */
  const seconds = (name: keyof typeof SERVER_DEFAULTS, max = 3600) => {
    const raw = value(name);
    if (raw === '') return SERVER_DEFAULTS[name] * 1000;
    const n = Number(raw);
    if (!/^\d+(\.\d+)?$/.test(raw) || n <= 0 || n > max) {
      problems.push(`${name}: must be a number of seconds above 0 and at most ${max}`);
      return 0;
    }
    return Math.round(n * 1000);
  };
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = value(name);
    if (raw === '') return fallback;
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || n < min || n > max) {
      problems.push(`${name}: must be a whole number from ${min} to ${max}`);
      return fallback;
    }
    return n;
  };

  const port = integer('PORT', 3000, 0, 65535);
  // HOST, or HOSTNAME as Next's own server reads it (container images often set it); neither:
  // every interface. Behind a proxy on the same host, set HOST=127.0.0.1.
  const host = value('HOST') || value('HOSTNAME') || undefined;
  const headersTimeoutMs = seconds('HEADERS_TIMEOUT');
  const requestTimeoutMs = seconds('REQUEST_TIMEOUT');
  const keepAliveTimeoutMs = seconds('KEEP_ALIVE_TIMEOUT');
  const maxConnections = integer('MAX_CONNECTIONS', SERVER_DEFAULTS.MAX_CONNECTIONS, 1, 1_000_000);
  const burst = integer('POST_BURST', SERVER_DEFAULTS.POST_BURST, 1, 1_000_000_000);
  const rate = value('POST_RATE');
  const perSecond = rate === '' ? SERVER_DEFAULTS.POST_RATE : Number(rate);
  if (rate !== '' && (!/^\d+(\.\d+)?$/.test(rate) || perSecond <= 0)) problems.push('POST_RATE: must be a number of POSTs a second above 0');
  // Node refuses a header timeout longer than the whole request's.
  if (headersTimeoutMs && requestTimeoutMs && headersTimeoutMs > requestTimeoutMs) problems.push('HEADERS_TIMEOUT: must not be longer than REQUEST_TIMEOUT');
  const trust = parseTrustProxy(env.TRUST_PROXY);
  if (typeof trust === 'string') problems.push(`TRUST_PROXY: ${trust}`);
  const proxyHeader = value('PROXY_HEADER') || 'x-forwarded-for';
  if (proxyHeader !== 'x-forwarded-for' && proxyHeader !== 'forwarded') problems.push('PROXY_HEADER: must be x-forwarded-for or forwarded');

  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return {
    port,
    host,
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs,
    maxConnections,
    postBucket: { burst, perSecond },
    trust: trust as TrustProxy,
    proxyHeader: proxyHeader as ProxyHeader,
  };
}

/**
 * A warning when TRUST_PROXY is a hop count and the server listens beyond this machine: a hop count
 * trusts the forwarding header of any peer, so a client that reaches the server directly names its
 * own address and passes every per-client limit. Null when that cannot happen.
 */
export function trustWarning(config: Pick<ServeConfig, 'host' | 'trust' | 'proxyHeader'>): string | null {
  if (config.trust.kind !== 'hops' || (config.host && isLoopback(config.host))) return null;
  const where = config.host ? `on ${config.host}` : 'on every interface';
  return `TRUST_PROXY=${config.trust.hops} trusts ${config.proxyHeader} from any peer, and the server listens ${where}: a client that reaches it directly can name its own address and pass every limit. Set HOST=127.0.0.1 behind a proxy on this host, or name the proxies in TRUST_PROXY (loopback, private, their addresses; docs/operations.md, "Proxies and the client address").`;
}
