import { describe, expect, it } from 'vitest';
import {
  PAGE_SIZE,
  countByCategory,
  defaultNewsQuery,
  filterByCategory,
  matchesSearch,
  newsQueryString,
  newsView,
  paginate,
  parseNewsQuery,
  searchArticles,
  type Searchable,
} from './query';

const card = (id: number, over: Partial<Searchable> = {}): Searchable & { id: number } => ({
  id,
  title: `Article ${id}`,
  excerpt: `Excerpt ${id}`,
  tags: [`tag${id}`],
  categoryId: 'technology',
  featured: false,
  ...over,
});

describe('search', () => {
  const a = card(1, { title: 'ChatGPT Integration With Salesforce', excerpt: 'Field-tested lessons for CRM teams.', tags: ['chatgpt', 'integration', 'with', 'salesforce'] });
  const b = card(2, { title: 'Was ist ChatGPT?', excerpt: 'Ein Überblick für Führungskräfte.', tags: ['what', 'is', 'chatgpt'] });

  it('matches the title, case-insensitively', () => {
    expect(matchesSearch(a, 'salesFORCE')).toBe(true);
    expect(matchesSearch(a, 'INTEGRATION with')).toBe(true);
  });

  it('matches the excerpt', () => {
    expect(matchesSearch(a, 'field-tested')).toBe(true);
    expect(matchesSearch(b, 'FÜHRUNGSKRÄFTE', 'de')).toBe(true);
  });

  it('matches any tag, even when title and excerpt do not contain it', () => {
    expect(matchesSearch(b, 'WHAT')).toBe(true);
    expect(matchesSearch(b, 'what is')).toBe(false);
  });

  it('ignores surrounding spaces; a blank query matches everything', () => {
    expect(matchesSearch(a, '  salesforce  ')).toBe(true);
    expect(matchesSearch(a, '   ')).toBe(true);
    expect(searchArticles([a, b], '')).toEqual([a, b]);
  });

  it('filters out what does not match', () => {
    expect(searchArticles([a, b], 'chatgpt')).toEqual([a, b]);
    expect(searchArticles([a, b], 'salesforce')).toEqual([a]);
    expect(searchArticles([a, b], 'blockchain')).toEqual([]);
  });
});

describe('category filter and counts', () => {
  const list = [card(1, { categoryId: 'technology' }), card(2, { categoryId: 'case-studies' }), card(3, { categoryId: 'technology' })];

  it('keeps everything under all, one category otherwise', () => {
    expect(filterByCategory(list, 'all')).toEqual(list);
    expect(filterByCategory(list, 'technology').map((c) => c.id)).toEqual([1, 3]);
    expect(filterByCategory(list, 'implementation')).toEqual([]);
  });

  it('counts every category and the total', () => {
    expect(countByCategory(list)).toEqual({ all: 3, 'ai-strategy': 0, implementation: 0, 'case-studies': 1, 'industry-insights': 0, technology: 2 });
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 81 }, (_, i) => i + 1);

  it('gives pages of 12 with previous/next flags', () => {
    const first = paginate(items, 1);
    expect(PAGE_SIZE).toBe(12);
    expect(first).toMatchObject({ page: 1, totalPages: 7, total: 81, hasPrevious: false, hasNext: true });
    expect(first.items).toEqual(items.slice(0, 12));
    const middle = paginate(items, 3);
    expect(middle).toMatchObject({ page: 3, hasPrevious: true, hasNext: true });
    expect(middle.items[0]).toBe(25);
    const last = paginate(items, 7);
    expect(last).toMatchObject({ page: 7, hasPrevious: true, hasNext: false });
    expect(last.items).toEqual([73, 74, 75, 76, 77, 78, 79, 80, 81]);
  });

  it('clamps the page number into range', () => {
    expect(paginate(items, 99).page).toBe(7);
    expect(paginate(items, 0).page).toBe(1);
    expect(paginate(items, -3).page).toBe(1);
    expect(paginate(items, Number.NaN).page).toBe(1);
  });

  it('has one empty page for an empty list', () => {
    expect(paginate([], 4)).toEqual({ items: [], page: 1, totalPages: 1, total: 0, hasPrevious: false, hasNext: false });
  });

  it('has exactly one page for 12 items', () => {
    expect(paginate(items.slice(0, 12), 1)).toMatchObject({ totalPages: 1, hasNext: false });
  });
});

describe('newsView', () => {
  const list = Array.from({ length: 30 }, (_, i) =>
    card(i + 1, { featured: i < 3, categoryId: i % 2 === 0 ? 'technology' : 'case-studies', title: i === 1 ? 'Special featured topic' : `Article ${i + 1}` }),
  );

  it("shows the featured ones apart under 'all' and leaves them out of the latest grid", () => {
    const view = newsView(list, defaultNewsQuery);
    expect(view.featured.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(view.latest.total).toBe(27);
    expect(view.latest.items[0].id).toBe(4);
  });

  it('has no featured section under a category; the grid holds all of the category', () => {
    const view = newsView(list, { category: 'technology', q: '', page: 1 });
    expect(view.featured).toEqual([]);
    expect(view.latest.total).toBe(15);
    expect(view.latest.items.every((c) => c.categoryId === 'technology')).toBe(true);
    expect(view.latest.items[0].id).toBe(1);
  });

  it('searches all articles, featured ones included, and hides the featured section', () => {
    const view = newsView(list, { category: 'all', q: 'special', page: 1 });
    expect(view.featured).toEqual([]);
    expect(view.latest.items.map((c) => c.id)).toEqual([2]);
  });

  it('combines category and search', () => {
    expect(newsView(list, { category: 'technology', q: 'special', page: 1 }).latest.total).toBe(0);
    expect(newsView(list, { category: 'case-studies', q: 'special', page: 1 }).latest.total).toBe(1);
  });

  it('counts per category over all articles, whatever the search', () => {
    expect(newsView(list, { category: 'technology', q: 'zzz', page: 1 }).counts).toMatchObject({ all: 30, technology: 15, 'case-studies': 15 });
  });
});

describe('the URL query', () => {
  const params = (s: string) => new URLSearchParams(s);

  it('reads category, q and page', () => {
    expect(parseNewsQuery(params('category=technology&q=gpt&page=3'))).toEqual({ category: 'technology', q: 'gpt', page: 3 });
  });

  it('falls back to the default for unknown or malformed values', () => {
    expect(parseNewsQuery(params(''))).toEqual(defaultNewsQuery);
    expect(parseNewsQuery(params('category=cooking&page=abc'))).toEqual(defaultNewsQuery);
    expect(parseNewsQuery(params('page=-2')).page).toBe(1);
  });

  it('writes only what differs from the default', () => {
    expect(newsQueryString(defaultNewsQuery)).toBe('');
    expect(newsQueryString({ category: 'case-studies', q: '', page: 1 })).toBe('?category=case-studies');
    expect(newsQueryString({ category: 'all', q: 'ai agents', page: 2 })).toBe('?q=ai+agents&page=2');
    expect(newsQueryString({ category: 'all', q: '   ', page: 1 })).toBe('');
  });

  it('round-trips', () => {
    const q = { category: 'industry-insights' as const, q: 'SEO', page: 4 };
    expect(parseNewsQuery(params(newsQueryString(q).slice(1)))).toEqual(q);
  });
});
