import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespaces } from './messages';
import { articles } from '@/features/news/articles';

/**
 * The dictionary and the articles read as a native business writer would write them: French
 * typography, German quotes, no English left in the German and French texts, and none of the
 * mistranslations native readers found. The emails take their text from the same files.
 */
type Json = { [k: string]: Json | string };
const dir = path.resolve(__dirname, '../../messages');

function leaves(o: Json, prefix = ''): [string, string][] {
  return Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
}
/** An article's prose: its Markdown without code and without link addresses. */
const prose = (markdown: string) =>
  markdown
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`]*`/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, '');
const articleTexts = (locale: 'en' | 'de' | 'fr') =>
  articles.flatMap(({ slug, texts }) => {
    const { title, excerpt, tags, imageAlt, markdown } = texts[locale];
    const paragraphs = prose(markdown).split(/\n+/).filter((line) => line.trim() !== '');
    return [
      [`article ${slug}: title`, title],
      [`article ${slug}: excerpt`, excerpt],
      [`article ${slug}: alt`, imageAlt],
      ...tags.map((tag, i) => [`article ${slug}: tag ${i}`, tag]),
      ...paragraphs.map((line, i) => [`article ${slug}: line ${i}`, line]),
    ] as [string, string][];
  });
const dictionary = (locale: 'en' | 'de' | 'fr') =>
  new Map([
    ...namespaces.flatMap((ns) => leaves(JSON.parse(fs.readFileSync(path.join(dir, locale, `${ns}.json`), 'utf8')) as Json, `${ns}.`)),
    ...articleTexts(locale),
  ]);
const en = dictionary('en');
const de = dictionary('de');
const fr = dictionary('fr');

/** The entries of a dictionary whose text matches. */
const offending = (entries: Map<string, string>, pattern: RegExp) => [...entries].filter(([, text]) => pattern.test(text)).map(([key, text]) => `${key}: ${text}`);

describe('French typography', () => {
  it('has typographic apostrophes only', () => {
    expect(offending(fr, /'/)).toEqual([]);
  });

  it('sets a no-break space before : ; ? ! and inside « », never a plain one', () => {
    expect(offending(fr, / [:;?!]/)).toEqual([]);
    expect(offending(fr, /« | »/)).toEqual([]);
    // A colon, semicolon, question or exclamation mark right after a letter lacks its space.
    expect(offending(fr, /[\p{L}\d)»][;?!](\s|$)/u)).toEqual([]);
    expect(offending(fr, /[\p{L})»]:(\s|$)/u)).toEqual([]);
  });

  it('uses « guillemets », not English quotes', () => {
    expect(offending(fr, /["“”]/)).toEqual([]);
  });
});

describe('German quotes', () => {
  it('quotes „so“, never “so” or "so"', () => {
    expect(offending(de, /(^|[\s(])“/)).toEqual([]);
    expect(offending(de, /"/)).toEqual([]);
  });
});

describe('no English left in German and French', () => {
  // Function words that only an English sentence has.
  const english = /\b(the|and|with|your|our|for|you|this|that|is|are|will)\b/i;
  for (const [locale, entries] of [['de', de], ['fr', fr]] as const) {
    it(`${locale}: no sentence is the English one`, () => {
      const same = [...entries].filter(([key, text]) => en.get(key) === text && text.split(/\s+/).length >= 3 && english.test(text));
      expect(same.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
    });

    it(`${locale}: no article line reads as English`, () => {
      const words = /\b(the|and|with|your|you|this|that|for|are|will|of|to)\b/gi;
      const lines = [...entries].filter(([key, text]) => key.startsWith('article ') && (text.match(words) ?? []).length >= 3);
      expect(lines.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
    });
  }
});

describe('mistranslations native readers found', () => {
  it('German', () => {
    expect(offending(de, /Kontaktanzeige/)).toEqual([]);
    expect(offending(de, /Datenschutzrichtlinie/)).toEqual([]);
    expect(offending(de, /\b(ChatGPT|KI|AI) (Berater|Beratung|Strategie|Agenten)/)).toEqual([]);
    expect(offending(de, /unterstützen Sie unsere Berater/)).toEqual([]);
    // Numbers with a plus belong on stat badges, not in running text.
    expect(offending(de, /\p{L} \d+\+ \p{L}/u)).toEqual([]);
  });

  it('French', () => {
    // No « de » before a name that may begin with a vowel (« Portrait de Olivia »); numbers and dates are fine.
    expect(offending(fr, /\b(de|que|le|la) \{(?!count|price|date|time|min|max|minutes|duration|roi|implementations)/)).toEqual([]);
    expect(offending(fr, /certifiés par ville/)).toEqual([]);
    expect(offending(fr, /Développement GPT-4 et d’agents IA/)).toEqual([]);
    expect(offending(fr, /adresse de client/)).toEqual([]);
  });
});

describe('kinds of defect a native reader flagged, so that none comes back', () => {
  it('English: American spelling', () => {
    expect(offending(en, /\b(recognis|organis|authoris|pseudonymis|analys(e|ed|ing)\b|favour|behaviour|licences?\b|centre|programmes?\b|colour)/i)).toEqual([]);
  });

  it('German: a relative clause follows the noun it belongs to, not an infinitive', () => {
    // "… Lösungen zu konzipieren, umzusetzen und zu skalieren, die Ihre Mitarbeitenden nutzen"
    expect(offending(de, /\b(zu \p{L}+(?:en|ern|eln)|\p{L}+zu\p{L}+en), (die|der|das|den) (?!\p{Ll})/u)).toEqual([]);
  });

  it('French: « 1er » for the first of a month, never « 1 septembre »', () => {
    expect(offending(fr, /(^|[\s\u00a0])1[\s\u00a0](janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)\b/)).toEqual([]);
  });

  it('French: amounts as French writes them (« 2,3 M€ », « 25 000 € »), never « 2,3 M € » or « 25,000 EUR »', () => {
    expect(offending(fr, /\d[\s\u00a0\u202f]?M[\s\u00a0\u202f]€|\d,\d{3}\b|\bEUR\b(?!-Lex)/)).toEqual([]);
  });

  it('French: offer names in French (« Choisir l’offre Essential » was English)', () => {
    const tiers = ['essential', 'professional', 'enterprise'].map((id) => `servicePages.continuousOptimization.sections.tiers.items.${id}.name`);
    for (const key of tiers) expect(fr.get(key), key).not.toBe(en.get(key));
  });

  it('the newsletter promises nothing before the double opt-in is confirmed', () => {
    const promise = { en: /you('|’)ll receive|you will receive/i, de: /erhalten (künftig|ab sofort)/i, fr: /vous recevrez/i };
    for (const [locale, entries] of [['en', en], ['de', de], ['fr', fr]] as const) {
      for (const key of ['forms.newsletter.successTitle', 'forms.newsletter.successText']) expect(entries.get(key), `${locale} ${key}`).not.toMatch(promise[locale]);
    }
  });

  it('no English role or legal form left in a German or French identity value', () => {
    for (const entries of [de, fr]) {
      expect(offending(entries, /Managing Director|limited liability company|\(Managing/)).toEqual([]);
    }
  });
});
