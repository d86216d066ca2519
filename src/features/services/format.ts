import type { Locale } from '@/i18n/routing';

/**
 * Money shown to a visitor: dollars in English, euros in German and French (decision 007). The
 * figure is the same in every language, only the currency sign changes, as in the booking form's
 * budget choices (messages/<locale>/forms.json): the catalogue holds one price list, not three
 * converted ones.
 */
export const displayCurrency = (locale: Locale): 'USD' | 'EUR' => (locale === 'en' ? 'USD' : 'EUR');

const numberLocales: Record<Locale, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR' };

type PriceOptions = {
  /** Short form for large figures: "$2.3M", "2,3 Mio. €", "2,3 M€". */
  compact?: boolean;
};

/** 15000 -> "$15,000" (en), "15.000 €" (de), "15 000 €" (fr). */
export function formatPrice(amount: number, locale: Locale, { compact = false }: PriceOptions = {}): string {
  const text = new Intl.NumberFormat(numberLocales[locale], {
    style: 'currency',
    currency: displayCurrency(locale),
    maximumFractionDigits: compact ? 1 : 0,
    ...(compact ? { notation: 'compact' as const } : {}),
  }).format(amount);
  // French sets the unit of a compact amount as one symbol, "2,3 M€" (Intl writes "2,3 M €").
  return compact && locale === 'fr' ? text.replace(/([kM])[\s\u00a0\u202f]€$/, '$1€') : text;
}

/** 99.9 -> "99.9%" (en), "99,9 %" (de, fr). */
export function formatPercent(value: number, locale: Locale): string {
  return new Intl.NumberFormat(numberLocales[locale], { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

/** 2500 -> "2,500" (en), "2.500" (de), "2 500" (fr). */
export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(numberLocales[locale]).format(value);
}
