'use client';

import * as React from 'react';
import { useTranslations } from 'next-intl';
import { Eye, Lock, Mail, Phone } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { useReveal } from './reveal-provider';

type Props = { id: string; name: string };

/** A card's contact details: hidden until revealed through the server (see RevealProvider). */
export function ContactReveal({ id, name }: Props) {
  const t = useTranslations('consultants.card');
  const { details, pendingId, requestReveal, preloadDialogs } = useReveal();
  const contact = details[id];
  const detailsRef = React.useRef<HTMLDivElement>(null);
  const focusOnReveal = React.useRef(false);

  React.useEffect(() => {
    // A repeat reveal has no dialog to hand focus back: move it from the vanished button here.
    if (contact && focusOnReveal.current && document.activeElement === document.body) detailsRef.current?.focus();
    focusOnReveal.current = false;
  }, [contact]);

  return (
    <div className="rounded-lg border border-dashed p-4">
      <p className="text-sm font-semibold text-ink">{t('contact')}</p>
      {contact ? (
        <div ref={detailsRef} id={`contact-${id}`} tabIndex={-1} className="mt-2 rounded-md outline-none focus-visible:ring-3 focus-visible:ring-ring/40">
          <dl className="grid gap-1.5 text-sm">
            <div>
              <dt className="sr-only">{t('email')}</dt>
              <dd className="flex min-w-0 items-center gap-2 break-all">
                <Mail className="size-4 shrink-0 text-brand" aria-hidden />
                <a className="font-medium text-primary underline-offset-4 hover:underline" href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="sr-only">{t('phone')}</dt>
              <dd className="flex items-center gap-2">
                <Phone className="size-4 shrink-0 text-brand" aria-hidden />
                <a className="font-medium text-primary underline-offset-4 hover:underline" href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
                  {contact.phone}
                </a>
              </dd>
            </div>
          </dl>
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Lock className="size-4 shrink-0" aria-hidden />
            {t('contactHidden')}
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={pendingId === id}
            onPointerEnter={preloadDialogs}
            onFocus={preloadDialogs}
            onClick={() => {
              focusOnReveal.current = true;
              requestReveal(id, name);
            }}
          >
            <Eye aria-hidden />
            {pendingId === id ? t('revealing') : t('revealContact')}
            <span className="sr-only">: {name}</span>
          </Button>
        </div>
      )}
    </div>
  );
}
