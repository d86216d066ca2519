// npm run test:e2e [-- playwright args]: Playwright against the production server.
// Makes sure Chromium is there, builds when the build is stale for the e2e SITE_URL (a stale
// build is never tested), runs the checks of the build output (Vitest project "build"), the
// abuse suite on it (project "abuse", alone: it measures rates), then `playwright test` with a
// fresh temporary DATA_DIR. With --build-only it stops after the build's checks; with
// --build-checked it leaves them out (npm test ran them beside the integration tests).
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
const flags = ['--build-only', '--build-checked'];
const [buildOnly, buildChecked] = flags.map((flag) => process.argv.includes(flag));

/** Runs a Vitest project on the build; with E2E_JSON_REPORT, its counts go beside Playwright's for validate. */
async function vitestOnBuild(project: string, what: string) {
  const report = process.env.E2E_JSON_REPORT ? [`--reporter=default`, `--reporter=json`, `--outputFile.json=${process.env.E2E_JSON_REPORT}.${project}.json`] : [];
  const code = await runBin('vitest', ['run', '--project', project, '--passWithNoTests', ...report], {
    env: childEnv(E2E_APP_ENV),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (code !== 0) fail(`${what} failed (Vitest project ${project}, exit code ${code})`);
}

// What the build sends to browsers is checked before any browser starts (tests/build/).
if (!buildChecked) await vitestOnBuild('build', 'the checks of the build output');
if (buildOnly) process.exit(0);
await vitestOnBuild('abuse', 'the abuse suite');

const port = await freePort(Number(process.env.E2E_PORT || E2E_DEFAULT_PORT));
const webhookPort = await freePort(port + 1);
const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
process.stderr.write(`[e2e] chromium ${chromium}, server on port ${port}, DATA_DIR ${dataDir}\n`);

let code: number;
try {
  code = await runBin('@playwright/test', ['test', ...process.argv.slice(2).filter((arg) => !flags.includes(arg))], {
    env: childEnv({ CHROMIUM_PATH: chromium, E2E_PORT: String(port), E2E_WEBHOOK_PORT: String(webhookPort), E2E_DATA_DIR: dataDir }),
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
