import type { HourlyRate } from './data';

/**
 * The directory's pure rules: search, filters and sort (best rated first, ties by more reviews,
 * then by id; by price on the hourly rate's lower bound). They work on already translated card
 * data, so the same code runs on the server (the default view in the static HTML) and in the
 * browser (the view of the URL's query).
 */

export const sortKeys = ['rating', 'price-asc', 'price-desc'] as const;
export type SortKey = (typeof sortKeys)[number];
export const DEFAULT_SORT: SortKey = 'rating';

/** 'all' (or nothing) means no filter. */
export const ALL = 'all';

export type DirectoryQuery = { q: string; location: string; specialty: string; sort: SortKey };
export const defaultQuery: DirectoryQuery = { q: '', location: ALL, specialty: ALL, sort: DEFAULT_SORT };

/**
 * What a consultant is searched and sorted by. `titles`, `specialtyNames` and `locations` hold
 * the text in the page's language, then in English, so a search for "Datenanalyse" and one for
 * "data analytics" both find the same consultant on the German page, and a shared English
 * location (?location=Munich) works in every language. The card shows the page's language:
 * `titles[0]`, `locations[0]`, and the names of `specialties` in their order.
 */
export type FilterableConsultant = {
  id: string;
  name: string;
  titles: readonly string[];
  specialties: readonly string[];
  specialtyNames: readonly string[];
  locations: readonly string[];
  rating: number;
  reviewCount: number;
  hourlyRate: HourlyRate;
};

/** Lower case without accents: "sofia" finds "Sofía", "zurich" finds "Zürich". */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

const isAll = (value: string) => value === '' || value === ALL;

/** Substring on name, title or specialties, ignoring case and accents ("zurich" finds "Zürich"). */
export function matchesSearch(c: FilterableConsultant, q: string): boolean {
  const needle = normalize(q);
  if (needle === '') return true;
  return [c.name, ...c.titles, ...c.specialtyNames].some((text) => normalize(text).includes(needle));
}

/** Substring on the location ('City, Country'). */
export function matchesLocation(c: FilterableConsultant, location: string): boolean {
  if (isAll(location)) return true;
  const needle = normalize(location);
  return c.locations.some((text) => normalize(text).includes(needle));
}

/** Exact match on a specialty id. */
export function matchesSpecialty(c: FilterableConsultant, specialty: string): boolean {
  return isAll(specialty) || c.specialties.includes(specialty);
}

/** All filters combine with AND. */
export function filterConsultants<T extends FilterableConsultant>(list: readonly T[], query: Omit<DirectoryQuery, 'sort'>): T[] {
  return list.filter((c) => matchesSearch(c, query.q) && matchesLocation(c, query.location) && matchesSpecialty(c, query.specialty));
}

const byRating = (a: FilterableConsultant, b: FilterableConsultant) =>
  b.rating - a.rating || b.reviewCount - a.reviewCount || a.id.localeCompare(b.id);

const comparators: Record<SortKey, (a: FilterableConsultant, b: FilterableConsultant) => number> = {
  rating: byRating,
  // Price by the lower bound of the hourly rate; equal lower bounds fall back to the rating order.
  'price-asc': (a, b) => a.hourlyRate.min - b.hourlyRate.min || byRating(a, b),
  'price-desc': (a, b) => b.hourlyRate.min - a.hourlyRate.min || byRating(a, b),
};

export function sortConsultants<T extends FilterableConsultant>(list: readonly T[], sort: SortKey): T[] {
  return [...list].sort(comparators[sort]);
}

export function applyQuery<T extends FilterableConsultant>(list: readonly T[], query: DirectoryQuery): T[] {
  return sortConsultants(filterConsultants(list, query), query.sort);
}

const isSortKey = (value: string | null): value is SortKey => value !== null && (sortKeys as readonly string[]).includes(value);

type ParamReader = { get(name: string): string | null };

/** The query of the URL (?q=&location=&specialty=&sort=); unknown sort values fall back to the default. */
export function parseQuery(params: ParamReader): DirectoryQuery {
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    location: params.get('location') || ALL,
    specialty: params.get('specialty') || ALL,
    sort: isSortKey(sort) ? sort : DEFAULT_SORT,
  };
}

/** The URL query of a view ('' for the default view): only what differs from the default is written. */
export function queryToSearch(query: DirectoryQuery): string {
  const params = new URLSearchParams();
  if (query.q.trim() !== '') params.set('q', query.q);
  if (!isAll(query.location)) params.set('location', query.location);
  if (!isAll(query.specialty)) params.set('specialty', query.specialty);
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

export function isFiltered(query: DirectoryQuery): boolean {
  return query.q.trim() !== '' || !isAll(query.location) || !isAll(query.specialty);
}
