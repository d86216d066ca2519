import { initLocale, type LocalePageProps } from '@/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { LegalNotice } from '@/features/legal/legal-notice';

export async function generateMetadata({ params }: LocalePageProps) {
  const { locale } = await params;
  return pageMetadata({ pageKey: 'legalNotice', locale: initLocale(locale) });
}

export default async function Page({ params }: LocalePageProps) {
  const { locale } = await params;
  return <LegalNotice locale={initLocale(locale)} />;
}
