import type { Locale } from '@/i18n/routing';
import type { Budget } from './options';
import { dateParts, longDate, timeRange, zoneCity, zoneName } from './slot-time';
import { leadsTranslator, optionLabel } from './translate';

/** A booked slot and the two time zones it is told in. */
export type BookedSlot = { start: Date; end: Date; timeZone: string; ownerTimeZone: string };

/**
 * A slot's date as it stands in a sentence, in the reader's zone: "Monday, December 7, 2026",
 * "Montag, den 7. Dezember 2026", "lundi 1er décembre 2026"; each sentence brings its own
 * preposition ("on", "am", "le").
 */
export function slotDateInText(slot: Pick<BookedSlot, 'start'>, timeZone: string, locale: Locale): string {
  return leadsTranslator(locale)('when.date', dateParts(slot.start, timeZone, locale));
}

/**
 * A slot's time in the reader's zone, the zone named, and the owner's clock beside it when the
 * zones differ: "4:00 – 5:00 AM (Eastern Time), that is 10:00 – 11:00 AM in Berlin".
 */
export function slotTimeText(slot: BookedSlot, readerZone: string, locale: Locale): string {
  const t = leadsTranslator(locale);
  const time = t('when.time', { range: timeRange(slot.start, slot.end, readerZone, locale), zone: zoneName(readerZone, locale, slot.start) });
  if (readerZone === slot.ownerTimeZone) return time;
  return t('when.ownerTime', { time, range: timeRange(slot.start, slot.end, slot.ownerTimeZone, locale), city: zoneCity(slot.ownerTimeZone, locale) });
}

/**
 * The booking message (stored as the lead's message, shown in the emails): labelled lines Goals,
 * Preferred Date (long format), Preferred Time and Budget (or 'Not specified'), in the visitor's
 * language and time zone.
 */
export function composeBookingMessage(booking: { goals: string; budget?: Budget | null; slot: BookedSlot }, locale: Locale): string {
  const t = leadsTranslator(locale);
  const line = (label: string, value: string) => `${label}${labelSeparator(locale)}${value}`;
  const { slot } = booking;
  return [
    line(t('email.bookingMessage.goals'), booking.goals),
    line(t('email.bookingMessage.preferredDate'), longDate(slot.start, slot.timeZone, locale)),
    line(t('email.bookingMessage.preferredTime'), slotTimeText(slot, slot.timeZone, locale)),
    line(t('email.bookingMessage.budget'), booking.budget ? optionLabel(locale, 'budgets', booking.budget) : t('email.bookingMessage.notSpecified')),
  ].join('\n');
}

/** French sets a narrow no-break space before a colon. */
export const labelSeparator = (locale: Locale) => (locale === 'fr' ? '\u202f: ' : ': ');

/** The fixed service name a booking carries ('Free Consultation Booking', translated). */
export function bookingServiceName(locale: Locale): string {
  return leadsTranslator(locale)('email.bookingMessage.service');
}

/** A slot in the owner's zone as the stored time_slot and the export write it: '9am-10am', '1:30pm-2:30pm'. */
export function timeSlotId(slot: Pick<BookedSlot, 'start' | 'end' | 'ownerTimeZone'>): string {
  const part = (instant: Date) => {
    const parts = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: slot.ownerTimeZone }).formatToParts(instant);
    const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    const minute = get('minute');
    return `${get('hour')}${minute === '00' ? '' : `:${minute}`}${get('dayPeriod').toLowerCase()}`;
  };
  return `${part(slot.start)}-${part(slot.end)}`;
}
