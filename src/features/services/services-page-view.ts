import type { Locale } from '@/i18n/routing';
import type { IconName } from './icons';
import { servicesTranslator } from './texts';
import { trackRecordValues } from './track-record';
import { TESTIMONIALS } from '@/features/claims/claims';

// The services page's own texts (hero, claims, testimonials, call to action) and its dialog's labels, in one language.

/** The 'Why choose us' claims; their titles state the track record's figures, each with its basis (decision 017). */
const WHY_CLAIMS = [
  { key: 'implementations', icon: 'rocket' },
  { key: 'roi', icon: 'trendingUp' },
  { key: 'success', icon: 'award' },
  { key: 'security', icon: 'shieldCheck' },
] as const satisfies ReadonlyArray<{ key: string; icon: IconName }>;

export type Testimonial = { key: string; name: string; title: string; text: string; rating: number; ratingLabel: string };

export function servicesPageView(locale: Locale) {
  const t = servicesTranslator('services', locale);
  const figures = trackRecordValues(locale);
  const claims = servicesTranslator('claims', locale);
  return {
    hero: {
      eyebrow: t('hero.eyebrow'),
      title: t('hero.title'),
      intro: t('hero.intro'),
      getQuote: t('hero.getQuote'),
      viewAll: t('hero.viewAll'),
    },
    grid: { title: t('grid.title'), intro: t('grid.intro') },
    card: {
      learnMore: t('card.learnMore'),
      getQuote: t('card.getQuote'),
      price: t('card.price'),
      duration: t('card.duration'),
      category: t('colon', { label: t('card.category') }),
      learnMoreSuffix: (title: string) => t('card.learnMoreSuffix', { title }),
      getQuoteSuffix: (title: string) => t('card.getQuoteSuffix', { title }),
    },
    why: {
      title: t('why.title'),
      intro: t('why.intro'),
      basis: claims('trackRecord'),
      claims: WHY_CLAIMS.map((c) => ({
        key: c.key,
        icon: c.icon as IconName,
        title: t(`why.claims.${c.key}.title`, figures),
        text: t(`why.claims.${c.key}.text`),
      })),
    },
    testimonials: {
      title: t('testimonials.title'),
      intro: t('testimonials.intro'),
      /** While the quotes are examples, the page says so above them. */
      exampleNote: TESTIMONIALS.example ? claims('testimonials') : null,
      items: TESTIMONIALS.items.map(
        (x): Testimonial => ({
          key: x.key,
          name: x.name,
          title: t(`testimonials.items.${x.key}.title`),
          text: t('testimonials.quote', { text: t(`testimonials.items.${x.key}.text`) }),
          rating: x.rating,
          ratingLabel: t('testimonials.rating', { rating: x.rating }),
        }),
      ),
    },
    cta: { title: t('cta.title'), text: t('cta.text'), button: t('cta.button') },
  };
}
