import { describe, expect, it } from 'vitest';
import { faqPageJsonLd } from './structured-data';

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
