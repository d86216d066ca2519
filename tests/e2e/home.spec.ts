import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { localizedPath, type Locale, type PageKey } from '../../src/i18n/routing';
import { articleSlugs } from '../../src/features/news/slugs';

type Json = { [key: string]: Json | string };

const locales: Locale[] = ['en', 'de', 'fr'];
const home = Object.fromEntries(
  locales.map((l) => [l, JSON.parse(readFileSync(path.join(process.cwd(), 'messages', l, 'home.json'), 'utf8')) as Json]),
) as Record<Locale, Json>;

/** A message of home.json by its dotted key. */
function msg(locale: Locale, key: string): string {
  const value = key.split('.').reduce<Json | string>((node, part) => (node as Json)[part], home[locale]);
  if (typeof value !== 'string') throw new Error(`home.${key} is not a message`);
  return value;
}

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name]);

/** The track record as the page states it (80 implementations, ROI in 3 to 6 months, a 95% success rate). */
const figures = (locale: Locale) => ({
  count: '80',
  min: '3',
  max: '6',
  rate: new Intl.NumberFormat({ en: 'en-US', de: 'de-DE', fr: 'fr-FR' }[locale], { style: 'percent' }).format(0.95),
});

/** A headline claim of the hero, as the page writes it. */
/** The outcome ranges of the claims module as each language writes them. */
const OUTCOME_FIGURES: Record<Locale, RegExp[]> = {
  en: [/^20-40%$/, /^30-50%$/, /^15-25%$/, /^up to 70%$/],
  de: [/^20–40\s%$/, /^30–50\s%$/, /^15–25\s%$/, /^bis\szu\s70\s%$/],
  fr: [/^20\sà\s40\s%$/, /^30\sà\s50\s%$/, /^15\sà\s25\s%$/, /^jusqu’à\s70\s%$/],
};
const claimsMessages = Object.fromEntries(
  locales.map((l) => [l, JSON.parse(readFileSync(path.join(process.cwd(), 'messages', l, 'claims.json'), 'utf8')) as { basis: Record<string, string> }]),
) as Record<Locale, { basis: Record<string, string> }>;
const claim = (locale: Locale, key: string) => fill(msg(locale, `hero.stats.${key}.value`), figures(locale));

/** The values the FAQ answers interpolate (the hero's claims). */
function faqAnswer(locale: Locale, key: string): string {
  return fill(msg(locale, `faq.items.${key}.answer`), { implementations: claim(locale, 'implementations'), roi: claim(locale, 'roi') });
}

function strings(node: Json): string[] {
  return Object.values(node).flatMap((v) => (typeof v === 'string' ? [v] : strings(v)));
}

const servicePages: PageKey[] = [
  'strategicAssessment',
  'customImplementation',
  'enterpriseTraining',
  'aiAgentDevelopment',
  'governanceSecurity',
  'continuousOptimization',
];
const faqKeys = ['what', 'roi', 'security', 'expertise', 'start'];
const anchors = ['hero', 'process', 'contact', 'services', 'insights'];

const section = (page: Page, titleId: string) => page.locator(`section[aria-labelledby="${titleId}"]`);

for (const locale of locales) {
  test.describe(`home page (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      const response = await page.goto(localizedPath('home', locale));
      expect(response?.status()).toBe(200);
    });

    test('renders every section and anchor with its content', async ({ page }) => {
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      for (const id of anchors) await expect(page.locator(`main #${id}`), `#${id}`).toHaveCount(1);

      // Hero: one h1, both calls to action, the three headline claims.
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('#hero h1')).toHaveText(msg(locale, 'hero.title'));
      const hero = page.locator('#hero');
      await expect(hero.getByRole('link', { name: msg(locale, 'hero.primaryCta') })).toHaveAttribute('aria-haspopup', 'dialog');
      await expect(hero.getByRole('link', { name: msg(locale, 'hero.secondaryCta') })).toHaveAttribute('href', localizedPath('services', locale));
      for (const key of ['implementations', 'roi', 'success']) {
        await expect(hero.locator('dd', { hasText: claim(locale, key) })).toBeVisible();
        await expect(hero.locator('dt', { hasText: msg(locale, `hero.stats.${key}.label`) })).toBeVisible();
      }

      // Services: six cards, one per service page, in this language.
      const cards = page.locator('#services ul > li');
      await expect(cards).toHaveCount(6);
      const hrefs = await cards.locator('h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(servicePages.map((key) => localizedPath(key, locale)));

      // The other claims, after the services.
      const results = section(page, 'results-title');
      // The figures come from the claims module, formatted in each language, with their basis below.
      for (const figure of OUTCOME_FIGURES[locale]) await expect(results.getByText(figure)).toBeVisible();
      await expect(results).toContainText(claimsMessages[locale].basis.records);

      await expect(page.locator('#process ol > li')).toHaveCount(6);
      await expect(section(page, 'framework-title').locator('ul > li')).toHaveCount(8);

      // Knowledge centre: the first three articles of the list, on the local blog.
      const articleLinks = await page.locator('#insights article h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(articleLinks).toEqual(articleSlugs.slice(0, 3).map((slug) => localizedPath('blogArticle', locale, { slug })));

      const faq = section(page, 'faq-title');
      await expect(faq.locator('details')).toHaveCount(5);
      await expect(faq.locator('summary')).toHaveText(faqKeys.map((key) => msg(locale, `faq.items.${key}.question`)));

      // The closing call to action opens the booking dialog.
      await expect(section(page, 'cta-title').getByRole('link')).toHaveAttribute('aria-haspopup', 'dialog');
    });

    test('publishes the five questions as FAQPage JSON-LD', async ({ page }) => {
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const faqPage = blocks.map((text) => JSON.parse(text) as { '@type'?: string }).find((data) => data['@type'] === 'FAQPage') as
        | { mainEntity: Array<{ '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }> }
        | undefined;
      expect(faqPage, 'a FAQPage block').toBeDefined();
      expect(faqPage!.mainEntity).toHaveLength(5);
      expect(faqPage!.mainEntity.map((q) => q.name)).toEqual(faqKeys.map((key) => msg(locale, `faq.items.${key}.question`)));
      expect(faqPage!.mainEntity.map((q) => q.acceptedAnswer.text)).toEqual(faqKeys.map((key) => faqAnswer(locale, key)));
      // The track record once, as the hero writes it, with its basis: a snippet carries both.
      expect(faqPage!.mainEntity[0].acceptedAnswer.text).toContain(
        {
          en: 'a network that has delivered 80+ successful implementations, by our own project records.',
          de: 'das nach unseren eigenen Projektunterlagen 80+ Projekte erfolgreich umgesetzt hat.',
          fr: 'qui compte à son actif, d’après nos propres dossiers de projets, plus de 80 déploiements réussis.',
        }[locale],
      );
      for (const q of faqPage!.mainEntity) {
        expect(q['@type']).toBe('Question');
        expect(q.acceptedAnswer['@type']).toBe('Answer');
      }
    });
  });
}

/** Text of the main element (hidden parts included), without the contact form and scripts. */
async function mainText(page: Page): Promise<string> {
  return page.locator('main').evaluate((main) => {
    const clone = main.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('#contact, script, style').forEach((el) => el.remove());
    // Block boundaries become spaces, so words of adjacent elements never run together.
    clone.querySelectorAll('*').forEach((el) => el.append(' '));
    return (clone.textContent ?? '').replace(/\s+/g, ' ');
  });
}

/** Words that give English away and occur in neither German nor French prose. */
const englishWords = ['the', 'and', 'with', 'your', 'our', 'for', 'from', 'that', 'this', 'what', 'how', 'you', 'we', 'are', 'of', 'to', 'more', 'read', 'all', 'view'];
/** Names that stay as they are in every language. */
const brandWords = /ChatGPT Consultant|ChatGPT|GPT-\d+o?|OpenAI/g;

for (const locale of ['de', 'fr'] as const) {
  test(`no English is left on the ${locale} home page`, async ({ page }) => {
    await page.goto(localizedPath('home', locale));
    const text = await mainText(page);
    expect(text.length).toBeGreaterThan(2000);

    const english = strings(home.en)
      .flatMap((s) => s.split(/\{\w+\}/))
      .map((s) => s.trim())
      .filter((s) => s.length > 12);
    const leftovers = english.filter((s) => text.includes(s));
    expect(leftovers, 'English home.json strings on the page').toEqual([]);

    expect(text).not.toMatch(/\b(home|common|serviceCatalog|blog|news)\.[a-zA-Z]+/);

    const words = text.replace(brandWords, ' ').toLowerCase().split(/[^\p{L}\d'’-]+/u);
    const found = [...new Set(words.filter((w) => englishWords.includes(w)))];
    expect(found, 'English words on the page').toEqual([]);
  });
}

test('the three headline figures stand apart and on the screen of a 320 px phone, in every language', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const locale of locales) {
    await page.goto(localizedPath('home', locale));
    // Each figure's text (« plus de 80 », « 3 à 6 », « 95 % »): its left and right edges.
    const edges = await page.locator('#hero dl dd > span').evaluateAll((spans) => spans.map((s) => s.getBoundingClientRect()).map((r) => [r.left, r.right]));
    expect(edges, locale).toHaveLength(3);
    for (let i = 1; i < 3; i++) expect(edges[i][0] - edges[i - 1][1], `${locale}: space between figures ${i} and ${i + 1}`).toBeGreaterThanOrEqual(8);
    expect(edges[2][1], `${locale}: the last figure ends on the screen`).toBeLessThanOrEqual(320 - 16);
  }
});

test.describe('header navigation on the home page', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const [key, anchor] of [
    ['process', 'process'],
    ['contact', 'contact'],
  ] as const) {
    test(`${key} scrolls to #${anchor}`, async ({ page }) => {
      await page.goto('/');
      const header = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en', 'header.json'), 'utf8')) as { nav: Record<string, string> };
      await page.locator('header nav').getByRole('link', { name: header.nav[key], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${anchor}$`));
      await expect(page.locator(`#${anchor}`)).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    });
  }
});

test('each service has one icon, the same on the home page and on the services page', async ({ page }) => {
  // Service id → the sprite icon its card shows.
  const icons = () =>
    page.locator('li[data-service]').evaluateAll((cards) => Object.fromEntries(cards.map((c) => [c.getAttribute('data-service'), c.querySelector('svg use')?.getAttribute('href')])));
  await page.goto('/');
  const home = await icons();
  await page.goto('/services');
  expect(Object.keys(home)).toHaveLength(6);
  expect(await icons()).toEqual(home);
});

test('the FAQ opens and closes by keyboard', async ({ page }) => {
  await page.goto('/fr');
  const first = section(page, 'faq-title').locator('details').first();
  const summary = first.locator('summary');
  await summary.focus();
  await expect(summary).toBeFocused();
  await expect(first).not.toHaveAttribute('open');
  await expect(first.locator('p')).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  await expect(first.locator('p')).toHaveText(faqAnswer('fr', 'what'));
  await expect(first.locator('p')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(first).not.toHaveAttribute('open');
});

test('the FAQ answers are in the HTML without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/de');
  const answers = section(page, 'faq-title').locator('details p');
  await expect(answers).toHaveText(faqKeys.map((key) => faqAnswer('de', key)));
  await context.close();
});
