import { describe, expect, it } from 'vitest';
import {
  applyQuery,
  defaultQuery,
  filterConsultants,
  isFiltered,
  matchesLocation,
  matchesSearch,
  matchesSpecialty,
  parseQuery,
  queryToSearch,
  sortConsultants,
  type FilterableConsultant,
} from './filters';

const make = (over: Partial<FilterableConsultant> & { id: string }): FilterableConsultant => ({
  name: over.id,
  titles: [],
  specialties: [],
  specialtyNames: [],
  locations: [],
  rating: 4.5,
  reviewCount: 10,
  hourlyRate: { min: 100, max: 200 },
  ...over,
});

const sofia = make({
  id: 'sofia',
  name: 'Sofía Martínez',
  titles: ['KI-Beraterin für Kundenerlebnis', 'Customer Experience AI Consultant'],
  specialties: ['customer-service-ai', 'ai-training'],
  specialtyNames: ['KI im Kundenservice', 'KI-Schulung', 'Customer Service AI', 'AI Training & Enablement'],
  locations: ['Madrid, Spanien', 'Madrid, Spain'],
  rating: 4.7,
  reviewCount: 62,
  hourlyRate: { min: 150, max: 220 },
});
const lukas = make({
  id: 'lukas',
  name: 'Lukas Schneider',
  titles: ['Berater für KI-Governance', 'AI Governance Consultant'],
  specialties: ['ai-governance', 'ai-strategy'],
  specialtyNames: ['KI-Governance und Ethik', 'KI-Strategie', 'AI Governance & Ethics', 'AI Strategy'],
  locations: ['Berlin, Deutschland', 'Berlin, Germany'],
  rating: 4.9,
  reviewCount: 91,
  hourlyRate: { min: 240, max: 330 },
});
const matthias = make({
  id: 'matthias',
  name: 'Matthias Vogel',
  titles: ['Architekt für Workflow-Automatisierung', 'Workflow Automation Architect'],
  specialties: ['process-automation', 'ai-strategy'],
  specialtyNames: ['Prozessautomatisierung', 'KI-Strategie', 'Workflow Automation', 'AI Strategy'],
  locations: ['München, Deutschland', 'Munich, Germany'],
  rating: 4.5,
  reviewCount: 29,
  hourlyRate: { min: 180, max: 260 },
});
const all = [sofia, lukas, matthias];
const ids = (list: FilterableConsultant[]) => list.map((c) => c.id);

describe('search', () => {
  it('matches a case-insensitive substring of the name', () => {
    expect(matchesSearch(lukas, 'SCHNEID')).toBe(true);
    expect(matchesSearch(sofia, 'schneid')).toBe(false);
  });

  it('ignores accents, so "sofia martinez" finds "Sofía Martínez"', () => {
    expect(matchesSearch(sofia, 'sofia martinez')).toBe(true);
  });

  it('matches the title in the page language and in English', () => {
    expect(matchesSearch(lukas, 'governance consultant')).toBe(true);
    expect(matchesSearch(lukas, 'berater für ki')).toBe(true);
  });

  it('matches specialty names in the page language and in English', () => {
    expect(matchesSearch(matthias, 'prozessauto')).toBe(true);
    expect(matchesSearch(matthias, 'workflow')).toBe(true);
    expect(ids(filterConsultants(all, { ...defaultQuery, q: 'ki-strategie' }))).toEqual(['lukas', 'matthias']);
  });

  it('does not search the location', () => {
    expect(matchesSearch(lukas, 'berlin')).toBe(false);
  });

  it('treats an empty or blank search as no filter', () => {
    expect(matchesSearch(lukas, '')).toBe(true);
    expect(matchesSearch(lukas, '   ')).toBe(true);
  });
});

describe('filters', () => {
  it('location is a substring match on "City, Country", in either language', () => {
    expect(matchesLocation(matthias, 'Munich')).toBe(true);
    expect(matchesLocation(matthias, 'münchen')).toBe(true);
    expect(ids(filterConsultants(all, { ...defaultQuery, location: 'germany' }))).toEqual(['lukas', 'matthias']);
    expect(matchesLocation(sofia, 'Munich')).toBe(false);
  });

  it('specialty is an exact match on the id', () => {
    expect(matchesSpecialty(lukas, 'ai-governance')).toBe(true);
    expect(matchesSpecialty(lukas, 'ai-gov')).toBe(false);
    expect(matchesSpecialty(lukas, 'governance')).toBe(false);
  });

  it("'all' means no filter", () => {
    expect(ids(filterConsultants(all, { q: '', location: 'all', specialty: 'all' }))).toEqual(['sofia', 'lukas', 'matthias']);
  });

  it('combines search, location and specialty with AND', () => {
    const q = { q: 'ki', location: 'Germany', specialty: 'process-automation' };
    expect(ids(filterConsultants(all, q))).toEqual(['matthias']);
    expect(ids(filterConsultants(all, { ...q, location: 'Spain' }))).toEqual([]);
    expect(ids(filterConsultants(all, { ...q, q: 'lukas' }))).toEqual([]);
  });
});

describe('sort', () => {
  it('highest rated (the default) orders by rating, then by review count', () => {
    const a = make({ id: 'a', rating: 4.8, reviewCount: 10 });
    const b = make({ id: 'b', rating: 4.8, reviewCount: 90 });
    const c = make({ id: 'c', rating: 4.9, reviewCount: 1 });
    expect(ids(sortConsultants([a, b, c], 'rating'))).toEqual(['c', 'b', 'a']);
    expect(ids(applyQuery([a, b, c], defaultQuery))).toEqual(['c', 'b', 'a']);
  });

  it('price sorts by the lower bound of the hourly rate', () => {
    const cheapWide = make({ id: 'cheap-wide', hourlyRate: { min: 100, max: 900 } });
    const mid = make({ id: 'mid', hourlyRate: { min: 150, max: 160 } });
    const dear = make({ id: 'dear', hourlyRate: { min: 300, max: 310 } });
    expect(ids(sortConsultants([mid, dear, cheapWide], 'price-asc'))).toEqual(['cheap-wide', 'mid', 'dear']);
    expect(ids(sortConsultants([mid, cheapWide, dear], 'price-desc'))).toEqual(['dear', 'mid', 'cheap-wide']);
  });

  it('breaks a price tie by the rating order and never mutates its input', () => {
    const x = make({ id: 'x', rating: 4.5, hourlyRate: { min: 100, max: 120 } });
    const y = make({ id: 'y', rating: 4.9, hourlyRate: { min: 100, max: 300 } });
    const input = [x, y];
    expect(ids(sortConsultants(input, 'price-asc'))).toEqual(['y', 'x']);
    expect(ids(input)).toEqual(['x', 'y']);
  });
});

describe('URL query', () => {
  it('reads q, location, specialty and sort, with defaults for the missing ones', () => {
    expect(parseQuery(new URLSearchParams('q=gov&location=Berlin&specialty=ai-governance&sort=price-desc'))).toEqual({
      q: 'gov',
      location: 'Berlin',
      specialty: 'ai-governance',
      sort: 'price-desc',
    });
    expect(parseQuery(new URLSearchParams(''))).toEqual(defaultQuery);
    expect(parseQuery(new URLSearchParams('sort=cheapest')).sort).toBe('rating');
  });

  it('writes only what differs from the default view, and round-trips', () => {
    expect(queryToSearch(defaultQuery)).toBe('');
    const q = { q: 'data & ai', location: 'New York', specialty: 'all', sort: 'price-asc' as const };
    const search = queryToSearch(q);
    expect(search).toBe('?q=data+%26+ai&location=New+York&sort=price-asc');
    expect(parseQuery(new URLSearchParams(search))).toEqual(q);
  });

  it('knows when a view is filtered (sorting alone is not a filter)', () => {
    expect(isFiltered(defaultQuery)).toBe(false);
    expect(isFiltered({ ...defaultQuery, sort: 'price-asc' })).toBe(false);
    expect(isFiltered({ ...defaultQuery, specialty: 'nlp' })).toBe(true);
  });
});
