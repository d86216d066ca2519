#!/usr/bin/env node
// The production HTTP server (npm start runs it once the build is fresh): Next's request handler
// behind a plain node:http server that does two things before Next sees a request:
// - it stamps the socket's remote address into x-peer-address, replacing whatever a client sent
//   under that name, so the app knows who is connected without trusting a header
//   (src/server/client-ip.ts reads it, and proxy headers only where TRUST_PROXY says so);
// - it answers methods the site does not serve (TRACE, CONNECT, PUT, anything unknown) with 405.
// PORT (3000) and HOST (all interfaces) choose where it listens.
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

export const PEER_HEADER = 'x-peer-address';
const ALLOWED = 'GET, HEAD, POST, OPTIONS';
const METHODS = new Set(ALLOWED.split(', '));
const REFUSAL = 'Method Not Allowed\n';

/** @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>} handle */
export function createSiteServer(handle) {
  const server = createServer((req, res) => {
    if (!METHODS.has(req.method ?? '')) {
      res.writeHead(405, { Allow: ALLOWED, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': REFUSAL.length, 'Cache-Control': 'no-store' });
      res.end(REFUSAL);
      return;
    }
    req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
    handle(req, res).catch((error) => {
      process.stderr.write(`[serve] ${req.method} failed: ${error instanceof Error ? error.message : String(error)}\n`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end();
    });
  });
  // CONNECT never reaches the request handler; without this, Node drops the socket.
  server.on('connect', (_req, socket) => {
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  });
  return server;
}

async function main() {
  process.env.NODE_ENV = 'production';
  const port = Number(process.env.PORT || 3000);
  const host = process.env.HOST || undefined;
  const { default: next } = await import('next');
  // Next builds its internal URLs (the locale proxy's rewrites) on this name and treats a rewrite
  // to another origin as external: it must be the same name whatever interface we listen on, or
  // HOST=127.0.0.1 turns every English page into a redirect loop (what `next start -H` does).
  const app = next({ dev: false, dir: new URL('..', import.meta.url).pathname, hostname: 'localhost', port });
  await app.prepare();
  const server = createSiteServer(app.getRequestHandler());
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
