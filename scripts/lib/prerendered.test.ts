import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSP_MANIFEST as PROXY_MANIFEST, hashedPolicy, readCspManifest } from '../../src/server/csp';
import { CSP_MANIFEST, deferChunkScripts, extractFlight, flightFile, inlineHashes, loaderChunks, loaderScript, pageProblems, withNotFoundStatus, writeCspManifest } from './prerendered.mjs';

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
    expect(loaderChunks(out)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/x.js']);
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
    expect(loaderChunks(out)).toEqual(['/_next/static/chunks/a.js']);
    expect(loaderChunks(html)).toEqual([]);
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

  it("loads the chunks after the first contentful paint and the visitor's first input", () => {
    const browser = fakeBrowser();
    browser.run(loaderScript(['/a.js', '/b.js']));
    browser.paint(['first-paint']);
    browser.flush();
    browser.input('pointermove');
    expect(browser.events).toEqual([]);
    browser.paint(['first-contentful-paint']);
    browser.flush();
    // Painted, and the pointer has moved already: the chunks come now, once.
    expect(browser.events).toEqual(['script /a.js', 'script /b.js']);
    expect(browser.inputListeners()).toBe(0);
    browser.load();
    browser.flush();
    expect(browser.events).toHaveLength(2);

    // Painted but untouched: nothing loads until the first input, whatever it is.
    for (const input of ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll']) {
      const page = fakeBrowser();
      page.run(loaderScript(['/a.js']));
      page.paint(['first-contentful-paint']);
      page.flush();
      page.load();
      page.flush();
      expect(page.events).toEqual([]);
      page.input(input);
      expect(page.events).toEqual(['script /a.js']);
    }

    // A page with nothing to paint before its scripts run: the load event stands for the paint.
    const shell = fakeBrowser();
    shell.run(loaderScript(['/a.js']));
    shell.input('keydown');
    shell.load();
    shell.flush();
    expect(shell.events).toEqual(['script /a.js']);
  });

  it('loads them after the paint without input for a URL with a query (the page has something to apply)', () => {
    const browser = fakeBrowser({ search: '?q=strategy' });
    browser.run(loaderScript(['/a.js']));
    expect(browser.events).toEqual([]);
    browser.paint(['first-contentful-paint']);
    browser.flush();
    expect(browser.events).toEqual(['script /a.js']);
    expect(browser.inputListeners()).toBe(0);

    // A background tab paints nothing: a query loads at once, a plain URL waits for the visitor.
    const hidden = fakeBrowser({ search: '?newsletter=confirmed', hidden: true });
    hidden.run(loaderScript(['/a.js']));
    expect(hidden.events).toEqual(['script /a.js']);
    const plain = fakeBrowser({ hidden: true });
    plain.run(loaderScript(['/a.js']));
    expect(plain.events).toEqual([]);
    plain.input('focusin');
    expect(plain.events).toEqual(['script /a.js']);
  });

  it('holds a click on a script-only button until the page is interactive, then clicks it again', () => {
    const browser = fakeBrowser();
    browser.run(loaderScript(['/a.js']));
    browser.paint(['first-contentful-paint']);
    browser.flush();
    const link = browser.click(null);
    expect(link.prevented).toBe(false);
    const button = browser.click('button');
    expect(button.prevented).toBe(true);
    expect(button.stopped).toBe(true);
    // The click is an input: the scripts load.
    expect(browser.events).toEqual(['script /a.js']);
    expect(browser.clicked).toEqual([]);
    browser.interactive();
    expect(browser.clicked).toEqual(['button']);
    // From now on clicks are the page's own.
    expect(browser.click('button').prevented).toBe(false);
  });
});

type Listener = (event: unknown) => void;

/** The few browser APIs the loader uses, driven by the test: frames and timers run when flushed. */
function fakeBrowser({ search = '', hidden = false } = {}) {
  const events: string[] = [];
  const clicked: string[] = [];
  const timers: Array<() => void> = [];
  const listeners: Array<{ type: string; fn: Listener }> = [];
  const attributes = new Set<string>();
  let paintObserver: ((list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect: () => void }) => void) | null = null;
  let mutationObserver: (() => void) | null = null;
  const html = { hasAttribute: (name: string) => attributes.has(name) };
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    documentElement: html,
    createElement: (tag: string) => ({ tag }) as { tag: string; src?: string; href?: string; rel?: string },
    head: { appendChild: (e: { tag: string; src?: string; href?: string; rel?: string }) => events.push(`${e.tag}${e.rel ? ` ${e.rel}` : ''} ${e.src ?? e.href}`) },
  };
  class PerformanceObserver {
    constructor(cb: typeof paintObserver) {
      paintObserver = cb;
    }
    observe() {}
  }
  class MutationObserver {
    constructor(cb: (records: unknown, o: { disconnect: () => void }) => void) {
      mutationObserver = () => cb([], { disconnect: () => (mutationObserver = null) });
    }
    observe(target: unknown) {
      expect(target).toBe(html);
    }
  }
  const dispatch = (type: string, event: unknown) => {
    for (const l of listeners.filter((x) => x.type === type)) l.fn(event);
  };
  return {
    events,
    clicked,
    globals: {
      document,
      location: { search },
      PerformanceObserver,
      MutationObserver,
      requestAnimationFrame: (f: () => void) => timers.push(f),
      setTimeout: (f: () => void) => timers.push(f),
      addEventListener: (type: string, fn: Listener) => listeners.push({ type, fn }),
      removeEventListener: (type: string, fn: Listener) => {
        const at = listeners.findIndex((x) => x.type === type && x.fn === fn);
        if (at >= 0) listeners.splice(at, 1);
      },
    } as Record<string, unknown>,
    run(loader: string, extra: Record<string, unknown> = {}) {
      const code = /<script[^>]*>(.*)<\/script>/.exec(loader)![1];
      const globals = { ...this.globals, ...extra };
      new Function(...Object.keys(globals), code)(...Object.values(globals));
    },
    paint: (names: string[]) => paintObserver?.({ getEntriesByName: (n) => names.filter((x) => x === n) }, { disconnect: () => (paintObserver = null) }),
    flush: () => {
      while (timers.length) timers.shift()!();
    },
    load: () => dispatch('load', {}),
    input: (type: string) => dispatch(type, {}),
    inputListeners: () => listeners.filter((l) => l.type !== 'load' && l.type !== 'click').length,
    /** A click on a script-only button (`button`) or on something else (null, a link). */
    click(target: 'button' | null) {
      const event = {
        prevented: false,
        stopped: false,
        target: { closest: (selector: string) => (target && selector === 'button[type=button]' ? { click: () => clicked.push(target) } : null) },
        preventDefault() {
          this.prevented = true;
        },
        stopImmediatePropagation() {
          this.stopped = true;
        },
      };
      dispatch('click', event);
      return event;
    },
    interactive() {
      attributes.add('data-interactive');
      mutationObserver?.();
    },
  };
}

describe('the loader with a payload file', () => {
  it('after the first paint and input, fetches the payload and preloads the chunks, and runs them once Next has the payload', async () => {
    const browser = fakeBrowser();
    const { events } = browser;
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
    browser.run(loaderScript(['/a.js', '/b.js'], '/_next/static/flight/f.json'), { fetch, self });
    // Nothing is requested while the page parses and paints, nor before the visitor's first input.
    browser.paint(['first-contentful-paint']);
    browser.flush();
    expect(events).toEqual([]);
    browser.input('touchstart');
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

describe('pageProblems', () => {
  const flight = '/_next/static/flight/0123456789abcdef.json';
  const good = () => deferChunkScripts(page(chunk('a'), `<main>Hi</main><script>(self.__next_f=self.__next_f||[]).push([0])</script>`))!.html;
  const there = (file: string) => file === flight;

  it('finds nothing wrong with a rewritten page whose payload file is there', () => {
    const html = good();
    const named = /\/_next\/static\/flight\/[0-9a-f]{16}\.json/.exec(html)![0];
    expect(pageProblems(html, (file: string) => file === named)).toEqual([]);
    // The legacy polyfill Next marks noModule never runs in today's browsers: it may stay.
    expect(pageProblems(html.replace('<main>', '<script src="/_next/static/chunks/p.js" noModule=""></script><main>'), (file: string) => file === named)).toEqual([]);
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
