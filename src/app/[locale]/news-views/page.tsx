import { initLocale, type LocalePageProps } from '@/i18n/locale';
import { NewsViewsPage, newsViewsMetadata } from './news-views-page';

export const generateMetadata = newsViewsMetadata;

export default async function Page({ params }: LocalePageProps) {
  return <NewsViewsPage locale={initLocale((await params).locale)} />;
}
