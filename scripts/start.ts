// npm start: serve the production site. Builds first when there is no build or it is stale
// (sources, lockfile or SITE_URL changed), so `npm ci && npm start` works on a fresh clone.
import path from 'node:path';
import { ensureBuild } from './lib/build';
import { childEnv, ROOT, run, TS } from './lib/run';
import { launchGuardError } from '../src/lib/launch-guard';

const port = process.env.PORT || '3000';

// Before a fresh build is reused or a stale one rebuilt: a public site needs its real legal identity.
const refusal = launchGuardError(process.env);
if (refusal) {
  process.stderr.write(`[start] ${refusal}\n`);
  process.exit(1);
}

try {
  await ensureBuild(process.env, 'start');
} catch (error) {
  process.stderr.write(`[start] ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

// The site's own server around Next (scripts/serve.ts): client addresses from the socket.
const code = await run(process.execPath, [...TS, path.join(ROOT, 'scripts', 'serve.ts')], { env: childEnv({ PORT: port }) });
process.exit(code);
