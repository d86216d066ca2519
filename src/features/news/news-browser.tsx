'use client';

import { WithUrlSearch } from '@/components/site/with-url-search';
import { NewsView, type NewsViewProps } from './news-view';
import { parseNewsQuery } from './query';

/**
 * The list state lives in the URL (?category=&q=&page=). The prerendered HTML (what crawlers and
 * visitors without JavaScript get) holds the default state, 'all', page 1; the browser then shows
 * the state of its address bar.
 */
export function NewsBrowser(props: NewsViewProps) {
  return <WithUrlSearch>{(params) => <NewsView {...props} query={parseNewsQuery(params)} />}</WithUrlSearch>;
}
