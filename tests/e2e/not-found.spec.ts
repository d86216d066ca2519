import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

type NotFoundTexts = { title: string; redirecting: string; message: string; goNow: string; documentTitle: string };
const texts = (locale: string): NotFoundTexts =>
  JSON.parse(readFileSync(resolve('messages', locale, 'notFound.json'), 'utf8')) as NotFoundTexts;
const en = texts('en');
const de = texts('de');
const fr = texts('fr');

/**
 * Unknown paths (src/features/blog-site/README.md). The e2e server runs with BLOG_SITE_URL on a closed
 * loopback port (scripts/lib/e2e-env.ts), so the blog site is down: a path that is not in the
 * known list gets the 404 page, which sends the visitor to the home page of the path's language.
 */

// Chromium reports every 404 document as "Failed to load resource: ... status of 404".
test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });

const cases = [
  { path: '/some-unknown-page', lang: 'en', home: '/', t: en },
  { path: '/de/gibt-es-nicht', lang: 'de', home: '/de', t: de },
  { path: '/fr/page-inconnue', lang: 'fr', home: '/fr', t: fr },
] as const;

const pathOf = (url: string) => new URL(url).pathname;

/**
 * Next's app router takes actions once it has mounted: its first commit writes its state into
 * history.state (`__NA: true`, next/dist/client/components/app-router.js). Pushing earlier would
 * update a component that has not mounted yet.
 */
async function waitForRouter(page: Page) {
  await page.waitForFunction(() => (window.history.state as { __NA?: boolean } | null)?.__NA === true);
}

/** A client-side navigation, as a Link or router.push() of our code would do it. */
async function routerPush(page: Page, href: string) {
  await waitForRouter(page);
  await page.evaluate((target) => {
    const w = window as unknown as { next: { router: { push: (href: string) => void } } };
    w.next.router.push(target);
  }, href);
}

/** The page escapes its texts like any HTML ("n'est" becomes "n&#39;est"). */
const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;');

for (const { path, lang, home, t } of cases) {
  test.describe(`${path}`, () => {
    test(`answers 404, noindex, in ${lang}`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(404);
      expect(res.headers()['x-robots-tag']).toBe('noindex');
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain(`<meta http-equiv="refresh" content="2;url=${home}">`);
      expect(html).toContain(asHtml(t.redirecting));
      expect(html).toContain(asHtml(t.message));
    });

    test(`sends the visitor to ${home} with JavaScript on`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await page.waitForURL((url) => pathOf(url.href) === home, { waitUntil: 'commit' });
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });

    test.describe('with JavaScript off', () => {
      test.use({ javaScriptEnabled: false });

      test(`sends the visitor to ${home} by meta refresh`, async ({ page }) => {
        const res = await page.goto(path);
        expect(res?.status()).toBe(404);
        await page.waitForURL((url) => pathOf(url.href) === home, { waitUntil: 'commit' });
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
      });
    });
  });
}

test.describe('the 404 page as shown', () => {
  // The page leaves by itself after a moment: serve it without its redirects to look at it.
  test.beforeEach(async ({ page }) => {
    await page.route('**/de/gibt-es-nicht', async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const body = (await response.text()).replace(/<meta http-equiv="refresh"[^>]*>/, '').replace(/<script>[\s\S]*?<\/script>/, '');
      await route.fulfill({ response, body });
    });
  });

  test('shows the title, the redirecting message and a link home, and passes axe', async ({ page, axe }) => {
    const res = await page.goto('/de/gibt-es-nicht');
    expect(res?.status()).toBe(404);
    await expect(page).toHaveTitle(de.documentTitle);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.title);
    await expect(page.getByRole('status')).toHaveText(de.redirecting);
    await expect(page.getByText(de.message)).toBeVisible();
    await expect(page.getByRole('link', { name: de.goNow })).toHaveAttribute('href', '/de');
    await axe();
  });

  test('spins, unless the visitor asks for reduced motion', async ({ page }) => {
    // The run asks for reduced motion (playwright.config.ts); this visitor does not, at first.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/de/gibt-es-nicht');
    const spinner = page.locator('.spinner');
    await expect(spinner).toHaveAttribute('aria-hidden', 'true');
    expect(await spinner.evaluate((el) => getComputedStyle(el).animationName)).toBe('spin');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await spinner.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });
});

test('a known blog-site path answers 308 to the blog site, query kept', async ({ request }) => {
  const res = await request.get('/industries/healthcare?utm_source=e2e', { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(res.headers()['location']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/industries\/healthcare\?utm_source=e2e$/);
});

test('our own pages never reach the unknown-path handling', async ({ request }) => {
  for (const path of ['/', '/de/leistungen', '/fr/actualites']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
  }
});

test('a client-side navigation to an unknown path ends at the home page of its language', async ({ page }) => {
  await page.goto('/');
  await routerPush(page, '/de/gibt-es-nicht');
  await page.waitForURL((url) => pathOf(url.href) === '/de', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('a client-side navigation to a known blog-site path ends on the blog site', async ({ page }) => {
  await page.goto('/');
  // The router's RSC fetch gets the 404 page (no cross-origin redirect for a fetch), so it loads
  // the URL as a document, which the server redirects to the blog site.
  const documentResponse = page.waitForResponse(
    (res) => res.request().resourceType() === 'document' && pathOf(res.url()) === '/industries/healthcare',
  );
  await routerPush(page, '/industries/healthcare?from=footer');
  const res = await documentResponse;
  expect(res.status()).toBe(308);
  const location = res.headers()['location'] ?? '';
  expect(location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/industries\/healthcare\?from=footer$/);
  // The blog site is down in e2e: the browser's attempt to go there is what is left to see.
  await page.waitForRequest((req) => req.isNavigationRequest() && req.url() === location);
});
