import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import en from '../../../messages/en/leads.json';
import de from '../../../messages/de/leads.json';
import fr from '../../../messages/fr/leads.json';
import enForms from '../../../messages/en/forms.json';
import deForms from '../../../messages/de/forms.json';
import frForms from '../../../messages/fr/forms.json';
import type { Budget, ContactService } from './options';

const dictionaries = { en, de, fr } satisfies Record<Locale, typeof en>;

/**
 * The 'leads' namespace of a language outside a request (emails are composed by the outbox,
 * far from any page render). The three files hold the same keys (checked by a test).
 */
export function leadsTranslator(locale: Locale) {
  return createTranslator({ locale, messages: { leads: dictionaries[locale] }, namespace: 'leads' });
}
export type LeadsTranslator = ReturnType<typeof leadsTranslator>;

const formDictionaries = { en: enForms, de: deForms, fr: frForms } satisfies Record<Locale, typeof enForms>;

/** The 'forms' namespace of a language outside a page render (the short pages of refused posts). */
export function formsText(locale: Locale) {
  return createTranslator({ locale, messages: { forms: formDictionaries[locale] }, namespace: 'forms' });
}

/** The label of a choice as the form shows it (one source for the form and the emails). */
export function optionLabel(locale: Locale, kind: 'budgets', id: Budget): string;
export function optionLabel(locale: Locale, kind: 'services', id: ContactService): string;
export function optionLabel(locale: Locale, kind: 'budgets' | 'services', id: string): string {
  const t = createTranslator({ locale, messages: { forms: formDictionaries[locale] }, namespace: 'forms' });
  // The key is built from the option's id: the translator is used as the (key) => string it is.
  return (t as unknown as (key: string) => string)(`${kind}.${id}`);
}
