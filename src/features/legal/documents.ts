import type { PageKey } from '@/i18n/routing';
import type legalMessages from '../../../messages/en/legal.json';

/**
 * The three legal documents: page keys, their sections in order, and the date of the text.
 * Facts only; every word a visitor reads is in messages/<locale>/legal.json.
 */

/** Pages that carry a legal document. They are `noindex` and stay out of the sitemap. */
export const legalPageKeys = ['privacyPolicy', 'termsOfService', 'cookiePolicy'] as const satisfies readonly PageKey[];
export type LegalPageKey = (typeof legalPageKeys)[number];

type SectionIdOf<D extends LegalPageKey> = keyof (typeof legalMessages)[D]['sections'] & string;

/** Section ids of each document, in the order the page shows them. */
export const legalDocuments = {
  privacyPolicy: ['introduction', 'dataCollection', 'dataUsage', 'dataSharing', 'cookies', 'rights', 'security', 'changes', 'contact'],
  termsOfService: ['acceptance', 'useOfServices', 'accounts', 'intellectualProperty', 'disclaimer', 'limitation', 'governingLaw', 'changes', 'contact'],
  cookiePolicy: ['whatAreCookies', 'howWeUseCookies', 'types', 'thirdPartyCookies', 'managingCookies', 'changes', 'contact'],
} as const satisfies { [D in LegalPageKey]: readonly SectionIdOf<D>[] };

export type LegalSectionId<D extends LegalPageKey = LegalPageKey> = (typeof legalDocuments)[D][number];

/** When the texts were last revised (ISO month, for the `<time>` element of the last-updated line). */
export const legalLastUpdated = '2026-11';

export const isLegalPageKey = (key: string): key is LegalPageKey => (legalPageKeys as readonly string[]).includes(key);

/** The fragment id of a section ('dataCollection' -> 'data-collection'), the same in every language. */
export function sectionAnchor(id: string): string {
  return id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
