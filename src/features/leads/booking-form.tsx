'use client';

import * as React from 'react';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { submitBooking } from './actions';
import { FormField, Honeypot } from './form-field';
import type { FormState } from './form-state';
import { BOUNDS, BUDGETS, HONEYPOT_FIELD } from './options';
import { useLeadForm } from './use-lead-form';
import type { BookingRequest } from '@/lib/booking-events';
import { parseSlotId } from '@/lib/slot-id';
import { FormNotice } from './form-notice';
import { FormStatus } from './form-status';
import { SlotPicker } from './slot-picker';
import { clockTime, longDate, zoneCity } from './slot-time';

type Props = BookingRequest & {
  idPrefix: string;
  onBooked?: (state: FormState) => void;
};

/** The consultation booking form, used by the dialog and by the booking page. */
export function BookingForm({ idPrefix, consultant, service, onBooked }: Props) {
  const t = useTranslations('forms');
  const locale = useLocale();
  const pathname = usePathname();
  const successNotice = React.useCallback(
    (s: FormState) => {
      const start = s.slot ? parseSlotId(s.slot) : null;
      const zone = s.timeZone ?? 'UTC';
      return {
        title: t('booking.successTitle'),
        description: t('booking.successText', { date: start ? longDate(start, zone, locale) : '', time: start ? clockTime(start, zone, locale) : '', city: zoneCity(zone, locale) }),
      };
    },
    [t, locale],
  );
  const { state, formRef, formAction, onSubmit, onFocusCapture, pending, errors, values } = useLeadForm('booking', submitBooking, { successNotice, onSuccess: onBooked });
  const err = (field: string) => (errors[field] ? t(errors[field] as Parameters<typeof t>[0]) : undefined);
  const id = (field: string) => `${idPrefix}-${field}`;
  const common = { requiredLabel: t('required') };

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} onFocusCapture={onFocusCapture} noValidate className="relative grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={pathname} />
      {consultant && <input type="hidden" name="consultant" value={consultant} />}
      {service && <input type="hidden" name="service" value={service} />}
      <Honeypot name={HONEYPOT_FIELD} label={t('honeypot')} />
      <p className="text-sm text-muted-foreground sm:col-span-2">{t('requiredHint')}</p>
      <FormField id={id('name')} label={t('fields.name')} required error={err('name')} {...common}>
        {(a) => <Input {...a} name="name" autoComplete="name" maxLength={BOUNDS.name.max} defaultValue={values.name} />}
      </FormField>
      <FormField id={id('email')} label={t('fields.email')} required error={err('email')} {...common}>
        {(a) => <Input {...a} name="email" type="email" autoComplete="email" maxLength={BOUNDS.email.max} placeholder={t('placeholders.email')} defaultValue={values.email} />}
      </FormField>
      <FormField id={id('company')} label={t('fields.company')} required error={err('company')} {...common}>
        {(a) => <Input {...a} name="company" autoComplete="organization" maxLength={BOUNDS.company.max} defaultValue={values.company} />}
      </FormField>
      <FormField id={id('phone')} label={t('fields.phone')} required error={err('phone')} {...common}>
        {(a) => <Input {...a} name="phone" type="tel" autoComplete="tel" maxLength={BOUNDS.phone.max} placeholder={t('placeholders.phone')} defaultValue={values.phone} />}
      </FormField>
      <SlotPicker
        idPrefix={idPrefix}
        error={err('slot')}
        values={values}
        offered={state.slots}
        ownerTimeZone={state.ownerTimeZone}
        refresh={state.status === 'success' || (state.status === 'error' && errors.slot) ? state : null}
      />
      <FormField id={id('budget')} label={t('fields.budget')} error={err('budget')} className="sm:col-span-2" {...common}>
        {(a) => (
          <Select {...a} name="budget" defaultValue={values.budget ?? ''}>
            <option value="">{t('placeholders.budget')}</option>
            {BUDGETS.map((b) => (
              <option key={b} value={b}>
                {t(`budgets.${b}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id={id('goals')} label={t('fields.goals')} required error={err('goals')} className="sm:col-span-2" {...common}>
        {(a) => <Textarea {...a} name="goals" rows={4} maxLength={BOUNDS.goals.max} placeholder={t('placeholders.goals')} defaultValue={values.goals} />}
      </FormField>
      <FormStatus state={state} errors={errors} fieldId={id} successTitle={t('booking.successTitle')} successText={state.status === 'success' ? successNotice(state).description : undefined} />
      <Button type="submit" variant="hero" size="lg" disabled={pending} className="sm:col-span-2">
        {pending ? t('booking.submitting') : t('booking.submit')}
      </Button>
      <FormNotice form="booking" className="sm:col-span-2" />
    </form>
  );
}
