import type { _Translator, Messages } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { formatCalendarDate } from '@/lib/dates';
import { articles as allArticles, type ArticleRecord } from './articles';
import { authors } from './authors';

/** A translator of the 'blog' namespace (getTranslations on the server, createTranslator in tests). */
export type BlogTranslator = _Translator<Messages, 'blog'>;

/** An article in one language: its own texts, its category and its author's title named in that language. */
export type Article = Omit<ArticleRecord, 'texts' | 'author'> & {
  title: string;
  excerpt: string;
  tags: string[];
  imageAlt: string;
  updated: string;
  words: number;
  readTime: number;
  category: string;
  author: string;
  authorTitle: string;
};

export function localizeArticle(article: ArticleRecord, locale: Locale, t: BlogTranslator): Article {
  const { texts, author, ...facts } = article;
  const { title, excerpt, tags, imageAlt, updated, words, readTime } = texts[locale];
  const person = authors[author];
  return {
    ...facts,
    title,
    excerpt,
    tags,
    imageAlt,
    updated,
    words,
    readTime,
    category: t(`categories.${article.categoryId}`),
    author: person.name,
    authorTitle: t(`authorTitles.${person.titleKey}`),
  };
}

export function localizeArticles(locale: Locale, t: BlogTranslator, list: readonly ArticleRecord[] = allArticles): Article[] {
  return list.map((a) => localizeArticle(a, locale, t));
}

/** A date in the page's language ('long': November 2, 2026 / 2. November 2026 / 2 novembre 2026, « 1er novembre 2026 »). */
export function formatPublishDate(isoDate: string, locale: Locale, style: 'long' | 'medium' = 'long'): string {
  return formatCalendarDate(new Date(`${isoDate}T00:00:00Z`), locale, style, 'UTC');
}

/** What a news card shows: serialisable and small, since the list filters it in the browser. */
export type NewsCard = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  categoryId: string;
  author: string;
  publishDate: string;
  dateLabel: string;
  readTimeLabel: string;
  image: string;
  featured: boolean;
  trending: boolean;
  tags: string[];
};

export function toNewsCard(article: Article, locale: Locale, t: BlogTranslator): NewsCard {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    category: article.category,
    categoryId: article.categoryId,
    author: article.author,
    publishDate: article.published,
    dateLabel: formatPublishDate(article.published, locale, 'medium'),
    readTimeLabel: t('readTime', { minutes: article.readTime }),
    image: article.image,
    featured: article.featured,
    trending: article.trending,
    tags: article.tags,
  };
}
