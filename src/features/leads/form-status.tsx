'use client';

import { useTranslations } from 'next-intl';
import { outcome, type FormState } from './form-state';

type Props = {
  state: FormState;
  /** Field name -> message key of every field that is wrong now (the browser's check or the server's). */
  errors: Record<string, string>;
  /** The id of a field's control, which the summary links to. */
  fieldId: (field: string) => string;
  successTitle?: string;
  successText?: string;
};

/**
 * The outcome in words, for screen readers and for visitors without JavaScript (no toasts there):
 * on a refusal, every field that is wrong, each a link to its control with what to do; otherwise
 * the notice of a failure or the success.
 */
export function FormStatus({ state, errors, fieldId, successTitle, successText }: Props) {
  const t = useTranslations('forms');
  const wrong = Object.entries(errors);
  const notice = state.status === 'error' && state.notice ? (state.notice as 'errors.requiredFields') : null;
  if (wrong.length > 0) {
    return (
      <div role="alert" {...outcome} className="rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm text-destructive outline-none sm:col-span-2">
        {notice && <p className="font-semibold">{t(`${notice}.title`)}</p>}
        <p className={notice ? undefined : 'font-semibold'}>{t('errors.summary', { count: wrong.length })}</p>
        <ul className="mt-1.5 list-disc space-y-1 ps-5">
          {wrong.map(([field, key]) => (
            <li key={field}>
              <a
                href={`#${fieldId(field)}`}
                className="font-medium underline underline-offset-2"
                onClick={(event) => {
                  const control = controlOf(fieldId(field));
                  if (!control) return;
                  event.preventDefault();
                  control.focus();
                }}
              >
                {t(`fields.${field}` as Parameters<typeof t>[0])}
              </a>
              {/* "Name: …", "Nom complet : …" */}
              {t('errors.summaryColon')} {t(key as Parameters<typeof t>[0])}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (notice) {
    return (
      <div role="alert" {...outcome} className="rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm text-destructive outline-none sm:col-span-2">
        <p className="font-semibold">{t(`${notice}.title`)}</p>
        <p>{t(`${notice}.description`)}</p>
      </div>
    );
  }
  if (state.status === 'success' && successTitle) {
    return (
      <div role="status" {...outcome} className="rounded-md border border-success/40 bg-success/5 p-3 text-sm text-success outline-none sm:col-span-2">
        <p className="font-semibold">{successTitle}</p>
        {successText && <p>{successText}</p>}
      </div>
    );
  }
  return null;
}

/** The control a field's id names, or the first control of the group its error describes (the booking's calendar of times). */
function controlOf(id: string): HTMLElement | null {
  const element = document.getElementById(id) ?? document.querySelector<HTMLElement>(`[aria-describedby~="${CSS.escape(id)}-error"]`);
  const controls = 'input:not([type="hidden"]), select, textarea, button';
  return element?.matches(controls) ? element : (element?.querySelector<HTMLElement>(controls) ?? null);
}
