#!/usr/bin/env node
// npm start: serve the production site. Builds first when there is no build or it is stale
// (sources, lockfile or SITE_URL changed), so `npm ci && npm start` works on a fresh clone.
import path from 'node:path';
import { ensureBuild } from './lib/build.mjs';
import { childEnv, ROOT, run } from './lib/run.mjs';

const port = process.env.PORT || '3000';

try {
  await ensureBuild(process.env, 'start');
} catch (error) {
  process.stderr.write(`[start] ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

// The site's own server around Next (scripts/serve.mjs): client addresses from the socket.
const code = await run(process.execPath, [path.join(ROOT, 'scripts', 'serve.mjs')], { env: childEnv({ PORT: port }) });
process.exit(code);
