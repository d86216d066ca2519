/**
 * The visitor's saved articles: a JSON list of slugs in localStorage under 'saved_articles'.
 * Pure over a Storage-like object so that it is testable; a storage that throws (private mode,
 * blocked cookies) makes these functions throw, and the caller treats it as "not available".
 */
export const SAVED_ARTICLES_KEY = 'saved_articles';

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The saved slugs; a missing or malformed value counts as an empty list. */
export function readSavedArticles(storage: ReadableStorage): string[] {
  return parseSavedArticles(storage.getItem(SAVED_ARTICLES_KEY));
}

/** Parses the stored value: a JSON list of slugs; anything else is an empty list. */
export function parseSavedArticles(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === 'string'))] : [];
  } catch {
    return [];
  }
}

export function isArticleSaved(storage: ReadableStorage, slug: string): boolean {
  return readSavedArticles(storage).includes(slug);
}

/** Adds the slug when it is missing, removes it when it is there; returns whether it is now saved. */
export function toggleSavedArticle(storage: WritableStorage, slug: string): boolean {
  const list = readSavedArticles(storage);
  const saved = !list.includes(slug);
  const next = saved ? [...list, slug] : list.filter((s) => s !== slug);
  storage.setItem(SAVED_ARTICLES_KEY, JSON.stringify(next));
  return saved;
}
