import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '../../../messages/en/blog.json';
import de from '../../../messages/de/blog.json';
import fr from '../../../messages/fr/blog.json';
import type { Locale } from '@/i18n/routing';
import { articles, categoryIds, getArticle } from './articles';
import { formatPublishDate, localizeArticles, toNewsCard, type BlogTranslator } from './localize';
import { newsView, searchArticles } from './query';

const dictionaries = { en, de, fr };
const translator = (locale: Locale): BlogTranslator =>
  createTranslator({ locale, messages: { blog: dictionaries[locale] }, namespace: 'blog', onError: (e) => { throw e; } });
const localized = (locale: Locale) => localizeArticles(locale, translator(locale));

describe('articles in a language', () => {
  it('take their title, excerpt and tags from that language’s file, and name category and author title in it', () => {
    const record = getArticle('what-is-chatgpt')!;
    const [enA, deA, frA] = (['en', 'de', 'fr'] as const).map((l) => localized(l)[record.id - 1]);
    for (const [locale, a] of [['en', enA], ['de', deA], ['fr', frA]] as const) {
      expect(a).toMatchObject({ slug: 'what-is-chatgpt', title: record.texts[locale].title, excerpt: record.texts[locale].excerpt, tags: record.texts[locale].tags });
    }
    expect(new Set([enA.title, deA.title, frA.title]).size).toBe(3);
    expect([enA.category, deA.category, frA.category]).toEqual(['AI Strategy', 'KI-Strategie', 'Stratégie IA']);
    expect(deA.authorTitle).not.toBe(enA.authorTitle);
    expect(deA.published).toBe(enA.published);
    expect(deA.readTime).toBe(record.texts.de.readTime);
  });

  it('names every category in every language', () => {
    for (const locale of ['en', 'de', 'fr'] as const) {
      const t = translator(locale);
      expect(new Set(categoryIds.map((c) => t(`categories.${c}`))).size).toBe(5);
    }
  });

  it("are searched in the page's language: a German word finds the German article, not the English one", () => {
    const slug = 'ai-transformation-planning-for-smes';
    expect(searchArticles(localized('de'), 'mittelstand', 'de').map((a) => a.slug)).toContain(slug);
    expect(searchArticles(localized('en'), 'mittelstand', 'en').map((a) => a.slug)).not.toContain(slug);
    expect(searchArticles(localized('fr'), 'salesforce', 'fr').map((a) => a.slug)).toContain('chatgpt-integration-with-salesforce');
  });

  it('formats the long date in the language of the page', () => {
    expect(formatPublishDate('2026-10-31', 'en')).toBe('October 31, 2026');
    expect(formatPublishDate('2026-10-31', 'de')).toBe('31. Oktober 2026');
    expect(formatPublishDate('2026-10-31', 'fr')).toBe('31 octobre 2026');
  });

  it('make cards the list can filter: 3 featured, 81 in the latest grid, 7 pages', () => {
    const t = translator('en');
    const cards = localized('en').map((a) => toNewsCard(a, 'en', t));
    const view = newsView(cards, { category: 'all', q: '', page: 1 }, 'en');
    expect(view.featured.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(view.latest.total).toBe(81);
    expect(view.latest.totalPages).toBe(7);
    expect(cards[0].readTimeLabel).toBe(`${articles[0].texts.en.readTime} min read`);
  });
});
