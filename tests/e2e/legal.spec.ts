import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { legalDocuments, legalPageKeys, sectionAnchor, type LegalPageKey } from '@/features/legal/documents';
import { locales, localizedPath, type Locale } from '@/i18n/routing';

type Section = { title: string };
type LegalMessages = {
  lastUpdated: string;
  tocLabel: string;
  backToTop: string;
} & Record<LegalPageKey, { sections: Record<string, Section> }>;
type MetaMessages = { pages: Record<LegalPageKey, { heading: string }> };

const readJson = (locale: Locale, namespace: string): unknown =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'messages', locale, `${namespace}.json`), 'utf8'));
const legal = (locale: Locale) => readJson(locale, 'legal') as LegalMessages;
const meta = (locale: Locale) => readJson(locale, 'meta') as MetaMessages;

const expectedHeadings = (locale: Locale, doc: LegalPageKey) =>
  legalDocuments[doc].map((id, i) => `${i + 1}. ${legal(locale)[doc].sections[id].title}`);

for (const locale of locales) {
  for (const doc of legalPageKeys) {
    const url = localizedPath(doc, locale);

    test(`${doc} in ${locale} (${url}) is a noindex page with every section, in order`, async ({ page, axe }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(meta(locale).pages[doc].heading);
      await expect(page.locator('time').first()).toHaveText(legal(locale).lastUpdated);

      const anchors = legalDocuments[doc].map(sectionAnchor);
      const sectionIds = await page.locator('main section[id]').evaluateAll((els) => els.map((el) => el.id));
      expect(sectionIds.filter((id) => anchors.includes(id))).toEqual(anchors);
      const headings = expectedHeadings(locale, doc);
      for (const [i, anchor] of anchors.entries()) {
        const section = page.locator(`section#${anchor}`);
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(headings[i]);
        await expect(section.locator('p, li').first()).not.toBeEmpty();
      }

      await axe();
    });

    test(`${doc} in ${locale}: the table of contents reaches every section`, async ({ page }) => {
      // Fragment links fire popstate; Next's router throws if that happens before it has started.
      await page.goto(url, { waitUntil: 'networkidle' });
      const toc = page.getByRole('navigation', { name: legal(locale).tocLabel });
      const links = toc.getByRole('link');
      const anchors = legalDocuments[doc].map(sectionAnchor);
      await expect(links).toHaveText(expectedHeadings(locale, doc));
      // Last to first, so that each click has to scroll.
      for (const [i, anchor] of [...anchors.entries()].reverse()) {
        await links.nth(i).click();
        await expect(page).toHaveURL(new RegExp(`#${anchor}$`));
        await expect(page.locator(`section#${anchor} h2`)).toBeInViewport();
      }
      await page.locator(`section#${anchors[0]}`).getByRole('link', { name: legal(locale).backToTop }).click();
      await expect(page).toHaveURL(/#contents$/);
      await expect(toc).toBeInViewport();
    });
  }

  for (const doc of legalPageKeys) {
    test(`the footer of the ${locale} home page links to ${doc}`, async ({ page }) => {
      await page.goto(localizedPath('home', locale), { waitUntil: 'networkidle' });
      const path = localizedPath(doc, locale);
      await page.locator(`footer a[href="${path}"]`).click();
      await expect(page).toHaveURL((u) => u.pathname === path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(meta(locale).pages[doc].heading);
    });
  }
}

test('the legal texts link to each other and to the mail addresses', async ({ page }) => {
  await page.goto(localizedPath('privacyPolicy', 'de'));
  await expect(page.locator('section#cookies').locator(`a[href="${localizedPath('cookiePolicy', 'de')}"]`)).toBeVisible();
  await expect(page.locator('section#contact a[href="mailto:privacy@chatgpt-consultant.com"]')).toBeVisible();
  await page.goto(localizedPath('termsOfService', 'fr'));
  await expect(page.locator('section#contact a[href="mailto:legal@chatgpt-consultant.com"]')).toBeVisible();
  await page.locator('section#contact').locator(`a[href="${localizedPath('home', 'fr')}#contact"]`).click();
  await expect(page).toHaveURL((u) => u.pathname === localizedPath('home', 'fr') && u.hash === '#contact');
});

test('a printed legal page shows the document without the site chrome', async ({ page }) => {
  await page.goto(localizedPath('cookiePolicy', 'en'));
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('body > header')).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const id of legalDocuments.cookiePolicy) await expect(page.locator(`section#${sectionAnchor(id)} h2`)).toBeVisible();
  // The in-page "back to contents" links are of no use on paper.
  const backLinks = page.locator('main a[href="#contents"]');
  await expect(backLinks).toHaveCount(legalDocuments.cookiePolicy.length);
  for (const link of await backLinks.all()) await expect(link).toBeHidden();
});
