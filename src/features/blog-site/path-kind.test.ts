import { describe, expect, it } from 'vitest';
import { locales, localizedPath, staticPageKeys } from '@/i18n/routing';
import { classifyPath } from './path-kind';

describe('classifyPath()', () => {
  it('lets Next internals, API routes, files and root metadata routes through untouched', () => {
    for (const path of ['/_next/static/chunks/a.js', '/_next/image', '/api/health', '/_vercel/insights', '/favicon.ico', '/robots.txt', '/sitemap.xml', '/og-image.png', '/de/some/file.pdf', '/icon', '/apple-icon', '/opengraph-image', '/icon-192', '/manifest']) {
      expect(classifyPath(path), path).toBe('internal');
    }
  });

  it('knows every page of the route table in every language', () => {
    for (const key of staticPageKeys) {
      for (const locale of locales) {
        expect(classifyPath(localizedPath(key, locale)), `${key} ${locale}`).toBe('route');
      }
    }
  });

  it('hands a page path of another language, a redundant /en prefix or a trailing slash to next-intl', () => {
    expect(classifyPath('/de/services')).toBe('route');
    expect(classifyPath('/fr/leistungen')).toBe('route');
    expect(classifyPath('/en/services')).toBe('route');
    expect(classifyPath('/en')).toBe('route');
    expect(classifyPath('/DE/leistungen')).toBe('route');
    expect(classifyPath('/services/')).toBe('route');
  });

  it('knows metadata images below our pages, but not below unknown paths', () => {
    expect(classifyPath('/de/opengraph-image')).toBe('route');
    expect(classifyPath('/de/leistungen/opengraph-image')).toBe('route');
    expect(classifyPath('/services/twitter-image-abc123')).toBe('route');
    expect(classifyPath('/nope/opengraph-image')).toBe('unknown');
  });

  it('knows /blog/{slug} only for our articles, in every language', () => {
    const ours = (slug: string) => slug === 'our-article';
    expect(classifyPath('/blog/our-article', ours)).toBe('route');
    expect(classifyPath('/de/blog/our-article', ours)).toBe('route');
    expect(classifyPath('/fr/blog/our-article', ours)).toBe('route');
    expect(classifyPath('/blog/someone-elses-article', ours)).toBe('unknownArticle');
    expect(classifyPath('/de/blog/someone-elses-article', ours)).toBe('unknownArticle');
  });

  it('calls everything else unknown', () => {
    for (const path of ['/some-unknown-page', '/de/gibt-es-nicht', '/fr/page-inconnue', '/industries/healthcare', '/sv', '/es/blog', '/blog', '/blog/a/b', '/services/extra', '/de/leistungen/mehr', '/german']) {
      expect(classifyPath(path), path).toBe('unknown');
    }
  });
});
