// npm run validate (what `npm test` runs): lint and typecheck, unit, integration (on PGlite and on
// PostgreSQL) beside the e2e build, then the e2e run (the build's checks and Playwright), stopping
// after the first stage that fails. The steps of one stage run side by side, each into a log of its own
// that is printed whole when it ends, so a two-core machine is kept busy where one step alone
// would leave a core idle. Ends with a summary and the plain line "N passed, N failed" (test
// counts from the JSON reports of Vitest and Playwright), after a digest of each failed test's error
// (a CI log that keeps only its tail still says why). The exit code is the gate.
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StdioOptions } from 'node:child_process';
import { digest, playwrightTests, sumTests, vitestTests, type PlaywrightReport, type TestCounts, type VitestReport } from './lib/test-reports';
import { ROOT, TS, childEnv, run, runBin } from './lib/run';

/** A step of a stage: exec runs it with the given stdio and resolves to its exit code; tests reads its reports. */
type Step = { name: string; stage: number; exec: (stdio: StdioOptions) => Promise<number>; tests?: () => TestCounts | null };
type StepResult = { name: string; code: number; seconds: number; tests: TestCounts | null };

const reports = mkdtempSync(path.join(tmpdir(), 'validate-'));

function vitestStep(project: string, stage: number): Step {
  const report = path.join(reports, `${project}.json`);
  return {
    name: project,
    stage,
    exec: (stdio) =>
      runBin('vitest', ['run', '--project', project, '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
        stdio,
      }),
    tests: () => vitestTests(readJson<VitestReport>(report)),
  };
}

const e2eReport = path.join(reports, 'e2e.json');
const e2e = path.join(ROOT, 'scripts', 'e2e.ts');
const steps: Step[] = [
  { name: 'lint', stage: 1, exec: (stdio) => runBin('eslint', ['.'], { stdio }) },
  { name: 'typecheck', stage: 1, exec: (stdio) => runBin('typescript:tsc', ['--noEmit', '-p', '.'], { stdio }) },
  // Alone: it runs its files on both cores already.
  vitestStep('unit', 2),
  vitestStep('integration', 3),
  vitestStep('integration-postgres', 3),
  // The production build the e2e run tests, and the checks of its output, made beside the
  // integration tests (one file at a time each, so a core is free); the e2e step finds it fresh.
  {
    name: 'e2e build',
    stage: 3,
    exec: (stdio) => run(process.execPath, [...TS, e2e, '--build-only'], { stdio, env: childEnv({ E2E_JSON_REPORT: e2eReport }) }),
    tests: () => vitestTests(readJson<VitestReport>(`${e2eReport}.build.json`)),
  },
  {
    name: 'e2e',
    stage: 4,
    exec: (stdio) => run(process.execPath, [...TS, e2e, '--build-checked'], { stdio, env: childEnv({ E2E_JSON_REPORT: e2eReport }) }),
    // The abuse suite (Vitest, run by e2e.ts on the build, alone) plus the Playwright tests.
    tests: () => sumTests(vitestTests(readJson<VitestReport>(`${e2eReport}.abuse.json`)), playwrightTests(readJson<PlaywrightReport>(e2eReport))),
  },
];

/** A report as its tool writes it; null when there is none or it does not parse. */
function readJson<T>(file: string): T | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** Runs one step; alone it writes to the terminal, beside others into a log printed when it ends. */
async function runStep(step: Step, alone: boolean): Promise<StepResult> {
  const log = path.join(reports, `${step.name.replace(/\W/g, '-')}.log`);
  const fd = alone ? null : openSync(log, 'w');
  if (alone) process.stdout.write(`\n=== validate: ${step.name} ===\n`);
  const started = Date.now();
  let code: number;
  try {
    code = await step.exec(fd === null ? ['ignore', 'inherit', 'inherit'] : ['ignore', fd, fd]);
  } catch (error) {
    process.stderr.write(`${step.name}: ${error instanceof Error ? error.message : String(error)}\n`);
    code = 1;
  }
  if (fd !== null) {
    closeSync(fd);
    process.stdout.write(`\n=== validate: ${step.name} ===\n${readFileSync(log, 'utf8')}`);
  }
  return { name: step.name, code, seconds: (Date.now() - started) / 1000, tests: step.tests?.() ?? null };
}

const results: StepResult[] = [];
let exitCode = 0;
for (const stage of [...new Set(steps.map((s) => s.stage))]) {
  const group = steps.filter((s) => s.stage === stage);
  const done = await Promise.all(group.map((step) => runStep(step, group.length === 1)));
  results.push(...done);
  const failed = done.find((r) => r.code !== 0);
  if (failed) {
    exitCode = failed.code;
    break;
  }
}
rmSync(reports, { recursive: true, force: true });

const failures = results.flatMap((r) => r.tests?.failures ?? []);
if (failures.length) process.stdout.write(`\n=== validate: failed tests (${failures.length}) ===\n${digest(failures)}\n`);

let passed = 0;
let failed = 0;
const lines = steps.map((step) => {
  const r = results.find((x) => x.name === step.name);
  const name = step.name.padEnd(20);
  if (!r) return `  -  ${name} not run`;
  if (r.tests) {
    passed += r.tests.passed;
    failed += r.tests.failed;
  }
  const tests = r.tests ? `  ${r.tests.passed} passed, ${r.tests.failed} failed` : '';
  const mark = r.code === 0 ? 'ok' : `FAILED (exit code ${r.code})`;
  return `  ${r.code === 0 ? '✓' : '✗'}  ${name} ${r.seconds.toFixed(1).padStart(6)}s  ${mark}${tests}`;
});
process.stdout.write(`\n=== validate summary ===\n${lines.join('\n')}\n`);
const failedSteps = results.filter((r) => r.code !== 0);
if (failedSteps.length) process.stdout.write(`Stopped at ${failedSteps.map((r) => r.name).join(', ')}.\n`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(exitCode);
