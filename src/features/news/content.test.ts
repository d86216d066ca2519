import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentError, readArticles, readTimeFor } from './content';

/** The rules every article file is held to, on throw-away content folders. */

const NOW = new Date('2026-11-26T12:00:00Z');
let dir = '';

type Fields = Record<string, unknown>;
const base: Fields = {
  title: 'A title',
  excerpt: 'An excerpt long enough to describe the article in a search result and on its card.',
  category: 'technology',
  author: 'sarah-mitchell',
  published: '2026-11-01',
  updated: '2026-11-01',
  tags: ['One', 'Two'],
  image: '/images/articles/technology.svg',
  imageAlt: 'A drawing',
  featured: false,
  trending: false,
};

const yamlValue = (v: unknown) => (Array.isArray(v) ? `[${v.join(', ')}]` : typeof v === 'string' && /[:#]/.test(v) ? JSON.stringify(v) : String(v));
function write(slug: string, locale: string, fields: Fields = {}, body = 'Some text.\n\n## A section\n\nMore text.\n') {
  const all = { ...base, ...fields };
  const yaml = Object.entries(all)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${yamlValue(v)}`)
    .join('\n');
  fs.mkdirSync(path.join(dir, slug), { recursive: true });
  fs.writeFileSync(path.join(dir, slug, `${locale}.md`), `---\n${yaml}\n---\n\n${body}`);
}
function article(slug: string, fields: Fields = {}, bodies: Partial<Record<'en' | 'de' | 'fr', string>> = {}) {
  for (const locale of ['en', 'de', 'fr'] as const) write(slug, locale, fields, bodies[locale]);
}
const file = (slug: string, locale: string) => path.relative(process.cwd(), path.join(dir, slug, `${locale}.md`));
function problems(): string[] {
  try {
    readArticles(dir, NOW);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).problems;
  }
  return [];
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'articles-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('reading the article files', () => {
  it('reads one file per language, newest first, with the body, word count and read time', () => {
    article('older', { published: '2026-10-01', updated: '2026-10-01' });
    article('newer', { published: '2026-11-02', updated: '2026-11-20' }, { de: `Ein Text.\n\n${'Wort '.repeat(440)}\n` });
    const articles = readArticles(dir, NOW);
    expect(articles.map((a) => a.slug)).toEqual(['newer', 'older']);
    const newer = articles[0];
    expect(newer).toMatchObject({ categoryId: 'technology', author: 'sarah-mitchell', published: '2026-11-02' });
    expect(newer.texts.en).toMatchObject({ title: 'A title', updated: '2026-11-20', words: 6, readTime: 1 });
    // 442 words at 220 a minute: 3 minutes (rounded up).
    expect(newer.texts.de).toMatchObject({ words: 442, readTime: 3 });
    expect(newer.texts.fr.markdown).toContain('## A section');
  });

  it('counts the words a reader reads: not the code blocks, not the link addresses, not the list numbers', () => {
    article('a', {}, { en: 'One two [three](https://example.com/a/b/c "A title").\n\n```js\nconst not = counted;\n```\n\n- four\n- five\n\n1. `six`\n2. **seven**\n\n~~~\nnor this\n~~~\n' });
    expect(readArticles(dir, NOW)[0].texts.en.words).toBe(7);
    expect(readTimeFor(0)).toBe(1);
    expect(readTimeFor(220)).toBe(1);
    expect(readTimeFor(221)).toBe(2);
    expect(readTimeFor(1100)).toBe(5);
  });

  it('leaves drafts out in every language, and links to them count as broken', () => {
    article('draft', { draft: true });
    article('live', {}, { en: 'See [the draft](/blog/draft).\n' });
    expect(problems()).toEqual([`${file('live', 'en')}: links to /blog/draft, which is no published article`]);
    fs.rmSync(path.join(dir, 'live'), { recursive: true });
    expect(readArticles(dir, NOW)).toEqual([]);
  });
});

describe('a bad file fails, naming the file and the field', () => {
  it('a missing field', () => {
    article('a', { title: undefined });
    expect(problems()).toEqual(['en', 'de', 'fr'].map((l) => `${file('a', l)}: title: Invalid input: expected string, received undefined`));
  });

  it('an unknown category or author, and a field it does not know', () => {
    article('a', { category: 'gossip', author: 'nobody', colour: 'red' });
    const found = problems().filter((p) => p.startsWith(file('a', 'en')));
    expect(found.some((p) => p.includes(': category: '))).toBe(true);
    expect(found.some((p) => p.includes(': author: '))).toBe(true);
    expect(found.some((p) => /colour/.test(p))).toBe(true);
  });

  it('a date in the future, an update before publication, a malformed date', () => {
    article('a', { published: '2026-11-27', updated: '2026-11-27' });
    article('b', { published: '2026-11-02', updated: '2026-11-01' });
    article('c', { published: '1 November 2026' });
    const found = problems();
    expect(found).toContain(`${file('a', 'en')}: published: 2026-11-27 is in the future`);
    expect(found).toContain(`${file('a', 'de')}: updated: 2026-11-27 is in the future`);
    expect(found).toContain(`${file('b', 'fr')}: updated: 2026-11-01 is before published (2026-11-02)`);
    expect(found.some((p) => p.startsWith(`${file('c', 'en')}: published: `))).toBe(true);
  });

  it('a missing language', () => {
    write('a', 'en');
    write('a', 'de');
    expect(problems()).toEqual([`${path.relative(process.cwd(), path.join(dir, 'a'))}: fr.md is missing (every article has one file per language: en.md, de.md, fr.md)`]);
  });

  it('languages that disagree on a fact the article has once', () => {
    write('a', 'en');
    write('a', 'de', { category: 'implementation' });
    write('a', 'fr');
    expect(problems()).toEqual([`${path.relative(process.cwd(), path.join(dir, 'a'))}: category differs between the languages (en: technology, de: implementation, fr: technology)`]);
  });

  it('a broken internal link: no such page, another language, no such article, no such heading', () => {
    article('target');
    article('a', {}, {
      en: '[ok](/services) [ok](/blog/target) [ok](#a-section) [web](https://example.com)\n\n## A section\n\n[bad](/no-such-page) [bad](/de/leistungen) [bad](/blog/nothing) [bad](#nowhere) [bad](relative/path)\n',
      de: '[ok](/de/leistungen) [ok](/de/blog/target#a-section) [bad](/services)\n',
    });
    expect(problems()).toEqual([
      `${file('a', 'en')}: links to /no-such-page, which is no page of the site`,
      `${file('a', 'en')}: links to /de/leistungen, a page in another language (de)`,
      `${file('a', 'en')}: links to /blog/nothing, which is no published article`,
      `${file('a', 'en')}: links to #nowhere, which is no heading of this article`,
      `${file('a', 'en')}: links to relative/path: write our pages as paths (/de/leistungen) and other sites as https:// addresses`,
      `${file('a', 'de')}: links to /services, a page in another language (en)`,
    ]);
  });

  it('raw HTML, an h1 or an image in the body; an image file that does not exist', () => {
    article('a', { image: '/images/articles/missing.svg' }, { en: '# Title again\n\n<script>alert(1)</script>\n\n![x](/x.png)\n' });
    const found = problems();
    expect(found).toContain(`${file('a', 'en')}: a # heading in the body (the title is the page's only h1; use ##)`);
    expect(found.some((p) => p.startsWith(`${file('a', 'en')}: raw HTML in the body`))).toBe(true);
    expect(found).toContain(`${file('a', 'en')}: an image in the body (the article's image is the front matter's)`);
    expect(found).toContain(`${file('a', 'fr')}: image: public/images/articles/missing.svg does not exist`);
  });

  it('a file without front matter, invalid YAML, a folder name that is no slug, the reserved slug', () => {
    article('ok');
    fs.mkdirSync(path.join(dir, 'Bad_Name'));
    for (const l of ['en', 'de', 'fr']) fs.writeFileSync(path.join(dir, 'Bad_Name', `${l}.md`), 'no front matter');
    write('article-not-found', 'en', {}, 'x');
    fs.writeFileSync(path.join(dir, 'ok', 'de.md'), '---\ntitle: [unclosed\n---\nx');
    const found = problems();
    expect(found).toContain(`${path.relative(process.cwd(), path.join(dir, 'Bad_Name'))}: the folder name is the URL's slug: lowercase letters, digits and single hyphens only`);
    expect(found).toContain(`${file('Bad_Name', 'en')}: no front matter (the file must start with a --- line)`);
    expect(found.some((p) => p.startsWith(`${file('ok', 'de')}: front matter is not valid YAML`))).toBe(true);
    expect(found.some((p) => p.includes('article-not-found is reserved'))).toBe(true);
  });

  it('reports every problem of every file at once', () => {
    article('a', { title: undefined });
    article('b', { category: 'gossip' });
    expect(problems()).toHaveLength(6);
    expect(() => readArticles(dir, NOW)).toThrow(/The articles have 6 problems:\n {2}- /);
  });
});
