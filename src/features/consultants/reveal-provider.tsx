'use client';

import * as React from 'react';
import { useTranslations } from 'next-intl';
import { notify } from '@/components/ui/toast';
import { REVEAL_WINDOW_MS } from './data';
import type { RevealDialogState } from './directory-types';
import {
  browserSessionDeps,
  canReveal,
  isRevealed,
  readSession,
  recordReveal,
  remainingReveals,
  sessionResetAt,
  writeSession,
} from './reveal-session';

export type ContactDetails = { email: string; phone: string };


type RevealContextValue = {
  details: Readonly<Record<string, ContactDetails>>;
  pendingId: string | null;
  requestReveal: (id: string, name: string) => void;
  preloadDialogs: () => void;
};

const RevealContext = React.createContext<RevealContextValue | null>(null);

export function useReveal(): RevealContextValue {
  const value = React.useContext(RevealContext);
  if (!value) throw new Error('useReveal must be used inside <RevealProvider>');
  return value;
}

// The dialogs (and Radix) load on first use, or when a visitor points at a Reveal button.
const loadDialogs = () => import('./reveal-dialogs');
const RevealDialogs = React.lazy(() => loadDialogs().then((m) => ({ default: m.RevealDialogs })));

const isContactDetails = (v: unknown): v is ContactDetails =>
  typeof v === 'object' && v !== null && typeof (v as ContactDetails).email === 'string' && typeof (v as ContactDetails).phone === 'string';

/**
 * The contact reveal of the directory: hidden -> confirmation dialog -> revealed, or the limit
 * dialog. The browser's session (localStorage) decides what to show; the server call decides
 * whether the details are sent, and its 429 answer opens the limit dialog too.
 */
export function RevealProvider({ children }: { children: React.ReactNode }) {
  const t = useTranslations('consultants.reveal');
  const [details, setDetails] = React.useState<Record<string, ContactDetails>>({});
  const [pendingId, setPendingId] = React.useState<string | null>(null);
  const [dialog, setDialog] = React.useState<RevealDialogState>(null);
  const [dialogsWanted, setDialogsWanted] = React.useState(false);
  const revealedByDialog = React.useRef<string | null>(null);

  const fetchDetails = React.useCallback(
    async (id: string, name: string) => {
      setPendingId(id);
      try {
        const response = await fetch(`/api/consultants/${encodeURIComponent(id)}/reveal`, {
          method: 'POST',
          headers: { Accept: 'application/json' },
          credentials: 'same-origin',
        });
        const body: unknown = await response.json();
        if (response.ok && isContactDetails(body)) {
          writeSession(browserSessionDeps, recordReveal(readSession(browserSessionDeps), id, Date.now()));
          setDetails((current) => ({ ...current, [id]: { email: body.email, phone: body.phone } }));
          revealedByDialog.current = id;
          setDialog(null);
          return;
        }
        if (response.status === 429) {
          const resetAt = Date.parse(String((body as { resetAt?: unknown }).resetAt));
          setDialogsWanted(true);
          const now = Date.now();
          setDialog({ kind: 'limit', id, name, resetAt: Number.isFinite(resetAt) ? resetAt : now + REVEAL_WINDOW_MS, openedAt: now });
          return;
        }
        throw new Error(`Reveal answered ${response.status}`);
      } catch {
        setDialog(null);
        notify({ title: t('errorTitle'), description: t('errorText'), variant: 'destructive' });
      } finally {
        setPendingId(null);
      }
    },
    [t],
  );

  const requestReveal = React.useCallback(
    (id: string, name: string) => {
      const session = readSession(browserSessionDeps);
      // A consultant revealed in this session is shown again without asking, and is not counted.
      if (isRevealed(session, id)) {
        void fetchDetails(id, name);
        return;
      }
      setDialogsWanted(true);
      if (canReveal(session, id)) setDialog({ kind: 'confirm', id, name, remaining: remainingReveals(session) });
      else {
        const now = Date.now();
        setDialog({ kind: 'limit', id, name, resetAt: sessionResetAt(session) ?? now + REVEAL_WINDOW_MS, openedAt: now });
      }
    },
    [fetchDetails],
  );

  const value = React.useMemo<RevealContextValue>(
    () => ({ details, pendingId, requestReveal, preloadDialogs: () => void loadDialogs() }),
    [details, pendingId, requestReveal],
  );

  return (
    <RevealContext.Provider value={value}>
      {children}
      {dialogsWanted && (
        <React.Suspense fallback={null}>
          <RevealDialogs
            state={dialog}
            pending={pendingId !== null}
            onConfirm={(id, name) => void fetchDetails(id, name)}
            onClose={() => setDialog(null)}
            takeRevealedId={() => {
              const id = revealedByDialog.current;
              revealedByDialog.current = null;
              return id;
            }}
          />
        </React.Suspense>
      )}
    </RevealContext.Provider>
  );
}
