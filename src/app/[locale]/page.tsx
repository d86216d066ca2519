import { initLocale, type LocalePageProps } from '@/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { CtaBand } from '@/components/site/cta-band';
import { ContactSection } from '@/features/leads/contact-section';
import { HeroSection } from '@/features/home/hero-section';
import { ServicesSection } from '@/features/home/services-section';
import { ResultsSection } from '@/features/home/results-section';
import { ProcessSection } from '@/features/home/process-section';
import { FrameworkSection } from '@/features/home/framework-section';
import { InsightsSection } from '@/features/home/insights-section';
import { FaqSection } from '@/features/home/faq-section';
import { trackRecordValues } from '@/features/services/track-record';

export async function generateMetadata({ params }: LocalePageProps) {
  const { locale } = await params;
  return pageMetadata({ pageKey: 'home', locale: initLocale(locale), descriptionValues: trackRecordValues(initLocale(locale)) });
}

export default async function HomePage({ params }: LocalePageProps) {
  const locale = initLocale((await params).locale);
  return (
    <>
      <HeroSection locale={locale} />
      <ServicesSection locale={locale} />
      <ResultsSection locale={locale} />
      <ProcessSection locale={locale} />
      <FrameworkSection locale={locale} />
      <InsightsSection locale={locale} />
      <FaqSection locale={locale} />
      <ContactSection locale={locale} />
      <CtaBand locale={locale} />
    </>
  );
}
