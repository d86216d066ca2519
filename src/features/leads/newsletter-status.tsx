'use client';

import * as React from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { notify } from '@/components/ui/toast';

const outcomes = { confirmed: 'confirmed', unsubscribed: 'unsubscribed', invalid: 'invalidLink', error: 'linkError' } as const;

/**
 * The confirmation and unsubscribe links of the newsletter emails land on the home page of the
 * subscriber's language with ?newsletter=<outcome>: say what happened, then tidy the address bar.
 */
export function NewsletterStatus() {
  const t = useTranslations('forms.newsletter');
  const outcome = useSearchParams().get('newsletter');
  const key = outcome && outcome in outcomes ? outcomes[outcome as keyof typeof outcomes] : null;
  React.useEffect(() => {
    if (!key) return;
    notify({ title: t(key), variant: key === 'invalidLink' || key === 'linkError' ? 'destructive' : 'default' });
    const url = new URL(window.location.href);
    url.searchParams.delete('newsletter');
    history.replaceState(null, '', url.pathname + url.search + url.hash);
  }, [key, t]);
  if (!key) return null;
  return (
    <p role="status" className="sr-only">
      {t(key)}
    </p>
  );
}
