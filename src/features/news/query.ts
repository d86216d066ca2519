/**
 * The news list's rules as pure functions over localized article cards: search, category
 * filter, counts, the featured / latest split and pagination. No imports of data: the client
 * list component uses this module, so it must stay small.
 */

export const PAGE_SIZE = 12;
/** The category filter's id: the hero's filter button links to it. */
export const CATEGORY_NAV_ID = 'news-categories';
/** The latest articles' section: a search or a page sent without JavaScript opens there. */
export const LATEST_ID = 'latest-articles';
export const NEWS_CATEGORIES = ['all', 'ai-strategy', 'implementation', 'case-studies', 'industry-insights', 'technology'] as const;
export type NewsCategoryId = (typeof NEWS_CATEGORIES)[number];

/** What a list rule needs of an article (a localized card has all of it). */
export type Searchable = { title: string; excerpt: string; tags: readonly string[]; categoryId: string; featured: boolean };

/** The list's state as it lives in the URL query: ?category=&q=&page= */
export type NewsQuery = { category: NewsCategoryId; q: string; page: number };
export const defaultNewsQuery: NewsQuery = { category: 'all', q: '', page: 1 };

const isNewsCategory = (value: string | null): value is NewsCategoryId =>
  value !== null && (NEWS_CATEGORIES as readonly string[]).includes(value);

/** Reads the query; anything unknown or malformed falls back to the default. */
export function parseNewsQuery(params: { get(name: string): string | null }): NewsQuery {
  const category = params.get('category');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    category: isNewsCategory(category) ? category : 'all',
    q: (params.get('q') ?? '').slice(0, 200),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a state, without defaults ('' for the default state). */
export function newsQueryString(query: NewsQuery): string {
  const params = new URLSearchParams();
  if (query.category !== 'all') params.set('category', query.category);
  if (query.q.trim() !== '') params.set('q', query.q);
  if (query.page > 1) params.set('page', String(query.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Case-insensitive match of the query on the title, the excerpt or any tag; a blank query matches all. */
export function matchesSearch(article: Searchable, q: string, locale?: string): boolean {
  const needle = q.trim().toLocaleLowerCase(locale);
  if (needle === '') return true;
  const has = (text: string) => text.toLocaleLowerCase(locale).includes(needle);
  return has(article.title) || has(article.excerpt) || article.tags.some(has);
}

export function searchArticles<T extends Searchable>(all: readonly T[], q: string, locale?: string): T[] {
  return all.filter((a) => matchesSearch(a, q, locale));
}

export function filterByCategory<T extends Searchable>(all: readonly T[], category: NewsCategoryId): T[] {
  return category === 'all' ? [...all] : all.filter((a) => a.categoryId === category);
}

/** Number of articles under each filter button ('all' is the total). */
export function countByCategory(all: readonly Searchable[]): Record<NewsCategoryId, number> {
  const counts = Object.fromEntries(NEWS_CATEGORIES.map((c) => [c, 0])) as Record<NewsCategoryId, number>;
  for (const a of all) {
    counts.all += 1;
    if (isNewsCategory(a.categoryId)) counts[a.categoryId] += 1;
  }
  return counts;
}

export type Page<T> = { items: T[]; page: number; totalPages: number; total: number; hasPrevious: boolean; hasNext: boolean };

/** One page of 12; the page number is clamped to 1..totalPages (an empty list has one, empty page). */
export function paginate<T>(items: readonly T[], page: number, size = PAGE_SIZE): Page<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(Number.isFinite(page) ? page : 1)), totalPages);
  const start = (current - 1) * size;
  return {
    items: items.slice(start, start + size),
    page: current,
    totalPages,
    total: items.length,
    hasPrevious: current > 1,
    hasNext: current < totalPages,
  };
}

export type NewsView<T> = {
  /** The featured section: the featured articles, only under 'all' without a search. */
  featured: T[];
  /** The latest grid's page. */
  latest: Page<T>;
  counts: Record<NewsCategoryId, number>;
};

/**
 * Everything the list shows for a state. Under 'all' without a search the featured articles
 * have their own section and the latest grid leaves them out; a search looks through every
 * article, featured ones included, and shows all matches in the grid.
 */
export function newsView<T extends Searchable>(all: readonly T[], query: NewsQuery, locale?: string): NewsView<T> {
  const showFeatured = query.category === 'all' && query.q.trim() === '';
  const featured = showFeatured ? all.filter((a) => a.featured) : [];
  const pool = showFeatured ? all.filter((a) => !a.featured) : searchArticles(filterByCategory(all, query.category), query.q, locale);
  return { featured, latest: paginate(pool, query.page), counts: countByCategory(all) };
}
