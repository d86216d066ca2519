import { createTranslator, type AbstractIntlMessages } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import servicesEn from '../../../messages/en/services.json';
import servicesDe from '../../../messages/de/services.json';
import servicesFr from '../../../messages/fr/services.json';
import catalogEn from '../../../messages/en/serviceCatalog.json';
import catalogDe from '../../../messages/de/serviceCatalog.json';
import catalogFr from '../../../messages/fr/serviceCatalog.json';
import pagesEn from '../../../messages/en/servicePages.json';
import pagesDe from '../../../messages/de/servicePages.json';
import pagesFr from '../../../messages/fr/servicePages.json';
import claimsEn from '../../../messages/en/claims.json';
import claimsDe from '../../../messages/de/claims.json';
import claimsFr from '../../../messages/fr/claims.json';

const dictionaries = {
  services: { en: servicesEn, de: servicesDe, fr: servicesFr },
  serviceCatalog: { en: catalogEn, de: catalogDe, fr: catalogFr },
  servicePages: { en: pagesEn, de: pagesDe, fr: pagesFr },
  claims: { en: claimsEn, de: claimsDe, fr: claimsFr },
} satisfies Record<string, Record<Locale, object>>;

export type ServicesNamespace = keyof typeof dictionaries;

/** Translates a key built from data (section and item keys), with ICU values. */
export type Tx = (key: string, values?: Record<string, string | number>) => string;

/**
 * A translator over one of this feature's namespaces whose keys are assembled from the page
 * data (`sections.<section>.items.<item>.title`), so they cannot be typed statically. A missing
 * key throws instead of printing a fallback: a page never ships with a hole in it, and the
 * unit tests build every page in every language to prove the keys exist.
 */
export function servicesTranslator(namespace: ServicesNamespace, locale: Locale): Tx {
  const messages: AbstractIntlMessages = { [namespace]: dictionaries[namespace][locale] };
  // next-intl types keys from literal message types; these keys come from data, so the
  // translator is used as the plain (key, values) => string function it is at runtime.
  const t = createTranslator({
    locale,
    messages,
    onError: (error) => {
      throw error;
    },
  }) as unknown as Tx;
  return (key, values) => t(`${namespace}.${key}`, values);
}
