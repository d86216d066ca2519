import type { _Translator, Messages } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { articles as allArticles, type ArticleRecord } from './articles';

/** A translator of the 'blog' namespace (getTranslations on the server, createTranslator in tests). */
export type BlogTranslator = _Translator<Messages, 'blog'>;

/** An article in the page's language: title, excerpt, category name, author title and tags translated. */
export type Article = Omit<ArticleRecord, 'tags'> & { title: string; excerpt: string; category: string; authorTitle: string; tags: string[] };

export function localizeArticle(article: ArticleRecord, t: BlogTranslator): Article {
  const title = t(`titles.${article.slug}`);
  const category = t(`categories.${article.categoryId}`);
  return {
    ...article,
    title,
    category,
    excerpt: t(`excerpts.${article.excerptVariant}`, { title, category }),
    authorTitle: t(`authorTitles.${article.authorTitleKey}`),
    tags: article.tags.map((key) => t(`tagTerms.${key}`)),
  };
}

export function localizeArticles(t: BlogTranslator, list: readonly ArticleRecord[] = allArticles): Article[] {
  return list.map((a) => localizeArticle(a, t));
}

/** A publish date in the page's language ('long': November 2, 2026 / 2. November 2026 / 2 novembre 2026). */
export function formatPublishDate(isoDate: string, locale: Locale, style: 'long' | 'medium' = 'long'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
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
    publishDate: article.publishDate,
    dateLabel: formatPublishDate(article.publishDate, locale, 'medium'),
    readTimeLabel: t('readTime', { minutes: article.readTime }),
    image: article.image,
    featured: article.featured,
    trending: article.trending,
    tags: article.tags,
  };
}
