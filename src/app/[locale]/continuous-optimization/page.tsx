import { initLocale, type LocalePageProps } from '@/i18n/locale';
import { servicePageMetadata } from '@/features/services/metadata';
import { ServicePage } from '@/features/services/service-page';

export async function generateMetadata({ params }: LocalePageProps) {
  const { locale } = await params;
  return servicePageMetadata('continuousOptimization', initLocale(locale));
}

export default async function Page({ params }: LocalePageProps) {
  const { locale } = await params;
  return <ServicePage pageKey="continuousOptimization" locale={initLocale(locale)} />;
}
