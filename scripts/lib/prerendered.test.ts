import { describe, expect, it } from 'vitest';
import { deferChunkScripts, extractFlight, flightFile, loaderChunks, loaderScript, PREFETCH_WORKER } from './prerendered';

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

  it("loads the chunks after the first contentful paint and the visitor's first input, once that input's answer is on screen", () => {
    const browser = fakeBrowser();
    browser.run(loaderScript(['/a.js', '/b.js'], null, null));
    browser.paint(['first-paint']);
    browser.flush();
    browser.input('pointermove');
    browser.flush();
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
    for (const input of ['pointermove', 'keydown', 'focusin', 'wheel', 'scroll']) {
      const page = fakeBrowser();
      page.run(loaderScript(['/a.js'], null, null));
      page.paint(['first-contentful-paint']);
      page.flush();
      page.load();
      page.flush();
      expect(page.events).toEqual([]);
      page.input(input);
      // Not in the input's own task: after the frame that shows its answer.
      expect(page.events).toEqual([]);
      page.flush();
      expect(page.events).toEqual(['script /a.js']);
    }

    // A press waits for its click (a tap opens a menu by itself), or for a second without one.
    for (const press of ['pointerdown']) {
      const tapped = fakeBrowser();
      tapped.run(loaderScript(['/a.js'], null, null));
      tapped.paint(['first-contentful-paint']);
      tapped.flush();
      tapped.input(press);
      tapped.flush();
      expect(tapped.events).toEqual([]);
      tapped.click('link');
      tapped.flush();
      expect(tapped.events).toEqual(['script /a.js']);
      const held = fakeBrowser();
      held.run(loaderScript(['/a.js'], null, null));
      held.paint(['first-contentful-paint']);
      held.flush();
      held.input(press);
      held.flush();
      expect(held.events).toEqual([]);
      held.flush(1000);
      expect(held.events).toEqual(['script /a.js']);
    }

    // A page with nothing to paint before its scripts run: the load event stands for the paint.
    const shell = fakeBrowser();
    shell.run(loaderScript(['/a.js'], null, null));
    shell.input('keydown');
    shell.load();
    shell.flush();
    expect(shell.events).toEqual(['script /a.js']);
  });

  it('loads them after the paint without input for a URL with a query (the page has something to apply)', () => {
    const browser = fakeBrowser({ search: '?q=strategy' });
    browser.run(loaderScript(['/a.js'], null, null));
    expect(browser.events).toEqual([]);
    browser.paint(['first-contentful-paint']);
    browser.flush();
    expect(browser.events).toEqual(['script /a.js']);
    expect(browser.inputListeners()).toBe(0);

    // A background tab paints nothing: a query loads at once, a plain URL waits for the visitor.
    const hidden = fakeBrowser({ search: '?newsletter=confirmed', hidden: true });
    hidden.run(loaderScript(['/a.js'], null, null));
    expect(hidden.events).toEqual(['script /a.js']);
    const plain = fakeBrowser({ hidden: true });
    plain.run(loaderScript(['/a.js'], null, null));
    expect(plain.events).toEqual([]);
    plain.input('focusin');
    plain.flush();
    expect(plain.events).toEqual(['script /a.js']);
  });

  it('does nothing in a page the browser prerenders until the visitor opens it', () => {
    const browser = fakeBrowser({ search: '?q=strategy', hidden: true, prerendering: true });
    browser.run(loaderScript(['/a.js']));
    browser.load();
    browser.flush(1000);
    expect(browser.events).toEqual([]);
    expect(browser.inputListeners()).toBe(0);
    browser.activate();
    browser.flush();
    expect(browser.events).toEqual(['worker /a.js', 'script /a.js']);
  });

  it('has its worker download the scripts once the page has loaded and painted, and runs them on the first input only', () => {
    const browser = fakeBrowser();
    browser.run(loaderScript(['/a.js', '/b.js'], '/_next/static/flight/f.json'));
    browser.paint(['first-contentful-paint']);
    browser.flush();
    expect(browser.events).toEqual([]);
    browser.load();
    browser.flush();
    expect(browser.events).toEqual(['worker /a.js /b.js /_next/static/flight/f.json']);
    // Once only.
    browser.load();
    browser.flush();
    expect(browser.events).toHaveLength(1);
    // Loaded before it painted (the load event stands for the paint of a page with nothing to
    // paint): the download waits for the frames after it.
    const unpainted = fakeBrowser();
    unpainted.run(loaderScript(['/a.js']));
    unpainted.load();
    expect(unpainted.events).toEqual([]);
    unpainted.flush();
    expect(unpainted.events).toEqual(['worker /a.js']);
    // A page that ran its loader after the load event downloads once it has painted, not before.
    const late = fakeBrowser({ complete: true });
    late.run(loaderScript(['/a.js']));
    expect(late.events).toEqual([]);
    late.flush();
    expect(late.events).toEqual(['worker /a.js']);
  });

  it('the prefetch worker downloads every file it is given, reads each answer whole, and ends once all are done', async () => {
    const asked: string[] = [];
    const read: string[] = [];
    let closed = 0;
    const fetch = (src: string, init: { priority?: string }) => {
      asked.push(`${src} ${init.priority}`);
      if (src === '/gone.js') return Promise.reject(new Error('offline'));
      return Promise.resolve({ arrayBuffer: () => (read.push(src), Promise.resolve(new ArrayBuffer(1))) });
    };
    const onmessage = new Function('fetch', 'close', `var onmessage;${PREFETCH_WORKER.code};return onmessage`)(fetch, () => closed++) as (e: { data: string[] }) => void;
    onmessage({ data: ['/a.js', '/gone.js', '/b.js'] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual(['/a.js low', '/gone.js low', '/b.js low']);
    expect(read).toEqual(['/a.js', '/b.js']);
    expect(closed).toBe(1);
    expect(PREFETCH_WORKER.path).toMatch(/^\/_next\/static\/loader\/[0-9a-f]{16}\.js$/);
  });

  it('holds a click on a button that needs the scripts until the page is interactive, and shows it busy', () => {
    const browser = fakeBrowser();
    browser.run(loaderScript(['/a.js'], null, null));
    browser.paint(['first-contentful-paint']);
    browser.flush();
    const link = browser.click('link');
    expect(link.prevented).toBe(false);
    // The browser answers a popover or dialog button itself.
    expect(browser.click('popover').prevented).toBe(false);
    const button = browser.click('button');
    expect(button.prevented).toBe(true);
    expect(button.stopped).toBe(true);
    expect(browser.busy).toEqual(['button']);
    // A second button pressed: the last one is held.
    browser.click('other-button');
    expect(browser.busy).toEqual(['other-button']);
    // The click is an input: the scripts load. The page clicks the busy button again once it runs
    // (BookingHost); from then on clicks are the page's own.
    browser.flush();
    expect(browser.events).toEqual(['script /a.js']);
    browser.interactive();
    expect(browser.click('button').prevented).toBe(false);
  });

  it('closes an open popover (a menu) when a link in it is chosen before the page is interactive', () => {
    const browser = fakeBrowser();
    browser.run(loaderScript(['/a.js']));
    const click = browser.click('menu-link');
    expect(click.prevented).toBe(false);
    expect(browser.closed).toBe(1);
  });
});

type Listener = (event: unknown) => void;
type Target = 'button' | 'other-button' | 'popover' | 'link' | 'menu-link';

/** The few browser APIs the loader uses, driven by the test: frames and timers run when flushed. */
function fakeBrowser({ search = '', hidden = false, prerendering = false, complete = false } = {}) {
  const events: string[] = [];
  const busy: string[] = [];
  let closed = 0;
  let timers: Array<{ f: () => void; delay: number; id: number }> = [];
  let lastTimer = 0;
  const later = (f: () => void, delay = 0) => {
    timers.push({ f, delay, id: ++lastTimer });
    return lastTimer;
  };
  const listeners: Array<{ type: string; fn: Listener }> = [];
  const documentListeners: Array<{ type: string; fn: Listener }> = [];
  const attributes = new Set<string>();
  let paintObserver: ((list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect: () => void }) => void) | null = null;
  const html = { hasAttribute: (name: string) => attributes.has(name) };
  type Made = { tag: string; src?: string; href?: string; rel?: string };
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    prerendering,
    readyState: complete ? 'complete' : 'interactive',
    documentElement: html,
    createElement: (tag: string) => ({ tag }) as Made,
    head: { appendChild: (e: Made) => events.push(`${e.tag}${e.rel ? ` ${e.rel}` : ''} ${e.src ?? e.href}`) },
    addEventListener: (type: string, fn: Listener) => documentListeners.push({ type, fn }),
  };
  /** The prefetch worker: notes what it is asked to download. */
  class Worker {
    constructor(readonly src: string) {}
    postMessage(list: string[]) {
      events.push(`worker ${this.src === PREFETCH_WORKER.path ? '' : `${this.src} `}${list.join(' ')}`);
    }
  }
  class PerformanceObserver {
    constructor(cb: typeof paintObserver) {
      paintObserver = cb;
    }
    observe() {}
  }
  const dispatch = (type: string, event: unknown) => {
    for (const l of listeners.filter((x) => x.type === type)) l.fn(event);
  };
  /** An element under the pointer: a script-only button, a popover button, a link, a link in an open menu. */
  const element = (target: Target) => {
    const button = { setAttribute: (n: string) => n === 'aria-busy' && busy.push(target), removeAttribute: (n: string) => n === 'aria-busy' && busy.splice(busy.indexOf(target), 1) };
    const menu = { hidePopover: () => closed++ };
    return {
      closest(selector: string) {
        if (selector === 'button[type=button]:not([popovertarget],[commandfor])') return target.endsWith('button') ? button : null;
        if (selector === ':popover-open a[href]') return target === 'menu-link' ? { closest: (s: string) => (s === '[popover]' ? menu : null) } : null;
        throw new Error(`unexpected selector ${selector}`);
      },
    };
  };
  return {
    events,
    busy,
    get closed() {
      return closed;
    },
    globals: {
      document,
      location: { search },
      PerformanceObserver,
      Worker,
      requestAnimationFrame: (f: () => void) => later(f),
      setTimeout: later,
      clearTimeout: (id: number) => {
        timers = timers.filter((t) => t.id !== id);
      },
      addEventListener: (type: string, fn: Listener) => listeners.push({ type, fn }),
      removeEventListener: (type: string, fn: Listener) => {
        const at = listeners.findIndex((x) => x.type === type && x.fn === fn);
        if (at >= 0) listeners.splice(at, 1);
      },
    } as Record<string, unknown>,
    run(loader: string, extra: Record<string, unknown> = {}) {
      const code = /<script[^>]*>([\s\S]*)<\/script>/.exec(loader)![1];
      const globals = { ...this.globals, ...extra };
      new Function(...Object.keys(globals), code)(...Object.values(globals));
    },
    paint: (names: string[]) => paintObserver?.({ getEntriesByName: (n) => names.filter((x) => x === n) }, { disconnect: () => (paintObserver = null) }),
    /** Runs the frames and the timers due within `ms`, and those they add. */
    flush: (ms = 0) => {
      for (let next = timers.find((t) => t.delay <= ms); next; next = timers.find((t) => t.delay <= ms)) {
        timers.splice(timers.indexOf(next), 1);
        next.f();
      }
    },
    load: () => {
      document.readyState = 'complete';
      dispatch('load', {});
    },
    input: (type: string) => dispatch(type, { type }),
    activate: () => documentListeners.filter((l) => l.type === 'prerenderingchange').forEach((l) => l.fn({})),
    inputListeners: () => listeners.filter((l) => l.type !== 'load' && l.type !== 'click').length,
    click(target: Target) {
      const event = {
        type: 'click',
        prevented: false,
        stopped: false,
        target: element(target),
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
    browser.run(loaderScript(['/a.js', '/b.js'], '/_next/static/flight/f.json', 'input'), { fetch, self });
    // Nothing is requested while the page parses and paints, nor before the visitor's first input.
    browser.paint(['first-contentful-paint']);
    browser.flush();
    expect(events).toEqual([]);
    browser.input('keydown');
    browser.flush();
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
