import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, TS } from './run';
/** The environment of a deployment that forgot its legal identity: no LEGAL_ variable, a public SITE_URL. */
const publicEnv = (): NodeJS.ProcessEnv => {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('LEGAL_')));
  return { ...env, SITE_URL: 'https://www.chatgpt-consultant.com', NEXT_DIST_DIR: '.next-guard-test', PORT: '0' } as unknown as NodeJS.ProcessEnv;
};

describe('building or starting for a public SITE_URL with the example identity', () => {
  it.each([['build.ts'], ['start.ts'], ['serve.ts']])('scripts/%s fails at once, naming every LEGAL_ variable still to set', (script) => {
    const started = Date.now();
    const run = spawnSync(process.execPath, [...TS, path.join(ROOT, 'scripts', script)], { cwd: ROOT, env: publicEnv(), encoding: 'utf8', timeout: 30_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/a public address, but the legal notice .* Set LEGAL_NAME, .*LEGAL_JURISDICTION .*LEGAL_EXAMPLE_IDENTITY=allow/s);
    // At once: before any build or server start (those take seconds to minutes).
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
