'use client';

import * as React from 'react';
import { Menu } from '@/components/ui/icons';
import type { NavItem } from './nav-items';

const MobileDrawer = React.lazy(() => import('./mobile-drawer'));

type Props = { items: NavItem[]; labels: { open: string; close: string; title: string; book: string } };

/** The hamburger is tiny; the drawer (a Radix dialog) loads on first use. */
export function MobileMenu({ items, labels }: Props) {
  const [open, setOpen] = React.useState(false);
  const [used, setUsed] = React.useState(false);
  const button = React.useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-accent lg:hidden"
      >
        <Menu className="size-6" aria-hidden />
        <span className="sr-only">{labels.open}</span>
      </button>
      {used && (
        <React.Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} returnFocus={() => button.current?.focus()} items={items} labels={labels} />
        </React.Suspense>
      )}
    </>
  );
}
