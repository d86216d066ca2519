'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import type { ServiceDetailsDialogProps } from './service-details-dialog';

const loadDialog = () => import('./service-details-dialog');
// The dialog (Radix Dialog + Tabs, the brief builder) is fetched on first use only.
const ServiceDetailsDialog = React.lazy(() => loadDialog().then((m) => ({ default: m.ServiceDetailsDialog })));

type Props = ServiceDetailsDialogProps & { label: string; hiddenSuffix: string };

/** The Learn More button of a service card: opens the service's detail dialog. */
export function ServiceDetailsButton({ label, hiddenSuffix, ...dialog }: Props) {
  const [open, setOpen] = React.useState(false);
  const [requested, setRequested] = React.useState(false);
  const button = React.useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        // Warm the chunk when the visitor shows intent, so the dialog opens without delay.
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {label}
        <span className="sr-only"> {hiddenSuffix}</span>
      </Button>
      {requested && (
        <React.Suspense fallback={null}>
          <ServiceDetailsDialog open={open} onOpenChange={setOpen} returnFocusTo={button} {...dialog} />
        </React.Suspense>
      )}
    </>
  );
}
