// The failed tests of Vitest's and Playwright's JSON reports, a few lines each, for validate's
// summary: a CI log that keeps only its tail still says which test failed and why.

/** Failed tests of a Vitest JSON report: [title, message]. */
export function vitestFailures(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).filter((t) => t.status === 'failed').map((t) => [t.fullName ?? t.title, (t.failureMessages ?? []).join('\n')]),
  );
}

/** Failed tests of a Playwright JSON report (its last attempt): [title, message]. */
export function playwrightFailures(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const last = t.results?.at(-1);
        out.push([[...titles, spec.title].join(' › '), (last?.errors ?? []).map((e) => e.message ?? '').join('\n')]);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  return out;
}

/** A few lines of each failure (the first five), without colour codes. */
export function digest(failures) {
  return failures
    .slice(0, 5)
    .map(([title, message]) => {
      const all = message.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
      // The message, without the source excerpt Playwright appends (its lines begin "  12 |").
      const frame = all.findIndex((l) => /^\s*>?\s*\d+ \|/.test(l));
      // Stack lines only where they point into the project's own files.
      const lines = all
        .slice(0, frame === -1 ? undefined : frame)
        .filter((l) => l.trim() !== '' && (!/^\s+at /.test(l) || (/\/(src|tests|scripts)\//.test(l) && !l.includes('node_modules'))));
      return [`  ✗ ${title}`, ...lines.slice(0, 12).map((l) => `      ${l.slice(0, 200)}`)].join('\n');
    })
    .join('\n');
}
