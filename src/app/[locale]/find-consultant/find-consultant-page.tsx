import { getTranslations } from 'next-intl/server';
import { ArrowDown } from '@/components/ui/icons';
import { initLocale, type LocalePageProps } from '@/i18n/locale';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageHero } from '@/components/site/page-hero';
import { CtaBand } from '@/components/site/cta-band';
import { BookConsultationButton } from '@/components/site/book-consultation-button';
import { buttonVariants } from '@/components/ui/button';
import { DirectorySection } from '@/features/consultants/directory-section';
import { FeaturedCities, RegionCards, StatsStrip, WhyLocal } from '@/features/consultants/sections';
import { directoryFigures } from '@/features/consultants/data';

export async function findConsultantMetadata({ params }: LocalePageProps) {
  const { locale } = await params;
  return pageMetadata({ pageKey: 'findConsultant', locale: initLocale(locale), noindex: true });
}

/**
 * The directory page: prerendered in its default view (page.tsx), and rendered for a request with
 * the view of its query (`search`, normalised: search/page.tsx, docs/decisions/025).
 */
export async function FindConsultantPage({ locale, search = '' }: { locale: Locale; search?: string }) {
  const meta = await getTranslations({ locale, namespace: 'meta' });
  const t = await getTranslations({ locale, namespace: 'consultants' });
  const number = new Intl.NumberFormat(locale);
  const figures = directoryFigures();
  const intro = meta('pages.findConsultant.intro', {
    consultants: number.format(figures.consultants),
    cities: number.format(figures.cities),
    countries: number.format(figures.countries),
  });

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={meta('pages.findConsultant.heading')} intro={intro}>
        <a href="#directory" className={buttonVariants({ variant: 'hero', size: 'lg' })}>
          <ArrowDown aria-hidden />
          {t('hero.browse')}
        </a>
        <BookConsultationButton variant="outline" size="lg">
          {t('hero.book')}
        </BookConsultationButton>
      </PageHero>
      <StatsStrip locale={locale} />
      <DirectorySection locale={locale} search={search} />
      <RegionCards locale={locale} />
      <WhyLocal locale={locale} />
      <FeaturedCities locale={locale} />
      <CtaBand locale={locale} title={t('cta.title')} text={t('cta.text')} button={t('cta.button')} />
    </>
  );
}
