'use client';

import * as React from 'react';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { subscribeNewsletter } from './actions';
import { Honeypot } from './form-field';
import { BOUNDS, HONEYPOT_FIELD } from './options';
import { useLeadForm } from './use-lead-form';
import { FormNotice } from './form-notice';
import { outcome } from './form-state';

/** Newsletter signup (email only): double opt-in, the confirmation link arrives by email. */
export function NewsletterForm({ tone, idSuffix }: { tone: 'light' | 'dark'; idSuffix: string }) {
  const t = useTranslations('forms.newsletter');
  const tf = useTranslations('forms');
  const locale = useLocale();
  const pathname = usePathname();
  const successNotice = React.useCallback(() => ({ title: t('successTitle'), description: t('successText') }), [t]);
  const { state, formRef, formAction, onSubmit, onFocusCapture, pending, errors, values } = useLeadForm('newsletter', subscribeNewsletter, { successNotice });
  const id = `newsletter-email-${idSuffix}`;
  const error = errors.email ? tf(errors.email as Parameters<typeof tf>[0]) : state.status === 'error' && state.notice ? tf(`${state.notice as 'errors.newsletterFailed'}.description`) : undefined;
  const dark = tone === 'dark';

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} onFocusCapture={onFocusCapture} noValidate className="relative mt-4">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={pathname} />
      <Honeypot name={HONEYPOT_FIELD} label={tf('honeypot')} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={id} className="sr-only">
          {t('label')}
        </label>
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={BOUNDS.email.max}
          placeholder={t('placeholder')}
          defaultValue={values.email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          // A refused post without JavaScript: the new page opens on the field (FormStatus says why).
          autoFocus={Boolean(error)}
          className={clsx(
            'h-11 w-full min-w-0 rounded-md border px-3 text-base focus-visible:outline-none focus-visible:ring-3 sm:flex-1',
            dark ? 'border-white/25 bg-white/10 text-white placeholder:text-slate-400 focus-visible:ring-teal-300/50' : 'border-input bg-background focus-visible:ring-ring/40',
          )}
        />
        <button type="submit" disabled={pending} className="newsletter-submit">
          {pending ? t('subscribing') : t('subscribe')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className={clsx('mt-2 text-sm font-medium', dark ? 'text-red-200' : 'text-destructive')}>
          {error}
        </p>
      )}
      <FormNotice form="newsletter" tone={tone} className="mt-2" />
      {state.status === 'success' && (
        <p role="status" {...outcome} className={clsx('mt-2 text-sm outline-none', dark ? 'text-teal-200' : 'text-success')}>
          <strong>{t('successTitle')}</strong> {t('checkInbox')}
        </p>
      )}
    </form>
  );
}
