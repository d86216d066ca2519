'use client';

import * as React from 'react';

/**
 * Toasts (sonner) load only when the first notice is shown: a page that never shows one never
 * downloads the library. Up to 3 visible, 4000 ms each, a destructive style for errors; at the
 * top of a wide screen, at the bottom of a phone's.
 */
export type Notice = { title: string; description?: string; variant?: 'default' | 'destructive' };

export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE = 3;

const EVENT = 'site:notify';

export function notify(notice: Notice) {
  window.dispatchEvent(new CustomEvent<Notice>(EVENT, { detail: notice }));
}

type SonnerModule = typeof import('sonner');

export function ToastHost({ label }: { label: string }) {
  const [sonner, setSonner] = React.useState<SonnerModule | null>(null);
  const queue = React.useRef<Notice[]>([]);

  React.useEffect(() => {
    let mod: SonnerModule | null = null;
    const show = (m: SonnerModule, n: Notice) => {
      const fn = n.variant === 'destructive' ? m.toast.error : m.toast;
      fn(n.title, { description: n.description, duration: TOAST_DURATION_MS });
    };
    const onNotify = (e: Event) => {
      const notice = (e as CustomEvent<Notice>).detail;
      if (mod) return show(mod, notice);
      queue.current.push(notice);
      void import('sonner').then((m) => {
        mod = m;
        setSonner(m);
        // Let the Toaster mount before the queued notices are shown.
        requestAnimationFrame(() => queue.current.splice(0).forEach((n) => show(m, n)));
      });
    };
    window.addEventListener(EVENT, onNotify);
    return () => window.removeEventListener(EVENT, onNotify);
  }, []);

  if (!sonner) return null;
  const { Toaster } = sonner;
  // On a phone a notice at the top would cover the form's first field, where the focus goes.
  const position = window.matchMedia('(min-width: 640px)').matches ? 'top-center' : 'bottom-center';
  return (
    <Toaster
      visibleToasts={TOAST_VISIBLE}
      duration={TOAST_DURATION_MS}
      position={position}
      containerAriaLabel={label}
      toastOptions={{
        classNames: {
          toast: 'rounded-lg border bg-background text-foreground shadow-lg',
          error: '!bg-destructive !text-destructive-foreground !border-destructive',
          // The description in the toast's own colour (sonner's grey is unreadable on the red).
          description: 'text-sm !text-current',
        },
      }}
    />
  );
}
