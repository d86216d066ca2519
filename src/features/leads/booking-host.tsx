'use client';

import * as React from 'react';
import { BOOKING_ANCHOR, BOOKING_EVENT, type BookingRequest } from './booking-events';

const BookingDialog = React.lazy(() => import('./booking-dialog'));

/** Opens the one booking dialog for every Book Consultation button; its code loads on the first click. */
export function BookingHost() {
  const [open, setOpen] = React.useState(false);
  const [request, setRequest] = React.useState<BookingRequest | null>(null);
  // The dialog has no Radix trigger (any button on the page opens it): give focus back by hand.
  const opener = React.useRef<HTMLElement | null>(null);

  React.useEffect(() => {
    const onOpen = (e: Event) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setRequest((e as CustomEvent<BookingRequest>).detail ?? {});
      setOpen(true);
    };
    window.addEventListener(BOOKING_EVENT, onOpen);
    // A link to #book-consultation (shared, or clicked before the page was interactive) opens the dialog.
    if (window.location.hash === `#${BOOKING_ANCHOR}`) {
      history.replaceState(null, '', window.location.pathname + window.location.search);
      onOpen(new CustomEvent(BOOKING_EVENT, { detail: {} }));
    }
    return () => window.removeEventListener(BOOKING_EVENT, onOpen);
  }, []);

  if (!request) return null;
  return (
    <React.Suspense fallback={null}>
      <BookingDialog open={open} onOpenChange={setOpen} request={request} returnFocus={() => opener.current?.focus()} />
    </React.Suspense>
  );
}
