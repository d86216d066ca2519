import { describe, expect, it } from 'vitest';
import { articleJsonLd } from './structured-data';

describe('structured data', () => {
  it('describes the article', () => {
    const ld = articleJsonLd({
      headline: 'Was ist ChatGPT?',
      description: 'd',
      url: 'https://example.com/de/blog/what-is-chatgpt',
      images: ['https://example.com/og/de/blog-what-is-chatgpt.png', 'https://example.com/images/articles/ai-strategy.svg'],
      datePublished: '2026-10-31',
      dateModified: '2026-11-04',
      wordCount: 912,
      author: 'Élise Martin',
      authorTitle: 'Leiterin Change Management',
      section: 'KI-Strategie',
      keywords: ['what', 'is', 'chatgpt'],
      inLanguage: 'de',
      publisher: 'ChatGPT Consultant',
      publisherUrl: 'https://example.com/de',
      publisherLogo: 'https://example.com/icon-512.png',
    });
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: 'Was ist ChatGPT?',
      datePublished: '2026-10-31',
      dateModified: '2026-11-04',
      wordCount: 912,
      inLanguage: 'de',
      image: ['https://example.com/og/de/blog-what-is-chatgpt.png', 'https://example.com/images/articles/ai-strategy.svg'],
      publisher: { '@type': 'Organization', name: 'ChatGPT Consultant', logo: { '@type': 'ImageObject', url: 'https://example.com/icon-512.png' } },
      author: { '@type': 'Person', name: 'Élise Martin' },
      keywords: 'what, is, chatgpt',
    });
  });

});
