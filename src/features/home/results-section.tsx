import { getTranslations } from 'next-intl/server';
import { Clock, Gauge, Hand, PiggyBank, type IconComponent } from '@/components/ui/icons';
import type { Locale } from '@/i18n/routing';
import { SectionHeading } from './section-heading';
import { OUTCOMES, type Figure } from '@/features/claims/claims';
import { formatPercent } from '@/features/services/format';
import { formatPercentRange } from '@/features/services/catalog-text';

const results: ReadonlyArray<{ key: 'efficiency' | 'response' | 'cost' | 'workload'; icon: IconComponent }> = [
  { key: 'efficiency', icon: Gauge },
  { key: 'response', icon: Clock },
  { key: 'cost', icon: PiggyBank },
  { key: 'workload', icon: Hand },
];

const figureText = (figure: Figure, locale: Locale) =>
  figure.kind === 'percentRange' ? formatPercentRange(figure.min, figure.max, locale) : figure.kind === 'percent' ? formatPercent(figure.value, locale) : '';

/** The outcome claims (claims module, with their basis), right after the services that produce them. */
export async function ResultsSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.results' });
  const claims = await getTranslations({ locale, namespace: 'claims' });
  return (
    <section aria-labelledby="results-title" className="relative overflow-hidden bg-brand-deep text-white">
      <div aria-hidden className="absolute inset-0 bg-[radial-gradient(50rem_26rem_at_100%_0%,rgba(45,212,191,0.18),transparent),radial-gradient(40rem_24rem_at_0%_100%,rgba(59,130,246,0.22),transparent)]" />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <SectionHeading id="results-title" tone="dark" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
        <ul className="mt-12 grid gap-px overflow-hidden rounded-2xl border border-white/10 bg-white/10 sm:grid-cols-2 lg:grid-cols-4">
          {results.map(({ key, icon: Icon }) => (
            <li key={key} className="flex flex-col bg-brand-deep p-6 sm:p-7">
              <Icon className="size-6 text-teal-300" aria-hidden />
              <p className="mt-5 text-4xl font-bold tracking-tight text-teal-300">{t(`items.${key}.value`, { value: figureText(OUTCOMES.items[key], locale) })}</p>
              <p className="mt-2 text-base font-semibold text-white">{t(`items.${key}.label`)}</p>
              <p className="mt-2 text-sm leading-relaxed text-slate-300">{t(`items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 max-w-3xl text-sm text-slate-300">{claims(`basis.${OUTCOMES.basis}`)}</p>
      </div>
    </section>
  );
}
