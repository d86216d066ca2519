'use client';

import { Suspense } from 'react';
import { useSearchParams } from 'next/navigation';
import { NewsView, type NewsViewProps } from './news-view';
import { defaultNewsQuery, parseNewsQuery } from './query';

function NewsFromUrl(props: NewsViewProps) {
  const searchParams = useSearchParams();
  return <NewsView {...props} query={parseNewsQuery(searchParams)} />;
}

/**
 * The list state lives in the URL (?category=&q=&page=). The page is static, so the part that
 * reads the query renders in the browser; the prerendered HTML (what crawlers and visitors
 * without JavaScript get) is the Suspense fallback: the default state, 'all', page 1.
 * Both sit in this one client component so that the cards cross to the browser only once.
 */
export function NewsBrowser(props: NewsViewProps) {
  return (
    <Suspense fallback={<NewsView {...props} query={defaultNewsQuery} />}>
      <NewsFromUrl {...props} />
    </Suspense>
  );
}
