import { describe, expect, it } from 'vitest';
import { jsonLdString } from '@/features/seo/json-ld';
import { faqPageJsonLd } from './structured-data';

describe('jsonLdString', () => {
  it('escapes < so the JSON cannot end its script element', () => {
    const out = jsonLdString({ text: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ text: '</script><script>alert(1)</script>' });
  });
});

describe('faqPageJsonLd', () => {
  it('lists every question with its answer, in order', () => {
    const data = faqPageJsonLd([
      { question: 'Q1?', answer: 'A1.' },
      { question: 'Q2?', answer: 'A2.' },
    ]);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1.' } },
      { '@type': 'Question', name: 'Q2?', acceptedAnswer: { '@type': 'Answer', text: 'A2.' } },
    ]);
  });
});
