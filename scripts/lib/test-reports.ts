// What validate reads from Vitest's and Playwright's JSON reports: the counts of its summary, and
// the failed tests, a few lines each, so that a CI log that keeps only its tail says which test
// failed and why (for a browser test, with what its page announced at the end).
import { readFileSync } from 'node:fs';

/** A failed test: its title, its error message and, for a browser test, what its page announced. */
export type Failure = [title: string, message: string, page?: string[]];

/** Passed and failed tests, and what the failed ones said. */
export type TestCounts = { passed: number; failed: number; failures: Failure[] };

/** What is read of a Vitest JSON report (--reporter=json). */
export type VitestReport = {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: { assertionResults?: { status: string; fullName: string; title?: string; failureMessages?: string[] }[] }[];
};

/** What is read of a Playwright JSON report (the json reporter). */
export type PlaywrightReport = {
  stats?: { expected?: number; flaky?: number; unexpected?: number };
  suites?: PlaywrightSuite[];
};

type PlaywrightSuite = {
  title: string;
  specs?: { title: string; tests?: { status: string; results?: { errors?: { message?: string }[]; attachments?: { name: string; path?: string }[] }[] }[] }[];
  suites?: PlaywrightSuite[];
};

/** A Vitest JSON report's counts and failed tests ([title, message]); null without a report. */
export function vitestTests(report: VitestReport | null): TestCounts | null {
  if (!report) return null;
  const failures = (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).filter((t) => t.status === 'failed').map((t): Failure => [t.fullName ?? t.title, (t.failureMessages ?? []).join('\n')]),
  );
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0, failures };
}

/** A Playwright JSON report's counts (flaky ones pass) and failed tests (their last attempt); null without a report. */
export function playwrightTests(report: PlaywrightReport | null): TestCounts | null {
  if (!report?.stats) return null;
  const failures: Failure[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const last = t.results?.at(-1);
        const context = last?.attachments?.find((a) => a.name === 'error-context' && a.path)?.path;
        failures.push([[...titles, spec.title].join(' › '), (last?.errors ?? []).map((e) => e.message ?? '').join('\n'), context ? announcements(readText(context)) : []]);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return { passed: (report.stats.expected ?? 0) + (report.stats.flaky ?? 0), failed: report.stats.unexpected ?? 0, failures };
}

/** The sum of reports (each may be null); null when there is none. */
export function sumTests(...parts: (TestCounts | null)[]): TestCounts | null {
  const present = parts.filter((p): p is TestCounts => Boolean(p));
  if (present.length === 0) return null;
  return {
    passed: present.reduce((n, p) => n + p.passed, 0),
    failed: present.reduce((n, p) => n + p.failed, 0),
    failures: present.flatMap((p) => p.failures),
  };
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * What a page announced when its test failed, from the page snapshot of Playwright's error
 * context (its last YAML block): each alert, status and the notifications region (the toasts),
 * with what they hold.
 * A notice that came and went is what a failed assertion on a form most often needs to be read.
 */
export function announcements(errorContext: string): string[] {
  const snapshot = errorContext.split('```yaml\n').slice(1).at(-1)?.split('\n```')[0].split('\n') ?? [];
  const blocks: string[][] = [];
  const indent = (line: string) => line.length - line.trimStart().length;
  for (let i = 0; i < snapshot.length; i++) {
    if (!/^\s*- (alert|status|region "Notifications)/.test(snapshot[i])) continue;
    const depth = indent(snapshot[i]);
    const block = [snapshot[i].slice(depth).trimEnd()];
    while (i + 1 < snapshot.length && snapshot[i + 1].trim() !== '' && indent(snapshot[i + 1]) > depth) block.push(snapshot[++i].slice(depth).trimEnd());
    blocks.push(block.filter((l) => !l.trimStart().startsWith('- /url:')));
  }
  // The toasts first: the digest keeps a few lines.
  blocks.sort((a, b) => Number(b[0].includes('"Notifications')) - Number(a[0].includes('"Notifications')));
  return blocks.flat().map((l) => l.replace(/ \[ref=e\d+\]/g, ''));
}

/** A few lines of each failure (the first five), without colour codes. */
export function digest(failures: Failure[]): string {
  return failures
    .slice(0, 5)
    .map(([title, message, page = []]) => {
      const all = message.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
      // The message, without the source excerpt Playwright appends (its lines begin "  12 |").
      const frame = all.findIndex((l) => /^\s*>?\s*\d+ \|/.test(l));
      // Stack lines only where they point into the project's own files.
      const lines = all
        .slice(0, frame === -1 ? undefined : frame)
        .filter((l) => l.trim() !== '' && (!/^\s+at /.test(l) || (/\/(src|tests|scripts)\//.test(l) && !l.includes('node_modules'))));
      const shown = page.length ? ['    the page announced:', ...page.slice(0, 10).map((l) => `      ${l.slice(0, 200)}`)] : [];
      return [`  ✗ ${title}`, ...lines.slice(0, 12).map((l) => `      ${l.slice(0, 200)}`), ...shown].join('\n');
    })
    .join('\n');
}
