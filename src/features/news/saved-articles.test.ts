import { describe, expect, it } from 'vitest';
import { SAVED_ARTICLES_KEY, isArticleSaved, parseSavedArticles, readSavedArticles, toggleSavedArticle } from './saved-articles';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('saved articles', () => {
  it("uses the key 'saved_articles'", () => {
    expect(SAVED_ARTICLES_KEY).toBe('saved_articles');
  });

  it('toggles a slug in and out of the list', () => {
    const storage = memoryStorage();
    expect(toggleSavedArticle(storage, 'what-is-chatgpt')).toBe(true);
    expect(toggleSavedArticle(storage, 'ai-market-trends-for-2027')).toBe(true);
    expect(JSON.parse(storage.data.get('saved_articles') ?? '')).toEqual(['what-is-chatgpt', 'ai-market-trends-for-2027']);
    expect(isArticleSaved(storage, 'what-is-chatgpt')).toBe(true);
    expect(toggleSavedArticle(storage, 'what-is-chatgpt')).toBe(false);
    expect(readSavedArticles(storage)).toEqual(['ai-market-trends-for-2027']);
    expect(isArticleSaved(storage, 'what-is-chatgpt')).toBe(false);
  });

  it('treats a missing or malformed value as an empty list', () => {
    expect(parseSavedArticles(null)).toEqual([]);
    expect(parseSavedArticles('not json')).toEqual([]);
    expect(parseSavedArticles('{"a":1}')).toEqual([]);
    expect(parseSavedArticles('["a", 3, "a", "b"]')).toEqual(['a', 'b']);
    const storage = memoryStorage({ saved_articles: '{broken' });
    expect(toggleSavedArticle(storage, 'x')).toBe(true);
    expect(readSavedArticles(storage)).toEqual(['x']);
  });

  it('lets a storage failure reach the caller', () => {
    const failing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
    };
    expect(() => toggleSavedArticle(failing, 'x')).toThrow('denied');
  });
});
