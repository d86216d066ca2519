import type { Locale } from '@/i18n/routing';
import type { Booking } from './schemas';
import { formatLongDate, leadsTranslator, optionLabel } from './translate';

/**
 * The booking message of spec section 7: labelled lines Goals, Preferred Date (long format),
 * Preferred Time and Budget (or 'Not specified'), in the visitor's language.
 */
export function composeBookingMessage(
  booking: Pick<Booking, 'goals' | 'date' | 'timeSlot' | 'budget'>,
  locale: Locale,
): string {
  const t = leadsTranslator(locale);
  const line = (label: string, value: string) => `${label}${labelSeparator(locale)}${value}`;
  return [
    line(t('email.bookingMessage.goals'), booking.goals),
    line(t('email.bookingMessage.preferredDate'), formatLongDate(booking.date, locale)),
    line(t('email.bookingMessage.preferredTime'), optionLabel(locale, 'timeSlots', booking.timeSlot)),
    line(
      t('email.bookingMessage.budget'),
      booking.budget ? optionLabel(locale, 'budgets', booking.budget) : t('email.bookingMessage.notSpecified'),
    ),
  ].join('\n');
}

/** French sets a narrow no-break space before a colon. */
export const labelSeparator = (locale: Locale) => (locale === 'fr' ? '\u202f: ' : ': ');

/** The fixed service name a booking carries ('Free Consultation Booking', translated). */
export function bookingServiceName(locale: Locale): string {
  return leadsTranslator(locale)('email.bookingMessage.service');
}
