import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '../../../messages/en/blog.json';
import de from '../../../messages/de/blog.json';
import fr from '../../../messages/fr/blog.json';
import type { Locale } from '@/i18n/routing';
import { articleSlugs } from './slugs';
import { articles, categoryIds, getArticle, titleFromSlug } from './articles';
import { formatPublishDate, localizeArticles, toNewsCard, type BlogTranslator } from './localize';
import { newsView, searchArticles } from './query';

const dictionaries = { en, de, fr };
const translator = (locale: Locale): BlogTranslator =>
  createTranslator({ locale, messages: { blog: dictionaries[locale] }, namespace: 'blog', onError: (e) => { throw e; } });

describe('localized articles', () => {
  it('has a title for every slug in every language; the English one is the capitalised slug', () => {
    for (const locale of ['en', 'de', 'fr'] as const) {
      expect(Object.keys(dictionaries[locale].titles).sort()).toEqual([...articleSlugs].sort());
    }
    for (const slug of articleSlugs) expect(en.titles[slug]).toBe(titleFromSlug(slug));
  });

  it('translates title, category, excerpt and author title', () => {
    const [enA, deA, frA] = (['en', 'de', 'fr'] as const).map((l) => localizeArticles(translator(l))[5]);
    expect(enA).toMatchObject({ slug: 'what-is-chatgpt', title: 'What Is ChatGPT', category: 'AI Strategy' });
    expect(deA).toMatchObject({ title: 'Was ist ChatGPT?', category: 'KI-Strategie' });
    expect(frA.title).toBe('Qu’est-ce que ChatGPT\u202f?');
    expect(frA.category).toBe('Stratégie IA');
    // The excerpt is a sentence about this article, in the page's language.
    expect(enA.excerpt).toContain('What Is ChatGPT');
    expect(deA.excerpt).toContain('„Was ist ChatGPT?“');
    expect(frA.excerpt).toContain('Qu’est-ce que ChatGPT');
    expect(deA.authorTitle).not.toBe(enA.authorTitle);
    expect(deA.publishDate).toBe(enA.publishDate);
  });

  it('names every category in every language', () => {
    for (const locale of ['en', 'de', 'fr'] as const) {
      const t = translator(locale);
      const names = categoryIds.map((c) => t(`categories.${c}`));
      expect(new Set(names).size).toBe(5);
    }
  });

  it("searches in the page's language: titles, excerpts and tags are translated", () => {
    const deArticles = localizeArticles(translator('de'));
    const hits = searchArticles(deArticles, 'MITTELSTAND', 'de').map((a) => a.slug);
    expect(hits).toEqual(expect.arrayContaining(['ai-implementation-strategy-for-mid-sized-companies', 'ai-transformation-planning-for-smes']));
    // A tag ('salesforce') finds the article in every language.
    const frArticles = localizeArticles(translator('fr'));
    expect(searchArticles(frArticles, 'salesforce').map((a) => a.slug)).toContain('chatgpt-integration-with-salesforce');
    // The German excerpt wording is found; the English one is not.
    expect(searchArticles(deArticles, 'praxiserprobte').length).toBeGreaterThan(0);
    expect(searchArticles(deArticles, 'field-tested')).toEqual([]);
    // Tags are named in the page's language: 'Generative KI' on /de, 'IA générative' on /fr.
    const slug = 'how-fortune-500-companies-use-generative-ai';
    expect(deArticles.find((a) => a.slug === slug)?.tags).toEqual(['Fortune 500', 'Generative KI']);
    expect(frArticles.find((a) => a.slug === slug)?.tags).toEqual(['Fortune 500', 'IA générative']);
    expect(searchArticles(frArticles, 'ia générative').map((a) => a.slug)).toContain(slug);
  });

  it('names every tag of the vocabulary in every language, French with typographic apostrophes', () => {
    for (const locale of ['en', 'de', 'fr'] as const) {
      const t = translator(locale);
      for (const a of localizeArticles(t)) for (const tag of a.tags) expect(tag.trim(), `${locale} ${a.slug}`).not.toBe('');
    }
    for (const tag of localizeArticles(translator('fr')).flatMap((a) => a.tags)) expect(tag).not.toContain("'");
  });

  it('formats the long date in the language of the page', () => {
    expect(formatPublishDate('2026-10-31', 'en')).toBe('October 31, 2026');
    expect(formatPublishDate('2026-10-31', 'de')).toBe('31. Oktober 2026');
    expect(formatPublishDate('2026-10-31', 'fr')).toBe('31 octobre 2026');
  });

  it('builds cards the list can filter: 3 featured, 81 in the latest grid, 7 pages', () => {
    const t = translator('en');
    const cards = localizeArticles(t).map((a) => toNewsCard(a, 'en', t));
    const view = newsView(cards, { category: 'all', q: '', page: 1 }, 'en');
    expect(view.featured.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(view.latest.total).toBe(81);
    expect(view.latest.totalPages).toBe(7);
    expect(cards[5].readTimeLabel).toBe(`${getArticle('what-is-chatgpt')?.readTime} min read`);
    expect(JSON.stringify(cards)).toBe(JSON.stringify(localizeArticles(t).map((a) => toNewsCard(a, 'en', t))));
  });

  it('localizes exactly the article list', () => {
    expect(localizeArticles(translator('en')).map((a) => a.id)).toEqual(articles.map((a) => a.id));
  });
});
