import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { loadMessages, namespaces, withFallback } from './messages';
import { locales } from './routing';

type Json = { [k: string]: Json | string };
const dir = path.resolve(__dirname, '../../messages');
const read = (locale: string, ns: string): Json => JSON.parse(fs.readFileSync(path.join(dir, locale, `${ns}.json`), 'utf8'));

function leaves(o: Json, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(o)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of leaves(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

// ICU argument names used in a message ({name}, {count, plural, ...}), read with the ICU parser.
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type !== TYPE.literal && el.type !== TYPE.pound && 'value' in el && typeof el.value === 'string') names.add(el.value);
      if ('options' in el) for (const option of Object.values(el.options)) walk(option.value);
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(parse(message, { ignoreTag: false }));
  return [...names].sort();
}

describe('dictionary', () => {
  it('lists exactly the namespace files that exist', () => {
    for (const locale of locales) {
      const files = fs.readdirSync(path.join(dir, locale)).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
      expect(files.sort()).toEqual([...namespaces].sort());
    }
  });

  it.each(namespaces)('namespace %s has the same keys in en, de and fr', (ns) => {
    const en = [...leaves(read('en', ns)).keys()].sort();
    for (const locale of ['de', 'fr']) {
      const other = [...leaves(read(locale, ns)).keys()].sort();
      const missing = en.filter((k) => !other.includes(k));
      const extra = other.filter((k) => !en.includes(k));
      expect({ locale, missing, extra }).toEqual({ locale, missing: [], extra: [] });
    }
  });

  it.each(namespaces)('namespace %s uses the same placeholders in every language', (ns) => {
    const en = leaves(read('en', ns));
    for (const locale of ['de', 'fr']) {
      const other = leaves(read(locale, ns));
      for (const [key, message] of en) {
        const translated = other.get(key);
        if (translated === undefined) continue;
        expect(argumentsOf(translated), `${locale}:${ns}.${key}`).toEqual(argumentsOf(message));
      }
    }
  });

  it('has no empty message in German or French where English has text', () => {
    for (const ns of namespaces) {
      const en = leaves(read('en', ns));
      for (const locale of ['de', 'fr']) {
        for (const [key, value] of leaves(read(locale, ns))) {
          if (en.get(key)) expect(value.trim(), `${locale}:${ns}.${key}`).not.toBe('');
        }
      }
    }
  });

  it('falls back to English for a key missing in another language, and keeps every translated one', async () => {
    const english = { header: { bookConsultation: 'Book Consultation', menu: 'Menu' }, ui: { close: 'Close' } };
    const german = { header: { bookConsultation: 'Beratung buchen' } };
    expect(withFallback(english, german)).toEqual({ header: { bookConsultation: 'Beratung buchen', menu: 'Menu' }, ui: { close: 'Close' } });
    // The real dictionaries: a German page reads German (no key fell through to English).
    const de = (await loadMessages('de')) as Json;
    expect((de.header as Json).bookConsultation).toBe('Beratung buchen');
  });
});

describe('pickNamespaces', () => {
  it('keeps whole namespaces and dotted subtrees only', async () => {
    const { pickNamespaces } = await import('./messages');
    const picked = pickNamespaces({ ui: { a: '1' }, leads: { errors: { x: 'y' }, email: { big: 'z' } }, home: { h: 'h' } }, ['ui', 'leads.errors']);
    expect(picked).toEqual({ ui: { a: '1' }, leads: { errors: { x: 'y' } } });
  });

  it('finds every path the browser is handed, in every language (a path that names nothing would hand over nothing)', async () => {
    const { browserNamespaces } = await import('./messages');
    for (const locale of locales) {
      const messages = (await loadMessages(locale)) as Json;
      for (const dotted of browserNamespaces) {
        const found = dotted.split('.').reduce<Json | string | undefined>((at, part) => (typeof at === 'object' ? at[part] : undefined), messages);
        expect(found, `${locale}: ${dotted}`).toBeDefined();
      }
    }
  });
});
