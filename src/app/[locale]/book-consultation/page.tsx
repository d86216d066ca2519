import { getTranslations } from 'next-intl/server';
import { initLocale, type LocalePageProps } from '@/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageHero } from '@/components/site/page-hero';
import { BookingPageForm } from '@/features/leads/booking-page-form';
import { FormMessages } from '@/features/leads/form-messages';

export async function generateMetadata({ params }: LocalePageProps) {
  const { locale } = await params;
  return pageMetadata({ pageKey: 'bookConsultation', locale: initLocale(locale) });
}

export default async function Page({ params }: LocalePageProps) {
  const locale = initLocale((await params).locale);
  const meta = await getTranslations({ locale, namespace: 'meta' });
  return (
    <>
      <PageHero title={meta('pages.bookConsultation.heading')} intro={meta('pages.bookConsultation.intro')} />
      <section aria-label={meta('pages.bookConsultation.title')} className="py-12 sm:py-16">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <FormMessages>
            <BookingPageForm />
          </FormMessages>
        </div>
      </section>
    </>
  );
}
