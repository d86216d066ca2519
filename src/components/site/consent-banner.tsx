'use client';

import * as React from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

export const CONSENT_COOKIE = 'cookie_consent';
const YEAR_SECONDS = 365 * 24 * 3600;

type Choice = 'accepted' | 'rejected';

export function readConsent(cookie: string): Choice | null {
  const value = cookie.split(/;\s*/).find((c) => c.startsWith(`${CONSENT_COOKIE}=`))?.split('=')[1];
  return value === 'accepted' || value === 'rejected' ? value : null;
}

const noSubscription = () => () => {};

function loadAnalytics(scripts: readonly string[]) {
  for (const src of scripts) {
    if (document.querySelector(`script[src="${src}"]`)) continue;
    const s = document.createElement('script');
    s.src = src;
    s.defer = true;
    document.head.appendChild(s);
  }
}

/**
 * Accept or reject analytics, in the page's language. The hosting provider's analytics scripts
 * load only after an accept; the choice is kept for 12 months in a first-party cookie.
 */
export function ConsentBanner({ analyticsScripts, policyHref }: { analyticsScripts: readonly string[]; policyHref: string }) {
  const t = useTranslations('ui.consent');
  // The server cannot know the cookie of a prerendered page: the banner decides in the browser.
  const stored = React.useSyncExternalStore(noSubscription, () => readConsent(document.cookie) ?? 'unanswered', () => 'server');
  const [answered, setAnswered] = React.useState(false);

  React.useEffect(() => {
    if (stored === 'accepted') loadAnalytics(analyticsScripts);
  }, [stored, analyticsScripts]);

  const choose = (choice: Choice) => {
    document.cookie = `${CONSENT_COOKIE}=${choice}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
    if (choice === 'accepted') loadAnalytics(analyticsScripts);
    setAnswered(true);
  };

  if (stored !== 'unanswered' || answered) return null;
  return (
    <section aria-label={t('label')} className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-xl border bg-background p-4 shadow-2xl sm:flex sm:items-center sm:gap-4 print:hidden">
      <p className="text-sm text-foreground">
        {t('text')}{' '}
        <a href={policyHref} className="font-medium text-primary underline underline-offset-4">
          {t('policy')}
        </a>
      </p>
      <div className="mt-3 flex shrink-0 gap-2 sm:mt-0">
        <Button size="sm" variant="outline" onClick={() => choose('rejected')}>
          {t('reject')}
        </Button>
        <Button size="sm" onClick={() => choose('accepted')}>
          {t('accept')}
        </Button>
      </div>
    </section>
  );
}
