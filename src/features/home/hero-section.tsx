import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ArrowRight, Sparkles } from '@/components/ui/icons';
import { localizedPath, type Locale } from '@/i18n/routing';
import { buttonVariants } from '@/components/ui/button';
import { BookConsultationButton } from '@/components/site/book-consultation-button';
import { cn } from '@/lib/utils';
import { trackRecordValues } from '@/features/services/track-record';

const statKeys = ['implementations', 'roi', 'success'] as const;

/** #hero: the promise, the two calls to action and the three headline claims. */
export async function HeroSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.hero' });
  const claims = await getTranslations({ locale, namespace: 'claims' });
  const figures = trackRecordValues(locale);
  return (
    <section id="hero" aria-labelledby="hero-title" className="relative overflow-hidden border-b bg-gradient-to-b from-accent/60 via-background to-background">
      <div aria-hidden className="absolute inset-0 bg-[radial-gradient(48rem_28rem_at_85%_0%,rgba(15,118,110,0.14),transparent),radial-gradient(36rem_24rem_at_0%_100%,rgba(29,78,216,0.08),transparent)]" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:gap-10 lg:px-8 lg:py-24">
        <div className="min-w-0">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand/20 bg-background/80 px-3.5 py-1.5 text-sm font-semibold text-brand">
            <Sparkles className="size-4" aria-hidden />
            {t('eyebrow')}
          </p>
          <h1 id="hero-title" className="hero-title">
            {t('title')}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-muted-foreground sm:text-xl">{t('intro')}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <BookConsultationButton variant="hero" size="lg">
              {t('primaryCta')}
            </BookConsultationButton>
            <Link href={localizedPath('services', locale)} className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'group')}>
              {t('secondaryCta')}
              <ArrowRight className="transition-transform group-hover:translate-x-0.5" aria-hidden />
            </Link>
          </div>
          <div className="mt-12 border-t border-border pt-8">
            <p className="eyebrow text-xs text-muted-foreground">{t('statsLabel')}</p>
            {/* Each column at least as wide as its figure (« plus de 80 » is the widest), smaller figures
                below 400 px: on a phone no figure runs into the next one or out of the screen. */}
            <dl className="mt-5 grid grid-cols-[repeat(3,auto)] justify-between gap-3 min-[400px]:gap-4 sm:grid-cols-3 sm:gap-8">
              {statKeys.map((key) => (
                <div key={key} className="flex flex-col gap-1.5">
                  <dt className="text-xs leading-snug text-muted-foreground sm:text-sm">{t(`stats.${key}.label`)}</dt>
                  {/* A figure stays on one line; the words around it (« plus de », « à ») are smaller. */}
                  <dd className="order-first text-2xl font-bold tracking-tight whitespace-nowrap text-ink min-[400px]:text-3xl sm:text-4xl">
                    <span className="bg-gradient-to-r from-brand to-primary bg-clip-text text-transparent">
                      {wordsSmaller(t(`stats.${key}.value`, figures))}
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-5 text-xs leading-relaxed text-muted-foreground">{claims('trackRecord')}</p>
          </div>
        </div>
        {/* Decorative artwork for wide screens: a cached file, fetched only where it shows. */}
        <div aria-hidden className="hero-network" />
      </div>
    </section>
  );
}

/** A stated figure with its words ("plus de", "à") set smaller than its numbers, so that it fits one line. */
function wordsSmaller(text: string) {
  return text.split(/(\p{L}+(?:\s+\p{L}+)*)/u).map((part, i) =>
    /\p{L}/u.test(part) ? (
      <span key={i} className="text-base min-[400px]:text-lg sm:text-xl">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
