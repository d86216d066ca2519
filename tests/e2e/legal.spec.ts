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

    test(`${doc} in ${locale} (${url}) is a noindex page with every section, in order`, async ({ page }) => {
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
      // The footer's legal column (the newsletter's notice links to two of these pages too).
      await page.locator(`footer li a[href="${path}"]`).click();
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

type NoticeMessages = { notice: Record<string, string> & { forms: Record<string, string> } };
const countryName: Record<Locale, string> = { en: 'Germany', de: 'Deutschland', fr: 'Allemagne' };
const representedBy: Record<Locale, string> = { en: 'Managing director:', de: 'Vertretungsberechtigte Geschäftsführung:', fr: 'Gérance (Geschäftsführung)' };
const shareCapital: Record<Locale, RegExp> = { en: /€25,000(?!\d)/, de: /25\.000\s€/, fr: /25\s000\s€/ };

for (const locale of locales) {
  test(`the legal notice in ${locale} is indexable, linked from the footer, and names provider, register, VAT id, content and host`, async ({ page }) => {
    await page.goto(localizedPath('home', locale), { waitUntil: 'networkidle' });
    const url = localizedPath('legalNotice', locale);
    await page.locator(`footer li a[href="${url}"]`).click();
    await expect(page).toHaveURL((u) => u.pathname === url);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText((meta(locale) as unknown as { pages: Record<string, { heading: string }> }).pages.legalNotice.heading);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).not.toMatch(/noindex/);

    const t = (legal(locale) as unknown as NoticeMessages).notice;
    const main = page.locator('main');
    for (const key of ['provider', 'contact', 'register', 'contentResponsible', 'publicationDirector', 'host', 'disputes']) {
      await expect(main.getByRole('heading', { level: 2, name: t[key], exact: true })).toBeVisible();
    }
    // The configured facts (here the example defaults of src/features/legal/identity.ts).
    await expect(main.locator('address')).toContainText('Example Consulting GmbH');
    await expect(main.locator('address')).toContainText(countryName[locale]);
    await expect(main.locator('a[href="mailto:legal@example.com"]')).toBeVisible();
    await expect(main.locator('a[href="tel:+49300000000"]')).toBeVisible();
    for (const fact of ['HRB 000000', 'DE000000000', 'Jane Example', 'Example Hosting Ltd.']) await expect(main).toContainText(fact);
    // Words and amounts in the page's language: the legal form, the representatives' role, the capital.
    await expect(main).toContainText(t.forms.GmbH);
    await expect(main).toContainText(representedBy[locale]);
    await expect(main).toContainText(shareCapital[locale]);
    await expect(main).not.toContainText('Managing Director)');

    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`${url === '/' ? '' : url}</loc>`);
  });
}
