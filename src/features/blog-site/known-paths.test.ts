import { describe, expect, it } from 'vitest';
import { footerBlogLinks, footerBlogPaths, footerBlogPrefixes } from '@/components/site/footer-links';
import { isKnownBlogPath, knownBlogPaths, knownBlogPrefixes } from './known-paths';
import { classifyPath } from './path-kind';
import { articleSlugs } from '@/features/news/slugs';

describe('the known blog-site paths', () => {
  it('hold several hundred paths, sorted, without duplicates, queries or trailing slashes', () => {
    expect(knownBlogPaths.length).toBeGreaterThanOrEqual(300);
    expect([...knownBlogPaths].sort()).toEqual(knownBlogPaths);
    expect(new Set(knownBlogPaths).size).toBe(knownBlogPaths.length);
    for (const path of knownBlogPaths) expect(path, path).toMatch(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/);
  });

  it('contain every footer link into the blog site', () => {
    expect(footerBlogPaths).toHaveLength(12);
    for (const path of footerBlogPaths) {
      expect(knownBlogPaths, path).toContain(path);
      expect(isKnownBlogPath(path), path).toBe(true);
    }
  });

  it('treat the footer language sections /sv and /es as whole sections', () => {
    expect(footerBlogLinks.languages).toEqual({ sv: '/sv', es: '/es' });
    expect([...knownBlogPrefixes].sort()).toEqual([...footerBlogPrefixes].sort());
    for (const path of ['/sv', '/sv/', '/sv/om-oss', '/es', '/es/blog/articulo']) expect(isKnownBlogPath(path), path).toBe(true);
    for (const path of ['/svenska', '/est', '/de/sv']) expect(isKnownBlogPath(path), path).toBe(false);
  });

  it('match exactly, a trailing slash aside', () => {
    expect(isKnownBlogPath('/industries/healthcare/')).toBe(true);
    expect(isKnownBlogPath('/industries/healthcare/more')).toBe(false);
    expect(isKnownBlogPath('/Industries/Healthcare')).toBe(false);
    expect(isKnownBlogPath('/de/industries/healthcare')).toBe(false);
  });

  it('never name one of our own pages', () => {
    for (const path of [...knownBlogPaths, ...knownBlogPrefixes]) {
      expect(classifyPath(path), path).not.toBe('route');
    }
  });

  it('never collide with one of our 84 articles under /blog/{slug}, in any language', () => {
    expect(articleSlugs).toHaveLength(84);
    const known = new Set(knownBlogPaths);
    for (const slug of articleSlugs) {
      for (const prefix of ['', '/de', '/fr']) {
        const path = `${prefix}/blog/${slug}`;
        expect(known.has(path), path).toBe(false);
        expect(isKnownBlogPath(path), path).toBe(false);
        expect(classifyPath(path), path).toBe('route');
      }
    }
  });
});
