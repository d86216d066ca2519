import { getTranslations } from 'next-intl/server';
import { Layers, LineChart, Map, Rocket, Search, Wrench, type IconComponent } from '@/components/ui/icons';
import type { Locale } from '@/i18n/routing';
import { SectionHeading } from './section-heading';

const steps: ReadonlyArray<{ key: 'discover' | 'strategy' | 'design' | 'build' | 'launch' | 'optimise'; icon: IconComponent }> = [
  { key: 'discover', icon: Search },
  { key: 'strategy', icon: Map },
  { key: 'design', icon: Layers },
  { key: 'build', icon: Wrench },
  { key: 'launch', icon: Rocket },
  { key: 'optimise', icon: LineChart },
];

/** #process: the six steps every engagement follows. */
export async function ProcessSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.process' });
  return (
    <section id="process" aria-labelledby="process-title" className="border-y bg-muted/70 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="process-title" align="center" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
        {/* The big step numbers are decoration drawn by CSS, with empty alternative text: "Step n" names each step. */}
        <ol className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {steps.map(({ key, icon: Icon }, index) => (
            <li
              key={key}
              data-step={String(index + 1).padStart(2, '0')}
              className="process-step"
            >
              <div className="flex items-center gap-3">
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-accent text-primary ring-1 ring-primary/10">
                  <Icon className="size-5" aria-hidden />
                </span>
                <p className="eyebrow text-brand">{t('stepLabel', { number: index + 1 })}</p>
              </div>
              <h3 className="mt-5 text-xl font-semibold tracking-tight text-ink">{t(`steps.${key}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{t(`steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
