import type { Locale } from '@/i18n/routing';
import { formatSpan } from './catalog-text';
import { formatCount, formatPercent } from './format';
import { TRACK_RECORD } from '@/features/claims/claims';

export { TRACK_RECORD };

/** The track record (claims module) formatted for a language: the values of every message that states it. */
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
