import { formatCalendarDate } from '@/lib/dates';

/**
 * A booking's time as people read it, with the platform's Intl only (the browser's slot list
 * and the server's emails and pages share it): in a reader's language and time zone, the zone
 * named.
 */

/** The Intl locale of a site language: American English, German and French as spoken in France. */
export const intlLocale = (locale: string) => ({ en: 'en-US', de: 'de-DE', fr: 'fr-FR' })[locale] ?? locale;

/**
 * The German and French names of the zones' cities where they differ from the English of the
 * zone's id (the platform's Intl names no city). The cities of our visitors' regions: Europe, the
 * Middle East, North Africa, and the larger cities elsewhere; any other stays as the id writes it.
 */
const CITY_NAMES: Record<string, { de?: string; fr?: string }> = {
  Vienna: { de: 'Wien', fr: 'Vienne' },
  Zurich: { de: 'Zürich' },
  Brussels: { de: 'Brüssel', fr: 'Bruxelles' },
  Copenhagen: { de: 'Kopenhagen', fr: 'Copenhague' },
  Lisbon: { de: 'Lissabon', fr: 'Lisbonne' },
  London: { fr: 'Londres' },
  Warsaw: { de: 'Warschau', fr: 'Varsovie' },
  Prague: { de: 'Prag' },
  Rome: { de: 'Rom' },
  Athens: { de: 'Athen', fr: 'Athènes' },
  Moscow: { de: 'Moskau', fr: 'Moscou' },
  Bucharest: { de: 'Bukarest', fr: 'Bucarest' },
  Belgrade: { de: 'Belgrad' },
  Kyiv: { de: 'Kyjiw' },
  Kiev: { de: 'Kyjiw', fr: 'Kyiv' },
  Luxembourg: { de: 'Luxemburg' },
  Malta: { fr: 'Malte' },
  Andorra: { fr: 'Andorre' },
  Canary: { de: 'Kanaren', fr: 'Canaries' },
  Azores: { de: 'Azoren', fr: 'Açores' },
  Nicosia: { de: 'Nikosia', fr: 'Nicosie' },
  Cairo: { de: 'Kairo', fr: 'Le Caire' },
  Algiers: { de: 'Algier', fr: 'Alger' },
  Addis_Ababa: { de: 'Addis Abeba', fr: 'Addis-Abeba' },
  Jerusalem: { fr: 'Jérusalem' },
  Beirut: { fr: 'Beyrouth' },
  Damascus: { de: 'Damaskus', fr: 'Damas' },
  Baghdad: { de: 'Bagdad', fr: 'Bagdad' },
  Tehran: { de: 'Teheran', fr: 'Téhéran' },
  Riyadh: { de: 'Riad', fr: 'Riyad' },
  Qatar: { de: 'Katar' },
  Kuwait: { fr: 'Koweït' },
  Tashkent: { de: 'Taschkent', fr: 'Tachkent' },
  Kathmandu: { fr: 'Katmandou' },
  Singapore: { de: 'Singapur', fr: 'Singapour' },
  Tokyo: { de: 'Tokio' },
  Hong_Kong: { de: 'Hongkong' },
  Ho_Chi_Minh: { de: 'Ho-Chi-Minh-Stadt', fr: 'Hô-Chi-Minh-Ville' },
  Mexico_City: { de: 'Mexiko-Stadt', fr: 'Mexico' },
  Havana: { de: 'Havanna', fr: 'La Havane' },
  Montreal: { fr: 'Montréal' },
};

/**
 * The city a zone is named after, in a language: 'Europe/Berlin' -> 'Berlin',
 * 'America/New_York' -> 'New York', 'Europe/Vienna' -> 'Wien' in German, 'Vienne' in French.
 */
export function zoneCity(timeZone: string, locale: string): string {
  const city = timeZone.split('/').pop() ?? timeZone;
  return CITY_NAMES[city]?.[locale as 'de' | 'fr'] ?? city.replace(/_/g, ' ');
}

/** The zone's generic name in a language: 'Central European Time', 'Mitteleuropäische Zeit', 'heure d’Europe centrale'. */
export function zoneName(timeZone: string, locale: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat(intlLocale(locale), { timeZone, timeZoneName: 'longGeneric' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** '10:00 AM', '10:00'. */
export function clockTime(instant: Date, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'short', timeZone }).format(instant);
}

/** '10:00 – 11:00 AM', '10:00–11:00 Uhr', '10:00 – 11:00'. */
export function timeRange(start: Date, end: Date, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'short', timeZone }).formatRange(start, end);
}

/** 'Monday, December 7, 2026' / 'Montag, 7. Dezember 2026' / 'lundi 1er décembre 2026', in a zone. */
export function longDate(instant: Date, timeZone: string, locale: string): string {
  return formatCalendarDate(instant, intlLocale(locale), 'full', timeZone);
}

/**
 * A slot in the visitor's zone with the owner's beside it: '10:00 Paris · 10:00 Berlin',
 * '4:00 AM New York · 10:00 AM Berlin'; one clock when both zones are the same.
 */
export function slotLabel(start: Date, visitorZone: string, ownerZone: string, locale: string): string {
  const own = `${clockTime(start, ownerZone, locale)} ${zoneCity(ownerZone, locale)}`;
  if (visitorZone === ownerZone) return own;
  return `${clockTime(start, visitorZone, locale)} ${zoneCity(visitorZone, locale)} · ${own}`;
}

/** The parts of a date for a sentence's own pattern ("am {weekday}, den {day}. {month} {year}"). */
export function dateParts(instant: Date, timeZone: string, locale: string): { weekday: string; day: string; month: string; year: string } {
  const parts = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = get('day');
  // French writes the first day of a month as an ordinal: « le lundi 1er décembre ».
  return { weekday: get('weekday'), day: locale === 'fr' && day === '1' ? '1er' : day, month: get('month'), year: get('year') };
}
