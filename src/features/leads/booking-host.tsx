'use client';

import * as React from 'react';
import { isLocale } from '@/i18n/routing';
import { BOOKING_EVENT, BOOKING_LINK, bookingRequestOf, openBooking, type BookingRequest } from '@/lib/booking-events';

const BookingDialog = React.lazy(() => import('./booking-dialog'));
// The dialog's code and its texts in the page's language.
const loadDialog = () =>
  void import('./booking-dialog').then((m) => {
    const lang = document.documentElement.lang;
    if (isLocale(lang)) void m.formTexts(lang);
  });

/**
 * Opens the one booking dialog for every Book Consultation link (a plain click; a click with a
 * modifier opens the booking page in a new tab, as links do). The dialog's code loads on intent:
 * when a pointer rests on or focus reaches a Book Consultation link, or at the latest on the click.
 */
export function BookingHost() {
  const [open, setOpen] = React.useState(false);
  const [request, setRequest] = React.useState<BookingRequest | null>(null);
  // The dialog has no Radix trigger (any link on the page opens it): give focus back by hand.
  const opener = React.useRef<HTMLElement | null>(null);

  React.useEffect(() => {
    const onOpen = (e: Event) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setRequest((e as CustomEvent<BookingRequest>).detail ?? {});
      setOpen(true);
    };
    const onClick = (e: MouseEvent) => {
      const detail = bookingRequestOf(e);
      if (!detail) return;
      e.preventDefault();
      openBooking(detail);
    };
    const onIntent = (e: Event) => {
      if (e.target instanceof Element && e.target.closest(`a[${BOOKING_LINK}]`)) loadDialog();
    };
    window.addEventListener(BOOKING_EVENT, onOpen);
    document.addEventListener('click', onClick);
    // The page's scripts run on the visitor's first input after its first paint (decision 008): say
    // when it has become interactive, and give again the click the loader held on a button that
    // needs the scripts (it marked the button busy meanwhile, decision 021).
    document.documentElement.dataset.interactive = '';
    const held = document.querySelector<HTMLButtonElement>('button[aria-busy="true"]');
    if (held) {
      held.removeAttribute('aria-busy');
      held.click();
    }
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      window.removeEventListener(BOOKING_EVENT, onOpen);
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);

  if (!request) return null;
  return (
    <React.Suspense fallback={null}>
      <BookingDialog open={open} onOpenChange={setOpen} request={request} returnFocus={() => opener.current?.focus()} />
    </React.Suspense>
  );
}
