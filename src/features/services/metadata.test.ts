import fs from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/i18n/messages';
import { locales } from '@/i18n/routing';
import { serviceCatalog } from './catalog';
import { formatDuration } from './catalog-text';
import { formatPrice } from './format';
import { serviceMetaValues } from './metadata';
import type { ServicePageKey } from './catalog';

type Json = { [key: string]: Json | string };
const MESSAGES = path.resolve(__dirname, '../../../messages');

async function metaDescription(pageKey: ServicePageKey, locale: (typeof locales)[number]) {
  const messages = (await loadMessages(locale)) as Json;
  const raw = ((messages.meta as Json).pages as Json)[pageKey] as Json;
  // The key is built from data: used as the plain (key, values) => string function it is.
  const t = createTranslator({ locale, messages, namespace: 'meta.pages' }) as unknown as (key: string, values: Record<string, string>) => string;
  return { raw: raw.description as string, text: t(`${pageKey}.description`, serviceMetaValues(pageKey, locale)) };
}

/** Every string of a dictionary file with its dotted key. */
function strings(value: Json | string, key = ''): Array<[string, string]> {
  return typeof value === 'string' ? [[key, value]] : Object.entries(value).flatMap(([k, v]) => strings(v, key ? `${key}.${k}` : k));
}

describe('service page descriptions take their figures from the catalogue', () => {
  it('write no figure themselves: durations, prices and the ROI are placeholders', async () => {
    for (const locale of locales) {
      for (const { pageKey } of serviceCatalog) {
        const { raw } = await metaDescription(pageKey, locale);
        expect(raw, `${locale} ${pageKey}`).not.toMatch(/\d/);
      }
    }
  });

  it("name the catalogue's duration and price, in each language's wording", async () => {
    for (const locale of locales) {
      for (const service of serviceCatalog) {
        const pageKey = service.pageKey;
        const { raw, text } = await metaDescription(pageKey, locale);
        expect(text, `${locale} ${pageKey}`).not.toMatch(/[{}]|\.\./);
        if (raw.includes('{duration}')) expect(text).toContain(formatDuration(service.duration, locale));
        if (raw.includes('{price}')) expect(text).toContain(formatPrice(service.price.min, locale));
      }
      const optimization = await metaDescription('continuousOptimization', locale);
      expect(optimization.raw, 'the monthly retainer names its price').toContain('{price}');
      expect((await metaDescription('customImplementation', locale)).text).toMatch(/8.{1,3}16/);
      // A search snippet cannot carry a figure's basis: the ROI claim stays on the page, beside its basis.
      expect((await metaDescription('strategicAssessment', locale)).text).not.toMatch(/300.{1,3}500\s?%/);
    }
  });
});

describe('no text of the dictionary quotes a price', () => {
  it("has money only in the booking form's budget choices, which name fixed amounts", () => {
    const money = /\$\s?\d|\d[\d.,\s\u00a0\u202f]*\s?(€|EUR\b|USD\b)/;
    for (const locale of locales) {
      for (const file of fs.readdirSync(path.join(MESSAGES, locale))) {
        const dictionary = JSON.parse(fs.readFileSync(path.join(MESSAGES, locale, file), 'utf8')) as Json;
        const priced = strings(dictionary)
          .filter(([, text]) => money.test(text))
          .map(([key]) => `${file.replace(/\.json$/, '')}.${key}`)
          .filter((key) => !key.startsWith('forms.budgets.'));
        expect(priced, locale).toEqual([]);
      }
    }
  });
});
