#!/usr/bin/env node
// npm start: serve the production site. Builds first when there is no build or it is stale
// (sources, lockfile or SITE_URL changed), so `npm ci && npm start` works on a fresh clone.
import { ensureBuild } from './lib/build.mjs';
import { childEnv, runBin } from './lib/run.mjs';

const port = process.env.PORT || '3000';

try {
  await ensureBuild(process.env, 'start');
} catch (error) {
  process.stderr.write(`[start] ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

const code = await runBin('next', ['start', '-p', port], { env: childEnv({ PORT: port }) });
process.exit(code);
