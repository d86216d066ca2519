import { parseQuery, queryToSearch } from '@/features/consultants/filters';
import { newsQueryString, parseNewsQuery } from '@/features/news/query';
import { internalPath, isLocale } from '@/i18n/routing';

/**
 * The lists whose view lives in the URL's query (the directory, the news list) are prerendered in
 * their default view, and the browser shows the view of its address bar once the scripts run. A
 * visitor without scripts would get the default view for any query: so the proxy answers a
 * navigation to such a list with a query from a route rendered for that request (`SEARCH_SEGMENT`
 * below the page's internal path), whose list is the query's (docs/decisions/025).
 */
export const SEARCH_SEGMENT = '/search';

/** Each list's page (its internal path without the locale) and the query it reads, normalised: '' for the default view. */
const LISTS: Record<string, (params: URLSearchParams) => string> = {
  [internalPath('findConsultant')]: (params) => queryToSearch(parseQuery(params)),
  [internalPath('newsViews')]: (params) => newsQueryString(parseNewsQuery(params)),
};

/** A query string from Next's searchParams (the first value of a repeated name). */
export function searchParamsOf(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(record)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(name, first);
  }
  return params;
}

/** The normalised query of a list ('?q=…', '' for the default view or a page that is not a list). */
export function listSearch(page: string, params: URLSearchParams): string {
  return LISTS[page]?.(params) ?? '';
}

/**
 * Where a GET of an internal page path (/de/find-consultant) with this query is rendered: the
 * list's search route when the query asks for another view than the default, else null (the
 * prerendered page answers).
 */
export function searchRenderPath(pathname: string, params: URLSearchParams): string | null {
  const list = listOf(pathname);
  return list && listSearch(list, params) !== '' ? `${pathname}${SEARCH_SEGMENT}` : null;
}

/** The list page of an internal path (/find-consultant for /de/find-consultant), or null. */
function listOf(pathname: string): string | null {
  const [, locale, ...rest] = pathname.split('/');
  const page = `/${rest.join('/')}`;
  return isLocale(locale) && Object.hasOwn(LISTS, page) ? page : null;
}

/** The page a search route renders (/de/find-consultant for /de/find-consultant/search), or null for another path. */
export function searchedPage(pathname: string): string | null {
  if (!pathname.endsWith(SEARCH_SEGMENT)) return null;
  const page = pathname.slice(0, -SEARCH_SEGMENT.length);
  return listOf(page) ? page : null;
}
