import { initLocale, type LocalePageProps } from '@/i18n/locale';
import { FindConsultantPage, findConsultantMetadata } from './find-consultant-page';

export const generateMetadata = findConsultantMetadata;

export default async function Page({ params }: LocalePageProps) {
  return <FindConsultantPage locale={initLocale((await params).locale)} />;
}
