import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './json-ld';
import { articleJsonLd, breadcrumbJsonLd } from './structured-data';

describe('structured data', () => {
  it('lists the breadcrumb trail with positions and absolute URLs', () => {
    const ld = breadcrumbJsonLd([
      { name: 'Home', url: 'https://example.com/' },
      { name: 'News & Views', url: 'https://example.com/news-views' },
      { name: 'What Is ChatGPT', url: 'https://example.com/blog/what-is-chatgpt' },
    ]);
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, 'https://example.com/'],
      [2, 'https://example.com/news-views'],
      [3, 'https://example.com/blog/what-is-chatgpt'],
    ]);
  });

  it('describes the article', () => {
    const ld = articleJsonLd({
      headline: 'Was ist ChatGPT?',
      description: 'd',
      url: 'https://example.com/de/blog/what-is-chatgpt',
      image: 'https://example.com/images/articles/article-6.svg',
      datePublished: '2026-10-31',
      author: 'Élise Martin',
      authorTitle: 'Leiterin Change Management',
      section: 'KI-Strategie',
      keywords: ['what', 'is', 'chatgpt'],
      inLanguage: 'de',
      publisher: 'ChatGPT Consultant',
      publisherUrl: 'https://example.com/de',
    });
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: 'Was ist ChatGPT?',
      datePublished: '2026-10-31',
      inLanguage: 'de',
      image: ['https://example.com/images/articles/article-6.svg'],
      author: { '@type': 'Person', name: 'Élise Martin' },
      keywords: 'what, is, chatgpt',
    });
  });

  it('escapes < so that the JSON cannot close its script element', () => {
    const s = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(s).not.toContain('<');
    expect(JSON.parse(s)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
