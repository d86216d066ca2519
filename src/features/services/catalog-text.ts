import type { Locale } from '@/i18n/routing';
import type { PriceRange, ServiceDuration } from './catalog';
import { formatPrice } from './format';
import { servicesTranslator } from './texts';

/**
 * Durations and price ranges are worded per language ("2-4 weeks", "2–4 Wochen",
 * "2 à 4 semaines"), so their templates are messages (serviceCatalog.format), not code.
 */
const catalogTranslator = (locale: Locale) => servicesTranslator('serviceCatalog', locale);

import type { Span } from '@/features/claims/claims';

export type { Span };

const rangeKeys = { day: 'days', week: 'weeks', month: 'months' } as const;
const singleKeys = { day: 'day', week: 'week', month: 'month' } as const;

/** {day, 3, 5} -> "3-5 days" / "3–5 Tage" / "3 à 5 jours"; {day, 1} -> "1 day" / "1 Tag" / "1 jour". */
export function formatSpan(span: Span, locale: Locale): string {
  const t = catalogTranslator(locale);
  if (span.max === undefined || span.max === span.min) return t(`format.${singleKeys[span.unit]}`, { count: span.min });
  return t(`format.${rangeKeys[span.unit]}`, { min: span.min, max: span.max });
}

/** A catalogue duration: "2-4 weeks" / "2–4 Wochen" / "2 à 4 semaines", or "Ongoing". */
export function formatDuration(duration: ServiceDuration, locale: Locale): string {
  if (duration.kind === 'ongoing') return catalogTranslator(locale)('format.ongoing');
  return formatSpan({ unit: 'week', min: duration.min, max: duration.max }, locale);
}

/**
 * Our prices are for businesses: net of VAT, said the way each language's business usage says it
 * ("15.000 € zzgl. MwSt.", "15 000 € HT"; English leaves it unsaid).
 */
const net = (t: ReturnType<typeof catalogTranslator>, price: string) => t('format.net', { price });

/** "$15,000 - $35,000", or "$5,000 - $25,000 per month" for a monthly retainer. */
export function formatPriceRange(price: PriceRange, locale: Locale): string {
  const t = catalogTranslator(locale);
  const range = t('format.priceRange', { min: formatPrice(price.min, locale), max: formatPrice(price.max, locale) });
  return net(t, price.per === 'month' ? t('format.perMonth', { price: range }) : range);
}

/** What a service card shows: the lower price followed by a plus ("$15,000+", "$5,000+/month"). */
export function formatFromPrice(price: PriceRange, locale: Locale): string {
  const t = catalogTranslator(locale);
  const amount = formatPrice(price.min, locale);
  return net(t, price.per === 'month' ? t('format.fromPerMonth', { price: amount }) : t('format.from', { price: amount }));
}

/** A monthly price: "$12,000 per month". */
export function formatMonthly(amount: number, locale: Locale): string {
  const t = catalogTranslator(locale);
  return net(t, t('format.perMonth', { price: formatPrice(amount, locale) }));
}

/** 300, 500 -> "300-500%" / "300–500 %" / "300 à 500 %". */
export function formatPercentRange(min: number, max: number, locale: Locale): string {
  return catalogTranslator(locale)('format.percentRange', { min, max });
}
