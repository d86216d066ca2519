// The listening server of the site (scripts/serve.ts): every request checked in order (target,
// method, the POST bucket, server actions, the body and its bound, the form gate) before Next's
// handler gets it, compressed; the timeouts, the connection cap, Expect: 100-continue and CONNECT.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import { formGate } from '../../../src/lib/site-server';
import { createKindLog } from '../../../src/lib/throttled-log';
import { limitKey, resolveClientAddress } from '../../../src/lib/trust-proxy';
import { SERVER_DEFAULTS, type ServeConfig } from '../serve-config';
import { ALLOWED, METHODS, PEER_HEADER, actionIdsOfForm, gatedLocation, guardLocation, headerText, isCrossSite, safeLocation } from './guards';
import { MAX_API_BODY_BYTES, MAX_BUFFERED_BYTES, POST_BUCKET, bodyLimit, createBucket, readBody, withBody } from './limits';
import { createPageStore } from './page-store';
import { createRefusals, readRefusalTexts, type RefusalTexts } from './refusals';
import { createStaticBrotli } from './static-brotli';

/**
 * Brotli's quality per answer. 5 compresses a page in 2-7 ms, about as fast as gzip's default, and
 * a tenth smaller; 11 is another tenth smaller but takes 70-140 ms per page (a prerendered page
 * gets it all the same, made once: page-store.ts; so does a file of the build's /_next/static,
 * compressed by the build: static-brotli.ts).
 */
const BROTLI_QUALITY = 5;

export type SiteServerOptions = {
  actionIds?: Set<string> | Map<string, string> | null;
  texts?: RefusalTexts;
  log?: (kind: string, line?: string) => void;
  config?: Partial<ServeConfig>;
  postBucket?: { burst: number; perSecond: number };
  maxBuffered?: number;
  /** The build's files under /_next/static in Brotli quality 11, by path (readStaticBrotli). */
  staticBrotli?: Map<string, Buffer>;
};

export function createSiteServer(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  {
    actionIds = null,
    texts = readRefusalTexts(),
    log = createKindLog((l) => process.stderr.write(l)),
    config = {},
    postBucket = POST_BUCKET,
    maxBuffered = MAX_BUFFERED_BYTES,
    staticBrotli = new Map(),
  }: SiteServerOptions = {},
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
  const pages = createPageStore();
  const staticFiles = createStaticBrotli(staticBrotli);
  const takePost = createBucket(postBucket);
  const bodies = { held: 0, max: maxBuffered };

  const { refuse, refusePost } = createRefusals(texts);

  async function serve(req: IncomingMessage, res: ServerResponse) {
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
    // A prerendered page already answered once: from memory, without Next (page-store.ts).
    if (pages.answer(request, res, target)) return;
    guardLocation(request, res);
    compress(request, res, () => {
      pages.wrap(request, res, target);
      staticFiles.wrap(request, res, pathname);
      return handle(request, res).catch((error) => {
        log('handler', `[serve] ${req.method} failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end();
      });
    });
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
