import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { localizedPath, locales, staticPageKeys, type Locale } from '../../src/i18n/routing';
import { articleSlugs } from '../../src/features/news/slugs';

// Every page hydrates after the visitor's first input (decision 008): the fixture's navigation
// fails on a prerendered page without the loader, moves the pointer and waits until the page says
// it is interactive; any console error fails the test. A control that only the scripts can answer
// then works: the header's Book Consultation link opens the booking dialog instead of the page.
// This is what guards a Next upgrade against a rewrite that breaks hydration (docs/decisions/022).

const read = (locale: Locale, namespace: string) => JSON.parse(readFileSync(new URL(`../../messages/${locale}/${namespace}.json`, import.meta.url), 'utf8'));
const bookingTitle = (locale: Locale): string => read(locale, 'forms').booking.title;
const bookLabel = (locale: Locale): string => read(locale, 'header').bookConsultation;

for (const locale of locales) {
  test(`every page hydrates after the first input and answers a script-only control (${locale})`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 800 });
    const paths = [...staticPageKeys.map((key) => localizedPath(key, locale)), localizedPath('blogArticle', locale, { slug: articleSlugs[0] })];
    for (const path of paths) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await page.getByRole('banner').getByRole('link', { name: bookLabel(locale) }).click();
        const dialog = page.getByRole('dialog', { name: bookingTitle(locale) });
        await expect(dialog).toBeVisible();
        expect(new URL(page.url()).pathname).toBe(path);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      });
    }
  });
}
