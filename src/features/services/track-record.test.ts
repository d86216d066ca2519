import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/i18n/messages';
import { locales } from '@/i18n/routing';
import { formatCount, formatPercent } from './format';
import { TRACK_RECORD, trackRecordValues } from './track-record';
import { servicesPageView } from './services-page-view';

type Json = { [key: string]: Json | string };
type Tx = (key: string, values?: Record<string, string>) => string;

/** Every message that states the track record, raw and filled. */
async function statements(locale: (typeof locales)[number]) {
  const messages = (await loadMessages(locale)) as Json;
  const t = createTranslator({ locale, messages }) as unknown as Tx;
  const raw = (key: string) => key.split('.').reduce<Json | string>((at, part) => (at as Json)[part], messages) as string;
  const keys = ['home.hero.stats.implementations.value', 'home.hero.stats.roi.value', 'home.hero.stats.success.value', 'meta.fallbackDescription', 'meta.pages.home.description'];
  return keys.map((key) => ({ key, raw: raw(key), text: t(key, trackRecordValues(locale)) }));
}

describe('the track record is stated from one place', () => {
  it('has no figure of it written into a message', async () => {
    for (const locale of locales) {
      for (const { key, raw } of await statements(locale)) expect(raw, `${locale} ${key}`).not.toMatch(/\d/);
    }
  });

  it('shows the same figures on the home page, in the description and on the services page', async () => {
    for (const locale of locales) {
      const count = formatCount(TRACK_RECORD.implementations, locale);
      const rate = formatPercent(TRACK_RECORD.successRate, locale);
      const [implementations, roi, success, fallback, home] = (await statements(locale)).map((s) => s.text);
      expect(implementations).toContain(count);
      expect(roi).toMatch(new RegExp(`^${TRACK_RECORD.roiMonths.min}\\D+${TRACK_RECORD.roiMonths.max}$`));
      expect(success).toBe(rate);
      // The site's description (search snippets, social cards) cannot carry the basis: no figure there.
      expect(fallback).not.toContain(count);
      expect(home).toBe(fallback);
      expect(servicesPageView(locale).why.basis.length).toBeGreaterThan(40);
      const claims = servicesPageView(locale).why.claims.map((c) => c.title).join(' | ');
      expect(claims).toContain(count);
      expect(claims).toContain(rate);
      expect(claims).toMatch(new RegExp(`${TRACK_RECORD.roiMonths.min}\\D{1,3}${TRACK_RECORD.roiMonths.max}`));
    }
  });
});
