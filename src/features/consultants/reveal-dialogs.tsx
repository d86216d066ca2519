'use client';

import * as React from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localizedPath, type Locale } from '@/i18n/routing';
import { CalendarCheck, Clock, LogIn, ShieldCheck } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { openBooking } from '@/lib/booking-events';
import type { RevealDialogState } from './directory-types';
import { timeUntilReset } from './reveal-session';

type Props = {
  state: RevealDialogState;
  pending: boolean;
  onConfirm: (id: string, name: string) => void;
  onClose: () => void;
  /** The consultant just revealed through the dialog, if any (focus moves to its details). */
  takeRevealedId: () => string | null;
};

/** Keeps the last state of a kind so a closing dialog keeps its content during the animation. */
function useLast<K extends 'confirm' | 'limit'>(state: RevealDialogState, kind: K) {
  const [last, setLast] = React.useState<Extract<NonNullable<RevealDialogState>, { kind: K }> | null>(null);
  if (state?.kind === kind && state !== last) setLast(state as Extract<NonNullable<RevealDialogState>, { kind: K }>);
  return last;
}

export function RevealDialogs({ state, pending, onConfirm, onClose, takeRevealedId }: Props) {
  const t = useTranslations('consultants.reveal');
  const locale = useLocale() as Locale;
  const confirm = useLast(state, 'confirm');
  const limit = useLast(state, 'limit');
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };

  return (
    <>
      <Dialog open={state?.kind === 'confirm'} onOpenChange={onOpenChange}>
        <DialogContent
          closeLabel={t('close')}
          onCloseAutoFocus={(event) => {
            // The Reveal button is gone once the details are shown: focus the details instead.
            const id = takeRevealedId();
            if (!id) return;
            event.preventDefault();
            document.getElementById(`contact-${id}`)?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>{t('confirmTitle')}</DialogTitle>
            <DialogDescription>{t('confirmText', { name: confirm?.name ?? '' })}</DialogDescription>
          </DialogHeader>
          <div className="flex gap-3 rounded-lg bg-muted p-4 text-sm text-muted-foreground">
            <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden />
            <div className="space-y-1">
              <p className="font-medium text-ink">{t('remaining', { count: confirm?.remaining ?? 0 })}</p>
              <p>{t('limitNote')}</p>
              <p>
                {t.raw('termsNotice').split('{terms}').map((part: string, i: number) =>
                  i === 0 ? part : (
                    <React.Fragment key={i}>
                      <a href={localizedPath('termsOfService', locale)} className="underline underline-offset-2 hover:text-primary">
                        {t('termsLink')}
                      </a>
                      {part}
                    </React.Fragment>
                  ),
                )}
              </p>
            </div>
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t('cancel')}</Button>
            </DialogClose>
            <Button disabled={pending || !confirm} onClick={() => confirm && onConfirm(confirm.id, confirm.name)}>
              {t('confirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>

      <Dialog open={state?.kind === 'limit'} onOpenChange={onOpenChange}>
        <DialogContent closeLabel={t('close')} className="max-w-xl">
          <DialogHeader>
            <DialogTitle>{t('limitTitle')}</DialogTitle>
            <DialogDescription>{t('limitText')}</DialogDescription>
          </DialogHeader>
          <ul className="grid gap-3">
            <li className="flex gap-3 rounded-lg border p-4">
              <CalendarCheck className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden />
              <div className="flex-1 space-y-2">
                <h3 className="font-semibold text-ink">{t('bookTitle')}</h3>
                <p className="text-sm text-muted-foreground">{t('bookText')}</p>
                <Button
                  size="sm"
                  onClick={() => {
                    const request = { consultant: limit?.id, consultantName: limit?.name };
                    onClose();
                    // Let this dialog hand focus back before the booking dialog takes it.
                    window.setTimeout(() => openBooking(request), 0);
                  }}
                >
                  {t('bookButton')}
                </Button>
              </div>
            </li>
            <li className="flex gap-3 rounded-lg border p-4">
              <Clock className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden />
              <div className="flex-1 space-y-1">
                <h3 className="font-semibold text-ink">{t('waitTitle')}</h3>
                <p className="text-sm text-muted-foreground">{limit && waitText(limit.resetAt, limit.openedAt, t)}</p>
              </div>
            </li>
            <li className="flex gap-3 rounded-lg border p-4">
              <LogIn className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden />
              <div className="flex-1 space-y-2">
                <h3 className="font-semibold text-ink">{t('signInTitle')}</h3>
                <p className="text-sm text-muted-foreground">{t('signInText')}</p>
                <Button size="sm" variant="outline" disabled>
                  {t('signInButton')}
                </Button>
              </div>
            </li>
          </ul>
        </DialogContent>
      </Dialog>
    </>
  );
}

function waitText(resetAt: number, now: number, t: ReturnType<typeof useTranslations<'consultants.reveal'>>): string {
  const wait = timeUntilReset(resetAt, now);
  return t(wait.unit === 'minutes' ? 'waitMinutes' : 'waitHours', { count: wait.value });
}
