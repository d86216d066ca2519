import { expect, test } from './fixtures';

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
