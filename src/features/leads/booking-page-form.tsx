'use client';

import { Input } from '@/components/ui/input';
import { BookingForm } from './booking-form';
import { MIN_BOOKING_DATE } from './options';

/**
 * The booking form of the booking page, which every Book Consultation link points to: with a
 * native date input, so that it works without JavaScript. With JavaScript the links open the
 * booking dialog instead.
 */
export function BookingPageForm() {
  return (
    <BookingForm
      idPrefix="booking-page"
      renderDate={({ id, invalid, describedBy, defaultValue }) => (
        <Input id={id} name="date" type="date" min={MIN_BOOKING_DATE} aria-invalid={invalid || undefined} aria-describedby={describedBy} defaultValue={defaultValue} />
      )}
    />
  );
}
