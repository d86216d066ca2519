import { getTranslations } from 'next-intl/server';
import { ArrowDown } from '@/components/ui/icons';
import { initLocale, type LocalePageProps } from '@/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageHero } from '@/components/site/page-hero';
import { CtaBand } from '@/components/site/cta-band';
import { BookConsultationButton } from '@/components/site/book-consultation-button';
import { buttonVariants } from '@/components/ui/button';
import { directoryProps } from '@/features/consultants/directory-props';
import { UrlConsultantDirectory } from '@/features/consultants/consultant-directory';
import { FeaturedCities, RegionCards, StatsStrip, WhyLocal } from '@/features/consultants/sections';

export async function generateMetadata({ params }: LocalePageProps) {
  const { locale } = await params;
  return pageMetadata({ pageKey: 'findConsultant', locale: initLocale(locale), noindex: true });
}

export default async function Page({ params }: LocalePageProps) {
  const locale = initLocale((await params).locale);
  const meta = await getTranslations({ locale, namespace: 'meta' });
  const t = await getTranslations({ locale, namespace: 'consultants' });
  const directory = await directoryProps(locale);

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={meta('pages.findConsultant.heading')} intro={meta('pages.findConsultant.intro')}>
        <a href="#directory" className={buttonVariants({ variant: 'hero', size: 'lg' })}>
          <ArrowDown aria-hidden />
          {t('hero.browse')}
        </a>
        <BookConsultationButton variant="outline" size="lg">
          {t('hero.book')}
        </BookConsultationButton>
      </PageHero>
      <StatsStrip locale={locale} />
      <section id="directory" aria-labelledby="directory-title" className="scroll-mt-20 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="directory-title" className="text-3xl font-bold tracking-tight text-ink">
            {t('directory.heading')}
          </h2>
          <p className="mt-3 mb-8 max-w-3xl text-lg text-muted-foreground">{t('directory.intro')}</p>
          <UrlConsultantDirectory {...directory} />
        </div>
      </section>
      <RegionCards locale={locale} />
      <WhyLocal locale={locale} />
      <FeaturedCities locale={locale} />
      <CtaBand locale={locale} title={t('cta.title')} text={t('cta.text')} button={t('cta.button')} />
    </>
  );
}
