import { describe, expect, it } from 'vitest';
import { ARTICLE_NOT_FOUND_SLUG, isArticleSlug } from './slugs';

describe('isArticleSlug', () => {
  it('knows the published articles only, exactly as written, never the reserved not-found slug', () => {
    expect(isArticleSlug('what-is-chatgpt')).toBe(true);
    expect(isArticleSlug('WHAT-IS-CHATGPT')).toBe(false);
    expect(isArticleSlug('no-such-article')).toBe(false);
    expect(isArticleSlug(ARTICLE_NOT_FOUND_SLUG)).toBe(false);
  });
});
