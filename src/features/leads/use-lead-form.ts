'use client';

import * as React from 'react';
import { useTranslations } from 'next-intl';
import { notify, type Notice } from '@/components/ui/toast';
import { initialFormState, type FormState } from './form-state';
import type { LeadForm } from './schemas';
import { FORM_KEY_FIELD } from './options';

type Action = (state: FormState, formData: FormData) => Promise<FormState>;

type Options = {
  /** The notice shown when the server accepted the form. */
  successNotice: (state: FormState) => Notice;
  onSuccess?: (state: FormState) => void;
};

// The schema module (zod and the free-mail list) is fetched when a visitor first touches a form,
// not with the page: the browser checks with the server's own schema before sending.
const loadSchemas = () => import('./schemas');

/**
 * One lead form: the server action through useActionState (so the form also works without
 * JavaScript), the shared zod schema checked in the browser first, the notices of forms.json as toasts,
 * and the entered values kept on any failure.
 */
export function useLeadForm(form: LeadForm, action: Action, { successNotice, onSuccess }: Options) {
  const t = useTranslations('forms');
  const [state, formAction, pending] = React.useActionState(action, initialFormState);
  const [clientErrors, setClientErrors] = React.useState<Record<string, string> | null>(null);
  const [checking, startChecking] = React.useTransition();
  const formRef = React.useRef<HTMLFormElement>(null);
  const seen = React.useRef(state);
  // The submission's one-time key: kept while the same submission is retried, new after a success.
  const submissionKey = React.useRef<string | null>(null);

  const noticeFor = React.useCallback(
    (key: string): Notice => ({
      title: t(`${key}.title` as Parameters<typeof t>[0]),
      description: t(`${key}.description` as Parameters<typeof t>[0]),
      variant: 'destructive',
    }),
    [t],
  );

  React.useEffect(() => {
    if (state === seen.current) return;
    seen.current = state;
    if (state.status === 'success') {
      submissionKey.current = null;
      formRef.current?.reset();
      notify(successNotice(state));
      onSuccess?.(state);
    } else if (state.status === 'error') {
      if (state.notice) notify(noticeFor(state.notice));
      focusFirstInvalid(formRef.current);
    }
  }, [state, successNotice, onSuccess, noticeFor]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    // The prerendered hidden field holds the internal path (/en/services): send the address bar's.
    if (formData.has('page')) formData.set('page', window.location.pathname);
    formData.set(FORM_KEY_FIELD, (submissionKey.current ??= newSubmissionKey()));
    startChecking(async () => {
      const { formSchemas, fieldErrors, noticeForErrors } = await loadSchemas();
      const parsed = formSchemas[form].safeParse(Object.fromEntries(formData));
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error);
        setClientErrors(errors);
        notify(noticeFor(noticeForErrors(form, errors)));
        requestAnimationFrame(() => focusFirstInvalid(formRef.current));
        return;
      }
      setClientErrors(null);
      // Nothing is sent twice: the button stays disabled until the server has answered.
      React.startTransition(() => formAction(formData));
    });
  };

  return {
    state,
    formRef,
    formAction,
    onSubmit,
    onFocusCapture: () => void loadSchemas(),
    pending: pending || checking,
    errors: clientErrors ?? (state.status === 'error' ? state.errors : {}),
    /** Values to refill the form when the page was reloaded without JavaScript (after a refusal, or the booking page's "show free times"). */
    values: state.status === 'success' ? {} : state.values,
  };
}

/** 128 random bits as 22 base64url characters (getRandomValues works on plain http too, randomUUID does not). */
function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
}
