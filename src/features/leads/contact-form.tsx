'use client';

import * as React from 'react';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { submitContact } from './actions';
import { FormStatus } from './form-status';
import { FormField, Honeypot } from './form-field';
import { BOUNDS, CONTACT_SERVICES, HONEYPOT_FIELD } from './options';
import { useLeadForm } from './use-lead-form';
import { FormNotice } from './form-notice';

/** The home page's contact form. */
export function ContactForm() {
  const t = useTranslations('forms');
  const locale = useLocale();
  const pathname = usePathname();
  const successNotice = React.useCallback(() => ({ title: t('contact.successTitle'), description: t('contact.successText') }), [t]);
  const { state, formRef, formAction, onSubmit, onFocusCapture, pending, errors, values } = useLeadForm('contact', submitContact, { successNotice });
  const err = (field: string) => (errors[field] ? t(errors[field] as Parameters<typeof t>[0]) : undefined);
  const common = { requiredLabel: t('required') };

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} onFocusCapture={onFocusCapture} noValidate className="relative grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={pathname} />
      <Honeypot name={HONEYPOT_FIELD} label={t('honeypot')} />
      <p className="text-sm text-muted-foreground sm:col-span-2">{t('requiredHint')}</p>
      <FormField id="contact-name" label={t('fields.name')} required error={err('name')} {...common}>
        {(a) => <Input {...a} name="name" autoComplete="name" maxLength={BOUNDS.name.max} defaultValue={values.name} />}
      </FormField>
      <FormField id="contact-email" label={t('fields.email')} required error={err('email')} {...common}>
        {(a) => <Input {...a} name="email" type="email" autoComplete="email" maxLength={BOUNDS.email.max} placeholder={t('placeholders.email')} defaultValue={values.email} />}
      </FormField>
      <FormField id="contact-company" label={t('fields.company')} required error={err('company')} {...common}>
        {(a) => <Input {...a} name="company" autoComplete="organization" maxLength={BOUNDS.company.max} defaultValue={values.company} />}
      </FormField>
      <FormField id="contact-phone" label={t('fields.phone')} required error={err('phone')} {...common}>
        {(a) => <Input {...a} name="phone" type="tel" autoComplete="tel" maxLength={BOUNDS.phone.max} placeholder={t('placeholders.phone')} defaultValue={values.phone} />}
      </FormField>
      <FormField id="contact-service" label={t('fields.service')} error={err('service')} className="sm:col-span-2" {...common}>
        {(a) => (
          <Select {...a} name="service" defaultValue={values.service ?? ''}>
            <option value="">{t('placeholders.service')}</option>
            {CONTACT_SERVICES.map((s) => (
              <option key={s} value={s}>
                {t(`services.${s}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="contact-message" label={t('fields.message')} required error={err('message')} className="sm:col-span-2" {...common}>
        {(a) => <Textarea {...a} name="message" rows={5} maxLength={BOUNDS.message.max} placeholder={t('placeholders.message')} defaultValue={values.message} />}
      </FormField>
      <FormStatus state={state} errors={errors} fieldId={(field) => `contact-${field}`} successTitle={t('contact.successTitle')} successText={t('contact.successText')} />
      <Button type="submit" size="lg" disabled={pending} className="sm:col-span-2 sm:justify-self-start">
        {pending ? t('contact.submitting') : t('contact.submit')}
      </Button>
      <FormNotice form="contact" className="sm:col-span-2" />
    </form>
  );
}
