import { getTranslations } from 'next-intl/server';
import { trackRecordValues } from '@/features/services/track-record';
import { CircleCheck } from '@/components/ui/icons';
import type { Locale } from '@/i18n/routing';
import { BookConsultationButton } from '@/components/site/book-consultation-button';
import { SectionHeading } from './section-heading';
import { FrameworkEmblem } from './framework-emblem';

const items = ['sponsorship', 'useCases', 'data', 'security', 'governance', 'integration', 'adoption', 'measurement'] as const;

/** The framework: the eight building blocks, as a checklist. */
export async function FrameworkSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.framework' });
  const th = await getTranslations({ locale, namespace: 'home.hero' });
  return (
    <section aria-labelledby="framework-title" className="py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:gap-16 lg:px-8">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <SectionHeading id="framework-title" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro', { success: th('stats.success.value', trackRecordValues(locale)) })} />
          <BookConsultationButton variant="default" size="lg" className="mt-8">
            {t('cta')}
          </BookConsultationButton>
          <FrameworkEmblem className="mt-14 hidden size-52 lg:block" />
        </div>
        <div className="rounded-2xl border bg-gradient-to-br from-accent/70 via-background to-background p-6 shadow-sm sm:p-8">
          <h3 className="eyebrow text-muted-foreground">{t('checklistLabel')}</h3>
          <ul className="mt-6 grid gap-x-8 gap-y-6 sm:grid-cols-2">
            {items.map((key) => (
              <li key={key} className="flex gap-3.5">
                <CircleCheck className="mt-0.5 size-6 shrink-0 text-brand" aria-hidden />
                <div>
                  <p className="font-semibold text-ink">{t(`items.${key}.title`)}</p>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{t(`items.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
