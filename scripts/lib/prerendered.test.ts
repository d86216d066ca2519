import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSP_MANIFEST as PROXY_MANIFEST, hashedPolicy, readCspManifest } from '../../src/server/csp';
import { CSP_MANIFEST, deferChunkScripts, extractFlight, flightFile, inlineHashes, loaderScript, withNotFoundStatus, writeCspManifest } from './prerendered.mjs';

const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;

describe('deferChunkScripts', () => {
  it('moves every chunk script of the page behind one loader at the end of the body, in order', () => {
    const html = page(
      `<link rel="stylesheet" href="/_next/static/chunks/a.css"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/x.js"/>${chunk('a')}${chunk('b')}<title>T</title>`,
      `<main>Hi</main>${chunk('x')}`,
    );
    const { html: out, flight } = deferChunkScripts(html)!;
    expect(out).not.toContain('async=""');
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>');
    // A page without payload scripts gets the loader that requests the chunks only.
    expect(flight).toBeNull();
    expect(out.endsWith(`${loaderScript(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/x.js'])}</body></html>`)).toBe(true);
  });

  it("moves the page's payload scripts into one file, in order, and the loader fetches it", () => {
    const push0 = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
    const push1 = '<script>self.__next_f.push([1,"0:[\\"$\\",\\"p\\",null,{\\"children\\":\\"\\u003cb\\u003e)\\"}]\\n"])</script>';
    const push2 = '<script>self.__next_f.push([1,"1:null\\n"])</script>';
    const ld = '<script type="application/ld+json">{"@type":"Thing"}</script>';
    const html = page(chunk('a'), `<main>Hi</main>${push0}${ld}${push1}${push2}`);
    const { html: out, flight } = deferChunkScripts(html)!;
    expect(out).not.toContain('__next_f.push');
    expect(out).toContain(ld);
    expect(JSON.parse(flight!.json)).toEqual([[0], [1, '0:["$","p",null,{"children":"<b>)"}]\n'], [1, '1:null\n']]);
    expect(flight!.path).toBe(flightFile(flight!.json));
    expect(flight!.path).toMatch(/^\/_next\/static\/flight\/[0-9a-f]{16}\.json$/);
    expect(out.endsWith(`${loaderScript(['/_next/static/chunks/a.js'], flight!.path)}</body></html>`)).toBe(true);
    expect(extractFlight(page('', '<main>x</main>'))).toEqual({ entries: [], html: page('', '<main>x</main>') });
  });

  it('keeps a preload of a chunk the page does not load itself', () => {
    const preload = '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/other.js"/>';
    expect(deferChunkScripts(page(preload + chunk('a'), ''))!.html).toContain(preload);
  });

  it('leaves a page alone when it has no chunk scripts or was rewritten already', () => {
    expect(deferChunkScripts(page('<title>T</title>', 'static'))).toBeNull();
    const once = deferChunkScripts(page(chunk('a'), 'x'))!;
    expect(deferChunkScripts(once.html)).toBeNull();
  });

  it('loads the chunks after the first contentful paint, or at once in a hidden tab', () => {
    const appended: string[] = [];
    const timers: Array<() => void> = [];
    let observer: ((list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect: () => void }) => void) | null = null;
    let disconnected = false;
    const document = {
      visibilityState: 'visible',
      createElement: () => ({ src: '' }),
      head: { appendChild: (s: { src: string }) => appended.push(s.src) },
    };
    class PerformanceObserver {
      constructor(cb: typeof observer) {
        observer = cb;
      }
      observe() {}
    }
    const onLoad: Array<() => void> = [];
    const code = /<script[^>]*>(.*)<\/script>/.exec(loaderScript(['/a.js', '/b.js']))![1];
    const run = () =>
      new Function('document', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout', 'addEventListener', code)(
        document,
        PerformanceObserver,
        // Frames and timers run in order here: each callback is queued and run by the test.
        (f: () => void) => timers.push(f),
        (f: () => void) => timers.push(f),
        (type: string, f: () => void) => type === 'load' && onLoad.push(f),
      );
    run();
    const paint = (names: string[]) => observer!({ getEntriesByName: (n) => names.filter((x) => x === n) }, { disconnect: () => (disconnected = true) });
    paint(['first-paint']);
    expect(timers).toHaveLength(0);
    paint(['first-contentful-paint']);
    expect(disconnected).toBe(true);
    const flush = () => {
      while (timers.length) timers.shift()!();
    };
    flush();
    expect(appended).toEqual(['/a.js', '/b.js']);
    // The load event after the paint changes nothing: the chunks are requested once.
    onLoad.shift()!();
    expect(timers).toHaveLength(0);

    // A page with nothing to paint before its scripts run: the load event requests them.
    appended.length = 0;
    run();
    onLoad.shift()!();
    flush();
    expect(appended).toEqual(['/a.js', '/b.js']);

    appended.length = 0;
    document.visibilityState = 'hidden';
    run();
    expect(appended).toEqual(['/a.js', '/b.js']);
  });
});

describe('the loader with a payload file', () => {
  it('after the first paint, fetches the payload and preloads the chunks, and runs them once Next has the payload', async () => {
    const events: string[] = [];
    const timers: Array<() => void> = [];
    let observer: ((list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect: () => void }) => void) | null = null;
    const document = {
      visibilityState: 'visible',
      createElement: (tag: string) => ({ tag }) as { tag: string; src?: string; href?: string; rel?: string },
      head: { appendChild: (e: { tag: string; src?: string; href?: string; rel?: string }) => events.push(`${e.tag}${e.rel ? ` ${e.rel}` : ''} ${e.src ?? e.href}`) },
    };
    class PerformanceObserver {
      constructor(cb: typeof observer) {
        observer = cb;
      }
      observe() {}
    }
    let answer: (entries: unknown[]) => void = () => {};
    const fetch = (url: string, init: { priority: string }) => {
      events.push(`fetch ${url} (${init.priority})`);
      return new Promise((resolve) => (answer = (entries) => resolve({ json: () => entries })));
    };
    // Next's own bootstrap may have created the array; the loader adds to it in order.
    const self = { __next_f: [] as unknown[] };
    self.__next_f.push = (...xs: unknown[]) => {
      for (const x of xs) events.push(`payload ${JSON.stringify(x)}`);
      return 0;
    };
    const code = /<script[^>]*>(.*)<\/script>/.exec(loaderScript(['/a.js', '/b.js'], '/_next/static/flight/f.json'))![1];
    new Function('document', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout', 'addEventListener', 'fetch', 'self', code)(
      document,
      PerformanceObserver,
      (f: () => void) => timers.push(f),
      (f: () => void) => timers.push(f),
      () => {},
      fetch,
      self,
    );
    // Nothing is requested while the page parses and paints.
    expect(events).toEqual([]);
    observer!({ getEntriesByName: (n) => (n === 'first-contentful-paint' ? [1] : []) }, { disconnect: () => {} });
    while (timers.length) timers.shift()!();
    const requested = ['fetch /_next/static/flight/f.json (low)', 'link preload /a.js', 'link preload /b.js'];
    expect(events).toEqual(requested);
    // The payload has not arrived: no chunk runs yet.
    await new Promise((r) => setTimeout(r, 0));
    expect(events).toEqual(requested);
    answer([[0], [1, 'a'], [1, 'b']]);
    await new Promise((r) => setTimeout(r, 0));
    expect(events).toEqual([...requested, 'payload [0]', 'payload [1,"a"]', 'payload [1,"b"]', 'script /a.js', 'script /b.js']);
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

  it('hashes the inline scripts a browser runs and the inline styles, each once', () => {
    const html =
      '<html><head><style>a{b:c}</style><script src="/x.js" async=""></script></head><body>' +
      '<script>self.a=1</script><script type="application/ld+json">{"@type":"Thing"}</script>' +
      '<script id="_R_">self.a=1</script><script type="module">import "/y.js"</script>' +
      '<noscript><style>[data-x]{display:none}</style></noscript></body></html>';
    expect(inlineHashes(html)).toEqual({
      scripts: [hash('self.a=1'), hash('import "/y.js"')],
      styles: [hash('a{b:c}'), hash('[data-x]{display:none}')],
    });
  });

  it('keys each prerendered page by its internal path, under the name the proxy reads', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'csp-'));
    mkdirSync(path.join(dist, 'server', 'app', 'de'), { recursive: true });
    writeFileSync(path.join(dist, 'server', 'app', 'de.html'), '<script>1</script>');
    writeFileSync(path.join(dist, 'server', 'app', 'de', 'services.html'), '<script>2</script>');
    writeFileSync(path.join(dist, 'server', 'app', 'de', 'services.rsc'), '<script>3</script>');
    expect(CSP_MANIFEST).toBe(PROXY_MANIFEST);
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
