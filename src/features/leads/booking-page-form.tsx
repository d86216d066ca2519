'use client';

import { BookingForm } from './booking-form';

/**
 * The booking form of the booking page, which every Book Consultation link points to: it works
 * without JavaScript (the server offers the free slots as a plain select). With JavaScript the
 * links open the booking dialog instead.
 */
export function BookingPageForm() {
  return <BookingForm idPrefix="booking-page" />;
}
