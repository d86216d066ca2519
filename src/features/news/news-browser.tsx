'use client';

import { WithUrlSearch } from '@/components/site/with-url-search';
import { NewsView, type NewsViewProps } from './news-view';
import { parseNewsQuery } from './query';

/**
 * The list state lives in the URL (?category=&q=&page=). The prerendered HTML holds the default
 * state, 'all', page 1; the browser then shows the state of its address bar. A navigation with a
 * query is answered with that state rendered (`initialSearch`, docs/decisions/025), so crawlers
 * and visitors without JavaScript get it too.
 */
export function NewsBrowser({ initialSearch, ...props }: NewsViewProps & { initialSearch?: string }) {
  return <WithUrlSearch initial={initialSearch}>{(params) => <NewsView {...props} query={parseNewsQuery(params)} />}</WithUrlSearch>;
}
