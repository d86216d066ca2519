'use client';

import { useEffect } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

/** Pushes the spec's page_view event (path and query) to window.dataLayer on every route change. */
export function PageViewTracker() {
  const pathname = usePathname();
  const search = useSearchParams();
  const query = search.toString();
  useEffect(() => {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: 'page_view', page_path: pathname, page_query: query, page_location: pathname + (query ? `?${query}` : '') });
  }, [pathname, query]);
  return null;
}
