import { initLocale, type SearchPageProps } from '@/i18n/locale';
import { internalPath } from '@/i18n/routing';
import { listSearch, searchParamsOf } from '@/features/search-renders/search-pages';
import { FindConsultantPage, findConsultantMetadata } from '../find-consultant-page';

// The directory with a query's results, rendered for the request: the proxy sends a navigation
// with a query here, within the client's limit (src/proxy.ts, docs/decisions/025). Never a public path.
export const dynamic = 'force-dynamic';

export const generateMetadata = findConsultantMetadata;

export default async function Page({ params, searchParams }: SearchPageProps) {
  const locale = initLocale((await params).locale);
  return <FindConsultantPage locale={locale} search={listSearch(internalPath('findConsultant'), searchParamsOf(await searchParams))} />;
}
