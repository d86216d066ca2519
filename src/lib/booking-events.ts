/**
 * Every Book Consultation button opens the one booking dialog through this event: with a
 * consultant of the directory (the id the form sends, the name the dialog shows) or a service.
 */
export type BookingRequest = { consultant?: string; consultantName?: string; service?: string };

export const BOOKING_EVENT = 'site:book-consultation';
/** The attribute of Book Consultation links: BookingHost opens the dialog when one is clicked. */
export const BOOKING_LINK = 'data-booking';

export function openBooking(request: BookingRequest = {}) {
  window.dispatchEvent(new CustomEvent<BookingRequest>(BOOKING_EVENT, { detail: request }));
}

/** The booking a click asks for, when it is a plain click on a Book Consultation link. */
export function bookingRequestOf(event: MouseEvent): BookingRequest | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest<HTMLElement>(`a[${BOOKING_LINK}]`) : null;
  if (!link) return null;
  return { consultant: link.dataset.consultant, consultantName: link.dataset.consultantName, service: link.dataset.service };
}
