import { describe, expect, it } from 'vitest';
import { parseSection, richSegments } from './section-content';

describe('parseSection', () => {
  it('reads paragraphs, subheadings and lists in the order of the dictionary', () => {
    const section = parseSection(
      { title: 'Data', p1: 'First.', sub1: 'Forms', list1: { i1: 'name;', i2: 'email.' }, p2: 'Last.' },
      'en.privacyPolicy.dataCollection',
    );
    expect(section).toEqual({
      title: 'Data',
      blocks: [
        { kind: 'paragraph', key: 'p1', text: 'First.' },
        { kind: 'subheading', key: 'sub1', text: 'Forms' },
        { kind: 'list', key: 'list1', items: [{ key: 'i1', text: 'name;' }, { key: 'i2', text: 'email.' }] },
        { kind: 'paragraph', key: 'p2', text: 'Last.' },
      ],
    });
  });

  it('refuses a section the page could not render', () => {
    expect(() => parseSection(undefined, 'x')).toThrow(/missing/);
    expect(() => parseSection({ title: 'T' }, 'x')).toThrow(/no body/);
    expect(() => parseSection({ p1: 'Body.' }, 'x')).toThrow(/x\.title/);
    expect(() => parseSection({ title: 'T', p1: '  ' }, 'x')).toThrow(/x\.p1/);
    expect(() => parseSection({ title: 'T', table1: 'a' }, 'x')).toThrow(/Unknown block "table1"/);
    expect(() => parseSection({ title: 'T', list1: 'a' }, 'x')).toThrow(/object of items/);
    expect(() => parseSection({ title: 'T', list1: {} }, 'x')).toThrow(/no items/);
  });
});

describe('richSegments', () => {
  it('splits plain text and tagged runs', () => {
    expect(richSegments('Write to <mail>privacy@chatgpt-consultant.com</mail>, see our <cookiePolicy>Cookie Policy</cookiePolicy>.')).toEqual([
      'Write to ',
      { tag: 'mail', text: 'privacy@chatgpt-consultant.com' },
      ', see our ',
      { tag: 'cookiePolicy', text: 'Cookie Policy' },
      '.',
    ]);
    expect(richSegments('<strong>Access</strong> (Art. 15 GDPR)')).toEqual([{ tag: 'strong', text: 'Access' }, ' (Art. 15 GDPR)']);
    expect(richSegments('No tags at all.')).toEqual(['No tags at all.']);
  });

  it('refuses unknown, mismatched, empty or unbalanced tags', () => {
    expect(() => richSegments('<em>x</em>')).toThrow(/Unknown tag <em>/);
    expect(() => richSegments('<strong>x</mail>')).toThrow(/Mismatched/);
    expect(() => richSegments('<mail> </mail>')).toThrow(/Empty/);
    expect(() => richSegments('a <strong>b')).toThrow(/Unbalanced/);
  });
});
