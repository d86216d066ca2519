import { initLocale, type LocalePageProps } from '@/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { LegalPage } from '@/features/legal/legal-page';

export async function generateMetadata({ params }: LocalePageProps) {
  const { locale } = await params;
  return pageMetadata({ pageKey: 'termsOfService', locale: initLocale(locale), noindex: true });
}

export default async function Page({ params }: LocalePageProps) {
  const { locale } = await params;
  return <LegalPage pageKey="termsOfService" locale={initLocale(locale)} />;
}
