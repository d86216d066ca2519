// npm run test:e2e [-- playwright args]: Playwright against the production server.
// Makes sure Chromium is there, builds when the build is stale for the e2e SITE_URL (a stale
// build is never tested), runs the checks of the build output (Vitest project "build"), then
// `playwright test` with a fresh temporary DATA_DIR. With --build-only it stops after the build.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findChromium } from './find-chromium';
import { ensureBuild } from './lib/build';
import { E2E_APP_ENV, E2E_DEFAULT_PORT } from './lib/e2e-env';
import { freePort } from './lib/ports';
import { childEnv, runBin } from './lib/run';

function fail(message: string): never {
  process.stderr.write(`[e2e] ${message}\n`);
  process.exit(1);
}

let chromium: string;
try {
  chromium = findChromium();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const buildEnv = { ...process.env, ...E2E_APP_ENV };
try {
  await ensureBuild(buildEnv, 'e2e');
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (process.argv.includes('--build-only')) process.exit(0);

// What the build sends to browsers is checked before any browser starts (tests/build/,
// Vitest project "build"); with E2E_JSON_REPORT, the counts go beside Playwright's for validate.
const buildReport = process.env.E2E_JSON_REPORT ? [`--reporter=default`, `--reporter=json`, `--outputFile.json=${process.env.E2E_JSON_REPORT}.build.json`] : [];
const buildChecks = await runBin('vitest', ['run', '--project', 'build', '--passWithNoTests', ...buildReport], {
  env: childEnv(E2E_APP_ENV),
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (buildChecks !== 0) fail(`the checks of the build output failed (tests/build, exit code ${buildChecks})`);

const port = await freePort(Number(process.env.E2E_PORT || E2E_DEFAULT_PORT));
const webhookPort = await freePort(port + 1);
const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
process.stderr.write(`[e2e] chromium ${chromium}, server on port ${port}, DATA_DIR ${dataDir}\n`);

let code: number;
try {
  code = await runBin('@playwright/test', ['test', ...process.argv.slice(2)], {
    env: childEnv({ CHROMIUM_PATH: chromium, E2E_PORT: String(port), E2E_WEBHOOK_PORT: String(webhookPort), E2E_DATA_DIR: dataDir }),
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
