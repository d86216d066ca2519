#!/usr/bin/env node
// npm run validate (what `npm test` runs): lint, typecheck, unit, integration (on PGlite, then on
// PostgreSQL), e2e, in that order, stopping at the first failure. Ends with a summary and the plain line "N passed, N failed"
// (test counts from the JSON reports of Vitest and Playwright). The exit code is the gate.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, childEnv, run, runBin } from './lib/run.mjs';

const reports = mkdtempSync(path.join(tmpdir(), 'validate-'));
const stdio = ['ignore', 'inherit', 'inherit'];

function vitestStep(project) {
  const report = path.join(reports, `${project}.json`);
  return {
    name: project,
    exec: () =>
      runBin('vitest', ['run', '--project', project, '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
        stdio,
      }),
    counts: () => {
      const r = readJson(report);
      return r && { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0 };
    },
  };
}

const e2eReport = path.join(reports, 'e2e.json');
const steps = [
  { name: 'lint', exec: () => runBin('eslint', ['.'], { stdio }) },
  { name: 'typecheck', exec: () => runBin('typescript:tsc', ['--noEmit', '-p', '.'], { stdio }) },
  vitestStep('unit'),
  vitestStep('integration'),
  vitestStep('integration-postgres'),
  {
    name: 'e2e',
    exec: () => run(process.execPath, [path.join(ROOT, 'scripts', 'e2e.mjs')], { stdio, env: childEnv({ E2E_JSON_REPORT: e2eReport }) }),
    // The build-output checks (Vitest, run by e2e.mjs after the build) plus the Playwright tests.
    counts: () => {
      const checks = readJson(`${e2eReport}.build.json`);
      const r = readJson(e2eReport);
      if (!checks && !r?.stats) return null;
      return {
        passed: (checks?.numPassedTests ?? 0) + (r?.stats?.expected ?? 0) + (r?.stats?.flaky ?? 0),
        failed: (checks?.numFailedTests ?? 0) + (r?.stats?.unexpected ?? 0),
      };
    },
  },
];

function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const results = [];
let exitCode = 0;
for (const step of steps) {
  process.stdout.write(`\n=== validate: ${step.name} ===\n`);
  const started = Date.now();
  let code;
  try {
    code = await step.exec();
  } catch (error) {
    process.stderr.write(`${step.name}: ${error instanceof Error ? error.message : String(error)}\n`);
    code = 1;
  }
  const counts = step.counts?.() ?? null;
  results.push({ name: step.name, code, seconds: (Date.now() - started) / 1000, counts });
  if (code !== 0) {
    exitCode = code;
    break;
  }
}
rmSync(reports, { recursive: true, force: true });

let passed = 0;
let failed = 0;
const lines = steps.map((step) => {
  const r = results.find((x) => x.name === step.name);
  const name = step.name.padEnd(12);
  if (!r) return `  -  ${name} not run`;
  if (r.counts) {
    passed += r.counts.passed;
    failed += r.counts.failed;
  }
  const tests = r.counts ? `  ${r.counts.passed} passed, ${r.counts.failed} failed` : '';
  const mark = r.code === 0 ? 'ok' : `FAILED (exit code ${r.code})`;
  return `  ${r.code === 0 ? '✓' : '✗'}  ${name} ${r.seconds.toFixed(1).padStart(6)}s  ${mark}${tests}`;
});
process.stdout.write(`\n=== validate summary ===\n${lines.join('\n')}\n`);
const failedStep = results.find((r) => r.code !== 0);
if (failedStep) process.stdout.write(`Stopped at ${failedStep.name}.\n`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(exitCode);
