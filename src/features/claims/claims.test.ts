import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { consultants } from '@/features/consultants/data';
import { authors } from '@/features/news/authors';
import { CASE_STUDIES, OUTCOMES, SERVICE_METRICS, TESTIMONIALS, TRACK_RECORD, type Basis } from './claims';
import { servicePages } from '@/features/services/service-pages';

type Json = { [k: string]: Json | string };
const messages = (locale: string, ns: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../../messages/${locale}/${ns}.json`), 'utf8')) as Json;
const leaves = (o: Json): string[] => Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v)));

/** Names folded for comparison: case and accents aside ("Élise" is "elise"). */
const fold = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

describe('testimonials', () => {
  it('quote no one who is a consultant or an article author on the site', () => {
    const people = new Set([...consultants.map((c) => c.name), ...Object.values(authors).map((a) => a.name)].map(fold));
    const clashes = TESTIMONIALS.items.filter((t) => people.has(fold(t.name))).map((t) => t.name);
    expect(clashes).toEqual([]);
    // Nor share a surname with them: a reader would take them for the same person.
    const surnames = new Set([...people].map((n) => n.split(/\s+/).at(-1)));
    expect(TESTIMONIALS.items.filter((t) => surnames.has(fold(t.name).split(/\s+/).at(-1))).map((t) => t.name)).toEqual([]);
  });

  it('are marked as examples while they are, in every language', () => {
    expect(TESTIMONIALS.example).toBe(TESTIMONIALS.basis === 'example');
    for (const locale of ['en', 'de', 'fr']) expect(String(messages(locale, 'claims').testimonials)).toMatch(/\p{L}{3}/u);
  });

  it('name no company: an invented company name may be a real one', () => {
    for (const locale of ['en', 'de', 'fr']) {
      const items = (messages(locale, 'services').testimonials as Json).items as Json;
      for (const item of Object.values(items)) expect(String((item as Json).title)).not.toMatch(/\b(Group|Industries|Retail|Inc|GmbH|SA|AG)\b/);
    }
  });
});

describe('the claims module', () => {
  const bases: Basis[] = [TRACK_RECORD.basis, OUTCOMES.basis, ...Object.values(SERVICE_METRICS).flatMap((page) => Object.values(page).map((m) => m.basis)), ...Object.values(CASE_STUDIES).map((c) => c.basis)];

  it('has a basis text for every basis it uses, in every language', () => {
    for (const locale of ['en', 'de', 'fr']) {
      const basis = messages(locale, 'claims').basis as Json;
      for (const b of new Set([...bases, 'directory', 'clientRatings'] as Basis[])) expect(String(basis[b]).length, `${locale} basis.${b}`).toBeGreaterThan(20);
    }
  });

  it('is where the service pages take their metrics and case studies from', () => {
    for (const page of Object.values(servicePages)) {
      expect(Object.values(CASE_STUDIES)).toContain(page.caseStudy);
      for (const section of page.sections) if (section.kind === 'metrics') expect(Object.values(SERVICE_METRICS).flatMap((m) => Object.values(m))).toContain(section.claim);
    }
  });

  it('leaves no figure of a claim typed into a message', () => {
    // A figure in running text would escape the module: the messages name {placeholders}.
    const figure = /\b(80|95|99[.,]9|300|500)\s?(\+|%|\u00a0%|\u202f%)/;
    for (const locale of ['en', 'de', 'fr']) {
      for (const ns of ['home', 'services', 'servicePages', 'meta', 'consultants']) {
        expect(leaves(messages(locale, ns)).filter((text) => figure.test(text))).toEqual([]);
      }
    }
  });

  it('states no superlative without a basis', () => {
    const superlative: Record<string, RegExp> = {
      en: /\b(leading|premier|market leader|number one|best (AI|ChatGPT))\b/i,
      de: /\b(führend\w*|marktführ\w*|Nummer eins|beste\w* (KI|ChatGPT))\b/i,
      // « de référence » of a firm (« cabinet de référence »), not « situation de référence ».
      fr: /\b(cabinet|conseil|acteur|partenaire)\b[^.]{0,40}\bde référence\b|\bleader\b|\bn°\s?1\b|\bnuméro un\b/i,
    };
    const allowed = /Leading the AI transformation|Die KI-Transformation (führen|leiten|gestalten)|Piloter la transformation/;
    for (const locale of ['en', 'de', 'fr']) {
      for (const ns of ['home', 'services', 'serviceCatalog', 'servicePages', 'meta', 'consultants', 'common']) {
        expect(leaves(messages(locale, ns)).filter((text) => superlative[locale].test(text) && !allowed.test(text)), `${locale}/${ns}`).toEqual([]);
      }
    }
  });
});
