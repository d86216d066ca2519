'use client';

import * as React from 'react';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, useTranslations } from 'next-intl';
import { CalendarDays } from '@/components/ui/icons';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Calendar } from '@/components/ui/calendar';
import { fieldClass } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { Locale } from '@/i18n/routing';
import { BookingForm } from './booking-form';
import type { BookingRequest } from '@/lib/booking-events';
import { MIN_BOOKING_DATE } from './options';
import { formatCalendarDate } from '@/lib/dates';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; request: BookingRequest; returnFocus: () => void };

const toIsoDate = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

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
  const [date, setDate] = React.useState<Date | undefined>();
  // A new form (and a new date) every time a booking succeeds.
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
          renderDate={(field) => <DatePicker {...field} date={date} onChange={setDate} />}
          onBooked={() => {
            setDate(undefined);
            setGeneration((g) => g + 1);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

type DatePickerProps = { id: string; invalid: boolean; describedBy?: string; date?: Date; onChange: (d: Date | undefined) => void };

function DatePicker({ id, invalid, describedBy, date, onChange }: DatePickerProps) {
  const t = useTranslations('forms');
  const locale = useLocale() as Locale;
  const [open, setOpen] = React.useState(false);
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  const label = date ? formatCalendarDate(date, locale, 'long') : t('placeholders.pickDate');
  return (
    <>
      <input type="hidden" name="date" value={date ? toIsoDate(date) : ''} />
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <button id={id} type="button" data-invalid={invalid || undefined} aria-describedby={describedBy} className={cn(fieldClass, 'h-11 items-center justify-between text-left data-[invalid=true]:border-destructive', !date && 'text-muted-foreground')}>
            <span>{label}</span>
            <CalendarDays className="size-4 text-muted-foreground" aria-hidden />
          </button>
        </PopoverTrigger>
        <PopoverContent className="w-auto p-2">
          <Calendar
            lang={locale}
            mode="single"
            selected={date}
            defaultMonth={date ?? today}
            onSelect={(d) => {
              onChange(d);
              setOpen(false);
            }}
            disabled={[{ before: today }, { before: new Date(`${MIN_BOOKING_DATE}T00:00:00`) }]}
            autoFocus
          />
        </PopoverContent>
      </Popover>
    </>
  );
}
