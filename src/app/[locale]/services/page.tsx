import { initLocale, type LocalePageProps } from '@/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { ServicesOverview } from '@/features/services/services-overview';

export async function generateMetadata({ params }: LocalePageProps) {
  const { locale } = await params;
  return pageMetadata({ pageKey: 'services', locale: initLocale(locale) });
}

export default async function Page({ params }: LocalePageProps) {
  const { locale } = await params;
  return <ServicesOverview locale={initLocale(locale)} />;
}
