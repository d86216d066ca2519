import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, jsonLdString } from './json-ld';

describe('JSON-LD', () => {
  it('escapes < so that the JSON cannot close its script element', () => {
    const s = jsonLdString({ name: '</script><script>alert(1)</script>' });
    expect(s).not.toContain('<');
    expect(JSON.parse(s)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('lists a breadcrumb trail with positions and absolute URLs', () => {
    const ld = breadcrumbJsonLd([
      { name: 'Home', url: 'https://example.com' },
      { name: 'News & Views', url: 'https://example.com/news-views' },
      { name: 'What Is ChatGPT', url: 'https://example.com/blog/what-is-chatgpt' },
    ]);
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement.map((i) => [i.position, i.name, i.item])).toEqual([
      [1, 'Home', 'https://example.com'],
      [2, 'News & Views', 'https://example.com/news-views'],
      [3, 'What Is ChatGPT', 'https://example.com/blog/what-is-chatgpt'],
    ]);
  });
});
