import { getTranslations } from 'next-intl/server';
import { trackRecordValues } from '@/features/services/track-record';
import { ArrowRight, Plus } from '@/components/ui/icons';
import type { Locale } from '@/i18n/routing';
import { SectionHeading } from './section-heading';
import { JsonLd } from '@/lib/seo/json-ld';
import { faqPageJsonLd, type FaqItem } from './structured-data';

const faqKeys = ['what', 'roi', 'security', 'expertise', 'start'] as const;

/**
 * The FAQ as native <details> elements: keyboard accessible, no JavaScript, and every answer is
 * in the HTML for visitors and crawlers alike.
 */
export async function FaqSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.faq' });
  const th = await getTranslations({ locale, namespace: 'home.hero' });
  const figures = trackRecordValues(locale);
  const values = {
    implementations: th('stats.implementations.value', figures),
    roi: th('stats.roi.value', figures),
  };
  const items: FaqItem[] = faqKeys.map((key) => ({
    question: t(`items.${key}.question`),
    answer: t(`items.${key}.answer`, values),
  }));
  return (
    <section aria-labelledby="faq-title" className="py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-x-16 gap-y-10 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:grid-rows-[auto_1fr] lg:px-8">
        <SectionHeading id="faq-title" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
        <div className="space-y-3 lg:row-span-2">
          {items.map(({ question, answer }, index) => (
            <details key={faqKeys[index]} className="group rounded-xl border bg-card shadow-sm open:shadow-md">
              <summary className="faq-question">
                <h3>{question}</h3>
                <span aria-hidden className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-primary transition-transform group-open:rotate-45">
                  <Plus className="size-4" />
                </span>
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-muted-foreground sm:px-6 sm:pb-6">{answer}</p>
            </details>
          ))}
        </div>
        <p className="self-start text-base text-foreground lg:col-start-1 lg:row-start-2">
          {t('moreQuestions')}{' '}
          <a href="#contact" className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline">
            {t('contactLink')}
            <ArrowRight className="size-4" aria-hidden />
          </a>
        </p>
      </div>
      <JsonLd data={faqPageJsonLd(items)} />
    </section>
  );
}
