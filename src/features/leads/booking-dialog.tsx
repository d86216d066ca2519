'use client';

import * as React from 'react';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, useTranslations } from 'next-intl';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { Locale } from '@/i18n/routing';
import { BookingForm } from './booking-form';
import type { BookingRequest } from '@/lib/booking-events';
import { loadFreeSlots } from './slot-picker';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; request: BookingRequest; returnFocus: () => void };

// This module loads on intent (a pointer on a Book Consultation link): the free slots are asked
// for at the same moment, so that the calendar is ready when the dialog opens.
if (typeof window !== 'undefined') void loadFreeSlots().catch(() => {});

type Json = Record<string, unknown>;
// The form's texts are not in every page's first load: they come with the dialog, once per language.
const formsOf: Record<Locale, () => Promise<{ default: Json }>> = {
  en: () => import('../../../messages/en/forms.json'),
  de: () => import('../../../messages/de/forms.json'),
  fr: () => import('../../../messages/fr/forms.json'),
};
const loaded = new Map<Locale, Promise<Json>>();
/** The booking form's texts in a language; the same promise every time (React's `use`). */
export const formTexts = (locale: Locale) => {
  if (!loaded.has(locale)) loaded.set(locale, formsOf[locale]().then((m) => m.default));
  return loaded.get(locale)!;
};

/** The consultation booking dialog: a date picker and the booking form. Loaded on first use. */
export default function BookingDialog(props: Props) {
  const locale = useLocale() as Locale;
  const forms = React.use(formTexts(locale));
  const messages = useMessages();
  const timeZone = useTimeZone();
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={{ ...messages, forms }}>
      <BookingDialogContent {...props} />
    </NextIntlClientProvider>
  );
}

function BookingDialogContent({ open, onOpenChange, request, returnFocus }: Props) {
  const t = useTranslations('forms');
  // A new form (and a new calendar) every time a booking succeeds.
  const [generation, setGeneration] = React.useState(0);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('booking.close')}
        className="max-w-2xl"
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('booking.title')}</DialogTitle>
          <DialogDescription>{t('booking.description')}</DialogDescription>
          {request.consultantName && <p className="text-sm font-medium text-brand">{t('booking.withConsultant', { name: request.consultantName })}</p>}
        </DialogHeader>
        <BookingForm
          key={generation}
          idPrefix="booking"
          consultant={request.consultant}
          service={request.service}
          onBooked={() => {
            setGeneration((g) => g + 1);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
