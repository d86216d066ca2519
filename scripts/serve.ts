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
// - the timeouts and the connection cap of scripts/lib/serve-config.ts hold slow clients to
//   seconds, and every refusal and error is logged as one short line per kind a minute at most.
// It also compresses every answer, with Brotli where the browser takes it (Next's own compression
// is off, next.config.ts): the HTML of a page is about a tenth smaller than with gzip, which brings
// the largest pages' first answer under one TCP round trip (docs/decisions/015). And it keeps each
// prerendered page after Next's first answer for its path: the next plain GETs get it from memory.
// Why each bound is what it is: docs/decisions/019.
// Its parts live in scripts/lib/serve/: guards.ts (targets, methods, server actions, the form gate,
// Location), limits.ts (body bounds, the POST bucket, reading a body), refusals.ts (the server's
// own answers and the 413 and 429 pages), server.ts (the listening server and the order of its
// checks), page-store.ts and static-brotli.ts (the pages kept, and the pages and the build's files in
// Brotli's best quality) and quiet-console.ts (the log lines of Next and the app). This file starts it.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launchGuardError } from '../src/lib/launch-guard';
import { markSiteServer } from '../src/lib/site-server';
import { createKindLog } from '../src/lib/throttled-log';
import { serveConfig, trustWarning, type ServeConfig } from './lib/serve-config';
import { readActions } from './lib/serve/guards';
import { quietConsole } from './lib/serve/quiet-console';
import { createSiteServer } from './lib/serve/server';
import { readStaticBrotli } from './lib/serve/static-brotli';

export { PEER_HEADER, actionIdsOfForm, readActions, safeLocation } from './lib/serve/guards';
export { MAX_API_BODY_BYTES, MAX_BODY_BYTES, MAX_BUFFERED_BYTES, POST_BUCKET, bodyLimit, createBucket } from './lib/serve/limits';
export { readRefusalTexts } from './lib/serve/refusals';
export { createSiteServer } from './lib/serve/server';
export { quietConsole } from './lib/serve/quiet-console';
export type { RefusalText, RefusalTexts } from './lib/serve/refusals';
export type { SiteServerOptions } from './lib/serve/server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  // A public site must not go live with the example legal identity (src/lib/launch-guard.ts).
  const refusal = launchGuardError(process.env);
  if (refusal) {
    process.stderr.write(`[serve] ${refusal}\n`);
    process.exit(1);
  }
  // The database, the outbox and exports hold personal data: what this process creates is its user's alone.
  process.umask(0o077);
  // Next's types declare NODE_ENV read-only: it is set here, before Next is loaded.
  const env: Record<string, string | undefined> = process.env;
  env.NODE_ENV = 'production';
  let config: ServeConfig;
  try {
    config = serveConfig();
  } catch (error) {
    process.stderr.write(`\n[serve] ${error instanceof Error ? error.message : String(error)}\n[serve] The server stops.\n\n`);
    process.exit(1);
  }
  const exposed = trustWarning(config);
  if (exposed) process.stderr.write(`[serve] warning: ${exposed}\n`);
  markSiteServer();
  const log = createKindLog((l) => process.stderr.write(l));
  quietConsole(console, log);
  const { default: next } = await import('next');
  // Next builds its internal URLs (the locale proxy's rewrites) on this name and treats a rewrite
  // to another origin as external: it must be the same name whatever interface we listen on, or
  // HOST=127.0.0.1 turns every English page into a redirect loop (what `next start -H` does).
  const app = next({ dev: false, dir: ROOT, hostname: 'localhost', port: config.port });
  await app.prepare();
  const { distDir } = await import('./lib/build');
  const dist = distDir(process.env);
  const server = createSiteServer(app.getRequestHandler(), { actionIds: readActions(dist), log, config, postBucket: config.postBucket, staticBrotli: readStaticBrotli(dist) });
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
