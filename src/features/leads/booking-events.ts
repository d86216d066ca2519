/** Every Book Consultation button opens the one booking dialog through this event. */
export type BookingRequest = { consultant?: string; service?: string };

export const BOOKING_EVENT = 'site:book-consultation';
/** Fragment of the no-JavaScript booking form that every page carries. */
export const BOOKING_ANCHOR = 'book-consultation';

export function openBooking(request: BookingRequest = {}) {
  window.dispatchEvent(new CustomEvent<BookingRequest>(BOOKING_EVENT, { detail: request }));
}
