import type { Locale } from '@/i18n/routing';
import type { HourlyRate } from './data';

/**
 * The rate's numbers are the same in every language; the currency follows the house rule for
 * prices: dollars in English, euros in German and French (decision 007).
 */
export const currencyOf = (locale: Locale) => (locale === 'en' ? 'USD' : 'EUR');

export function formatHourlyRate(rate: HourlyRate, locale: Locale): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: currencyOf(locale), maximumFractionDigits: 0 });
  return format.formatRange(rate.min, rate.max);
}

/** 4.8 in English, 4,8 in German and French. */
export function formatRating(rating: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}
