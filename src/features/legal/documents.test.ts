import { describe, expect, it } from 'vitest';
import en from '../../../messages/en/legal.json';
import de from '../../../messages/de/legal.json';
import fr from '../../../messages/fr/legal.json';
import enMeta from '../../../messages/en/meta.json';
import { pageKeys, type Locale } from '@/i18n/routing';
import { legalDocuments, legalPageKeys, sectionAnchor, isLegalPageKey, type LegalPageKey } from './documents';
import { legalTranslator, plainTags, sectionBlocks, type LegalBlock, type LegalTag } from './section-content';
import { exampleIdentity, legalPlaceholders, type CrmProcessor, type LegalIdentity, type LegalWords } from './identity';

const dictionaries: Record<Locale, unknown> = { en, de, fr };
const locales = Object.keys(dictionaries) as Locale[];

type Section = { blocks: LegalBlock[]; texts: string[] };
type MarkupTags = Record<LegalTag, (chunks: string) => string>;

/**
 * A section as the page shows it (title first, then each block's texts), read with the page's
 * translator, its placeholders filled from an identity (the example defaults unless given), tags
 * left out (or handled by `tags`).
 */
function sectionOf(locale: Locale, doc: LegalPageKey, id: string, identity: LegalIdentity = exampleIdentity, tags: MarkupTags = plainTags, crm: CrmProcessor | null = null): Section {
  const dict = dictionaries[locale] as typeof en;
  const legal = legalTranslator(locale, dict, legalPlaceholders(identity, locale, dict as unknown as LegalWords, undefined, false, crm));
  const blocks = sectionBlocks(dict[doc].sections[id as keyof (typeof en)[typeof doc]['sections']], `${locale}.${doc}.${id}`);
  const keys = ['title', ...blocks.flatMap((b) => (b.kind === 'list' ? b.items.map((item) => `${b.key}.${item}`) : [b.key]))];
  return { blocks, texts: keys.map((key) => legal.markup(`${doc}.sections.${id}.${key}`, tags)) };
}

/** Every text of a section, spaces (including no-break spaces) normalised. */
const plainText = (section: Section) => section.texts.join(' ').replace(/\s+/g, ' ');

function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => leafPaths(v, prefix ? `${prefix}.${k}` : k));
}

describe('legal documents', () => {
  it("has each document's sections, in order", () => {
    expect(legalDocuments).toEqual({
      privacyPolicy: ['introduction', 'dataCollection', 'dataUsage', 'dataSharing', 'cookies', 'rights', 'security', 'changes', 'contact'],
      termsOfService: ['acceptance', 'useOfServices', 'accounts', 'intellectualProperty', 'disclaimer', 'limitation', 'governingLaw', 'changes', 'contact'],
      cookiePolicy: ['whatAreCookies', 'howWeUseCookies', 'types', 'thirdPartyCookies', 'managingCookies', 'changes', 'contact'],
    });
  });

  it('are the three legal page keys of the route table', () => {
    expect([...legalPageKeys]).toEqual(['privacyPolicy', 'termsOfService', 'cookiePolicy']);
    for (const key of legalPageKeys) expect(pageKeys).toContain(key);
    expect(isLegalPageKey('privacyPolicy')).toBe(true);
    expect(isLegalPageKey('services')).toBe(false);
  });

  it('gives every section a unique fragment id that does not clash with the page', () => {
    expect(sectionAnchor('dataCollection')).toBe('data-collection');
    expect(sectionAnchor('introduction')).toBe('introduction');
    for (const doc of legalPageKeys) {
      const anchors = legalDocuments[doc].map(sectionAnchor);
      expect(new Set(anchors).size).toBe(anchors.length);
      expect(anchors).not.toContain('contents');
      expect(anchors).not.toContain('main');
    }
  });
});

describe.each(locales)('legal texts in %s', (locale) => {
  const dict = dictionaries[locale] as typeof en;

  it.each(legalPageKeys)('%s: every section has a title and a body whose texts render', (doc) => {
    for (const id of legalDocuments[doc]) {
      const section = sectionOf(locale, doc, id);
      expect(section.texts[0]?.trim(), `${doc}.${id}.title`).not.toBe('');
      expect(section.blocks.some((b) => b.kind !== 'subheading'), `${doc}.${id} has body text`).toBe(true);
      expect(plainText(section).length, `${doc}.${id} says something`).toBeGreaterThan(80);
    }
  });

  it.each(legalPageKeys)('%s: the dictionary holds no section the page would not show', (doc) => {
    expect(Object.keys(dict[doc].sections)).toEqual([...legalDocuments[doc]]);
    expect(dict[doc].summary.trim()).not.toBe('');
  });

  it('has exactly the keys of the English dictionary, in the same order', () => {
    expect(leafPaths(dict)).toEqual(leafPaths(en));
  });

  it('says the texts were last updated in November 2026', () => {
    const expected: Record<Locale, string> = {
      en: 'Last updated: November 2026',
      de: 'Zuletzt aktualisiert: November 2026',
      fr: 'Dernière mise à jour\u202f: novembre 2026',
    };
    expect(dict.lastUpdated).toBe(expected[locale]);
  });

  it('takes the governing law and the courts from the configuration, with no US clause left', () => {
    const german: Record<Locale, RegExp> = { en: /governed by German law\./, de: /gilt deutsches Recht unter/, fr: /régies par le droit allemand,/ };
    const french: Record<Locale, RegExp> = { en: /governed by French law\./, de: /gilt französisches Recht unter/, fr: /régies par le droit français,/ };
    expect(plainText(sectionOf(locale, 'termsOfService', 'governingLaw'))).toMatch(german[locale]);
    const paris = { ...exampleIdentity, governingLaw: 'FR' as const, jurisdiction: 'Paris' };
    const law = plainText(sectionOf(locale, 'termsOfService', 'governingLaw', paris));
    expect(law).toMatch(french[locale]);
    expect(law).toContain('Paris');
    // French reads with any city, vowel or not: « tribunaux siégeant à Orléans ».
    if (locale === 'fr') expect(law).toContain('tribunaux siégeant à Paris');
    const terms = legalDocuments.termsOfService.map((id) => plainText(sectionOf(locale, 'termsOfService', id))).join(' ');
    expect(terms).not.toMatch(/California|Kalifornien|Californie|\bUSD\b|US-Dollar|\bdollars\b|punitive|Strafschadensersatz|punitifs|\bas is\b|en l’état/i);
    // The EU liability model: unlimited for intent, gross negligence and injury; slight negligence only for essential obligations.
    const liability: Record<Locale, RegExp> = { en: /gross negligence.*essential obligation/, de: /grob fahrlässig.*wesentliche Pflicht/, fr: /faute lourde.*obligation essentielle/ };
    expect(plainText(sectionOf(locale, 'termsOfService', 'limitation'))).toMatch(liability[locale]);
  });

  it('names the controller, with address and representatives, and the host, from the configuration', () => {
    const intro = plainText(sectionOf(locale, 'privacyPolicy', 'introduction'));
    for (const fact of [exampleIdentity.name, exampleIdentity.street, exampleIdentity.representatives, exampleIdentity.email]) expect(intro).toContain(fact);
    expect(plainText(sectionOf(locale, 'privacyPolicy', 'dataSharing'))).toContain(exampleIdentity.hostName);
    const ages: Record<Locale, RegExp> = { en: /16 in Germany, 15 in France/, de: /in Deutschland 16, in Frankreich 15/, fr: /15 ans en France, 16 ans en Allemagne/ };
    expect(intro).toMatch(ages[locale]);
  });

  it('gives at least 30 days of notice for material changes to the terms', () => {
    const notice: Record<Locale, RegExp> = { en: /material changes.* at least 30 days before/, de: /Wesentliche Änderungen.* mindestens 30 Tage vor/, fr: /modification substantielle.* au moins 30 jours avant/ };
    expect(plainText(sectionOf(locale, 'termsOfService', 'changes'))).toMatch(notice[locale]);
  });

  it('gives the privacy and legal contact addresses as mail links', () => {
    const mails: string[] = [];
    // next-intl hands a tag its chunks as an array at run time, typed as a string.
    const collect: MarkupTags = { ...plainTags, mail: (chunks) => (mails.push(([] as unknown[]).concat(chunks).join('')), chunks) };
    for (const doc of legalPageKeys) for (const id of legalDocuments[doc]) sectionOf(locale, doc, id, exampleIdentity, collect);
    expect(plainText(sectionOf(locale, 'privacyPolicy', 'contact'))).toContain('privacy@chatgpt-consultant.com');
    expect(plainText(sectionOf(locale, 'termsOfService', 'contact'))).toContain('legal@chatgpt-consultant.com');
    expect(plainText(sectionOf(locale, 'cookiePolicy', 'contact'))).toContain('privacy@chatgpt-consultant.com');
    expect(mails).toContain('privacy@chatgpt-consultant.com');
    expect(mails).toContain(exampleIdentity.email);
    for (const mail of mails) expect(['privacy@chatgpt-consultant.com', 'legal@chatgpt-consultant.com', exampleIdentity.email]).toContain(mail);
  });

  it('reads as a lawyer would have it: no acceptance by visiting or by silence, a forum clause for merchants only (§§ 305 (2), 308 Nr. 5 BGB, § 38 ZPO; R212-1 C. conso.)', () => {
    const terms = legalDocuments.termsOfService.map((id) => plainText(sectionOf(locale, 'termsOfService', id))).join(' ');
    const visiting: Record<Locale, RegExp> = { en: /By accessing or using/i, de: /Mit dem Aufruf oder der Nutzung/, fr: /En accédant à ce site/ };
    const deemed: Record<Locale, RegExp> = { en: /you accept the updated terms/, de: /gelten die aktualisierten Bedingungen als angenommen/, fr: /réputé accepter/ };
    const authority: Record<Locale, RegExp> = { en: /you confirm that you are authori[sz]ed/, de: /bestätigen Sie, dass Sie berechtigt sind/, fr: /vous déclarez être habilité/ };
    for (const wrong of [visiting, deemed, authority]) expect(terms).not.toMatch(wrong[locale]);
    const forum: Record<Locale, RegExp> = { en: /merchant \(Kaufmann .*commerçant.*\), a legal entity under public law or a special fund under public law, the courts of Berlin/, de: /Kaufmann im Sinne des Handelsgesetzbuchs .* juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist ausschließlicher Gerichtsstand .* Berlin/, fr: /commerçant .* personne morale de droit public .* tribunaux siégeant à Berlin/ };
    expect(plainText(sectionOf(locale, 'termsOfService', 'governingLaw'))).toMatch(forum[locale]);
    expect(plainText(sectionOf(locale, 'termsOfService', 'governingLaw'))).not.toMatch(/soweit dies gesetzlich zulässig|to the extent the law permits|dans la mesure où la loi le permet/);
  });

  it('says how the network hash works, what the acknowledgement repeats, whether data is required, and keeps the consent choice 6 months', () => {
    const collection = plainText(sectionOf(locale, 'privacyPolicy', 'dataCollection'));
    expect(collection).toContain('HMAC-SHA-256');
    expect(collection).not.toMatch(/irreversible|nicht umkehrbar|irréversible|one-way hash of the network|repeats nothing else|nichts weiter von dem|ne reprend rien d’autre/i);
    const repeated: Record<Locale, RegExp> = { en: /the date, the time slot, the budget range and the consultant/, de: /Datum, Zeitfenster, Budgetrahmen und den gewählten Berater/, fr: /la date, le créneau, la fourchette de budget et le consultant/ };
    expect(collection).toMatch(repeated[locale]);
    const required: Record<Locale, RegExp> = { en: /No law and no contract obliges you/, de: /weder gesetzlich noch vertraglich verpflichtet/, fr: /Aucune obligation légale ni contractuelle/ };
    expect(collection).toMatch(required[locale]);
    const sixMonths: Record<Locale, RegExp> = { en: /consent choice: 6 months/, de: /Einwilligungsbanner: 6 Monate/, fr: /conservé 6 mois/ };
    expect(plainText(sectionOf(locale, 'privacyPolicy', 'dataUsage'))).toMatch(sixMonths[locale]);
    expect(plainText(sectionOf(locale, 'cookiePolicy', 'types'))).toMatch(/\b6\b/);
    expect(plainText(sectionOf(locale, 'cookiePolicy', 'types'))).not.toMatch(/\b12\b/);
  });

  it('names the processors, their countries and the transfer basis, from the configuration', () => {
    const sharing = plainText(sectionOf(locale, 'privacyPolicy', 'dataSharing'));
    for (const fact of [exampleIdentity.hostName, exampleIdentity.mailProviderName, exampleIdentity.mailProviderAddress]) expect(sharing).toContain(fact);
    expect(sharing).toContain(new Intl.DisplayNames([locale], { type: 'region' }).of('DE'));
    const eea: Record<Locale, RegExp> = { en: /stays in the European Economic Area/, de: /bleiben im Europäischen Wirtschaftsraum/, fr: /restent dans l’Espace économique européen/ };
    expect(sharing).toMatch(eea[locale]);
  });

  it('names the tool that receives the lead events only when one is configured, with its country and transfer basis', () => {
    const without = sectionOf(locale, 'privacyPolicy', 'dataSharing');
    expect(without.texts.filter((text) => text.trim() === '')).toHaveLength(1); // the item the page leaves out
    const crm = { name: 'Example CRM Inc.', country: 'US', transfer: 'dpf' as const };
    const sharing = plainText(sectionOf(locale, 'privacyPolicy', 'dataSharing', exampleIdentity, plainTags, crm));
    expect(sharing).toContain('Example CRM Inc.');
    expect(sharing).toContain(new Intl.DisplayNames([locale], { type: 'region' }).of('US'));
    const never: Record<Locale, RegExp> = { en: /never your network address/, de: /nie Ihre Netzwerkadresse/, fr: /jamais votre adresse réseau/ };
    expect(sharing).toMatch(never[locale]);
    const kept = sectionOf(locale, 'privacyPolicy', 'dataUsage', exampleIdentity, plainTags, crm).texts;
    expect(kept.filter((text) => /90/.test(text))).toHaveLength(2); // the email outbox and the queued lead events
    expect(sectionOf(locale, 'privacyPolicy', 'dataUsage').texts.filter((text) => /90/.test(text))).toHaveLength(1);
  });

  it('covers every GDPR right of EU visitors and the legal bases', () => {
    const rights = plainText(sectionOf(locale, 'privacyPolicy', 'rights'));
    for (const article of ['15', '16', '17', '18', '20', '21', '77']) expect(rights).toMatch(new RegExp(`Art\\.? ${article}\\b`, 'i'));
    expect(rights).toMatch(/Art\.? 7/i);
    const usage = plainText(sectionOf(locale, 'privacyPolicy', 'dataUsage'));
    for (const letter of ['a', 'b', 'f']) expect(usage).toMatch(new RegExp(`(\\(1\\)\\(${letter}\\)|lit\\. ${letter}|point ${letter}\\))`));
  });

  it('describes the contact reveal limit kept in local storage', () => {
    for (const [doc, id] of [['privacyPolicy', 'dataCollection'], ['cookiePolicy', 'types']] as const) {
      const text = plainText(sectionOf(locale, doc, id));
      expect(text).toContain('contact_reveals');
      expect(text).toMatch(/10\b/);
    }
  });
});

describe('French typography', () => {
  it('puts a no-break space before : ; ? ! and inside « »', () => {
    for (const path of leafPaths(fr)) {
      const value = String(path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], fr));
      expect(value, path).not.toMatch(/ [:;?!]/);
      expect(value, path).not.toMatch(/« | »/);
    }
  });
});

describe('page titles', () => {
  it('exist in the meta dictionary for each legal page', () => {
    for (const key of legalPageKeys) expect(enMeta.pages[key].heading.trim()).not.toBe('');
  });
});
