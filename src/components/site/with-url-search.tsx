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
 * Renders its children with the URL query (?q=&page=…) of a prerendered page. While the page is
 * prerendered and then hydrated, the query is `initial`: empty on the prerendered page, whose
 * static HTML holds the default view and hydrates as it is, without the client render from
 * scratch that a Suspense boundary around useSearchParams costs; the query's own on a page
 * rendered for it (docs/decisions/025). Right after, the view of the address bar follows, and
 * every change of it: Back and Forward, links, and `history.pushState` / `replaceState` calls.
 */
export function WithUrlSearch({ initial = '', children }: { initial?: string; children: (params: URLSearchParams, inBrowser: boolean) => React.ReactNode }) {
  const [params, setParams] = React.useState<URLSearchParams>(() => (initial === '' ? EMPTY : new URLSearchParams(initial)));
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
