import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARTICLE_NOT_FOUND_SLUG, articleSlugs, isArticleSlug } from './slugs';

describe('article slugs', () => {
  it('are 84 unique kebab-case slugs', () => {
    expect(articleSlugs).toHaveLength(84);
    expect(new Set(articleSlugs).size).toBe(84);
    for (const slug of articleSlugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('never include the reserved not-found slug', () => {
    expect(isArticleSlug(ARTICLE_NOT_FOUND_SLUG)).toBe(false);
    expect(isArticleSlug('what-is-chatgpt')).toBe(true);
    expect(isArticleSlug('WHAT-IS-CHATGPT')).toBe(false);
  });

  it('live in a module without imports (scripts outside the app load it)', () => {
    const source = readFileSync(new URL('./slugs.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).not.toMatch(/\brequire\(/);
  });
});
