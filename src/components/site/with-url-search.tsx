'use client';

import * as React from 'react';
import { useSearchParams } from 'next/navigation';

const EMPTY = new URLSearchParams();
const subscribeNothing = () => () => {};

/** Reports the query of the address bar; rendered only in the browser, after hydration. */
function SearchParamsSync({ onChange }: { onChange: (params: URLSearchParams) => void }) {
  const params = useSearchParams();
  React.useLayoutEffect(() => onChange(params), [params, onChange]);

  return null;
}

/**
 * Puts a view's query ('?q=…', or '' for the default view) into the address bar: 'push' makes a
 * history entry (Back returns to the previous view), 'replace' updates the current one. Next.js
 * folds native history calls into its router, so WithUrlSearch follows.
 */
export function setUrlSearch(search: string, mode: 'push' | 'replace') {
  const url = `${window.location.pathname}${search}`;
  if (url === `${window.location.pathname}${window.location.search}`) return;
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
}

/**
 * The text of a search box bound to the URL's query: what the visitor types, until the URL's
 * value changes from elsewhere (Back, Forward, a link), which the box then shows. A box that
 * writes the URL as it types says what the URL will hold (`expectUrl`), so that its own write
 * (a blank search left out of the URL) does not count as a change from elsewhere.
 */
export function useUrlDraft(urlValue: string) {
  const [draft, setDraft] = React.useState(urlValue);
  const [seen, setSeen] = React.useState(urlValue);
  if (urlValue !== seen) {
    setSeen(urlValue);
    setDraft(urlValue);
  }
  return { draft, setDraft, expectUrl: setSeen };
}

/**
 * Renders its children with the URL query (?q=&page=…) of a prerendered page. While the page is
 * prerendered and then hydrated, the query is empty: the static HTML holds the default view and
 * hydrates as it is, without the client render from scratch that a Suspense boundary around
 * useSearchParams costs. Right after, the view of the address bar follows, and every change of
 * it: Back and Forward, links, and `history.pushState` / `replaceState` calls.
 */
export function WithUrlSearch({ children }: { children: (params: URLSearchParams, inBrowser: boolean) => React.ReactNode }) {
  const [params, setParams] = React.useState<URLSearchParams>(EMPTY);
  // Same query, same object: the children do not render again for nothing.
  const onChange = React.useCallback((next: URLSearchParams) => setParams((prev) => (prev.toString() === next.toString() ? prev : next)), []);
  const inBrowser = React.useSyncExternalStore(subscribeNothing, () => true, () => false);
  return (
    <>
      {inBrowser && <SearchParamsSync onChange={onChange} />}
      {children(params, inBrowser)}
    </>
  );
}
