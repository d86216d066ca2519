import { readFileSync } from 'node:fs';
import { expect, siteUrl, test } from './fixtures';
import { pngSize } from '../support/png';
import { localizedPath, locales, pageKeys, type Locale, type PageKey } from '../../src/i18n/routing';
import { articleSlugs } from '../../src/features/news/slugs';

const params = (key: PageKey): Record<string, string> => (key === 'blogArticle' ? { slug: articleSlugs[0] } : {});
const routes = pageKeys.flatMap((key) => locales.map((locale) => ({ key, locale, path: localizedPath(key, locale, params(key)) })));
const ogLocale: Record<Locale, string> = { en: 'en_US', de: 'de_DE', fr: 'fr_FR' };
const read = (locale: Locale, namespace: string) => JSON.parse(readFileSync(new URL(`../../messages/${locale}/${namespace}.json`, import.meta.url), 'utf8'));
const headerText = (locale: Locale): { bookConsultation: string } => read(locale, 'header');
const formsText = (locale: Locale): { booking: { title: string } } => read(locale, 'forms');

test.describe('every page of the route table', () => {
  // The route table's 16 page keys (the article page with one slug), in three languages: each
  // hydrates, answers a script-only control and fits a phone.
  test('has 48 routes', () => {
    expect(routes).toHaveLength(48);
  });

  for (const { key, locale, path } of routes) {
    test(`${path} (${key}, ${locale})`, async ({ page, axe }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // Prerendered, and under a policy that runs only the page's own inline scripts, by hash
      // (the fixture fails the test on any violation, with the client runtime running).
      const headers = response?.headers() ?? {};
      // (Next sends this header twice; Playwright joins the two with a line break.)
      expect(headers['x-nextjs-prerender']?.split('\n')).toContain('1');
      const scriptSrc = (headers['content-security-policy'] ?? '').split('; ').find((d) => d.startsWith('script-src ')) ?? '';
      expect(scriptSrc).toMatch(/^script-src 'self' 'strict-dynamic'( 'sha256-[A-Za-z0-9+/=]+')+$/);
      // next-intl's alternate Link header is off: hreflang lives in the HTML only.
      expect(response?.headers()['link'] ?? '').not.toContain('alternate');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(/\S/);

      const head = page.locator('head');
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl + (path === '/' ? '' : path));
      for (const l of locales) {
        const href = localizedPath(key, l, params(key));
        await expect(head.locator(`link[rel="alternate"][hreflang="${l}"]`)).toHaveAttribute('href', siteUrl + (href === '/' ? '' : href));
      }
      const en = localizedPath(key, 'en', params(key));
      await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', siteUrl + (en === '/' ? '' : en));
      await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', ogLocale[locale]);
      const alternates = await head.locator('meta[property="og:locale:alternate"]').evaluateAll((els) => els.map((e) => e.getAttribute('content')).sort());
      expect(alternates).toEqual(locales.filter((l) => l !== locale).map((l) => ogLocale[l]).sort());
      // Its own social image: the page's title in its language, 1200×630, drawn at build time.
      const ogImage = await head.locator('meta[property="og:image"]').getAttribute('content');
      const title = await head.locator('meta[property="og:title"]').getAttribute('content');
      expect(ogImage).toMatch(new RegExp(`^${siteUrl}/og/${locale}/[A-Za-z0-9-]+\\.png$`));
      await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
      await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
      await expect(head.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', title!);
      await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute('content', ogImage!);
      await expect(head.locator('meta[name="twitter:image:alt"]')).toHaveAttribute('content', title!);
      const image = await page.request.get(new URL(ogImage!).pathname);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
      await axe();

      // The page hydrated after the first input (the fixture's navigation waits for it, and any
      // console error fails the test): a control only its scripts answer works, the header's
      // Book Consultation opens the booking dialog instead of the page. This guards a Next
      // upgrade against a rewrite of the pages that breaks hydration (docs/decisions/022).
      await page.getByRole('banner').getByRole('link', { name: headerText(locale).bookConsultation }).click();
      const dialog = page.getByRole('dialog', { name: formsText(locale).booking.title });
      await expect(dialog).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // No sideways scroll on a phone or a small laptop: long words wrap or hyphenate, rows wrap,
      // the header keeps its menu button until its links fit one line.
      for (const width of [320, 360, 390, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        // The layout after the resize has settled (on a loaded machine a frame may still show the
        // last width's); a page that is really too wide stays so and fails below.
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 3_000 }).toBeLessThanOrEqual(width).catch(() => {});
        const wide = await page.evaluate(() => {
          const limit = document.documentElement.clientWidth;
          return {
            scrollWidth: document.documentElement.scrollWidth,
            // What sticks out, to name in the failure.
            culprits: [...document.querySelectorAll('body *')]
              .filter((el) => el.getBoundingClientRect().right > limit + 1 && el.closest('[aria-hidden="true"], .sr-only, [popover], dialog:not([open])') === null)
              .slice(-3)
              .map((el) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').slice(0, 3).join('.') : ''}: ${(el.textContent ?? '').trim().slice(0, 40)}`),
          };
        });
        expect(wide.scrollWidth, `${path} at ${width} px: ${wide.culprits.join(' | ')}`).toBeLessThanOrEqual(width);
      }
    });
  }
});

test.describe('language menu', () => {
  test('switches /de/leistungen to /services and /fr/services', async ({ page }) => {
    await page.goto('/de/leistungen');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /Sprache/ }).click();
    await header.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.goto('/de/leistungen');
    await page.getByRole('banner').getByRole('button', { name: /Sprache/ }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/services$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('keeps the article of a blog page and closes with Escape', async ({ page }) => {
    await page.goto(`/fr/blog/${articleSlugs[1]}`);
    const header = page.getByRole('banner');
    const button = header.getByRole('button', { name: /Langue/ });
    await button.click();
    await expect(header.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', `/de/blog/${articleSlugs[1]}`);
    await page.keyboard.press('Escape');
    await expect(header.getByRole('link', { name: 'Deutsch' })).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('header navigation', () => {
  test('links Home, Process and Contact to anchors of the home route from another page', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/de/leistungen');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/de#hero');
    await expect(nav.getByRole('link', { name: 'Ablauf' })).toHaveAttribute('href', '/de#process');
    await expect(nav.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/de#contact');
    await nav.getByRole('link', { name: 'Kontakt' }).click();
    await expect(page).toHaveURL(/\/de#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('mobile menu opens as a dialog and closes when a link is chosen', async ({ page, axe }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/fr');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await axe();
    await drawer.getByRole('link', { name: 'Services' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/fr\/services$/);
  });

  test('mobile menu takes the focus, closes with Escape and gives it back', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('mobile menu closes on a tap beside it, which reaches nothing under it, and when the focus leaves it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/de/leistungen');
    const open = page.getByRole('button', { name: 'Menü öffnen' });
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await open.click();
    await expect(drawer).toBeVisible();
    // The shade's left edge, over the page's content (the hero's links and buttons).
    for (let y = 100; y < 844; y += 120) expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('[popover]')?.id, [20, y])).toBe('site-menu');
    await page.mouse.click(20, 400);
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/de\/leistungen$/);

    await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'));
    await open.click();
    await drawer.getByRole('button', { name: 'Menü schließen' }).focus();
    await page.keyboard.press('Tab');
    await expect(drawer).toBeHidden();
  });
});

test.describe('under the open mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the page stays still: a drag over the shade or the panel, or the wheel, scrolls nothing', async ({ page }) => {
    await page.goto('/de');
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.getByRole('button', { name: 'Menü öffnen' }).tap();
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible();
    const cdp = await page.context().newCDPSession(page);
    /** A finger dragged up the screen at `x`, as a visitor scrolls down. */
    const drag = async (x: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: 700 }] });
      for (let y = 680; y >= 200; y -= 20) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await drag(20);
    await drag(300);
    await page.mouse.move(20, 400);
    await page.mouse.wheel(0, 400);
    // Given the time a fling takes, the page has not moved.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(400);
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible();
  });
});

test('pushes a page_view with path and query on every route change', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/services?utm_source=test');
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'page_view'))).toEqual([
    expect.objectContaining({ event: 'page_view', page_path: '/services', page_query: 'utm_source=test' }),
  ]);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'News & Views' }).click();
  await expect(page).toHaveURL(/\/news-views$/);
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'page_view').map((e) => e.page_path))).toEqual(['/services', '/news-views']);
});

test('security headers are on every answer', async ({ request }) => {
  for (const path of ['/', '/de/leistungen', '/sitemap.xml']) {
    const response = await request.get(path);
    const h = response.headers();
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['content-security-policy']).not.toContain('unsafe-eval');
    expect(h['strict-transport-security']).toContain('max-age=');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBeTruthy();
    expect(h['permissions-policy']).toBeTruthy();
    expect(h['x-powered-by']).toBeUndefined();
  }
});

test('sitemap lists indexable pages with language alternates, robots points at it, favicon exists', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${siteUrl}/de/leistungen</loc>`);
  expect(sitemap).toContain(`hreflang="fr" href="${siteUrl}/fr/services"`);
  expect(sitemap).toContain(`<loc>${siteUrl}/blog/${articleSlugs[0]}</loc>`);
  for (const hidden of ['/privacy-policy', '/find-consultant', '/de/berater-finden', '/fr/politique-de-cookies']) {
    expect(sitemap).not.toContain(`<loc>${siteUrl}${hidden}</loc>`);
  }
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  expect((await request.get('/favicon.ico')).status()).toBe(200);
  // Every icon a page names exists; none is an SVG, which Chromium draws on the page's main thread (decision 014).
  const icons = [...(await (await request.get('/de')).text()).matchAll(/<link rel="(?:icon|apple-touch-icon)" href="([^"]+)"[^>]*>/g)];
  expect(icons.length).toBeGreaterThanOrEqual(2);
  for (const [link, href] of icons) {
    expect((await request.get(href)).status(), href).toBe(200);
    expect(link, href).not.toMatch(/svg/);
  }
});

// The long lists' cards are laid out only near the viewport (content-visibility: auto); the
// place they hold until then must not widen the page.
test.describe("the long lists fit a phone's width", () => {
  for (const locale of locales) {
    for (const key of ['findConsultant', 'newsViews'] as const) {
      test(`${key} (${locale})`, async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(localizedPath(key, locale));
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      });
    }
  }
});
