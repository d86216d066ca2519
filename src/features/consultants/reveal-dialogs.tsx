'use client';

import * as React from 'react';
import { CalendarCheck, Clock, LogIn, ShieldCheck } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { openBooking } from '@/lib/booking-events';
import { plural, type RevealLabels } from './directory-types';
import type { RevealDialogState } from './reveal-provider';
import { timeUntilReset } from './reveal-session';

type Props = {
  state: RevealDialogState;
  labels: RevealLabels;
  locale: string;
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

export function RevealDialogs({ state, labels, locale, pending, onConfirm, onClose, takeRevealedId }: Props) {
  const confirm = useLast(state, 'confirm');
  const limit = useLast(state, 'limit');
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };

  return (
    <>
      <Dialog open={state?.kind === 'confirm'} onOpenChange={onOpenChange}>
        <DialogContent
          closeLabel={labels.close}
          onCloseAutoFocus={(event) => {
            // The Reveal button is gone once the details are shown: focus the details instead.
            const id = takeRevealedId();
            if (!id) return;
            event.preventDefault();
            document.getElementById(`contact-${id}`)?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>{labels.confirmTitle}</DialogTitle>
            <DialogDescription>{labels.confirmText.replace('{name}', confirm?.name ?? '')}</DialogDescription>
          </DialogHeader>
          <div className="flex gap-3 rounded-lg bg-muted p-4 text-sm text-muted-foreground">
            <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden />
            <div className="space-y-1">
              <p className="font-medium text-ink">{plural(labels.remaining, confirm?.remaining ?? 0, locale)}</p>
              <p>{labels.limitNote}</p>
            </div>
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{labels.cancel}</Button>
            </DialogClose>
            <Button disabled={pending || !confirm} onClick={() => confirm && onConfirm(confirm.id, confirm.name)}>
              {labels.confirm}
            </Button>
          </div>
        </DialogContent>
      </Dialog>

      <Dialog open={state?.kind === 'limit'} onOpenChange={onOpenChange}>
        <DialogContent closeLabel={labels.close} className="max-w-xl">
          <DialogHeader>
            <DialogTitle>{labels.limitTitle}</DialogTitle>
            <DialogDescription>{labels.limitText}</DialogDescription>
          </DialogHeader>
          <ul className="grid gap-3">
            <li className="flex gap-3 rounded-lg border p-4">
              <CalendarCheck className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden />
              <div className="flex-1 space-y-2">
                <h3 className="font-semibold text-ink">{labels.bookTitle}</h3>
                <p className="text-sm text-muted-foreground">{labels.bookText}</p>
                <Button
                  size="sm"
                  onClick={() => {
                    const request = { consultant: limit?.id, consultantName: limit?.name };
                    onClose();
                    // Let this dialog hand focus back before the booking dialog takes it.
                    window.setTimeout(() => openBooking(request), 0);
                  }}
                >
                  {labels.bookButton}
                </Button>
              </div>
            </li>
            <li className="flex gap-3 rounded-lg border p-4">
              <Clock className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden />
              <div className="flex-1 space-y-1">
                <h3 className="font-semibold text-ink">{labels.waitTitle}</h3>
                <p className="text-sm text-muted-foreground">{limit && waitText(limit.resetAt, limit.openedAt, labels, locale)}</p>
              </div>
            </li>
            <li className="flex gap-3 rounded-lg border p-4">
              <LogIn className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden />
              <div className="flex-1 space-y-2">
                <h3 className="font-semibold text-ink">{labels.signInTitle}</h3>
                <p className="text-sm text-muted-foreground">{labels.signInText}</p>
                <Button size="sm" variant="outline" disabled>
                  {labels.signInButton}
                </Button>
              </div>
            </li>
          </ul>
        </DialogContent>
      </Dialog>
    </>
  );
}

function waitText(resetAt: number, now: number, labels: RevealLabels, locale: string): string {
  const wait = timeUntilReset(resetAt, now);
  return plural(wait.unit === 'minutes' ? labels.waitMinutes : labels.waitHours, wait.value, locale);
}
