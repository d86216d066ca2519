import { initLocale, type LocalePageProps } from '@/i18n/locale';
import { pageMetadata } from '@/features/seo/metadata';
import { BasicPage } from '@/components/site/basic-page';

export async function generateMetadata({ params }: LocalePageProps) {
  const { locale } = await params;
  return pageMetadata({ pageKey: 'strategicAssessment', locale: initLocale(locale) });
}

export default async function Page({ params }: LocalePageProps) {
  const { locale } = await params;
  return <BasicPage pageKey="strategicAssessment" locale={initLocale(locale)} />;
}
