import { describe, expect, it } from 'vitest';
import { getService } from './catalog';
import { formatDuration, formatFromPrice, formatMonthly, formatPercentRange, formatPriceRange, formatSpan } from './catalog-text';
import { displayCurrency, formatCount, formatPercent, formatPrice } from './format';

/** Intl separates groups and units with no-break spaces; compare as a reader sees them. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('shows the same figure in dollars (en) and euros (de, fr), each in its own notation', () => {
    expect(formatPrice(15_000, 'en')).toBe('$15,000');
    expect(plain(formatPrice(15_000, 'de'))).toBe('15.000 €');
    expect(plain(formatPrice(15_000, 'fr'))).toBe('15 000 €');
    expect(formatPrice(250_000, 'en')).toBe('$250,000');
    expect(plain(formatPrice(250_000, 'de'))).toBe('250.000 €');
    expect(plain(formatPrice(250_000, 'fr'))).toBe('250 000 €');
  });

  it('keeps large marketing figures short when asked', () => {
    expect(formatPrice(2_300_000, 'en', { compact: true })).toBe('$2.3M');
    expect(plain(formatPrice(2_300_000, 'de', { compact: true }))).toBe('2,3 Mio. €');
    expect(plain(formatPrice(1_200_000, 'fr', { compact: true }))).toBe('1,2 M€');
  });

  it('names the currency the offers of the structured data use', () => {
    expect([displayCurrency('en'), displayCurrency('de'), displayCurrency('fr')]).toEqual(['USD', 'EUR', 'EUR']);
  });
});

describe('the card price: the lower bound followed by a plus ("from")', () => {
  it('reads "$15,000+" in English and "from" in German and French', () => {
    const price = getService('strategic-assessment').price;
    expect(formatFromPrice(price, 'en')).toBe('$15,000+');
    expect(plain(formatFromPrice(price, 'de'))).toBe('ab 15.000 € zzgl. MwSt.');
    expect(plain(formatFromPrice(price, 'fr'))).toBe('à partir de 15 000 € HT');
  });

  it('adds the month for the optimization retainer', () => {
    const price = getService('continuous-optimization').price;
    expect(formatFromPrice(price, 'en')).toBe('$5,000+/month');
    expect(plain(formatFromPrice(price, 'de'))).toBe('ab 5.000 €/Monat zzgl. MwSt.');
    expect(plain(formatFromPrice(price, 'fr'))).toBe('à partir de 5 000 €/mois HT');
  });

  it('writes the full range for the price box', () => {
    expect(formatPriceRange(getService('ai-agent-development').price, 'en')).toBe('$75,000 - $200,000');
    expect(plain(formatPriceRange(getService('ai-agent-development').price, 'de'))).toBe('75.000 € – 200.000 € zzgl. MwSt.');
    expect(plain(formatPriceRange(getService('continuous-optimization').price, 'fr'))).toBe('5 000 € à 25 000 € par mois HT');
    expect(formatMonthly(12_000, 'en')).toBe('$12,000 per month');
  });
});

describe('durations', () => {
  it('words week ranges per language', () => {
    const d = getService('strategic-assessment').duration;
    expect(formatDuration(d, 'en')).toBe('2-4 weeks');
    expect(formatDuration(d, 'de')).toBe('2–4 Wochen');
    expect(plain(formatDuration(d, 'fr'))).toBe('2 à 4 semaines');
    expect([formatDuration({ kind: 'ongoing' }, 'en'), formatDuration({ kind: 'ongoing' }, 'de'), formatDuration({ kind: 'ongoing' }, 'fr')]).toEqual([
      'Ongoing',
      'Fortlaufend',
      'En continu',
    ]);
  });

  it('words single values and day and month ranges with plurals', () => {
    expect(formatSpan({ unit: 'day', min: 1 }, 'en')).toBe('1 day');
    expect(formatSpan({ unit: 'day', min: 3 }, 'de')).toBe('3 Tage');
    expect(plain(formatSpan({ unit: 'day', min: 3, max: 5 }, 'fr'))).toBe('3 à 5 jours');
    expect(formatSpan({ unit: 'month', min: 3, max: 6 }, 'en')).toBe('3-6 months');
    expect(formatSpan({ unit: 'month', min: 18 }, 'de')).toBe('18 Monate');
  });
});

describe('percentages and counts', () => {
  it('follow each language', () => {
    expect([formatPercent(99.9, 'en'), plain(formatPercent(99.9, 'de')), plain(formatPercent(99.9, 'fr'))]).toEqual(['99.9%', '99,9 %', '99,9 %']);
    expect([formatCount(2_500, 'en'), formatCount(2_500, 'de'), plain(formatCount(2_500, 'fr'))]).toEqual(['2,500', '2.500', '2 500']);
    expect([formatPercentRange(300, 500, 'en'), formatPercentRange(300, 500, 'de'), plain(formatPercentRange(300, 500, 'fr'))]).toEqual([
      '300-500%',
      '300–500 %',
      '300 à 500 %',
    ]);
  });
});
