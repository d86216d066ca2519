#!/usr/bin/env node
// The production HTTP server (npm start runs it once the build is fresh): Next's request handler
// behind a plain node:http server that does three things before Next sees a request:
// - it stamps the socket's remote address into x-peer-address, replacing whatever a client sent
//   under that name, so the app knows who is connected without trusting a header
//   (src/server/client-ip.ts reads it, and proxy headers only where TRUST_PROXY says so);
// - it answers methods the site does not serve (TRACE, CONNECT, PUT, anything unknown) with 405;
// - it answers a POST over Next's 1 MB body limit with 413 and a page in the path's language
//   (Next would answer 500), and a server action id the build does not have with 404 and one
//   short log line a minute (Next logs a stack trace each time).
// It also compresses every answer, with Brotli where the browser takes it (Next's own compression
// is off, next.config.ts): the HTML of a page is about a tenth smaller than with gzip, which brings
// the largest pages' first answer under one TCP round trip (docs/decisions/015).
// PORT (3000) and HOST (all interfaces) choose where it listens.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import { createThrottledLog } from '../src/lib/throttled-log.mjs';
import { launchGuardError } from '../src/lib/launch-guard.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const PEER_HEADER = 'x-peer-address';
const ALLOWED = 'GET, HEAD, POST, OPTIONS';
const METHODS = new Set(ALLOWED.split(', '));
const REFUSAL = 'Method Not Allowed\n';

/**
 * Brotli's quality per answer. 5 compresses a page in 2-7 ms, about as fast as gzip's default, and
 * a tenth smaller; 11 is another tenth smaller but takes 70-140 ms per page.
 */
const BROTLI_QUALITY = 5;

/** Next's limit for a server action's body (serverActions.bodySizeLimit, 1 MB by default). */
export const MAX_BODY_BYTES = 1024 * 1024;
const LOCALES = ['en', 'de', 'fr'];

/** The 413 texts of every language, from the dictionary (messages/<locale>/forms.json). */
export function readTooLargeTexts(root = ROOT) {
  return Object.fromEntries(LOCALES.map((l) => [l, JSON.parse(readFileSync(path.join(root, 'messages', l, 'forms.json'), 'utf8')).errors.bodyTooLarge]));
}

/** The server action ids of a build (server-reference-manifest.json), or null when it has none. */
export function readActionIds(dist) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(dist, 'server', 'server-reference-manifest.json'), 'utf8'));
    return new Set([...Object.keys(manifest.node ?? {}), ...Object.keys(manifest.edge ?? {})]);
  } catch {
    return null;
  }
}

const escapeHtml = (s) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function tooLargePage(pathname, texts) {
  const segment = pathname.split('/')[1];
  const locale = LOCALES.includes(segment) ? segment : 'en';
  const t = texts[locale];
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t.title)}</title></head><body><main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.description)}</p><p><a href="${escapeHtml(pathname)}">${escapeHtml(t.back)}</a></p></main></body></html>`;
}

/**
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>} handle
 * @param {{ actionIds?: Set<string> | null, tooLargeTexts?: Record<string, { title: string, description: string, back: string }>, log?: (line: string) => void }} [options]
 */
export function createSiteServer(handle, { actionIds = null, tooLargeTexts = readTooLargeTexts(), log = createThrottledLog((l) => process.stderr.write(l)) } = {}) {
  const compress = compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } });
  const server = createServer((req, res) => {
    if (!METHODS.has(req.method ?? '')) {
      res.writeHead(405, { Allow: ALLOWED, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': REFUSAL.length, 'Cache-Control': 'no-store' });
      res.end(REFUSAL);
      return;
    }
    const pathname = (req.url ?? '/').split('?')[0].replace(/[^\x21-\x7e]/g, '').slice(0, 200) || '/';
    if (req.method === 'POST' && Number(req.headers['content-length']) > MAX_BODY_BYTES) {
      const body = tooLargePage(pathname, tooLargeTexts);
      res.writeHead(413, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
        'Cache-Control': 'no-store',
        Connection: 'close',
      });
      res.end(body);
      return;
    }
    const action = req.headers['next-action'];
    if (actionIds && typeof action === 'string' && !actionIds.has(action)) {
      log(`[serve] refused a server action the build does not have (POST ${pathname})`);
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Unknown action\n');
      return;
    }
    req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
    compress(req, res, () =>
      handle(req, res).catch((error) => {
        process.stderr.write(`[serve] ${req.method} failed: ${error instanceof Error ? error.message : String(error)}\n`);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end();
      }),
    );
  });
  // CONNECT never reaches the request handler; without this, Node drops the socket.
  server.on('connect', (_req, socket) => {
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  });
  return server;
}

/** Next's error for an action id it does not know, thrown for a no-JavaScript form post ($ACTION_ID_ field). */
const UNKNOWN_ACTION = /^(Error: )?Failed to find Server Action /;

/**
 * A no-JavaScript form post names its server action in the multipart body ($ACTION_ID_<id>), where
 * this server does not look (it would have to hold the body back from Next). Next answers a
 * forged id with 4xx but logs a stack trace each time: route those through the throttled log, as
 * one short line. Every other console.error passes unchanged.
 * @param {{ error: (...args: unknown[]) => void }} target
 * @param {(line: string) => void} log
 */
export function quietUnknownActions(target, log) {
  const original = target.error.bind(target);
  target.error = (...args) => {
    const first = args[0];
    const message = first instanceof Error ? first.message : typeof first === 'string' ? first : '';
    if (UNKNOWN_ACTION.test(message)) log('[serve] refused a form post naming a server action the build does not have');
    else original(...args);
  };
}

async function main() {
  // A public site must not go live with the example legal identity (src/lib/launch-guard.mjs).
  const refusal = launchGuardError(process.env);
  if (refusal) {
    process.stderr.write(`[serve] ${refusal}\n`);
    process.exit(1);
  }
  process.env.NODE_ENV = 'production';
  const port = Number(process.env.PORT || 3000);
  const host = process.env.HOST || undefined;
  const { default: next } = await import('next');
  // Next builds its internal URLs (the locale proxy's rewrites) on this name and treats a rewrite
  // to another origin as external: it must be the same name whatever interface we listen on, or
  // HOST=127.0.0.1 turns every English page into a redirect loop (what `next start -H` does).
  const app = next({ dev: false, dir: ROOT, hostname: 'localhost', port });
  await app.prepare();
  const { distDir } = await import('./lib/build.mjs');
  const log = createThrottledLog((l) => process.stderr.write(l));
  quietUnknownActions(console, log);
  const server = createSiteServer(app.getRequestHandler(), { actionIds: readActionIds(distDir(process.env)), log });
  server.listen(port, host, () => {
    process.stdout.write(`[serve] ready on http://${host ?? 'localhost'}:${port}\n`);
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
