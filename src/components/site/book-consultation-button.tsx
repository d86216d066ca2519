'use client';

import * as React from 'react';
import type { VariantProps } from 'class-variance-authority';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { BOOKING_ANCHOR, openBooking, type BookingRequest } from '@/features/leads/booking-events';

type Props = VariantProps<typeof buttonVariants> &
  BookingRequest & { className?: string; children: React.ReactNode };

/**
 * Opens the booking dialog. Without JavaScript it is a link to the booking form that every
 * page carries (#book-consultation), so a visitor can book either way.
 */
export function BookConsultationButton({ consultant, service, variant = 'hero', size, className, children }: Props) {
  return (
    <a
      href={`#${BOOKING_ANCHOR}`}
      aria-haspopup="dialog"
      className={cn(buttonVariants({ variant, size }), className)}
      onClick={(e) => {
        e.preventDefault();
        openBooking({ consultant, service });
      }}
    >
      {children}
    </a>
  );
}
