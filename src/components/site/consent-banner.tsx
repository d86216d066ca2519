'use client';

import * as React from 'react';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button-variants';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, CONSENT_SETTINGS } from './consent';

type Choice = 'accepted' | 'rejected';

export function readConsent(cookie: string): Choice | null {
  const value = cookie.split(/;\s*/).find((c) => c.startsWith(`${CONSENT_COOKIE}=`))?.split('=')[1];
  return value === 'accepted' || value === 'rejected' ? value : null;
}

type CookieStoreLike = {
  get: (name: string) => Promise<{ value: string } | null>;
  set: (options: { name: string; value: string; expires: number; path: string; sameSite: 'lax' }) => Promise<void>;
};
// The Cookie Store API where the browser has it (Chrome flags document.cookie as a performance issue).
const cookieStore = () => (globalThis as typeof globalThis & { cookieStore?: CookieStoreLike }).cookieStore;

async function storedConsent(): Promise<Choice | null> {
  const store = cookieStore();
  if (!store) return readConsent(document.cookie);
  const value = (await store.get(CONSENT_COOKIE))?.value ?? '';
  return readConsent(`${CONSENT_COOKIE}=${value}`);
}

function storeConsent(choice: Choice) {
  const store = cookieStore();
  if (store) void store.set({ name: CONSENT_COOKIE, value: choice, expires: Date.now() + CONSENT_MAX_AGE_SECONDS * 1000, path: '/', sameSite: 'lax' });
  else document.cookie = `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
}

function loadAnalytics(scripts: readonly string[]) {
  for (const src of scripts) {
    if (document.querySelector(`script[src="${src}"]`)) continue;
    const s = document.createElement('script');
    s.src = src;
    s.defer = true;
    document.head.appendChild(s);
  }
}

/** Tells tag managers of the change, as Consent Mode v2 names it: analytics on or off, never ads. */
function pushConsentUpdate(choice: Choice) {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({
    event: 'consent_update',
    analytics_storage: choice === 'accepted' ? 'granted' : 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
}

/**
 * Accept or reject analytics, in the page's language. The hosting provider's analytics scripts
 * load only after an accept; the choice is kept for 6 months in a first-party cookie.
 */
export function ConsentBanner({ analyticsScripts, policyHref }: { analyticsScripts: readonly string[]; policyHref: string }) {
  const t = useTranslations('ui.consent');
  // The prerendered page carries the banner, so that it is painted with the page and is never a
  // late, large paint; CONSENT_PROBE hides it before the first paint when there is an answer, and
  // the browser removes it once it has read the answer.
  const [open, setOpen] = React.useState(true);
  const [reopened, setReopened] = React.useState(false);
  const banner = React.useRef<HTMLElement>(null);
  // A choice made while the stored one is still being read (a first tap the loader gives again
  // once the page is interactive, decision 008) is the newer answer: the read must not reopen.
  const chosen = React.useRef(false);

  React.useEffect(() => {
    let live = true;
    void storedConsent().then((choice) => {
      if (!live || chosen.current) return;
      if (choice === 'accepted') loadAnalytics(analyticsScripts);
      setOpen(choice === null);
    });
    return () => {
      live = false;
    };
  }, [analyticsScripts]);

  // "Cookie settings" opens the banner again, however the visitor answered before.
  React.useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(`[${CONSENT_SETTINGS}]`)) return;
      event.preventDefault();
      document.documentElement.removeAttribute('data-consent');
      setReopened(true);
      setOpen(true);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  // Opened on request, the banner takes the focus, so that keyboard users land on the choice.
  React.useEffect(() => {
    if (open && reopened) banner.current?.focus();
  }, [open, reopened]);

  const choose = (choice: Choice) => {
    chosen.current = true;
    storeConsent(choice);
    pushConsentUpdate(choice);
    if (choice === 'accepted') loadAnalytics(analyticsScripts);
    setOpen(false);
    setReopened(false);
  };

  if (!open) return null;
  return (
    <section
      ref={banner}
      tabIndex={-1}
      data-consent-banner=""
      aria-label={t('label')}
      className="consent-banner"
    >
      <p className="text-sm text-foreground">
        {t('text')}{' '}
        <a href={policyHref} className="font-medium text-primary underline underline-offset-4">
          {t('policy')}
        </a>
      </p>
      <div className="mt-3 flex shrink-0 gap-2 sm:mt-0">
        <button type="button" className={buttonVariants({ size: 'sm', variant: 'outline' })} onClick={() => choose('rejected')}>
          {t('reject')}
        </button>
        <button type="button" className={buttonVariants({ size: 'sm' })} onClick={() => choose('accepted')}>
          {t('accept')}
        </button>
      </div>
    </section>
  );
}
