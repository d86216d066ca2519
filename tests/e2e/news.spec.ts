import type { Page } from '@playwright/test';
import { clickInView, escape, expect, from, newVisitor, test, topOf, untilInteractive } from './fixtures';
import { localizedPath, locales, type Locale } from '../../src/i18n/routing';
import { articles } from '../../src/features/news/articles';
import { FEED_SIZE } from '../../src/features/news/feed';
import { formatCalendarDate } from '../../src/lib/dates';
import { matchesSearch, PAGE_SIZE } from '../../src/features/news/query';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type NewsMessages from '../../messages/en/news.json';
import type BlogMessages from '../../messages/en/blog.json';
import type CommonMessages from '../../messages/en/common.json';

// JSON through the file system: Node's ES module loader would want an import attribute.
function messages<T>(locale: Locale, namespace: string): T {
  return JSON.parse(readFileSync(path.resolve('messages', locale, `${namespace}.json`), 'utf8')) as T;
}
const perLocale = <T,>(namespace: string) =>
  Object.fromEntries(locales.map((l) => [l, messages<T>(l, namespace)])) as Record<Locale, T>;
const news = perLocale<typeof NewsMessages>('news');
const blog = perLocale<typeof BlogMessages>('blog');
const common = perLocale<typeof CommonMessages>('common');
const blogEn = blog.en;

/** The "n articles found" text of the dictionary for n (n > 1). */
const foundText = (locale: Locale, n: number) => {
  const other = /other \{([^}]*)\}/.exec(news[locale].found)?.[1] ?? '';
  return other.replace('#', String(n));
};
const noneFound = (locale: Locale) => /=0 \{([^}]*)\}/.exec(news[locale].found)?.[1] ?? '';
const pageOf = (locale: Locale, page: number, total: number) =>
  news[locale].pageOf.replace('{page}', String(page)).replace('{total}', String(total));

const featured = articles.filter((a) => a.featured);
const latestCount = articles.length - featured.length;
const totalPages = Math.ceil(latestCount / PAGE_SIZE);
const countOf = (category: string) => articles.filter((a) => a.categoryId === category).length;
const html = (text: string) => text.replace(/&/g, '&amp;');
/** The articles of the latest grid a search finds in a language (the list's own rule). */
const hits = (locale: Locale, q: string) => articles.filter((a) => !a.featured && matchesSearch({ ...a.texts[locale], categoryId: a.categoryId, featured: a.featured }, q, locale));

const latestCards = (page: Page) => page.getByTestId('latest-articles').getByRole('article');
const featuredCards = (page: Page) => page.getByTestId('featured-articles').getByRole('article');

/**
 * The list renders in the browser from the URL query (its prerendered HTML is the default state):
 * a first input loads the scripts, then wait until React has rendered the category filter itself,
 * so that clicks are handled. (Not 'networkidle': a prefetch the page's router starts can stay
 * pending in Playwright's count.)
 */
async function waitForList(page: Page) {
  await untilInteractive(page);
  await page.waitForFunction(() => {
    const nav = document.getElementById('news-categories');
    const search = document.getElementById('news-search');
    const rendered = (el: Element | null) => el !== null && Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
    return rendered(nav) && rendered(search);
  });
}

for (const locale of locales) {
  const listPath = localizedPath('newsViews', locale);
  const t = news[locale];

  test.describe(`news list (${locale})`, () => {
    test('the prerendered HTML lists the featured and the latest articles', async ({ request }) => {
      const response = await request.get(listPath);
      expect(response.status()).toBe(200);
      const body = await response.text();
      for (const a of [...featured, ...articles.slice(3, 15)]) {
        expect(body).toContain(`/${a.slug}"`);
      }
      expect(body).toContain(html(articles[5].texts[locale].title));
    });

    test('paginates by 12 with Previous and Next, the page in the URL', async ({ page }) => {
      await page.goto(listPath);
      await waitForList(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // 'all': the featured section, then the latest grid without the featured articles.
      await expect(featuredCards(page)).toHaveCount(3);
      await expect(page.getByTestId('articles-found')).toHaveText(foundText(locale, latestCount));
      await expect(latestCards(page)).toHaveCount(PAGE_SIZE);
      const pagination = page.getByRole('navigation', { name: t.pagination });
      const previous = pagination.getByRole('button', { name: t.previous });
      const next = pagination.getByRole('button', { name: t.next });
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();
      await expect(pagination).toContainText(pageOf(locale, 1, totalPages));

      // Next: page 2 in the URL, Previous enabled; the back button returns to page 1.
      await clickInView(next);
      await expect(page).toHaveURL(new RegExp(`${escape(listPath)}\\?page=2$`));
      await expect(pagination).toContainText(pageOf(locale, 2, totalPages));
      await expect(previous).toBeEnabled();
      await expect(latestCards(page).first()).toHaveAttribute('data-slug', articles[3 + PAGE_SIZE].slug);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${escape(listPath)}$`));
      await expect(pagination).toContainText(pageOf(locale, 1, totalPages));
      await clickInView(next);
      await expect(page).toHaveURL(/\?page=2$/);
      await clickInView(previous);
      await expect(pagination).toContainText(pageOf(locale, 1, totalPages));
      await expect(previous).toBeDisabled();

      // The last page (from the URL): Next disabled, the rest of the articles.
      await page.goto(`${listPath}?page=${totalPages}`);
      await waitForList(page);
      await expect(pagination).toContainText(pageOf(locale, totalPages, totalPages));
      await expect(next).toBeDisabled();
      await expect(previous).toBeEnabled();
      await expect(latestCards(page)).toHaveCount(latestCount - PAGE_SIZE * (totalPages - 1));
    });

    test('filters by category with counts, back to page 1, in the URL', async ({ page }) => {
      await page.goto(`${listPath}?page=2`);
      await waitForList(page);
      const nav = page.getByRole('navigation', { name: t.categoriesLabel });
      for (const category of ['ai-strategy', 'implementation', 'case-studies', 'industry-insights', 'technology'] as const) {
        await expect(nav.locator(`[data-category="${category}"] [aria-hidden]`)).toHaveText(String(countOf(category)));
      }
      await expect(nav.locator('[data-category="all"] [aria-hidden]')).toHaveText(String(articles.length));

      const technology = nav.getByRole('link', { name: new RegExp(`^${escape(blog[locale].categories.technology)}`) });
      await technology.click();
      await expect(page).toHaveURL(new RegExp(`${escape(listPath)}\\?category=technology$`));
      await expect(technology).toHaveAttribute('aria-current', 'true');
      await expect(page.getByTestId('featured-articles')).toHaveCount(0);
      await expect(page.getByTestId('articles-found')).toHaveText(foundText(locale, countOf('technology')));
      await expect(latestCards(page)).toHaveCount(Math.min(PAGE_SIZE, countOf('technology')));
      for (const slug of await latestCards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-slug')))) {
        expect(articles.find((a) => a.slug === slug)?.categoryId).toBe('technology');
      }

      // Another category, then back to all with the browser's back button.
      await nav.locator('[data-category="case-studies"]').click();
      await expect(page).toHaveURL(/\?category=case-studies$/);
      await expect(page.getByTestId('articles-found')).toHaveText(foundText(locale, countOf('case-studies')));
      await page.goBack();
      await expect(page).toHaveURL(/\?category=technology$/);
      await expect(page.getByTestId('articles-found')).toHaveText(foundText(locale, countOf('technology')));
      await nav.locator('[data-category="all"]').click();
      await expect(page).toHaveURL(new RegExp(`${escape(listPath)}$`));
      await expect(featuredCards(page)).toHaveCount(3);
    });

    test('searches titles, excerpts and tags, case-insensitively, from page 1', async ({ page }) => {
      await page.goto(`${listPath}?page=3`);
      await waitForList(page);
      const search = page.getByRole('searchbox', { name: t.searchLabel });
      // A product name, typed in capitals: the articles naming it in a title, an excerpt or a tag.
      const salesforce = hits(locale, 'salesforce').map((a) => a.slug);
      expect(salesforce).toContain('chatgpt-integration-with-salesforce');
      await search.fill('SALESFORCE');
      await expect(page).toHaveURL(new RegExp(`${escape(listPath)}\\?q=SALESFORCE$`));
      await expect(page.getByTestId('featured-articles')).toHaveCount(0);
      await expect.poll(() => latestCards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-slug')))).toEqual(salesforce);

      // A word of the articles' texts: the articles whose title, excerpt or tags have it.
      const word = { en: 'roadmap', de: 'roadmap', fr: 'feuille de route' }[locale];
      expect(hits(locale, word).length).toBeGreaterThan(0);
      await search.fill(word);
      await expect(page).toHaveURL(new RegExp(`\\?q=${escape(encodeURIComponent(word).replace(/%20/g, '+'))}$`));
      await expect
        .poll(() => latestCards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-slug'))))
        .toEqual(hits(locale, word).slice(0, PAGE_SIZE).map((a) => a.slug));

      // Nothing found: the message and a way back to all articles.
      await search.fill('quantum blockchain metaverse');
      await expect(page.getByTestId('articles-found')).toHaveText(noneFound(locale));
      await expect(page.getByText(t.noResults)).toBeVisible();
      await page.getByRole('link', { name: t.showAll }).click();
      await expect(page).toHaveURL(new RegExp(`${escape(listPath)}$`));
      await expect(search).toHaveValue('');
      await expect(featuredCards(page)).toHaveCount(3);
    });

    test('a card opens the article on the blog site in a new tab', async ({ page }) => {
      await page.goto(listPath);
      const first = featuredCards(page).first().getByRole('link');
      await expect(first).toHaveAttribute('href', new RegExp(`/${escape(articles[0].slug)}$`));
      await expect(first).toHaveAttribute('target', '_blank');
      await expect(first).toHaveAttribute('rel', /noopener/);
      await expect(first).toContainText(articles[0].texts[locale].title);
    });

    test('the filter button takes the focus to the categories', async ({ page }) => {
      await page.goto(listPath);
      await waitForList(page);
      await page.getByRole('link', { name: t.filter }).click();
      await expect(page.locator('#news-categories')).toBeFocused();
    });
  });
}

// A list's view from the address is rendered on the server (docs/decisions/025): crawlers and
// visitors without JavaScript get it, and the search, the categories and the pages work as a form,
// links and buttons of a form.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of locales) {
    const listPath = localizedPath('newsViews', locale);
    const t = news[locale];
    const slugs = (page: Page) => latestCards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-slug')));

    test(`the news list searches, filters and pages through the address (${locale})`, async ({ page, context }) => {
      await context.setExtraHTTPHeaders(from(newVisitor()));
      await page.goto(listPath);
      const pagination = page.getByRole('navigation', { name: t.pagination });

      // Next and Previous send the page.
      await clickInView(pagination.getByRole('button', { name: t.next }));
      // The answer opens at the list.
      await expect(page).toHaveURL(new RegExp(`${escape(listPath)}\\?page=2#latest-articles$`));
      await expect(pagination).toContainText(pageOf(locale, 2, totalPages));
      await expect(latestCards(page).first()).toHaveAttribute('data-slug', articles[3 + PAGE_SIZE].slug);
      await expect.poll(() => topOf(page, '#latest-articles')).toBeLessThan(100);
      await clickInView(pagination.getByRole('button', { name: t.previous }));
      await expect(pagination).toContainText(pageOf(locale, 1, totalPages));
      await expect(pagination.getByRole('button', { name: t.previous })).toBeDisabled();

      // The search box sends the query: a product name in capitals finds what it finds with JavaScript.
      const search = page.getByRole('searchbox', { name: t.searchLabel });
      await search.fill('SALESFORCE');
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${escape(listPath)}\\?q=SALESFORCE#latest-articles$`));
      await expect(search).toHaveValue('SALESFORCE');
      await expect(page.getByTestId('featured-articles')).toHaveCount(0);
      expect(await slugs(page)).toEqual(hits(locale, 'salesforce').map((a) => a.slug));

      // A category keeps the search; a search sent then keeps the category.
      const nav = page.getByRole('navigation', { name: t.categoriesLabel });
      await nav.locator('[data-category="technology"]').click();
      await expect(page).toHaveURL(new RegExp(`${escape(listPath)}\\?category=technology&q=SALESFORCE#news-categories$`));
      await expect(nav.locator('[data-category="technology"]')).toHaveAttribute('aria-current', 'true');
      await search.fill('');
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${escape(listPath)}\\?category=technology&q=#latest-articles$`));
      await expect(page.getByTestId('articles-found')).toHaveText(foundText(locale, countOf('technology')));
    });
  }
});

test('axe finds nothing on the news list filtered by a category', async ({ page, axe }) => {
  // The list as it first shows is checked on every route in every language (foundation.spec).
  await page.goto(`${localizedPath('newsViews', 'en')}?category=case-studies`);
  await waitForList(page);
  await axe();
});

for (const locale of locales) {
  test(`an article page in ${locale}: its own text, contents, breadcrumb, related articles, JSON-LD`, async ({ page }) => {
    const article = articles[13]; // id 14: trending (every 7th), not featured
    const text = article.texts[locale];
    const b = blog[locale];
    const response = await page.goto(localizedPath('blogArticle', locale, { slug: article.slug }));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    const crumbs = page.getByRole('navigation', { name: common[locale].breadcrumb });
    await expect(crumbs.getByRole('link')).toHaveCount(2);
    await expect(crumbs.getByRole('link').nth(1)).toHaveAttribute('href', localizedPath('newsViews', locale));
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(text.title);
    await expect(page.getByText(b.badges.trending, { exact: true })).toBeVisible();
    await expect(page.getByText(b.badges.featured, { exact: true })).toHaveCount(0);
    await expect(page.getByText(b.categories[article.categoryId], { exact: true }).first()).toBeVisible();
    const date = formatCalendarDate(new Date(`${article.published}T00:00:00Z`), locale, 'long', 'UTC');
    await expect(page.locator(`time[datetime="${article.published}"]`)).toHaveText(date);
    const readTime = (/other \{([^}]*)\}/.exec(b.readTime)?.[1] ?? '').replace('#', String(text.readTime));
    await expect(page.locator('article header').getByText(readTime, { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: text.imageAlt })).toBeVisible();

    // The body is the article's own Markdown: every section heading, listed in the contents.
    const sections = [...text.markdown.matchAll(/^## (.+)$/gm)].map((m) => m[1].replace(/\*\*|`/g, ''));
    const body = page.getByTestId('article-body');
    await expect(body.getByRole('heading', { level: 2 })).toHaveText(sections);
    const toc = page.getByRole('navigation', { name: b.toc });
    if (sections.length >= 4) {
      await expect(toc.getByRole('link')).toHaveText(sections);
      await toc.getByRole('link').last().click();
      await expect(body.getByRole('heading', { level: 2 }).last()).toBeInViewport();
    } else {
      await expect(toc).toHaveCount(0);
    }
    const tags = page.getByRole('region', { name: b.tags }).getByRole('listitem');
    await expect(tags).toHaveText(text.tags);

    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = ld.map((s) => (JSON.parse(s) as { '@type': string })['@type']);
    expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'Article']));
    const articleLd = ld.map((s) => JSON.parse(s) as Record<string, unknown>).find((d) => d['@type'] === 'Article');
    expect(articleLd).toMatchObject({ headline: text.title, datePublished: article.published, dateModified: text.updated, wordCount: text.words, inLanguage: locale, keywords: text.tags.join(', ') });
    // Its own social image first (what the page's og:image names), then its category's picture.
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(articleLd?.image).toEqual([ogImage, expect.stringMatching(new RegExp(`^https?://.+/images/articles/${article.categoryId}\\.svg$`))]);
    // The publisher with its logo, which is served.
    const logo = (articleLd?.publisher as { logo?: { url?: string } } | undefined)?.logo?.url ?? '';
    expect((await page.request.get(new URL(logo).pathname)).status()).toBe(200);

    // Related: up to three of the same category, local links; one of them opens.
    const related = page.getByTestId('related-articles').getByRole('link');
    await expect(related).toHaveCount(3);
    const hrefs = await related.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      const slug = href.split('/').pop() ?? '';
      expect(href).toBe(localizedPath('blogArticle', locale, { slug }));
      expect(slug).not.toBe(article.slug);
      expect(articles.find((a) => a.slug === slug)?.categoryId).toBe(article.categoryId);
    }
    await related.first().click();
    await expect(page).toHaveURL(new RegExp(`${escape(hrefs[0])}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles.find((a) => a.slug === hrefs[0].split('/').pop())!.texts[locale].title);
    await page.getByRole('link', { name: b.back }).click();
    await expect(page).toHaveURL(new RegExp(`${escape(localizedPath('newsViews', locale))}$`));
  });

  test(`the ${locale} feed lists the latest articles, and every page points to it`, async ({ page, request }) => {
    const feedPath = `${localizedPath('home', locale).replace(/\/$/, '')}/feed.xml`;
    const response = await request.get(feedPath);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(response.headers()['cache-control']).toMatch(/max-age=\d+/);
    const xml = await response.text();

    await page.goto(localizedPath('newsViews', locale));
    await expect(page.getByRole('link', { name: news[locale].feedLink })).toHaveAttribute('href', feedPath);
    await page.goto(localizedPath('services', locale));
    const link = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(link).toHaveCount(1);
    expect(new URL((await link.getAttribute('href'))!).pathname).toBe(feedPath);
    // Well-formed XML, parsed by the browser's own parser.
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      if (doc.querySelector('parsererror')) return null;
      const entries = [...doc.getElementsByTagName('entry')];
      return {
        lang: doc.documentElement.getAttribute('xml:lang'),
        entries: entries.map((e) => ({
          title: e.getElementsByTagName('title')[0]?.textContent,
          link: e.getElementsByTagName('link')[0]?.getAttribute('href'),
          published: e.getElementsByTagName('published')[0]?.textContent,
          author: e.getElementsByTagName('name')[0]?.textContent,
          summary: e.getElementsByTagName('summary')[0]?.textContent,
          categories: [...e.getElementsByTagName('category')].map((c) => c.getAttribute('term')),
        })),
      };
    }, xml);
    expect(feed).not.toBeNull();
    expect(feed!.lang).toBe(locale);
    expect(feed!.entries).toHaveLength(FEED_SIZE);
    const first = articles[0];
    expect(feed!.entries[0]).toMatchObject({
      title: first.texts[locale].title,
      published: `${first.published}T00:00:00.000Z`,
      summary: first.texts[locale].excerpt,
    });
    expect(new URL(feed!.entries[0].link!).pathname).toBe(localizedPath('blogArticle', locale, { slug: first.slug }));
    expect(feed!.entries[0].categories).toEqual([...new Set([blog[locale].categories[first.categoryId], ...first.texts[locale].tags])]);
    expect(feed!.entries[0].author).toBeTruthy();
  });
}

test('Save keeps the article in localStorage and Share copies the link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A desktop without a share sheet: Share falls back to copying the link.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  const article = articles[0];
  await page.goto(localizedPath('blogArticle', 'en', { slug: article.slug }));
  await expect(page.getByText(blogEn.badges.featured, { exact: true })).toBeVisible();
  const save = page.getByRole('button', { name: blogEn.actions.save });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(blogEn.actions.savedTitle)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('saved_articles'))).toBe(JSON.stringify([article.slug]));
  await page.reload();
  await expect(page.getByRole('button', { name: blogEn.actions.save })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: blogEn.actions.save }).click();
  await expect(page.getByRole('button', { name: blogEn.actions.save })).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => localStorage.getItem('saved_articles'))).toBe('[]');

  await page.getByRole('button', { name: blogEn.actions.share }).click();
  await expect(page.getByText(blogEn.actions.linkCopiedTitle)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('axe finds nothing on an article page', async ({ page, axe }) => {
  await page.goto(localizedPath('blogArticle', 'fr', { slug: articles[1].slug }));
  await axe();
});

test.describe('an unknown article', () => {
  // Chromium reports every 404 document as "Failed to load resource: ... status of 404".
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });

  for (const locale of locales) {
    test(`answers 404 'Article Not Found' with a way back to the list (${locale})`, async ({ page }) => {
      const b = blog[locale];
      const response = await page.goto(localizedPath('blogArticle', locale, { slug: 'this-article-does-not-exist' }));
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(b.notFound.title);
      await expect(page.getByText(b.notFound.text)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await page.getByRole('link', { name: b.notFound.back }).click();
      await expect(page).toHaveURL(new RegExp(`${escape(localizedPath('newsViews', locale))}$`));
    });

    test(`answers the same 404 page without JavaScript: language, title, text and link in the HTML (${locale})`, async ({ browser, request }) => {
      const b = blog[locale];
      const path = localizedPath('blogArticle', locale, { slug: 'no-such-article-here' });
      const res = await request.get(path);
      expect(res.status()).toBe(404);
      const html = await res.text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toMatch(new RegExp(`<title>${escape(b.notFound.title)}[^<]*</title>`));
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      expect((await page.goto(path))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(b.notFound.title);
      await expect(page.getByText(b.notFound.text)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await page.getByRole('link', { name: b.notFound.back }).click();
      await expect(page).toHaveURL(new RegExp(`${escape(localizedPath('newsViews', locale))}$`));
      await context.close();
    });
  }

  test("is 'Article Not Found' in English, word for word", () => {
    expect(blogEn.notFound.title).toBe('Article Not Found');
    expect(blogEn.notFound.text).toBe("The article you're looking for doesn't exist.");
  });
});
