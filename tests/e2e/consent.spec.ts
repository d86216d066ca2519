import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, stubAnalytics, test } from './fixtures';
import { localizedPath, locales, type Locale } from '../../src/i18n/routing';

test.describe('consent banner', () => {
  test.beforeEach(async ({ context }) => {
    await context.clearCookies({ name: 'cookie_consent' });
  });

  test('asks in the page language, remembers a rejection and loads no analytics', async ({ page, axe }) => {
    await page.goto('/de/leistungen');
    const banner = page.getByRole('region', { name: 'Cookie-Einwilligung' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Cookie-Richtlinie' })).toHaveAttribute('href', '/de/cookie-richtlinie');
    await axe();
    await banner.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(banner).toBeHidden();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'cookie_consent')?.value).toBe('rejected');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Cookie-Einwilligung' })).toBeHidden();
    expect(await page.locator('script[src*="_vercel"]').count()).toBe(0);
  });

  test('is reached right after the skip link, and never covers the element that has the focus; a card shows its focus', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/');
    const banner = page.locator('[data-consent-banner]');
    await expect(banner).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-consent-banner]') !== null)).toBe(true);

    // Walking on with the keyboard down the whole page: each focused element shows above the banner.
    const seen = new Set<string>();
    let cards = 0;
    for (let i = 0; i < 120; i++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const box = document.querySelector('[data-consent-banner]')!.getBoundingClientRect();
        if (!el || el.closest('[data-consent-banner]')) return null;
        const rect = el.getBoundingClientRect();
        const card = el.closest('article');
        return {
          key: `${el.tagName} ${el.textContent?.trim().slice(0, 30)} ${rect.top + window.scrollY}`,
          // Hidden, as WCAG 2.4.11 counts it: no part of it shows above the banner (a tall field
          // is scrolled to its caret, so its lower part may stay under the banner).
          covered: rect.height > 0 && rect.top >= box.top && rect.top < box.bottom,
          // An article card draws its focus as its own ring (box-shadow), which its overflow cannot clip.
          cardRing: card ? getComputedStyle(card).boxShadow : null,
        };
      });
      if (!focus) continue;
      expect(focus.covered, focus.key).toBe(false);
      if (focus.cardRing !== null) {
        cards++;
        expect(focus.cardRing, focus.key).not.toBe('none');
      }
      if (seen.has(focus.key)) break;
      seen.add(focus.key);
    }
    expect(cards).toBeGreaterThan(0);
  });

  test('an accept is remembered too', async ({ page, context }) => {
    await stubAnalytics(context);
    await page.goto('/fr');
    await page.getByRole('region', { name: 'Consentement aux cookies' }).getByRole('button', { name: 'Accepter la mesure d’audience', exact: true }).click();
    await page.goto('/fr/services');
    await expect(page.getByRole('region', { name: 'Consentement aux cookies' })).toBeHidden();
    expect((await page.context().cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('accepted');
  });
});

const messages = (locale: Locale) => ({
  consent: (JSON.parse(readFileSync(path.join(process.cwd(), 'messages', locale, 'ui.json'), 'utf8')) as { consent: Record<string, string> }).consent,
  footer: JSON.parse(readFileSync(path.join(process.cwd(), 'messages', locale, 'footer.json'), 'utf8')) as Record<string, string>,
});

for (const locale of locales) {
  test(`Cookie settings in the footer changes the choice at any time; analytics load only while accepted (${locale})`, async ({ page, context }) => {
    await context.clearCookies({ name: 'cookie_consent' });
    await stubAnalytics(context);
    const t = messages(locale);
    const analytics: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/_vercel/')) analytics.push(request.url());
    });
    const consentUpdates = () =>
      page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'consent_update').map((e) => e.analytics_storage));
    const services = localizedPath('services', locale);
    // Once the page has read the stored answer, the banner leaves the DOM; with an accept, the
    // analytics scripts were inserted just before (ConsentBanner). Not 'networkidle' after a
    // hydrated page: a chunk its router had started to prefetch as it was left can stay pending
    // in Playwright's count, and the navigation never settles (a 60 s timeout in one run).
    const expectNoAnalytics = async (when: string, before = 0) => {
      await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
      await expect(page.locator('script[src*="/_vercel/"]'), `no analytics script ${when}`).toHaveCount(0);
      expect(analytics.length, `no analytics request ${when}`).toBe(before);
    };

    await page.goto(services, { waitUntil: 'networkidle' });
    const banner = page.getByRole('region', { name: t.consent.label });
    await expect(banner).toBeVisible();
    expect(analytics, 'no analytics before an answer').toEqual([]);
    await banner.getByRole('button', { name: t.consent.reject, exact: true }).click();
    await expect(banner).toBeHidden();
    expect(await consentUpdates()).toEqual(['denied']);
    await page.goto(localizedPath('newsViews', locale));
    await expectNoAnalytics('after a decline');

    // The footer link opens the banner again, on the same page, with the focus on it.
    const settings = page.getByRole('contentinfo').getByRole('link', { name: t.footer.cookieSettings });
    await settings.click();
    await expect(banner).toBeVisible();
    await expect(banner).toBeFocused();
    expect(new URL(page.url()).pathname).toBe(localizedPath('newsViews', locale));
    await banner.getByRole('button', { name: t.consent.accept, exact: true }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => analytics.length).toBe(2);
    expect(await consentUpdates()).toEqual(['granted']);

    // And back: declined again, the next page loads no analytics.
    await settings.click();
    await banner.getByRole('button', { name: t.consent.reject, exact: true }).click();
    expect(await consentUpdates()).toEqual(['granted', 'denied']);
    expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('rejected');
    const loaded = analytics.length;
    await page.goto(services);
    await expectNoAnalytics('after a second decline', loaded);
  });
}
