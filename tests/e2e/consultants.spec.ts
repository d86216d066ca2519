import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { escape, expect, from, newVisitor, test, topOf } from './fixtures';
import { localizedPath, locales, type Locale } from '../../src/i18n/routing';
import type Dictionary from '../../messages/en/consultants.json';

// Read, not imported: Node's ESM loader (the package is "type": "module") refuses a JSON import
// without an import attribute.
const load = (locale: Locale): typeof Dictionary =>
  JSON.parse(readFileSync(new URL(`../../messages/${locale}/consultants.json`, import.meta.url), 'utf8'));
const dictionaries = { en: load('en'), de: load('de'), fr: load('fr') } satisfies Record<Locale, typeof Dictionary>;
const de = dictionaries.de;

/** The directory in its default order (highest rated first), as data.ts defines it. */
const TOP_RATED = ['Marcus Johnson', 'Sarah Mitchell', 'Lukas Schneider'];
const CHEAPEST = ['Rahul Mehta', 'Grace Wanjiru', 'Priya Sharma'];
const DEAREST = ['Marcus Johnson', 'Hannah Fischer', 'James Carter'];

/** The branches of a one-plural ICU message ({count, plural, =0 {…} one {# …} other {# …}}). */
const branches = (message: string) => new Map([...message.matchAll(/(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g)].map((b) => [b[1], b[2]]));
/** A count text as the page writes it for n (English, German and French: one is 1 here). */
const count = (message: string, n: number) => {
  const forms = branches(message);
  return (forms.get(`=${n}`) ?? (n === 1 ? forms.get('one') : forms.get('other')) ?? '').replace('#', String(n));
};

/**
 * Opens (or opens again) the page and waits until the directory's controls work. Opening again is
 * a navigation, not page.reload(): with two workers, a reloaded directory hydrated too slowly
 * under Debian's Chromium 156.0.8078.79.
 */
async function open(page: Page, url?: string) {
  await page.goto(url ?? page.url());
  await expect(page.locator('#directory form[data-interactive]')).toBeAttached();
}

const cards = (page: Page) => page.locator('#directory').getByRole('article');
/** A control of the directory's search form, by its label. */
const control = (page: Page, label: string) => page.locator('#directory').getByRole('search').getByLabel(label, { exact: true });
/** The result count (role status inside the directory; a hidden copy does not count). */
const resultCount = (page: Page) => page.locator('#directory').getByRole('status');
const names = (page: Page) => cards(page).locator('h3').allTextContents();

// Each language is its own client (its own address), so the languages' reveal counts stay apart
// when the tests run in parallel against one server.
const address = (locale: Locale) => `198.51.100.${locales.indexOf(locale) + 20}`;

for (const locale of locales) {
  const m = dictionaries[locale];
  const path = localizedPath('findConsultant', locale);

  test.describe(`find a consultant (${locale})`, () => {
    test.use({ extraHTTPHeaders: { 'x-forwarded-for': address(locale) } });

    test('filters by search, location and specialty through the URL, and Back restores the view', async ({ page }) => {
      await open(page, path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const result = resultCount(page);
      await expect(result).toHaveText(count(m.directory.resultCount, 25));
      await expect(cards(page)).toHaveCount(25);
      // The button that sends the filters without JavaScript does not show with it: every change applies at once.
      await expect(page.getByRole('button', { name: m.directory.applyFilters })).toBeHidden();

      // Search matches specialty names in the page's language (5 consultants work on AI governance).
      await control(page, m.directory.searchLabel).fill(m.specialties['ai-governance']);
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(cards(page)).toHaveCount(5);
      await expect(result).toHaveText(count(m.directory.resultCount, 5));

      const location = control(page, m.directory.locationLabel);
      await location.selectOption({ label: m.cities.berlin });
      await expect(page).toHaveURL(/[?&]location=Berlin(&|$)/);
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first()).toContainText('Lukas Schneider');

      const specialty = control(page, m.directory.specialtyLabel);
      await specialty.selectOption('nlp');
      await expect(page).toHaveURL(/[?&]specialty=nlp(&|$)/);
      await expect(cards(page)).toHaveCount(0);
      await expect(page.getByText(m.directory.noResults)).toBeVisible();
      await expect(result).toHaveText(count(m.directory.resultCount, 0));

      await page.goBack();
      await expect(page).not.toHaveURL(/specialty=/);
      await expect(specialty).toHaveValue('all');
      await expect(cards(page)).toHaveCount(1);

      await page.goBack();
      await expect(page).not.toHaveURL(/location=/);
      await expect(location).toHaveValue('all');
      await expect(cards(page)).toHaveCount(5);

      await page.getByRole('button', { name: m.directory.clearFilters }).click();
      await expect(page).not.toHaveURL(/\?/);
      await expect(control(page, m.directory.searchLabel)).toHaveValue('');
      await expect(cards(page)).toHaveCount(25);

      // A shared link opens the filtered view: rendered with its results on the server, before any
      // script (docs/decisions/025); the page then works as the prerendered one does.
      const shared = await page.goto(`${path}?location=Singapore&specialty=chatbot-development`);
      expect(shared?.headers()['x-nextjs-prerender']).toBeUndefined();
      expect((await shared?.text())?.match(/<article\b/g)).toHaveLength(1);
      await expect(page.locator('#directory form[data-interactive]')).toBeAttached();
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first()).toContainText('Wei Lin Tan');
      await expect(location).toHaveValue('Singapore');
      await expect(specialty).toHaveValue('chatbot-development');
      await control(page, m.directory.searchLabel).fill('zzzz');
      await expect(page).toHaveURL(/[?&]q=zzzz(&|$)/);
      await expect(cards(page)).toHaveCount(0);
    });

    test('sorts by price and rating, kept in the URL', async ({ page }) => {
      await open(page, path);
      await expect(cards(page)).toHaveCount(25);
      expect((await names(page)).slice(0, 3)).toEqual(TOP_RATED);
      const sort = control(page, m.directory.sortLabel);

      await sort.selectOption({ label: m.directory.sort['price-asc'] });
      await expect(page).toHaveURL(/[?&]sort=price-asc/);
      await expect(cards(page).first()).toContainText(CHEAPEST[0]);
      expect((await names(page)).slice(0, 3)).toEqual(CHEAPEST);

      await sort.selectOption({ label: m.directory.sort['price-desc'] });
      await expect(page).toHaveURL(/[?&]sort=price-desc/);
      await expect(cards(page).first()).toContainText(DEAREST[0]);
      expect((await names(page)).slice(0, 3)).toEqual(DEAREST);

      await open(page);
      await expect(sort).toHaveValue('price-desc');
      await expect(cards(page).first()).toContainText(DEAREST[0]);

      await sort.selectOption({ label: m.directory.sort.rating });
      await expect(page).not.toHaveURL(/sort=/);
      await expect(cards(page).nth(1)).toContainText(TOP_RATED[1]);
    });

    test('reveals a consultant after a confirmation, and shows it again without counting it twice', async ({ page, axe }) => {
      await open(page, path);
      const card = cards(page).filter({ has: page.getByRole('heading', { name: 'Sarah Mitchell' }) });
      await expect(card.getByRole('link', { name: /@/ })).toHaveCount(0);

      await card.getByRole('button', { name: m.card.revealContact }).click();
      const dialog = page.getByRole('dialog', { name: m.reveal.confirmTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(m.reveal.confirmText.replace('{name}', 'Sarah Mitchell'));
      await expect(dialog).toContainText(count(m.reveal.remaining, 10));
      await axe({ include: ['[role="dialog"]'] });
      await dialog.getByRole('button', { name: m.reveal.confirm }).click();

      await expect(dialog).toBeHidden();
      await expect(card.getByRole('link', { name: 'sarah.mitchell@chatgpt-consultant.com' })).toHaveAttribute('href', 'mailto:sarah.mitchell@chatgpt-consultant.com');
      await expect(card.getByRole('link', { name: /^\+44 / })).toHaveAttribute('href', /^tel:\+44\d+$/);
      await expect(page.locator('#contact-sarah-mitchell')).toBeFocused();
      const stored = async () => JSON.parse((await page.evaluate(() => localStorage.getItem('contact_reveals'))) ?? 'null');
      expect(await stored()).toMatchObject({ count: 1, revealedIds: ['sarah-mitchell'] });
      await axe();

      await open(page);
      await card.getByRole('button', { name: m.card.revealContact }).click();
      await expect(card.getByRole('link', { name: 'sarah.mitchell@chatgpt-consultant.com' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await stored()).toMatchObject({ count: 1, revealedIds: ['sarah-mitchell'] });
    });

    // Eleven reveals are a long journey: run once, in English. The limit dialog's German and French
    // texts have the English keys (src/i18n/messages.test.ts).
    if (locale === 'en') test.describe('at the limit', () => {
      // The server's refusal is a 429, which Chromium logs as a failed resource load.
      test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 429/] });

      test('the 11th consultant opens the limit dialog, also with cleared storage and cookies', async ({ page, context, baseURL, axe }) => {
        // Eleven reveals, each a dialog and a server call: a long journey.
        test.slow();
        await open(page, path);
        await expect(cards(page)).toHaveCount(25);
        for (let i = 0; i < 10; i++) {
          const card = cards(page).nth(i);
          await card.getByRole('button', { name: m.card.revealContact }).click();
          await page.getByRole('dialog', { name: m.reveal.confirmTitle }).getByRole('button', { name: m.reveal.confirm }).click();
          await expect(card.getByRole('link', { name: /@chatgpt-consultant\.com$/ })).toBeVisible();
        }

        const eleventh = cards(page).nth(10);
        const limit = page.getByRole('dialog', { name: m.reveal.limitTitle });
        const wait = new RegExp(
          [...branches(m.reveal.waitMinutes).values(), ...branches(m.reveal.waitHours).values()]
            .map((t) => escape(t).replace('#', '\\d+'))
            .join('|'),
        );
        const expectLimitDialog = async () => {
          await expect(limit).toBeVisible();
          await expect(limit).toContainText(m.reveal.limitText);
          await expect(limit).toContainText(m.reveal.bookText);
          await expect(limit).toContainText(wait);
          await expect(limit.getByRole('button', { name: m.reveal.bookButton })).toBeEnabled();
          await expect(limit.getByRole('button', { name: m.reveal.signInButton })).toBeDisabled();
        };

        // The browser's session knows the limit: no confirmation, no call.
        await eleventh.getByRole('button', { name: m.card.revealContact }).click();
        await expectLimitDialog();
        await axe({ include: ['[role="dialog"]'] });
        await page.keyboard.press('Escape');
        await expect(limit).toBeHidden();
        await expect(eleventh.getByRole('link', { name: /@/ })).toHaveCount(0);

        // A revealed consultant can still be shown.
        await open(page);
        await cards(page).nth(3).getByRole('button', { name: m.card.revealContact }).click();
        await expect(cards(page).nth(3).getByRole('link', { name: /@chatgpt-consultant\.com$/ })).toBeVisible();

        // Fresh local storage and no cookie: the server still knows this client by its address.
        await page.evaluate(() => localStorage.clear());
        await context.clearCookies();
        await context.addCookies([{ name: 'cookie_consent', value: 'rejected', url: baseURL ?? 'http://localhost' }]);
        await open(page);
        await eleventh.getByRole('button', { name: m.card.revealContact }).click();
        await page.getByRole('dialog', { name: m.reveal.confirmTitle }).getByRole('button', { name: m.reveal.confirm }).click();
        await expectLimitDialog();
        await expect(eleventh.getByRole('link', { name: /@/ })).toHaveCount(0);

        // Booking has no reveal limit: the button hands over to the booking dialog.
        await limit.getByRole('button', { name: m.reveal.bookButton }).click();
        await expect(limit).toBeHidden();
      });
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page lists every consultant and no contact detail', async ({ page }) => {
    await page.goto(localizedPath('findConsultant', 'de'));
    await expect(cards(page)).toHaveCount(25);
    await expect(resultCount(page)).toHaveText(count(de.directory.resultCount, 25));
    // Rates in euros on the German page, the same numbers as the dollars of the English page.
    await expect(cards(page).first().getByText(/^300–450\s€ pro Stunde$/)).toBeVisible();
    await expect(page.getByRole('link', { name: /@/ })).toHaveCount(0);
    expect(await page.content()).not.toMatch(/[a-z]+\.[a-z]+@chatgpt-consultant\.com/);
  });

  for (const locale of locales) {
    test(`a search sent with Enter lists its results, with the filters chosen (${locale})`, async ({ page, context }) => {
      await context.setExtraHTTPHeaders(from(newVisitor()));
      const m = dictionaries[locale];
      await page.goto(localizedPath('findConsultant', locale));
      const location = control(page, m.directory.locationLabel);
      const search = control(page, m.directory.searchLabel);
      await location.selectOption({ label: m.cities.berlin });
      // The specialty's name in the page's language: five consultants, one of them in Berlin.
      await search.fill(m.specialties['ai-governance']);
      await search.press('Enter');
      // The answer opens at the results.
      await expect(page).toHaveURL(/[?&]location=Berlin&.*#directory$/);
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first()).toContainText('Lukas Schneider');
      await expect(resultCount(page)).toHaveText(count(m.directory.resultCount, 1));
      await expect(search).toHaveValue(m.specialties['ai-governance']);
      await expect(location).toHaveValue('Berlin');
      await expect.poll(() => topOf(page, '#directory')).toBeLessThan(100);

      // Without scripts a choice is sent by the button that only shows then.
      await control(page, m.directory.specialtyLabel).selectOption('nlp');
      await page.getByRole('button', { name: m.directory.applyFilters }).click();
      await expect(page).toHaveURL(/[?&]specialty=nlp&/);
      await expect(cards(page)).toHaveCount(0);
      await expect(page.getByText(m.directory.noResults)).toBeVisible();

      // "Clear filters" asks for the list with no query, which has nothing left to clear.
      await page.getByRole('button', { name: m.directory.clearFilters }).click();
      await expect(page).toHaveURL(new RegExp(`${escape(localizedPath('findConsultant', locale))}\\?#directory$`));
      await expect(cards(page)).toHaveCount(25);
      await expect(search).toHaveValue('');
      await expect(location).toHaveValue('all');
      await expect(page.getByRole('button', { name: m.directory.clearFilters })).toBeDisabled();
    });

    test(`the note above the cards says what each badge rests on (${locale})`, async ({ page }) => {
      await page.goto(localizedPath('findConsultant', locale));
      const { card } = dictionaries[locale];
      await expect(cards(page).getByText(card.topRated, { exact: true }).first()).toBeVisible();
      await expect(page.locator('#ratings')).toContainText(card.topRated);
      await expect(page.locator('#ratings')).toContainText(new RegExp(escape(card.verified), 'i'));
    });
  }
});
