import { initLocale, type SearchPageProps } from '@/i18n/locale';
import { internalPath } from '@/i18n/routing';
import { listSearch, searchParamsOf } from '@/features/search-renders/search-pages';
import { NewsViewsPage, newsViewsMetadata } from '../news-views-page';

// The news list with a query's view (a category, a search, a page), rendered for the request: the
// proxy sends a navigation with a query here, within the client's limit (src/proxy.ts,
// docs/decisions/025). Never a public path.
export const dynamic = 'force-dynamic';

export const generateMetadata = newsViewsMetadata;

export default async function Page({ params, searchParams }: SearchPageProps) {
  const locale = initLocale((await params).locale);
  return <NewsViewsPage locale={locale} search={listSearch(internalPath('newsViews'), searchParamsOf(await searchParams))} />;
}
