import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, from, newVisitor, stubAnalytics, test } from './fixtures';
import { localizedPath, locales, type Locale } from '../../src/i18n/routing';
import { articles } from '../../src/features/news/articles';
import { matchesSearch } from '../../src/features/news/query';
import { PHONE, PHONE_CONTEXT, emulatePhone } from '../../scripts/lib/phone-profile';

// What a visitor on a phone types or taps before the page's scripts are there (decision 021): on
// the phone of Lighthouse's mobile preset (4x CPU, 150 ms round trips, 1.6 Mbps), in each language,
// the visitor's first input is a tap, at once after the load event (no pointer moves first).
// The tests hold the page's scripts back until they release them, so that "before" is certain
// without any timing; then the page hydrates while the visitor goes on typing.

type Messages = Record<string, Record<string, unknown>>;
const messages = (locale: Locale, namespace: string): Messages => JSON.parse(readFileSync(new URL(`../../messages/${locale}/${namespace}.json`, import.meta.url), 'utf8'));
const header = (locale: Locale) => messages(locale, 'header') as unknown as { openMenu: string; language: string; menuTitle: string; nav: Record<string, string>; languages: Record<Locale, string> };
const directory = (locale: Locale) => messages(locale, 'consultants').directory as { searchLabel: string; locationLabel: string };
const forms = (locale: Locale) => messages(locale, 'forms') as { fields: { name: string }; newsletter: { label: string } };
const consent = (locale: Locale) => (messages(locale, 'ui') as unknown as { consent: { label: string; accept: string } }).consent;
const news = (locale: Locale) => messages(locale, 'news') as unknown as { found: string };

/** A word a visitor searches the news for, in each language. */
const TOPIC: Record<Locale, string> = { en: 'strategy', de: 'Strategie', fr: 'stratégie' };
const other = (locale: Locale): Locale => (locale === 'de' ? 'fr' : 'de');

/** A tab on the phone whose scripts and payload wait until `release()`. */
async function phoneTab(context: BrowserContext) {
  const tab = await context.newPage();
  const cdp = await emulatePhone(tab);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await tab.route(/\/_next\/static\/(chunks\/.+\.js|flight\/.+\.json)$/, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  /** axe at full speed (it is a check, not what the visitor waits for), on the parts named. */
  const fullSpeed = async (check: () => Promise<void>) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await check();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  };
  return { tab, release, fullSpeed };
}

const interactive = (tab: Page) => tab.evaluate(() => document.documentElement.hasAttribute('data-interactive'));
const untilInteractive = (tab: Page) => tab.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'), null, { timeout: 30_000 });

for (const locale of locales) {
  test.describe(`first touch on a phone (${locale})`, () => {
    test.use(PHONE_CONTEXT);
    // A phone's CPU and network, on a machine that runs two workers: three minutes a test.
    test.slow();

    // Once the page runs, the menus work as before (foundation.spec.ts).
    test('the menus open at the first tap before the scripts; the search typed and the location chosen survive hydration and filter the directory', async ({ context, axe }) => {
      const h = header(locale);
      const { tab, release, fullSpeed } = await phoneTab(context);
      const url = localizedPath('findConsultant', locale);
      await tab.goto(url, { waitUntil: 'load' });

      // The mobile menu: a popover, opened by the browser.
      await tab.getByRole('button', { name: h.openMenu }).tap();
      const menu = tab.getByRole('dialog', { name: h.menuTitle });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: h.nav.services })).toHaveAttribute('href', localizedPath('services', locale));
      await fullSpeed(() => axe({ page: tab, include: ['header'] }));
      await tab.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(tab.getByRole('button', { name: h.openMenu })).toBeFocused();

      // The language menu: a popover, whose links lead to this page in the other languages.
      await tab.getByRole('banner').getByRole('button', { name: new RegExp(`^${h.language}`) }).tap();
      const switchTo = tab.getByRole('banner').getByRole('link', { name: h.languages[other(locale)] });
      await expect(switchTo).toBeVisible();
      await expect(switchTo).toHaveAttribute('href', localizedPath('findConsultant', other(locale)));
      await expect(switchTo).toHaveAttribute('lang', other(locale));
      await fullSpeed(() => axe({ page: tab, include: ['header'] }));
      await tab.keyboard.press('Escape');
      await expect(switchTo).toBeHidden();
      expect(await interactive(tab)).toBe(false);

      // Half the name and the location before the scripts, the rest while the page hydrates.
      const form = tab.getByRole('search');
      const search = form.getByLabel(directory(locale).searchLabel);
      await search.tap();
      await tab.keyboard.type('Sarah Mi', { delay: 60 });
      await form.getByLabel(directory(locale).locationLabel).selectOption('London');
      await search.tap();
      await tab.keyboard.press('End');
      release();
      await tab.keyboard.type('tchell', { delay: 120 });
      await untilInteractive(tab);

      await expect(tab).toHaveURL(/[?&]q=Sarah(\+|%20)Mitchell(&|$)/);
      await expect(tab).toHaveURL(/[?&]location=London(&|$)/);
      await expect(search).toHaveValue('Sarah Mitchell');
      await expect(form.getByLabel(directory(locale).locationLabel)).toHaveValue('London');
      const cards = tab.locator('#directory').getByRole('article');
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText('Sarah Mitchell');
      await tab.close();
    });

    test('the news search typed before and during hydration is kept, in the address bar, and filters the list', async ({ context }) => {
      const { tab, release } = await phoneTab(context);
      await tab.goto(localizedPath('newsViews', locale), { waitUntil: 'load' });
      const topic = TOPIC[locale];
      const search = tab.getByRole('search').getByRole('searchbox');
      await search.tap();
      await tab.keyboard.type(topic.slice(0, 4), { delay: 60 });
      release();
      await tab.keyboard.type(topic.slice(4), { delay: 120 });
      await untilInteractive(tab);

      await expect(tab).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(topic)}(&|$)`));
      await expect(search).toHaveValue(topic);
      const found = articles.filter((a) => matchesSearch({ ...a.texts[locale], categoryId: a.categoryId, featured: a.featured }, topic, locale)).length;
      expect(found).toBeGreaterThan(0);
      const other = /other \{([^}]*)\}/.exec(news(locale).found)?.[1] ?? '';
      await expect(tab.getByTestId('articles-found')).toHaveText(found === 1 ? /./ : other.replace('#', String(found)));
      await tab.close();
    });

    test('on a list opened with its query, what is typed before and during hydration is kept beside the query', async ({ context }) => {
      // Rendered on the server with the query's view (docs/decisions/025): its search box holds the query's text, its form hidden fields.
      await context.setExtraHTTPHeaders(from(newVisitor()));
      const topic = TOPIC[locale];
      const lists = [
        { url: `${localizedPath('newsViews', locale)}?category=technology`, box: (tab: Page) => tab.getByRole('search').getByRole('searchbox'), typed: topic, after: new RegExp(`\\?category=technology&q=${encodeURIComponent(topic)}$`) },
        { url: `${localizedPath('findConsultant', locale)}?location=London`, box: (tab: Page) => tab.locator('#directory').getByRole('search').getByLabel(directory(locale).searchLabel), typed: 'Sarah Mitchell', after: /\?q=Sarah(\+|%20)Mitchell&location=London$/ },
      ];
      for (const list of lists) {
        const { tab, release } = await phoneTab(context);
        // Its scripts are the page's own tags, which the load event waits for: the visitor types once the document is there.
        const response = await tab.goto(list.url, { waitUntil: 'domcontentloaded' });
        expect(response?.headers()['x-nextjs-prerender']).toBeUndefined();
        const search = list.box(tab);
        await search.tap();
        await tab.keyboard.type(list.typed.slice(0, 4), { delay: 60 });
        expect(await interactive(tab)).toBe(false);
        release();
        await tab.keyboard.type(list.typed.slice(4), { delay: 120 });
        await untilInteractive(tab);
        await expect(tab).toHaveURL(list.after);
        await expect(search).toHaveValue(list.typed);
        await tab.close();
      }
    });

    test('the contact form, the newsletter box and a consent tap made before the scripts are kept; the booking page answers a tap at once', async ({ context, baseURL }) => {
      await context.clearCookies({ name: 'cookie_consent' });
      await stubAnalytics(context);
      const { tab, release } = await phoneTab(context);
      await tab.goto(localizedPath('home', locale), { waitUntil: 'load' });
      const name = tab.locator('#contact').getByLabel(forms(locale).fields.name);
      await name.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await name.tap();
      await tab.keyboard.type('Jane Smith', { delay: 40 });
      const newsletter = tab.getByRole('contentinfo').getByLabel(forms(locale).newsletter.label);
      await newsletter.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await newsletter.tap();
      await tab.keyboard.type('jane@example.com', { delay: 40 });
      // The consent banner's buttons need the scripts: the tap shows it was taken, and counts once they are there.
      const banner = tab.getByRole('region', { name: consent(locale).label });
      const accept = banner.getByRole('button', { name: consent(locale).accept, exact: true });
      await accept.tap();
      await expect(accept).toHaveAttribute('aria-busy', 'true');
      release();
      await untilInteractive(tab);
      await expect(banner).toBeHidden();
      expect((await context.cookies(baseURL)).find((c) => c.name === 'cookie_consent')?.value).toBe('accepted');
      await expect(name).toHaveValue('Jane Smith');
      await expect(newsletter).toHaveValue('jane@example.com');
      await tab.close();

      // Book Consultation tapped before the scripts: the booking page, whose form takes what is typed at once.
      const booking = await phoneTab(context);
      await booking.tab.goto(localizedPath('home', locale), { waitUntil: 'load' });
      await booking.tab.locator('main a[data-booking]').first().tap();
      await expect(booking.tab).toHaveURL(new RegExp(`${localizedPath('bookConsultation', locale)}$`));
      const first = booking.tab.getByLabel(forms(locale).fields.name);
      await first.tap();
      await booking.tab.keyboard.type('Jane', { delay: 40 });
      booking.release();
      await booking.tab.keyboard.type(' Smith', { delay: 120 });
      await untilInteractive(booking.tab);
      await expect(first).toHaveValue('Jane Smith');
      await booking.tab.close();
    });
  });

  test.describe(`first touch without JavaScript (${locale})`, () => {
    // The phone's screen and touch; not its CPU and network, which no script waits for here (they
    // only made the three page loads take 20-45 s).
    test.use({ ...PHONE_CONTEXT, javaScriptEnabled: false });

    test('the mobile menu and the language menu open at the first tap and lead where they say', async ({ page }) => {
      const h = header(locale);
      await page.goto(localizedPath('services', locale));
      await page.getByRole('button', { name: h.openMenu }).tap();
      const menu = page.getByRole('dialog', { name: h.menuTitle });
      await expect(menu).toBeVisible();
      // Closes with its button, and opens again.
      await menu.getByRole('button').last().tap();
      await expect(menu).toBeHidden();
      await page.getByRole('button', { name: h.openMenu }).tap();
      await menu.getByRole('link', { name: h.nav.findConsultant }).tap();
      await expect(page).toHaveURL(new RegExp(`${localizedPath('findConsultant', locale)}$`));

      await page.getByRole('banner').getByRole('button', { name: new RegExp(`^${h.language}`) }).tap();
      const switchTo = page.getByRole('banner').getByRole('link', { name: h.languages[other(locale)] });
      await expect(switchTo).toBeVisible();
      await switchTo.tap();
      await expect(page).toHaveURL(new RegExp(`${localizedPath('findConsultant', other(locale))}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', other(locale));
    });
  });
}
