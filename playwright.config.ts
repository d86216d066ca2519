import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium';
import { E2E_APP_ENV, E2E_DEFAULT_PORT, E2E_SITE_URL, E2E_WEBHOOK_SECRET } from './scripts/lib/e2e-env';

const CI = Boolean(process.env.CI);
const port = Number(process.env.E2E_PORT || E2E_DEFAULT_PORT);
const webhookPort = Number(process.env.E2E_WEBHOOK_PORT || port + 1);

// The server writes its database and outbox here, never into data/. Stored in process.env so the
// workers (forked after this file runs in the runner) read the same directory, e.g. for outbox
// files. `npm run test:e2e` creates and removes it; a direct `npx playwright test` gets a temp dir.
if (!process.env.E2E_DATA_DIR) {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  process.env.E2E_DATA_DIR = dir;
  // Only the runner gets here (workers inherit the variable); it removes the folder at exit.
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
}
process.env.E2E_SITE_URL = E2E_SITE_URL;

// Lets scripts/validate.ts read the counts without parsing human output.
const jsonReport = process.env.E2E_JSON_REPORT;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: CI,
  retries: 0,
  workers: 2,
  // A visitor's journey, not an assertion of speed (npm run bench measures that). With Debian's
  // Chromium 156.0.8078.79 and two workers on two cores, the directory journeys took 30-40 s
  // (the last landed commit's too), so each test has a minute.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [[CI ? 'line' : 'list'], ...(jsonReport ? [['json', { outputFile: jsonReport }] as const] : [])],
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace for a failure here; none in CI, whose log is all that is kept (a failure's digest
    // says what its page announced, scripts/lib/test-reports.ts): recording one for every test
    // cost a third of the run on two cores (decision 024).
    trace: CI ? 'off' : 'retain-on-failure',
    // Dialogs, toasts and scrolling without animation (the site honours the setting): the same
    // states, reached without rendering the frames between them, about a fifth faster on two
    // cores. The tests of motion itself ask for it.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Debian's Chromium: nothing is downloaded.
          executablePath: findChromium(),
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: [
    {
      // The owner's webhook receiver: verifies each event's signature and writes it to DATA_DIR/webhooks.
      command: `node --import tsx tests/support/webhook-receiver.ts --port ${webhookPort} --secret ${E2E_WEBHOOK_SECRET} --dir ${path.join(process.env.E2E_DATA_DIR, 'webhooks')}`,
      url: `http://127.0.0.1:${webhookPort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The production server, built if stale (scripts/start.ts), never `next dev`.
      command: 'node --import tsx scripts/start.ts',
      url: `http://127.0.0.1:${port}/`,
      env: {
        PORT: String(port),
        ...E2E_APP_ENV,
        DATA_DIR: process.env.E2E_DATA_DIR,
        NEXT_TELEMETRY_DISABLED: '1',
        // Every lead event goes to the receiver above (tests/e2e/webhooks.spec.ts reads what it got).
        LEADS_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/hooks/leads`,
        LEADS_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
      },
      reuseExistingServer: !CI,
      // Covers a build when the runner is started directly on a stale tree.
      timeout: 15 * 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
