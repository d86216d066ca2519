/**
 * The shape of a legal section in the dictionary, read into blocks the page renders in order:
 *   { "title": "...", "p1": "...", "sub1": "...", "list1": { "i1": "...", "i2": "..." }, "p2": "..." }
 * pN is a paragraph, subN a subheading, listN a bulleted list (items in key order). Dictionary
 * objects keep their key order (no key is an integer), so the writer of the text decides the layout.
 */

export type LegalBlock =
  | { kind: 'paragraph'; key: string; text: string }
  | { kind: 'subheading'; key: string; text: string }
  | { kind: 'list'; key: string; items: { key: string; text: string }[] };

export type LegalSection = { title: string; blocks: LegalBlock[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readText(value: unknown, where: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`Legal text ${where} must be a non-empty string`);
  return value;
}

/**
 * Reads one section of a legal document, its {placeholders} filled from values; throws on
 * anything the page could not render.
 */
export function parseSection(value: unknown, where: string, values: Record<string, string> = {}): LegalSection {
  if (!isRecord(value)) throw new Error(`Legal section ${where} is missing`);
  const text = (raw: unknown, at: string) => fillPlaceholders(readText(raw, at), values);
  const blocks: LegalBlock[] = [];
  for (const [key, raw] of Object.entries(value)) {
    if (key === 'title') continue;
    if (/^p\d+$/.test(key)) blocks.push({ kind: 'paragraph', key, text: text(raw, `${where}.${key}`) });
    else if (/^sub\d+$/.test(key)) blocks.push({ kind: 'subheading', key, text: text(raw, `${where}.${key}`) });
    else if (/^list\d+$/.test(key)) {
      if (!isRecord(raw)) throw new Error(`Legal list ${where}.${key} must be an object of items`);
      const items = Object.entries(raw).map(([itemKey, item]) => ({ key: itemKey, text: text(item, `${where}.${key}.${itemKey}`) }));
      if (items.length === 0) throw new Error(`Legal list ${where}.${key} has no items`);
      blocks.push({ kind: 'list', key, items });
    } else throw new Error(`Unknown block "${key}" in legal section ${where}`);
  }
  if (blocks.length === 0) throw new Error(`Legal section ${where} has no body`);
  return { title: text(value.title, `${where}.title`), blocks };
}

/** Tags a legal text may contain; each wraps plain text and no other tag. */
export const legalTags = ['strong', 'mail', 'privacyPolicy', 'termsOfService', 'cookiePolicy', 'contactForm'] as const;
export type LegalTag = (typeof legalTags)[number];
export type RichSegment = string | { tag: LegalTag; text: string };

const isLegalTag = (name: string): name is LegalTag => (legalTags as readonly string[]).includes(name);

/** Splits a text into plain runs and tagged runs ('Write to <mail>a@b.c</mail>.'). */
export function richSegments(source: string): RichSegment[] {
  const segments: RichSegment[] = [];
  const pattern = /<(\w+)>([^<]*)<\/(\w+)>/g;
  let last = 0;
  for (const match of source.matchAll(pattern)) {
    const [whole, open, inner, close] = match;
    if (open !== close) throw new Error(`Mismatched tags <${open}>…</${close}> in "${source}"`);
    if (!isLegalTag(open)) throw new Error(`Unknown tag <${open}> in "${source}"`);
    if (inner.trim() === '') throw new Error(`Empty <${open}> in "${source}"`);
    if (match.index > last) segments.push(source.slice(last, match.index));
    segments.push({ tag: open, text: inner });
    last = match.index + whole.length;
  }
  if (last < source.length) segments.push(source.slice(last));
  const stray = segments.find((s) => typeof s === 'string' && /[<>]/.test(s));
  if (stray !== undefined) throw new Error(`Unbalanced tag in "${source}"`);
  return segments;
}

/**
 * Fills a legal text's {placeholders} with the configured facts ('… is {providerName}, …');
 * throws on a name it does not know, so a typo in a dictionary fails the build, not the reader.
 */
export function fillPlaceholders(source: string, values: Record<string, string>): string {
  return source.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown placeholder {${name}} in "${source}"`);
    return value;
  });
}
