import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { BookConsultationButton } from './book-consultation-button';

type Props = { locale: Locale; title?: string; text?: string; button?: string };

/** The closing call to action that almost every page ends with: it opens the booking dialog. */
export async function CtaBand({ locale, title, text, button }: Props) {
  const t = await getTranslations({ locale, namespace: 'common' });
  return (
    <section aria-labelledby="cta-title" className="relative overflow-hidden bg-brand-deep text-white print:hidden">
      <div aria-hidden className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,rgba(45,212,191,0.25),transparent),radial-gradient(40rem_24rem_at_0%_110%,rgba(59,130,246,0.3),transparent)]" />
      <div className="relative mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6 sm:py-20">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title ?? t('ctaTitle')}
        </h2>
        <p className="max-w-2xl text-lg text-slate-200 text-pretty">{text ?? t('ctaText')}</p>
        <BookConsultationButton variant="cta" size="lg">
          {button ?? t('ctaButton')}
        </BookConsultationButton>
      </div>
    </section>
  );
}
