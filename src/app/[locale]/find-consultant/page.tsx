import { initLocale, type LocalePageProps } from '@/i18n/locale';
import { pageMetadata } from '@/features/seo/metadata';
import { BasicPage } from '@/components/site/basic-page';

export async function generateMetadata({ params }: LocalePageProps) {
  const { locale } = await params;
  return pageMetadata({ pageKey: 'findConsultant', locale: initLocale(locale), noindex: true });
}

export default async function Page({ params }: LocalePageProps) {
  const { locale } = await params;
  return <BasicPage pageKey="findConsultant" locale={initLocale(locale)} />;
}
