'use client';

import Link from 'next/link';
import { Sheet, SheetContent, SheetTitle, SheetDescription } from '@/components/ui/sheet';
import { Button } from '@/components/ui/button';
import { openBooking } from '@/lib/booking-events';
import type { NavItem } from './nav-items';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The drawer loads lazily, so Radix has no trigger to give focus back to. */
  returnFocus: () => void;
  items: NavItem[];
  labels: { close: string; title: string; book: string };
};

export default function MobileDrawer({ open, onOpenChange, returnFocus, items, labels }: Props) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel={labels.close}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          returnFocus();
        }}
      >
        <SheetTitle className="text-lg font-semibold">{labels.title}</SheetTitle>
        <SheetDescription className="sr-only">{labels.title}</SheetDescription>
        <nav aria-label={labels.title}>
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.key}>
                {/* Choosing a link closes the menu. */}
                <Link href={item.href} onClick={() => onOpenChange(false)} className="block rounded-md px-3 py-3 text-base font-medium hover:bg-accent">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Button
          variant="hero"
          size="lg"
          className="mt-2"
          onClick={() => {
            onOpenChange(false);
            openBooking();
          }}
        >
          {labels.book}
        </Button>
      </SheetContent>
    </Sheet>
  );
}
