import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import formatMessage from './format-message-browser';
import { browserNamespaces, loadMessages, pickNamespaces } from './messages';
import { locales } from './routing';

type Json = { [k: string]: Json | string };
function leaves(o: Json, prefix = ''): Array<[string, string]> {
  return Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
}

describe('the browser formatter', () => {
  it('replaces simple arguments and leaves plain text alone', () => {
    expect(formatMessage('k', 'Consultation with {name}', { name: 'Ada' })).toBe('Consultation with Ada');
    expect(formatMessage('k', 'It’s {a} and {b}', { a: 1, b: 'x' })).toBe('It’s 1 and x');
    expect(formatMessage('k', 'Plain text.')).toBe('Plain text.');
    const found = '{count, plural, =0 {No articles found} one {# article found} other {# articles found}}';
    expect(formatMessage('k', found, { count: 0 }, { locale: 'en' })).toBe('No articles found');
    expect(formatMessage('k', found, { count: 1 }, { locale: 'en' })).toBe('1 article found');
    expect(formatMessage('k', found, { count: 1200 }, { locale: 'de' })).toBe('1.200 articles found');
  });

  // The first Intl.NumberFormat of a page costs some 70 ms on the bench's phone, during hydration.
  it('builds no number format for a count below 1000, and one per language above it', () => {
    const Real = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made++;
      }
    } as typeof Real;
    try {
      const found = '{count, plural, =0 {None} one {# article} other {# articles}}';
      expect([0, 1, 7, 999].map((count) => formatMessage('k', found, { count }, { locale: 'fr-FR' }))).toEqual(['None', '1 article', '7 articles', '999 articles']);
      expect(made).toBe(0);
      expect(formatMessage('k', found, { count: 1000 }, { locale: 'fr-FR' })).toBe('1\u202f000 articles');
      expect(formatMessage('k', found, { count: 2500 }, { locale: 'fr-FR' })).toBe('2\u202f500 articles');
      expect(made).toBe(1);
    } finally {
      Intl.NumberFormat = Real;
    }
  });

  // The browser bundle formats the messages of clientNamespaces with it instead of ICU: each one
  // must read exactly as next-intl's full formatter writes it, in every language.
  it.each(locales)('formats every client message of %s exactly as next-intl does', async (locale) => {
    const client = pickNamespaces((await loadMessages(locale)) as Json, browserNamespaces) as Json;
    const t = createTranslator({ locale, messages: client });
    for (const [key, message] of leaves(client)) {
      const names = [...new Set([...message.matchAll(/\{(\w+)/g)].map((m) => m[1]))];
      const plural = /^\{\w+, plural,/.test(message);
      for (const sample of plural ? [0, 1, 2, 12, 1200] : ['x']) {
        const values = Object.fromEntries(names.map((n, i) => [n, plural ? sample : `v${i}`]));
        expect(formatMessage(key, message, names.length ? values : undefined, { locale }), `${key} ${sample}`).toBe(t(key as never, values as never));
      }
    }
  });
});
