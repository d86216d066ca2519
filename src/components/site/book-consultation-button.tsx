import type * as React from 'react';
import type { VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import { useLocale } from 'next-intl';
import { buttonVariants } from '@/components/ui/button-variants';
import { localizedPath, type Locale } from '@/i18n/routing';
import type { BookingRequest } from '@/lib/booking-events';

type Props = VariantProps<typeof buttonVariants> &
  BookingRequest & { className?: string; children: React.ReactNode };

/**
 * A link to the booking page that opens the booking dialog instead once the page is interactive
 * (BookingHost listens for clicks on `BOOKING_LINK`). No client code of its own: it renders the
 * same on the server and in client leaves. `className` adds layout (margins, width) only.
 */
export function BookConsultationButton({ consultant, consultantName, service, variant = 'hero', size, className, children }: Props) {
  const locale = useLocale() as Locale;
  return (
    <a
      href={localizedPath('bookConsultation', locale)}
      data-booking=""
      data-consultant={consultant}
      data-consultant-name={consultantName}
      data-service={service}
      aria-haspopup="dialog"
      className={clsx(buttonVariants({ variant, size }), className)}
    >
      {children}
    </a>
  );
}
