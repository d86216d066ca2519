'use client';

import { useEffect } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

/**
 * Pushes the page_view event (path and query, decision 004) to window.dataLayer on every route change.
 * The page the visitor arrived on was recorded by the page's inline script (PAGE_VIEW_SCRIPT)
 * before hydration: a location the last page_view already names is not pushed again.
 */
export function PageViewTracker() {
  const pathname = usePathname();
  const search = useSearchParams();
  const query = search.toString();
  useEffect(() => {
    const layer = (window.dataLayer = window.dataLayer ?? []);
    const location = pathname + (query ? `?${query}` : '');
    if (layer.findLast((e) => e.event === 'page_view')?.page_location === location) return;
    layer.push({ event: 'page_view', page_path: pathname, page_query: query, page_location: location });
  }, [pathname, query]);
  return null;
}
