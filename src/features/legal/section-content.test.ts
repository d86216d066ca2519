import { describe, expect, it } from 'vitest';
import { legalTranslator, sectionBlocks } from './section-content';

describe('sectionBlocks', () => {
  it('reads paragraphs, subheadings and lists in the order of the dictionary', () => {
    const blocks = sectionBlocks({ title: 'Data', p1: 'First.', sub1: 'Forms', list1: { i1: 'name;', i2: 'email.' }, p2: 'Last.' }, 'en.privacyPolicy.dataCollection');
    expect(blocks).toEqual([
      { kind: 'paragraph', key: 'p1' },
      { kind: 'subheading', key: 'sub1' },
      { kind: 'list', key: 'list1', items: ['i1', 'i2'] },
      { kind: 'paragraph', key: 'p2' },
    ]);
  });

  it('refuses a section the page could not render', () => {
    expect(() => sectionBlocks(undefined, 'x')).toThrow(/missing/);
    expect(() => sectionBlocks({ title: 'T' }, 'x')).toThrow(/no body/);
    expect(() => sectionBlocks({ p1: 'Body.' }, 'x')).toThrow(/x\.title/);
    expect(() => sectionBlocks({ title: 'T', p1: '  ' }, 'x')).toThrow(/x\.p1/);
    expect(() => sectionBlocks({ title: 'T', table1: 'a' }, 'x')).toThrow(/Unknown block "table1"/);
    expect(() => sectionBlocks({ title: 'T', list1: 'a' }, 'x')).toThrow(/object of items/);
    expect(() => sectionBlocks({ title: 'T', list1: {} }, 'x')).toThrow(/no items/);
    expect(() => sectionBlocks({ title: 'T', list1: { i1: '' } }, 'x')).toThrow(/x\.list1\.i1/);
  });
});

describe('legalTranslator', () => {
  const tags = { strong: (c: string) => `*${c}*`, mail: (c: string) => `[${c}]`, privacyPolicy: (c: string) => c, termsOfService: (c: string) => c, cookiePolicy: (c: string) => c, contactForm: (c: string) => c };
  const texts = (messages: Record<string, string>) => legalTranslator('en', { doc: messages }, { providerEmail: 'hello@example.com' });

  it('fills the placeholders and renders the tags', () => {
    const legal = texts({ p1: 'Write to <mail>{providerEmail}</mail> about <strong>Access</strong> (Art. 15 GDPR).' });
    expect(legal.markup('doc.p1', tags)).toBe('Write to [hello@example.com] about *Access* (Art. 15 GDPR).');
  });

  it('throws on an unknown tag, a mismatched tag, an unknown placeholder or a missing text', () => {
    expect(() => texts({ p1: '<em>x</em>' }).markup('doc.p1', tags)).toThrow(/em/);
    expect(() => texts({ p1: '<strong>x</mail>' }).markup('doc.p1', tags)).toThrow();
    expect(() => texts({ p1: 'Hello {providerName}' }).markup('doc.p1', tags)).toThrow(/providerName/);
    expect(() => texts({ p1: 'x' }).markup('doc.p2', tags)).toThrow();
  });
});
