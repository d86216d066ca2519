'use client';

import { useTranslations } from 'next-intl';
import { Input } from '@/components/ui/input';
import { BookingForm } from './booking-form';
import { BOOKING_ANCHOR } from './booking-events';
import { MIN_BOOKING_DATE } from './options';

/**
 * The booking form for visitors without JavaScript: every Book Consultation link points at
 * #book-consultation, which shows this section. With JavaScript the dialog opens instead.
 */
export function BookingFallback() {
  const t = useTranslations('forms');
  return (
    <section id={BOOKING_ANCHOR} aria-labelledby="booking-fallback-title" className="hidden border-t bg-muted py-14 target:block has-[[role=alert]]:block has-[[role=status]]:block print:hidden">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="booking-fallback-title" className="text-2xl font-bold tracking-tight text-ink">
          {t('booking.fallbackTitle')}
        </h2>
        <p className="mb-6 mt-2 text-muted-foreground">{t('booking.description')}</p>
        <BookingForm
          idPrefix="booking-fallback"
          renderDate={({ id, invalid, describedBy, defaultValue }) => (
            <Input id={id} name="date" type="date" min={MIN_BOOKING_DATE} aria-invalid={invalid || undefined} aria-describedby={describedBy} defaultValue={defaultValue} />
          )}
        />
      </div>
    </section>
  );
}
