import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
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

  test('an accept is remembered too', async ({ page }) => {
    await page.goto('/fr');
    await page.getByRole('region', { name: 'Consentement aux cookies' }).getByRole('button', { name: 'Accepter', exact: true }).click();
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
    const t = messages(locale);
    const analytics: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/_vercel/')) analytics.push(request.url());
    });
    const consentUpdates = () =>
      page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'consent_update').map((e) => e.analytics_storage));
    const services = localizedPath('services', locale);

    await page.goto(services, { waitUntil: 'networkidle' });
    const banner = page.getByRole('region', { name: t.consent.label });
    await expect(banner).toBeVisible();
    expect(analytics, 'no analytics before an answer').toEqual([]);
    await banner.getByRole('button', { name: t.consent.reject, exact: true }).click();
    await expect(banner).toBeHidden();
    expect(await consentUpdates()).toEqual(['denied']);
    await page.goto(localizedPath('newsViews', locale), { waitUntil: 'networkidle' });
    expect(analytics, 'no analytics after a decline').toEqual([]);

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
    await page.goto(services, { waitUntil: 'networkidle' });
    expect(analytics.length).toBe(loaded);
  });
}
