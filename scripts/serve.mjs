#!/usr/bin/env node
// The production HTTP server (npm start runs it once the build is fresh): Next's request handler
// behind a plain node:http server that checks every request before Next sees it:
// - the target must be a path (`OPTIONS *` and absolute-form targets get 400), the method one the
//   site serves (TRACE, CONNECT, PUT, anything unknown: 405);
// - POSTs pass a token bucket per client (the address TRUST_PROXY resolves): a flood from one
//   client is answered 429 in microseconds, and a page's rate stays the page's;
// - every body is read here, up to its bound (64 KB under /api/, 1 MB elsewhere: Next's limit for
//   a server action), with or without Content-Length; past the bound the answer is 413 and the
//   rest is never stored. Next gets the body once it is whole, so a slow sender never ties up
//   more than a socket until the request timeout;
// - a server action post names an action of this build and comes from this site (its Origin), or
//   it is answered 404 / 403 here, without Next's stack traces;
// - it stamps the socket's remote address into x-peer-address, replacing whatever a client sent
//   under that name, so the app knows who is connected without trusting a header
//   (src/server/client-ip.ts reads it, and proxy headers only where TRUST_PROXY says so);
// - no answer sends a visitor to a host taken from the request (Location is made a path), and
//   every answer carries nosniff;
// - the timeouts and the connection cap of scripts/lib/serve-config.mjs hold slow clients to
//   seconds, and every refusal and error is logged as one short line per kind a minute at most.
// It also compresses every answer, with Brotli where the browser takes it (Next's own compression
// is off, next.config.ts): the HTML of a page is about a tenth smaller than with gzip, which brings
// the largest pages' first answer under one TCP round trip (docs/decisions/015).
// Why each bound is what it is: docs/decisions/019.
import { readFileSync } from 'node:fs';
import { IncomingMessage, createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import { launchGuardError } from '../src/lib/launch-guard.mjs';
import { formGate, markSiteServer } from '../src/lib/site-server.mjs';
import { createKindLog, createThrottle, kindOf } from '../src/lib/throttled-log.mjs';
import { limitKey, resolveClientAddress } from '../src/lib/trust-proxy.mjs';
import { SERVER_DEFAULTS, serveConfig } from './lib/serve-config.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const PEER_HEADER = 'x-peer-address';
const ALLOWED = 'GET, HEAD, POST, OPTIONS';
const METHODS = new Set(ALLOWED.split(', '));

/**
 * Brotli's quality per answer. 5 compresses a page in 2-7 ms, about as fast as gzip's default, and
 * a tenth smaller; 11 is another tenth smaller but takes 70-140 ms per page.
 */
const BROTLI_QUALITY = 5;

/** Next's limit for a server action's body (serverActions.bodySizeLimit, 1 MB by default): form posts. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** The API takes small bodies only: a CSP report is a few hundred bytes, a one-click unsubscribe less. */
export const MAX_API_BODY_BYTES = 64 * 1024;
/** @param {string} pathname */
export const bodyLimit = (pathname) => (pathname.startsWith('/api/') ? MAX_API_BODY_BYTES : MAX_BODY_BYTES);

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

/** How long a refused body is still read (and dropped) after the answer, so the client sees the answer. */
const LINGER_MS = 2000;

const LOCALES = ['en', 'de', 'fr'];

/** @typedef {{ title: string, description: string, back: string }} RefusalText */
/** @typedef {Record<string, { tooLarge: RefusalText, tooMany: RefusalText }>} RefusalTexts */

/**
 * The texts of the 413 and 429 pages in every language, from the dictionary (messages/<locale>/forms.json).
 * @returns {RefusalTexts}
 */
export function readRefusalTexts(root = ROOT) {
  return Object.fromEntries(
    LOCALES.map((l) => {
      const { errors } = JSON.parse(readFileSync(path.join(root, 'messages', l, 'forms.json'), 'utf8'));
      return [l, { tooLarge: errors.bodyTooLarge, tooMany: { ...errors.rateLimited, back: errors.bodyTooLarge.back } }];
    }),
  );
}

/**
 * The server actions of a build (server-reference-manifest.json), id to exported name, or null
 * when it has none.
 * @param {string} dist
 * @returns {Map<string, string> | null}
 */
export function readActions(dist) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(dist, 'server', 'server-reference-manifest.json'), 'utf8'));
    /** @type {[string, { exportedName?: string }][]} */
    const entries = [...Object.entries(manifest.node ?? {}), ...Object.entries(manifest.edge ?? {})];
    return new Map(entries.map(([id, entry]) => [id, entry.exportedName ?? '']));
  } catch {
    return null;
  }
}

/** @param {string} s */
const escapeHtml = (s) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A page in the path's language that says why the post was refused and leads back to the form.
 * @param {string} pathname
 * @param {RefusalText} t
 * @param {string} locale
 */
function refusalPage(pathname, t, locale) {
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t.title)}</title></head><body><main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.description)}</p><p><a href="${escapeHtml(pathname)}">${escapeHtml(t.back)}</a></p></main></body></html>`;
}

/** @param {string} pathname */
const localeOf = (pathname) => {
  const segment = pathname.split('/')[1];
  return LOCALES.includes(segment) ? segment : 'en';
};

/** @param {string | string[] | undefined} value */
const headerText = (value) => (Array.isArray(value) ? value.join(', ') : (value ?? null));

/**
 * The ids of the server actions a no-JavaScript form post names in its multipart body: `$ACTION_ID_<id>`
 * fields, or a `$ACTION_<n>:0` field holding `{"id": ...}` (a form of useActionState). An id that
 * cannot be read counts as '' (unknown).
 * @param {Buffer} body
 * @param {string} contentType
 * @returns {string[]}
 */
export function actionIdsOfForm(body, contentType) {
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) return [];
  const text = body.toString('latin1');
  if (!text.includes('$ACTION_')) return [];
  const ids = [...text.matchAll(/name="\$ACTION_ID_([^"]*)"/g)].map((m) => m[1]);
  for (const m of text.matchAll(/name="\$ACTION_\d+:0"\r\n(?:[^\r\n]+\r\n)*\r\n([^\r\n]*)/g)) {
    try {
      const value = JSON.parse(m[1]);
      ids.push(typeof value?.id === 'string' ? value.id : '');
    } catch {
      ids.push('');
    }
  }
  return ids;
}

/**
 * Next's own rule for a server action from another site: the Origin's host must be the
 * X-Forwarded-Host (its first entry) or the Host. No Origin at all is not a browser acting for a
 * page elsewhere (browsers send one with every POST).
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
function isCrossSite(headers) {
  const origin = headers.origin;
  if (typeof origin !== 'string') return false;
  let host;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  const forwarded = headerText(headers['x-forwarded-host'])?.split(',')[0]?.trim();
  return host !== forwarded && host !== headers.host;
}

/**
 * A token bucket per client key.
 * @param {{ burst: number, perSecond: number }} rule
 * @returns {(key: string, now?: number) => number} 0 when the request may pass, else the milliseconds until it could
 */
export function createBucket({ burst, perSecond }, maxKeys = MAX_BUCKETS) {
  /** @type {Map<string, { tokens: number, at: number }>} */
  const buckets = new Map();
  return (key, now = Date.now()) => {
    let bucket = buckets.get(key);
    if (bucket) {
      bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
      bucket.at = now;
      // Most recent last: the first entry is the one to forget.
      buckets.delete(key);
    } else {
      if (buckets.size >= maxKeys) buckets.delete(/** @type {string} */ (buckets.keys().next().value));
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
 * A Location built from the request's own host names (Host, X-Forwarded-Host, an absolute-form
 * target) or written scheme-relative (`//host`, `/\host`) could send the visitor anywhere: it
 * becomes the path on this site. Locations to configured sites (the blog site) pass.
 * @param {string} location
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function safeLocation(location, headers) {
  const schemeRelative = /^[/\\]{2}/.test(location.trim());
  if (!schemeRelative && !/^[a-z][a-z0-9+.-]*:/i.test(location.trim())) return location;
  let url;
  try {
    url = new URL(location.trim(), 'http://localhost');
  } catch {
    return '/';
  }
  // The same host: the same name, and the same port unless one of them is a scheme's default
  // (https://evil.example and Host: evil.example:443). Another port is another site (the blog
  // site may live on this host).
  const parts = (/** @type {string} */ h) => {
    const m = /^(\[[^\]]*\]|[^:]*)(?::(\d*))?$/.exec(h.trim().toLowerCase());
    return { name: (m?.[1] ?? '').replace(/^\[|\]$/g, ''), port: m?.[2] && m[2] !== '80' && m[2] !== '443' ? m[2] : '' };
  };
  const target = { name: url.hostname.toLowerCase().replace(/^\[|\]$/g, ''), port: url.port === '80' || url.port === '443' ? '' : url.port };
  const named = [headers.host, ...(headerText(headers['x-forwarded-host'])?.split(',') ?? [])].some((h) => {
    if (!h) return false;
    const p = parts(h);
    return p.name === target.name && (p.port === target.port || p.port === '' || target.port === '');
  });
  if (schemeRelative || named) return `${url.pathname}${url.search}${url.hash}`;
  return location;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function guardLocation(req, res) {
  const writeHead = res.writeHead;
  /** @type {any} */ (res).writeHead = function (/** @type {any[]} */ ...args) {
    const current = res.getHeader('location');
    if (typeof current === 'string') res.setHeader('location', safeLocation(current, req.headers));
    for (const arg of args) {
      if (arg && typeof arg === 'object' && !Array.isArray(arg)) {
        for (const key of Object.keys(arg)) if (key.toLowerCase() === 'location' && typeof arg[key] === 'string') arg[key] = safeLocation(arg[key], req.headers);
      }
    }
    return writeHead.apply(this, /** @type {any} */ (args));
  };
}

/**
 * Reads a body up to `limit` bytes: the bytes, 'too-large' as soon as it passes the limit (what
 * follows is read and dropped until the socket closes), 'busy' when all bodies held together
 * would pass `pool.max`, or 'aborted'. What it holds counts in `pool.held` until `res` closes.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} limit
 * @param {{ held: number, max: number }} pool
 * @returns {Promise<Buffer | 'too-large' | 'busy' | 'aborted'>}
 */
function readBody(req, res, limit, pool) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    let chunks = [];
    let size = 0;
    let settled = false;
    res.once('close', () => {
      pool.held -= size;
      size = 0;
    });
    const settle = (/** @type {Buffer | 'too-large' | 'busy' | 'aborted'} */ result) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    req.on('data', (/** @type {Buffer} */ chunk) => {
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
 * What the app's gate says of a form post: a path for a 303, or null (also when the body is no
 * form the platform can read: Next answers that one).
 * @param {(post: import('../src/lib/site-server.mjs').FormPost) => string | null} gate
 * @param {{ action: string, path: string, body: Buffer, contentType: string }} post
 */
async function gatedLocation(gate, { action, path: postedTo, body, contentType }) {
  let form;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return null;
  }
  /** @type {Record<string, string>} */
  const fields = {};
  for (const [name, value] of form) if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  return gate({ action, fields, path: postedTo });
}

/**
 * The request as Next reads it, its body already whole: a message on the same socket with the
 * same line and headers.
 * @param {import('node:http').IncomingMessage} req
 * @param {Buffer} body
 */
function withBody(req, body) {
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

/**
 * @typedef {{
 *   actionIds?: Set<string> | Map<string, string> | null,
 *   texts?: RefusalTexts,
 *   log?: (kind: string, line?: string) => void,
 *   config?: Partial<import('./lib/serve-config.mjs').ServeConfig>,
 *   postBucket?: { burst: number, perSecond: number },
 *   maxBuffered?: number,
 * }} SiteServerOptions
 */

/**
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>} handle
 * @param {SiteServerOptions} [options]
 */
export function createSiteServer(
  handle,
  { actionIds = null, texts = readRefusalTexts(), log = createKindLog((l) => process.stderr.write(l)), config = {}, postBucket = POST_BUCKET, maxBuffered = MAX_BUFFERED_BYTES } = {},
) {
  const {
    headersTimeoutMs = SERVER_DEFAULTS.HEADERS_TIMEOUT * 1000,
    requestTimeoutMs = SERVER_DEFAULTS.REQUEST_TIMEOUT * 1000,
    keepAliveTimeoutMs = SERVER_DEFAULTS.KEEP_ALIVE_TIMEOUT * 1000,
    maxConnections = SERVER_DEFAULTS.MAX_CONNECTIONS,
    trust = { kind: 'none' },
    proxyHeader = 'x-forwarded-for',
  } = config;
  const compress = compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } });
  const takePost = createBucket(postBucket);
  const bodies = { held: 0, max: maxBuffered };

  /**
   * A short answer of the server's own. With a body still on its way, the connection closes
   * after it: the rest is never read into memory.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {number} status
   * @param {Record<string, string | number>} headers
   * @param {string} body
   */
  const refuse = (req, res, status, headers, body, close = false) => {
    res.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      ...headers,
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      ...(close ? { Connection: 'close' } : {}),
    });
    if (close) {
      // A lingering close: the answer goes out and our side of the connection ends, but what the
      // client is still sending is read and dropped for a moment, so that it reads the answer
      // instead of a reset. Then the socket goes.
      const socket = /** @type {import('node:net').Socket & { destroySoon?: () => void }} */ (req.socket);
      socket.destroySoon = () => {
        socket.end();
        setTimeout(() => socket.destroy(), LINGER_MS).unref();
      };
      req.resume();
    }
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  /**
   * A 413 or 429 in the form of the path: JSON under /api/, else a page in the path's language.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} pathname
   * @param {'tooLarge' | 'tooMany'} kind
   * @param {Record<string, string>} extra
   */
  const refusePost = (req, res, pathname, kind, extra = {}, close = false) => {
    const status = kind === 'tooLarge' ? 413 : 429;
    if (pathname.startsWith('/api/')) {
      const body = JSON.stringify(kind === 'tooLarge' ? { error: 'too-large' } : { error: 'limit', resetAt: extra.resetAt });
      refuse(req, res, status, { 'Content-Type': 'application/json; charset=utf-8', ...(extra['Retry-After'] ? { 'Retry-After': extra['Retry-After'] } : {}) }, body, close);
      return;
    }
    const locale = localeOf(pathname);
    const body = refusalPage(pathname, texts[locale][kind], locale);
    refuse(
      req,
      res,
      status,
      {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
        ...(extra['Retry-After'] ? { 'Retry-After': extra['Retry-After'] } : {}),
      },
      body,
      close,
    );
  };

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function serve(req, res) {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const target = req.url ?? '';
    const pending = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    // An early refusal leaves the body unread: a small one of known length is read and dropped
    // (the connection stays open for the next request), anything else closes the connection.
    const unbounded = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > MAX_API_BODY_BYTES;
    // Origin-form only: `OPTIONS *` and `GET http://host/path` are for proxies, not for this site.
    if (!target.startsWith('/')) {
      log('target', '[serve] refused a request whose target is not a path (400)');
      refuse(req, res, 400, {}, 'Bad Request\n', unbounded);
      return;
    }
    if (!METHODS.has(req.method ?? '')) {
      refuse(req, res, 405, { Allow: ALLOWED }, 'Method Not Allowed\n', unbounded);
      return;
    }
    const pathname = target.split('?')[0].replace(/[^\x21-\x7e]/g, '').slice(0, 200) || '/';
    const client = limitKey(resolveClientAddress({ peer: req.socket.remoteAddress ?? null, header: proxyHeader, value: headerText(req.headers[proxyHeader]), trust }));
    if (req.method === 'POST') {
      const waitMs = takePost(client);
      if (waitMs > 0) {
        log('post-rate', '[serve] refused POSTs over the per-client rate (429)');
        const seconds = Math.ceil(waitMs / 1000);
        refusePost(req, res, pathname, 'tooMany', { 'Retry-After': String(seconds), resetAt: new Date(Date.now() + waitMs).toISOString() }, unbounded);
        return;
      }
    }
    const headerAction = req.headers['next-action'];
    if (actionIds && typeof headerAction === 'string' && !actionIds.has(headerAction)) {
      log('unknown-action', `[serve] refused a server action the build does not have (POST ${pathname})`);
      refuse(req, res, 404, {}, 'Unknown action\n', unbounded);
      return;
    }
    let request = req;
    if (pending) {
      const limit = bodyLimit(pathname);
      if (Number(req.headers['content-length'] ?? 0) > limit) {
        log('too-large', '[serve] refused a body over its limit (413)');
        refusePost(req, res, pathname, 'tooLarge', {}, true);
        return;
      }
      const body = await readBody(req, res, limit, bodies);
      if (body === 'aborted') return;
      if (body === 'busy') {
        log('busy', '[serve] refused a body: the bodies of other requests fill the memory set aside (503)');
        refuse(req, res, 503, { 'Retry-After': '5' }, 'Busy, try again in a moment\n', true);
        return;
      }
      if (body === 'too-large') {
        log('too-large', '[serve] refused a body over its limit (413)');
        refusePost(req, res, pathname, 'tooLarge', {}, true);
        return;
      }
      const contentType = String(req.headers['content-type'] ?? '');
      const formActions = req.method === 'POST' ? actionIdsOfForm(body, contentType) : [];
      if (actionIds && formActions.some((id) => !actionIds.has(id))) {
        log('unknown-action', '[serve] refused a form post naming a server action the build does not have (404)');
        refuse(req, res, 404, {}, 'Unknown action\n');
        return;
      }
      if ((typeof headerAction === 'string' || formActions.length > 0) && isCrossSite(req.headers)) {
        log('cross-site', '[serve] refused a server action posted from another site (403)');
        refuse(req, res, 403, {}, 'Forbidden\n');
        return;
      }
      // A form sent without JavaScript that the app refuses before anything happens (a bot's
      // honeypot): answered here, without the cost of Next's action machinery.
      const gate = formGate();
      if (gate && formActions.length === 1 && typeof headerAction !== 'string' && actionIds instanceof Map) {
        const location = await gatedLocation(gate, { action: actionIds.get(formActions[0]) ?? '', path: pathname, body, contentType });
        if (location) {
          res.writeHead(303, { Location: safeLocation(location, req.headers), 'Content-Length': 0, 'Cache-Control': 'no-store' });
          res.end();
          return;
        }
      }
      // A server action called by the page's script sends its arguments as JSON in text/plain.
      if (typeof headerAction === 'string' && contentType.toLowerCase().startsWith('text/plain')) {
        try {
          JSON.parse(body.toString('utf8'));
        } catch {
          log('bad-action-body', '[serve] refused a server action whose arguments are not JSON (400)');
          refuse(req, res, 400, {}, 'Bad Request\n');
          return;
        }
      }
      request = withBody(req, body);
    } else if (typeof headerAction === 'string' && isCrossSite(req.headers)) {
      log('cross-site', '[serve] refused a server action posted from another site (403)');
      refuse(req, res, 403, {}, 'Forbidden\n');
      return;
    }
    request.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
    guardLocation(request, res);
    compress(/** @type {any} */ (request), /** @type {any} */ (res), () =>
      handle(request, res).catch((error) => {
        log('handler', `[serve] ${req.method} failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end();
      }),
    );
  }

  const server = createServer(
    {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      keepAliveTimeout: keepAliveTimeoutMs,
      // Node checks both timeouts on this interval (30 s by default): a slow client would get
      // up to 30 s more than its timeout.
      connectionsCheckingInterval: Math.min(1000, headersTimeoutMs),
    },
    (req, res) => void serve(req, res),
  );
  server.maxConnections = maxConnections;
  // A socket that neither sends nor reads for a whole request's time is gone (a reader that never
  // reads the answer).
  server.setTimeout(requestTimeoutMs);
  // Expect: 100-continue: a body over its bound is refused before the client sends it.
  server.on('checkContinue', (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (req.url?.startsWith('/') && Number(req.headers['content-length'] ?? 0) > bodyLimit(pathname)) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      log('too-large', '[serve] refused a body over its limit (413)');
      refusePost(req, res, pathname, 'tooLarge', {}, true);
      return;
    }
    res.writeContinue();
    void serve(req, res);
  });
  // CONNECT never reaches the request handler; without this, Node drops the socket.
  server.on('connect', (_req, socket) => {
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED}\r\nX-Content-Type-Options: nosniff\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  });
  return server;
}

/** Next's log lines for requests that a visitor's client got wrong, and the one short line each becomes. */
const CLIENT_MISTAKES = [
  [/Failed to find Server Action/, 'refused a form post naming a server action the build does not have'],
  [/Missing `origin` header from a forwarded Server Actions request/, 'took a server action without an Origin header (not a browser)'],
  [/does not match `origin` header|Invalid Server Actions request/, 'refused a server action posted from another site'],
  [/Unexpected end of (form|multipart data)|Malformed part header|Boundary not found|Malformed urlencoded form|Unexpected end of JSON input|Failed to parse body as FormData/, 'refused a malformed request body'],
  [/^URIError|URI malformed|Failed to decode param/, 'refused a malformed address'],
];

/**
 * What a console call says, for sorting it: the first Error's name and message, or the first
 * string, without colors and Next's one-character prefixes.
 * @param {unknown[]} args
 */
function textOf(args) {
  for (const arg of args) {
    if (arg instanceof Error) return `${arg.name}: ${arg.message}`;
    if (typeof arg === 'string') {
      const plain = arg.replace(/\x1b\[[0-9;]*m/g, '').trim();
      if (plain.length > 2) return plain;
    }
  }
  return args.map(String).join(' ');
}

/**
 * Every console.error and console.warn of the process (Next's and the app's) passes here: what a
 * visitor's client got wrong becomes one short line of its kind a minute, without a stack trace;
 * anything else (a failure of ours) is written as it is, once per kind a minute, with a count of
 * what was left out.
 * @param {{ error: (...args: unknown[]) => void, warn: (...args: unknown[]) => void }} target
 * @param {(kind: string, line?: string) => void} log
 */
export function quietConsole(target, log, intervalMs = 60_000) {
  const allow = createThrottle(intervalMs);
  for (const method of /** @type {const} */ (['error', 'warn'])) {
    const original = target[method].bind(target);
    target[method] = (...args) => {
      const text = textOf(args);
      const mistake = CLIENT_MISTAKES.find(([pattern]) => /** @type {RegExp} */ (pattern).test(text));
      if (mistake) return log(String(mistake[1]), `[serve] ${mistake[1]}`);
      const skipped = allow(kindOf(text));
      if (skipped === null) return;
      original(...args);
      if (skipped) original(`(and ${skipped} more like it since the last one)`);
    };
  }
}

async function main() {
  // A public site must not go live with the example legal identity (src/lib/launch-guard.mjs).
  const refusal = launchGuardError(process.env);
  if (refusal) {
    process.stderr.write(`[serve] ${refusal}\n`);
    process.exit(1);
  }
  // The database, the outbox and exports hold personal data: what this process creates is its user's alone.
  process.umask(0o077);
  process.env.NODE_ENV = 'production';
  let config;
  try {
    config = serveConfig();
  } catch (error) {
    process.stderr.write(`\n[serve] ${error instanceof Error ? error.message : String(error)}\n[serve] The server stops.\n\n`);
    process.exit(1);
  }
  markSiteServer();
  const log = createKindLog((l) => process.stderr.write(l));
  quietConsole(console, log);
  const { default: next } = await import('next');
  // Next builds its internal URLs (the locale proxy's rewrites) on this name and treats a rewrite
  // to another origin as external: it must be the same name whatever interface we listen on, or
  // HOST=127.0.0.1 turns every English page into a redirect loop (what `next start -H` does).
  const app = next({ dev: false, dir: ROOT, hostname: 'localhost', port: config.port });
  await app.prepare();
  const { distDir } = await import('./lib/build.mjs');
  const server = createSiteServer(app.getRequestHandler(), { actionIds: readActions(distDir(process.env)), log, config, postBucket: config.postBucket });
  server.listen(config.port, config.host, () => {
    process.stdout.write(`[serve] ready on http://${config.host ?? 'localhost'}:${config.port}${config.host ? '' : ' (every interface; HOST=127.0.0.1 keeps it to this machine)'}\n`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    process.stderr.write(`[serve] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
