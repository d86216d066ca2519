import type { ReactNode } from 'react';
import { createTranslator, type AbstractIntlMessages } from 'next-intl';
import type { Locale } from '@/i18n/routing';

/**
 * The shape of a legal section in the dictionary, read into blocks the page renders in order:
 *   { "title": "...", "p1": "...", "sub1": "...", "list1": { "i1": "...", "i2": "..." }, "p2": "..." }
 * pN is a paragraph, subN a subheading, listN a bulleted list (items in key order). Dictionary
 * objects keep their key order (no key is an integer), so the writer of the text decides the layout.
 * The blocks name their messages (paths below the section); the texts are ICU messages that the
 * page reads with next-intl's `t.rich`, with the legal identity's {placeholders} and `legalTags`.
 */

export type LegalBlock =
  | { kind: 'paragraph'; key: string }
  | { kind: 'subheading'; key: string }
  | { kind: 'list'; key: string; items: string[] }; // item keys below the list's key

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function requireText(value: unknown, where: string) {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`Legal text ${where} must be a non-empty string`);
}

/** Reads the blocks of one section of a legal document; throws on anything the page could not render. */
export function sectionBlocks(value: unknown, where: string): LegalBlock[] {
  if (!isRecord(value)) throw new Error(`Legal section ${where} is missing`);
  requireText(value.title, `${where}.title`);
  const blocks: LegalBlock[] = [];
  for (const [key, raw] of Object.entries(value)) {
    if (key === 'title') continue;
    if (/^(p|sub)\d+$/.test(key)) {
      requireText(raw, `${where}.${key}`);
      blocks.push({ kind: key.startsWith('p') ? 'paragraph' : 'subheading', key });
    } else if (/^list\d+$/.test(key)) {
      if (!isRecord(raw)) throw new Error(`Legal list ${where}.${key} must be an object of items`);
      const items = Object.keys(raw);
      if (items.length === 0) throw new Error(`Legal list ${where}.${key} has no items`);
      for (const item of items) requireText(raw[item], `${where}.${key}.${item}`);
      blocks.push({ kind: 'list', key, items });
    } else throw new Error(`Unknown block "${key}" in legal section ${where}`);
  }
  if (blocks.length === 0) throw new Error(`Legal section ${where} has no body`);
  return blocks;
}

/**
 * Tags a legal text may contain, each around plain text: `strong`, a `mail` address, a link to
 * one of the legal pages, or to the contact form. next-intl refuses any other.
 */
export const legalTags = ['strong', 'mail', 'privacyPolicy', 'termsOfService', 'cookiePolicy', 'contactForm'] as const;
export type LegalTag = (typeof legalTags)[number];

type TagValues<T> = Record<LegalTag, (chunks: T) => T>;

/** The tags as plain text: a text's words without its markup. */
export const plainTags = Object.fromEntries(legalTags.map((tag) => [tag, (chunks: string) => chunks])) as TagValues<string>;
type Values = Record<string, string>;

/**
 * next-intl's translator over a language's legal dictionary, for keys assembled from the
 * document's data (`privacyPolicy.sections.rights.list1.i1`), which cannot be typed statically.
 * A missing key, value or tag, or a tag the texts may not use, throws instead of printing a
 * fallback: the unit tests format every text of every language with it.
 */
export function legalTranslator(locale: Locale, legal: AbstractIntlMessages, values: Values) {
  const t = createTranslator({
    locale,
    messages: { legal },
    namespace: 'legal',
    onError: (error) => {
      throw error;
    },
  }) as unknown as {
    rich: (key: string, values: Record<string, string | ((chunks: ReactNode) => ReactNode)>) => ReactNode;
    markup: (key: string, values: Record<string, string | ((chunks: string) => string)>) => string;
  };
  return {
    rich: (key: string, tags: TagValues<ReactNode>) => t.rich(key, { ...values, ...tags }),
    markup: (key: string, tags: TagValues<string>) => t.markup(key, { ...values, ...tags }),
  };
}
