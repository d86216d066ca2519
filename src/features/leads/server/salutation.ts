// How the lead emails address a visitor: the name a greeting may repeat, and the form of address of each language.
import type { Locale } from '@/i18n/routing';

/**
 * The only text of a visitor's that goes back to the visitor's address: the first word of the
 * name, when it is a name in the script of the visitor's language (English, German and French
 * are written in Latin letters: letters of that script only, inner hyphens and apostrophes, at
 * most 40 characters). Anything else, a URL or a domain above all, also one spelled with
 * look-alike letters of other scripts ("httpsꓽᐟᐟevilꓸcom"), gives the greeting without a name.
 */
export function firstName(name: string): string | null {
  const first = name.normalize('NFC').trim().split(/\s+/)[0] ?? '';
  return /^\p{Script=Latin}[\p{Script=Latin}'’-]{0,39}$/u.test(first) && !/[-'’]$/.test(first) ? first : null;
}

/** Honorifics a visitor may type before the name, and how each language's greeting writes them. */
const HONORIFICS: Record<string, { gender: 'f' | 'm'; en: string }> = {
  frau: { gender: 'f', en: 'Ms.' },
  herr: { gender: 'm', en: 'Mr.' },
  madame: { gender: 'f', en: 'Ms.' },
  mme: { gender: 'f', en: 'Ms.' },
  mademoiselle: { gender: 'f', en: 'Ms.' },
  mlle: { gender: 'f', en: 'Ms.' },
  monsieur: { gender: 'm', en: 'Mr.' },
  m: { gender: 'm', en: 'Mr.' },
  mrs: { gender: 'f', en: 'Mrs.' },
  ms: { gender: 'f', en: 'Ms.' },
  miss: { gender: 'f', en: 'Ms.' },
  mr: { gender: 'm', en: 'Mr.' },
};
const ACADEMIC = /^(dr|prof)\.?$/i;
const honorificOf = (word: string) => HONORIFICS[word.toLowerCase().replace(/\.$/, '')];

/**
 * The name a greeting addresses, as a native business writer of the language would: an honorific
 * typed before the name is used with the surname ("Guten Tag Frau Müller", "Bonjour Madame
 * Müller", "Dear Ms. Müller"), never taken for a first name ("Guten Tag Frau,"). Without one,
 * German and French greet by the full name (a first name alone is too familiar there), English
 * by the first name. Only words that are names (see firstName) are ever repeated, three at most;
 * anything else gives the greeting without a name.
 */
export function salutationName(name: string, locale: Locale): string | null {
  const words = name.trim().split(/\s+/).filter(Boolean);
  let honorific: (typeof HONORIFICS)[string] | undefined;
  let doctor = false;
  while (words.length > 0 && (honorificOf(words[0]) || ACADEMIC.test(words[0]))) {
    const word = words.shift()!;
    if (ACADEMIC.test(word)) doctor = true;
    else honorific ??= honorificOf(word);
  }
  const names: string[] = [];
  for (const word of words) {
    if (names.length === 3 || firstName(word) === null) break;
    names.push(word);
  }
  if (names.length === 0) return null;
  const surname = names.at(-1)!;
  if (honorific) {
    if (locale === 'de') return `${honorific.gender === 'f' ? 'Frau' : 'Herr'}${doctor ? ' Dr.' : ''} ${surname}`;
    if (locale === 'fr') return `${honorific.gender === 'f' ? 'Madame' : 'Monsieur'} ${surname}`;
    return `${doctor ? 'Dr.' : honorific.en} ${surname}`;
  }
  // A doctor's title without an honorific: "Dear Dr. Lovelace", "Guten Tag Dr. Erika Müller"; French greets by the name.
  if (doctor && locale !== 'fr') return locale === 'en' ? `Dr. ${surname}` : `Dr. ${names.join(' ')}`;
  return locale === 'en' ? names[0] : names.join(' ');
}
