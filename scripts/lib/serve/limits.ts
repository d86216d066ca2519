// The bounds of the site's server (scripts/serve.ts) on what clients send: the size of a body,
// the POSTs per client, the bodies held at once; and a body read here, up to its bound, before
// Next gets it whole.
import { IncomingMessage, type ServerResponse } from 'node:http';
import { SERVER_DEFAULTS } from '../serve-config';

/** Next's limit for a server action's body (serverActions.bodySizeLimit, 1 MB by default): form posts. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** The API takes small bodies only: a CSP report is a few hundred bytes, a one-click unsubscribe less. */
export const MAX_API_BODY_BYTES = 64 * 1024;
export const bodyLimit = (pathname: string) => (pathname.startsWith('/api/') ? MAX_API_BODY_BYTES : MAX_BODY_BYTES);

/**
 * POSTs per client: a burst of 20, then one a second (POST_BURST, POST_RATE). A person sends a
 * form or reveals a contact now and then, an office behind one address a few a minute; the
 * database's limits (per form, per reveal) decide the rest. What this bucket stops is a flood,
 * before it costs a render.
 */
export const POST_BUCKET = { burst: SERVER_DEFAULTS.POST_BURST, perSecond: SERVER_DEFAULTS.POST_RATE };
/** Clients the bucket remembers at most; the least recent is forgotten first (it starts full again). */
const MAX_BUCKETS = 50_000;

/**
 * Bodies held at once, all requests together: 64 posts of the largest size. Past it a body is
 * answered 503 (try again in a moment), so that many slow senders cannot fill the memory either.
 */
export const MAX_BUFFERED_BYTES = 64 * 1024 * 1024;

/**
 * A token bucket per client key: 0 when the request may pass, else the milliseconds until it could.
 */
export function createBucket({ burst, perSecond }: { burst: number; perSecond: number }, maxKeys = MAX_BUCKETS): (key: string, now?: number) => number {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return (key, now = Date.now()) => {
    let bucket = buckets.get(key);
    if (bucket) {
      bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
      bucket.at = now;
      // Most recent last: the first entry is the one to forget.
      buckets.delete(key);
    } else {
      if (buckets.size >= maxKeys) buckets.delete(buckets.keys().next().value as string);
      bucket = { tokens: burst, at: now };
    }
    buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.round(((1 - bucket.tokens) / perSecond) * 1000));
  };
}

/**
 * Reads a body up to `limit` bytes: the bytes, 'too-large' as soon as it passes the limit (what
 * follows is read and dropped until the socket closes), 'busy' when all bodies held together
 * would pass `pool.max`, or 'aborted'. What it holds counts in `pool.held` until `res` closes.
 */
export function readBody(req: IncomingMessage, res: ServerResponse, limit: number, pool: { held: number; max: number }): Promise<Buffer | 'too-large' | 'busy' | 'aborted'> {
  return new Promise((resolve) => {
    let chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    res.once('close', () => {
      pool.held -= size;
      size = 0;
    });
    const settle = (result: Buffer | 'too-large' | 'busy' | 'aborted') => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      if (size + chunk.length > limit || pool.held + chunk.length > pool.max) {
        pool.held -= size;
        size = 0;
        chunks = [];
        settle(pool.held + chunk.length > pool.max ? 'busy' : 'too-large');
        return;
      }
      size += chunk.length;
      pool.held += chunk.length;
      chunks.push(chunk);
    });
    req.on('end', () => settle(Buffer.concat(chunks)));
    req.on('error', () => settle('aborted'));
    req.on('close', () => settle(req.complete ? Buffer.concat(chunks) : 'aborted'));
  });
}

/**
 * The request as Next reads it, its body already whole: a message on the same socket with the
 * same line and headers.
 */
export function withBody(req: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(req.socket);
  Object.assign(copy, {
    method: req.method,
    url: req.url,
    headers: req.headers,
    rawHeaders: req.rawHeaders,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    complete: true,
  });
  if (body.length > 0) copy.push(body);
  copy.push(null);
  return copy;
}
