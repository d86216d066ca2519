import { articleCategories, loadArticles, type ArticleEntry, type CategoryId } from './content';

/**
 * The articles in list order (newest first): each one's facts from its files in content/articles
 * (./content.ts), and its id, its place in that list. Texts in each language are in `texts`.
 */
export type { CategoryId };
export const categoryIds: readonly CategoryId[] = articleCategories;
export const MAX_RELATED = 3;

export type ArticleRecord = ArticleEntry & { id: number };

export const articles: readonly ArticleRecord[] = loadArticles().map((article, index) => ({ ...article, id: index + 1 }));

const bySlug = new Map(articles.map((a) => [a.slug, a]));

export function getArticle(slug: string): ArticleRecord | undefined {
  return bySlug.get(slug);
}

/** Up to 3 other articles of the same category, in list order, never the article itself. */
export function relatedArticles<T extends { slug: string; categoryId: string }>(article: T, all: readonly T[], max = MAX_RELATED): T[] {
  return all.filter((a) => a.categoryId === article.categoryId && a.slug !== article.slug).slice(0, max);
}
