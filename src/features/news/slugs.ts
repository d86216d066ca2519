import { loadArticles } from './content';

/** The slugs of the published articles, newest first (the folders of content/articles). */
export const articleSlugs: readonly string[] = loadArticles().map((a) => a.slug);

const slugSet: ReadonlySet<string> = new Set(articleSlugs);

/** True when `slug` is one of our published articles. */
export function isArticleSlug(slug: string): boolean {
  return slugSet.has(slug);
}

export { ARTICLE_NOT_FOUND_SLUG } from './content';
