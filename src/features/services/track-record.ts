import type { Locale } from '@/i18n/routing';
import { formatSpan } from './catalog-text';
import { formatCount, formatPercent } from './format';

/**
 * The consultancy's track record (spec section 1): the home page's headline figures, the
 * services page's 'Why choose us' claims and the site's description all state it, and all take
 * it from here.
 */
export const TRACK_RECORD = { implementations: 80, roiMonths: { min: 3, max: 6 }, successRate: 95 } as const;

/** The track record formatted for a language: the values of every message that states it. */
export function trackRecordValues(locale: Locale) {
  const { implementations, roiMonths, successRate } = TRACK_RECORD;
  return {
    count: formatCount(implementations, locale),
    min: formatCount(roiMonths.min, locale),
    max: formatCount(roiMonths.max, locale),
    span: formatSpan({ unit: 'month', ...roiMonths }, locale),
    rate: formatPercent(successRate, locale),
  };
}
