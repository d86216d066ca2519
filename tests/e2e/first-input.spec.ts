import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, from, newVisitor, stubAnalytics, test } from './fixtures';
import { localizedPath, locales, type Locale } from '../../src/i18n/routing';

// A prerendered page paints, reads and shows its pictures with no script of the framework; it
// loads them on the visitor's first input (decision 008). These tests open pages in a tab of
// their own (`context.newPage()`): the `page` fixture moves the pointer after every navigation.

type Ui = { imageNotAvailable: string; consent: { label: string; accept: string; reject: string } };
const header = (locale: Locale): { openMenu: string } => JSON.parse(readFileSync(new URL(`../../messages/${locale}/header.json`, import.meta.url), 'utf8'));
const ui = (locale: Locale): Ui => JSON.parse(readFileSync(new URL(`../../messages/${locale}/ui.json`, import.meta.url), 'utf8'));

/** A tab that notes every script and payload file it requests, and those the loader's worker downloads ahead. */
async function untouchedTab(context: BrowserContext) {
  const tab = await context.newPage();
  const requested: string[] = [];
  const prefetches = new Set<string>();
  const reading: Promise<void>[] = [];
  tab.on('request', (r) => {
    if (!/\/_next\/static\/(chunks\/.+\.js|flight\/)/.test(r.url())) return;
    const path = new URL(r.url()).pathname;
    requested.push(path);
    // A worker's requests name the worker's script as their referrer. Their headers come a moment
    // after the request (a request still on its way when the test closes its tab has none to read).
    reading.push(
      r.allHeaders().then(
        (headers) => {
          if (headers.referer && new URL(headers.referer).pathname.startsWith('/_next/static/loader/')) prefetches.add(path);
        },
        () => {},
      ),
    );
  });
  return {
    tab,
    requested,
    /** Whether the worker downloaded it (once the headers of the requests so far are read: `await headersRead()`). */
    prefetched: (path: string) => prefetches.has(path),
    headersRead: () => Promise.all(reading),
  };
}

const interactive = (tab: Page) => tab.evaluate(() => document.documentElement.hasAttribute('data-interactive'));

/**
 * A proxy to the site that sends each page in two parts, as a slow network may: the HTML up to the
 * header's menu button, then, after a pause, the rest.
 */
async function twoPartProxy(target: string, pauseMs: number) {
  const server = http.createServer((req, res) => {
    const upstream = http.request(new URL(req.url ?? '/', target), { method: req.method, headers: { ...req.headers, host: new URL(target).host, 'accept-encoding': 'identity' } }, (answer) => {
      if (!(answer.headers['content-type'] ?? '').includes('text/html')) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks).toString();
        const cut = html.indexOf('aria-haspopup="dialog"', html.indexOf('<header'));
        const headers = { ...answer.headers };
        delete headers['content-length'];
        res.writeHead(answer.statusCode ?? 502, headers);
        res.write(html.slice(0, cut));
        setTimeout(() => res.end(html.slice(cut)), pauseMs);
      });
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

for (const locale of locales) {
  test.describe(`before the first input (${locale})`, () => {
    test('the directory shows its portraits with no script, then loads its scripts on the first input and becomes interactive', async ({ context }) => {
      const { tab, requested, prefetched, headersRead } = await untouchedTab(context);
      await tab.goto(localizedPath('findConsultant', locale), { waitUntil: 'load' });
      const portrait = tab.locator('#directory [data-image]').first();
      await expect(portrait).toHaveAttribute('data-image', 'loaded');
      expect(await portrait.locator('img').evaluate((img) => getComputedStyle(img).filter)).toBe('none');
      // Frames after the paint and the load event: the browser downloads the scripts and the
      // payload ahead (in a worker, decision 021), but none runs.
      await tab.waitForTimeout(500);
      await headersRead();
      expect(requested.filter((p) => !prefetched(p))).toEqual([]);
      await expect.poll(() => requested.some((p) => p.startsWith('/_next/static/flight/') && prefetched(p))).toBe(true);
      expect(await tab.locator('script[src^="/_next/static/chunks/"]:not([nomodule])').count()).toBe(0);
      expect(await interactive(tab)).toBe(false);
      // The visit is recorded all the same, once.
      const pageViews = () => tab.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'page_view').map((e) => e.page_path));
      expect(await pageViews()).toEqual([localizedPath('findConsultant', locale)]);

      await tab.mouse.move(20, 20);
      await tab.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'));
      expect(await pageViews()).toEqual([localizedPath('findConsultant', locale)]);
      expect(requested.some((p) => p.startsWith('/_next/static/flight/'))).toBe(true);
      expect(requested.filter((p) => p.startsWith('/_next/static/chunks/')).length).toBeGreaterThan(0);
      // Interactive means working: the directory's search now filters as the visitor types.
      const cards = tab.locator('#directory').getByRole('article');
      const all = await cards.count();
      await tab.locator('#directory').getByRole('searchbox').fill('zzzz-no-consultant');
      await expect(cards).not.toHaveCount(all);
      await tab.close();
    });

    test('a first tap on the consent banner is not lost while the page loads its scripts', async ({ context, baseURL }) => {
      await context.clearCookies({ name: 'cookie_consent' });
      await stubAnalytics(context);
      const { tab } = await untouchedTab(context);
      await tab.goto(localizedPath('home', locale), { waitUntil: 'load' });
      const { consent } = ui(locale);
      const banner = tab.getByRole('region', { name: consent.label });
      await expect(banner).toBeVisible();
      expect(await interactive(tab)).toBe(false);
      // The click is the first input: the pointer moves onto the button and presses it at once.
      await banner.getByRole('button', { name: consent.accept, exact: true }).click();
      await expect(banner).toBeHidden();
      // The answer may come before the scripts have run; both follow, on a loaded machine later.
      await tab.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'));
      await expect.poll(async () => (await context.cookies(baseURL)).find((c) => c.name === 'cookie_consent')?.value).toBe('accepted');
      await tab.close();
    });

    test('a URL with a query, from a client past its rendered searches, loads the scripts after the paint without an input and applies it', async ({ context, request }) => {
      const visitor = from(newVisitor());
      await context.setExtraHTTPHeaders(visitor);
      const url = `${localizedPath('findConsultant', locale)}?q=zzzz-no-consultant`;
      // The client's searches rendered on the server (SEARCH_RENDERS, 20 in the e2e run), spent: the prerendered page answers (docs/decisions/025).
      await Promise.all(Array.from({ length: 20 }, (_, i) => request.get(`${url}-${i}`, { headers: visitor })));
      const { tab } = await untouchedTab(context);
      const response = await tab.goto(url, { waitUntil: 'load' });
      expect(response?.headers()['x-nextjs-prerender']).toBeDefined();
      await tab.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'));
      await expect(tab.locator('#directory').getByRole('article')).toHaveCount(0);
      await tab.close();
    });
  });

  test(`a page that arrives in two parts is painted only whole, and nothing on it moves (${locale})`, async ({ context, baseURL }) => {
    const proxy = await twoPartProxy(baseURL ?? 'http://localhost:3100', 600);
    try {
      const tab = await context.newPage();
      await tab.setViewportSize({ width: 412, height: 823 });
      await tab.addInitScript(() => {
        const seen: { shifts: number[]; endParsedAt: number } = { shifts: [], endParsedAt: Number.NaN };
        (window as unknown as { __seen: typeof seen }).__seen = seen;
        new PerformanceObserver((list) => list.getEntries().forEach((e) => seen.shifts.push((e as PerformanceEntry & { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
        // When the parser reaches the page's end (in the rest): the browser's own clock, as the paint's.
        const watch = new MutationObserver(() => {
          if (!document.getElementById('page-end')) return;
          seen.endParsedAt = performance.now();
          watch.disconnect();
        });
        watch.observe(document, { childList: true, subtree: true });
      });
      await tab.goto(proxy.origin + localizedPath('home', locale), { waitUntil: 'load' });
      await expect(tab.locator('header').getByRole('button', { name: header(locale).openMenu })).toBeVisible();
      const seen = await tab.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        ...(window as unknown as { __seen: { shifts: number[]; endParsedAt: number } }).__seen,
      }));
      // The proxy paused the page in the header, and the first frame comes only once the parser has
      // reached its end, with nothing moving after (without the render-blocking link: a frame shows
      // the language menu alone, then the group widens and moves).
      expect(seen.firstPaint, `first paint at ${seen.firstPaint} ms, page end parsed at ${seen.endParsedAt} ms`).toBeGreaterThanOrEqual(seen.endParsedAt);
      expect(seen.shifts).toEqual([]);
      await tab.close();
    } finally {
      await proxy.close();
    }
  });

  test.describe(`a picture that cannot load (${locale})`, () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('shows the grey placeholder, labelled in the page language', async ({ page }) => {
      await page.route('**/images/consultants/*.svg', (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto(localizedPath('findConsultant', locale));
      const first = page.locator('#directory [data-image]').first();
      await expect(first).toHaveAttribute('data-image', 'error');
      await expect(first.getByRole('img', { name: ui(locale).imageNotAvailable })).toBeVisible();
      await expect(first.locator('img')).toBeHidden();
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pictures show as they come: no blur waits for a script; no consent banner whose buttons could not work', async ({ page, context }) => {
    await context.clearCookies({ name: 'cookie_consent' });
    await page.goto(localizedPath('findConsultant', 'de'));
    await expect(page.getByRole('region', { name: ui('de').consent.label })).toBeHidden();
    const img = page.locator('#directory [data-image] img').first();
    await expect(img).toBeVisible();
    expect(await img.evaluate((el) => [getComputedStyle(el).filter, getComputedStyle(el).opacity])).toEqual(['none', '1']);
  });
});
