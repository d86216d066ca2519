// The build's checks of the rewritten pages, their 404 status and the CSP manifest (prerendered.ts).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashedPolicy, readCspManifest } from '../../src/lib/csp';
import { COMPILE_HINT, deferChunkScripts, hintEagerCompile, inlineHashes, loaderScript, pageProblems, PREFETCH_WORKER, withNotFoundStatus, writeCspManifest } from './prerendered';

const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;

describe('pageProblems', () => {
  const flight = '/_next/static/flight/0123456789abcdef.json';
  const good = () => deferChunkScripts(page(chunk('a'), `<main>Hi</main><script>(self.__next_f=self.__next_f||[]).push([0])</script>`))!.html;
  const there = (file: string) => file === flight;

  it('finds nothing wrong with a rewritten page whose payload file and prefetch worker are there', () => {
    const html = good();
    const named = /\/_next\/static\/flight\/[0-9a-f]{16}\.json/.exec(html)![0];
    const built = (file: string) => file === named || file === PREFETCH_WORKER.path;
    expect(pageProblems(html, built)).toEqual([]);
    // The legacy polyfill Next marks noModule never runs in today's browsers: it may stay.
    expect(pageProblems(html.replace('<main>', '<script src="/_next/static/chunks/p.js" noModule=""></script><main>'), built)).toEqual([]);
    // Without its worker the page still works, but downloads nothing ahead.
    expect(pageProblems(html, (file: string) => file === named)).toEqual([`names a prefetch worker that is not there: ${PREFETCH_WORKER.path}`]);
    const withoutWorker = html.replace(loaderScript(['/_next/static/chunks/a.js'], named), loaderScript(['/_next/static/chunks/a.js'], named, null));
    expect(pageProblems(withoutWorker, built)).toEqual(['has a loader without the prefetch worker']);
  });

  it('names a page that Next upgrade left unrewritten, or half rewritten', () => {
    // Next's own output, which the rewrite did not match.
    expect(pageProblems(page(chunk('a'), '<main>Hi</main><script>self.__next_f.push([1,"x"])</script>'), there)).toEqual([
      'has 0 loaders (data-after-paint), not one',
      'keeps an inline self.__next_f payload entry',
      'keeps 1 script tag(s) the loader should load: <script src="/_next/static/chunks/a.js" async="">',
    ]);
    const html = good();
    expect(pageProblems(html + html.slice(html.indexOf('<script data-after-paint'), html.indexOf('</body>')), () => true)).toEqual(['has 2 loaders (data-after-paint), not one']);
    expect(pageProblems(html, () => false)[0]).toMatch(/^names a payload file that is not there: \/_next\/static\/flight\//);
    expect(pageProblems(deferChunkScripts(page(chunk('a'), '<main>Hi</main>'))!.html, () => true)).toEqual(['has a loader without a payload file']);
    expect(pageProblems(html.replace('<main>', '<link rel="preload" as="script" href="/_next/static/chunks/a.js"/><main>'), () => true)).toEqual([
      'preloads /_next/static/chunks/a.js before the first paint',
    ]);
  });
});

describe('withNotFoundStatus', () => {
  it('sets status 404 and keeps the rest of the page meta', () => {
    const meta = JSON.stringify({ status: 200, headers: { 'x-nextjs-prerender': '1' }, segmentPaths: ['/_tree'] });
    expect(JSON.parse(withNotFoundStatus(meta) ?? '')).toEqual({ status: 404, headers: { 'x-nextjs-prerender': '1' }, segmentPaths: ['/_tree'] });
    expect(JSON.parse(withNotFoundStatus(JSON.stringify({ headers: {} })) ?? '').status).toBe(404);
    expect(withNotFoundStatus(JSON.stringify({ status: 404 }))).toBeNull();
  });
});

describe('the CSP manifest', () => {
  const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

  it('hashes the inline scripts a browser runs (speculation rules too) and the inline styles, each once', () => {
    const html =
      '<html><head><style>a{b:c}</style><script src="/x.js" async=""></script></head><body>' +
      '<script>self.a=1</script><script type="application/ld+json">{"@type":"Thing"}</script>' +
      '<script id="_R_">self.a=1</script><script type="module">import "/y.js"</script>' +
      '<script type="speculationrules">{"prerender":[]}</script>' +
      '<noscript><style>[data-x]{display:none}</style></noscript></body></html>';
    expect(inlineHashes(html)).toEqual({
      scripts: [hash('self.a=1'), hash('import "/y.js"'), hash('{"prerender":[]}')],
      styles: [hash('a{b:c}'), hash('[data-x]{display:none}')],
    });
  });

  it('keys each prerendered page by its internal path, where the proxy reads it', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'csp-'));
    mkdirSync(path.join(dist, 'server', 'app', 'de'), { recursive: true });
    writeFileSync(path.join(dist, 'server', 'app', 'de.html'), '<script>1</script>');
    writeFileSync(path.join(dist, 'server', 'app', 'de', 'services.html'), '<script>2</script>');
    writeFileSync(path.join(dist, 'server', 'app', 'de', 'services.rsc'), '<script>3</script>');
    expect(writeCspManifest(dist)).toBe(2);
    expect(readCspManifest(dist)).toEqual({
      '/de': { scripts: [hash('1')], styles: [] },
      '/de/services': { scripts: [hash('2')], styles: [] },
    });
    rmSync(dist, { recursive: true });
  });

  it('gives a page exactly its hashes, with strict-dynamic, and no unsafe-inline or unsafe-eval', () => {
    const policy = hashedPolicy({ scripts: [hash('1'), hash('2')], styles: [] });
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' 'strict-dynamic' ${hash('1')} ${hash('2')}`);
    expect(policy).toContain('report-uri /api/csp-report');
    // A page the build did not prerender runs its scripts from files only.
    expect(hashedPolicy(undefined).split('; ')).toContain("script-src 'self'");
  });
});

describe('hintEagerCompile', () => {
  it('puts the compile hint first in every chunk a page loader runs, once, and leaves the other files alone', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'hint-'));
    mkdirSync(path.join(dist, 'server', 'app', 'de'), { recursive: true });
    mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
    for (const name of ['a', 'b', 'lazy']) writeFileSync(path.join(dist, 'static', 'chunks', `${name}.js`), `run(${name})`);
    writeFileSync(path.join(dist, 'server', 'app', 'de.html'), deferChunkScripts(page(chunk('a') + chunk('b'), '<main>Hi</main>'))!.html);
    writeFileSync(path.join(dist, 'server', 'app', 'de', 'services.html'), deferChunkScripts(page(chunk('a'), '<main>Hi</main>'))!.html);
    const read = (name: string) => readFileSync(path.join(dist, 'static', 'chunks', `${name}.js`), 'utf8');
    expect(hintEagerCompile(dist)).toBe(2);
    // Twice: the build may run its steps again over the same folder.
    expect(hintEagerCompile(dist)).toBe(2);
    expect([read('a'), read('b'), read('lazy')]).toEqual([`${COMPILE_HINT}run(a)`, `${COMPILE_HINT}run(b)`, 'run(lazy)']);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    rmSync(dist, { recursive: true });
  });
});
