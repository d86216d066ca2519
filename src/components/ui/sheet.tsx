'use client';

import * as React from 'react';
import { X } from '@/components/ui/icons';
import { clsx } from 'clsx';

// A popover (`popover="auto"`, opened and closed by `popovertarget`): the browser answers the first
// tap itself, before the page's scripts arrive or without them, and puts it in the top layer. It
// closes on Escape, gives the focus back to its button, and moves the focus to its `autofocus`
// element when it opens. A popover, not a modal dialog: `showModal()` makes the rest of the page
// inert, which Chromium keeps in every element's computed style, so its first open restyled the
// whole page (about 150 ms on a phone, docs/perf/008-measurements.md). The popover covers the
// screen with its shade, and a tap on the shade is a tap on its own close button, so it closes the
// menu and reaches nothing under it (a popover's light dismiss would let that tap through).
// Once the page runs, a link chosen in it and the focus leaving it close it too.

/** The button that opens the sheet `sheet` (its id). */
export function SheetTrigger({ sheet, className, children, ...props }: Omit<React.ComponentProps<'button'>, 'type' | 'onClick'> & { sheet: string }) {
  return (
    <button type="button" aria-haspopup="dialog" popoverTarget={sheet} className={className} {...props}>
      {children}
    </button>
  );
}

type Props = Omit<React.ComponentProps<'div'>, 'id' | 'onClick' | 'onBlur'> & {
  id: string;
  /** The id of the sheet's title, which names it. */
  labelledBy: string;
  closeLabel: string;
};

/**
 * A side drawer along the right edge over a shade (the component classes `sheet`, `sheet-shade`,
 * `sheet-panel`, globals.css; `sheet-link` for its links). The first focusable element of its
 * content takes `autoFocus`, as a dialog's would.
 */
export function Sheet({ id, labelledBy, closeLabel, className, children, ...props }: Props) {
  const hide = (e: React.SyntheticEvent<HTMLDivElement>) => e.currentTarget.hidePopover();
  return (
    <div
      id={id}
      popover="auto"
      role="dialog"
      aria-labelledby={labelledBy}
      onClick={(e) => (e.target as Element).closest('a[href]') && hide(e)}
      onBlur={(e) => e.relatedTarget && !e.currentTarget.contains(e.relatedTarget) && hide(e)}
      className="sheet"
      {...props}
    >
      <button type="button" popoverTarget={id} popoverTargetAction="hide" tabIndex={-1} aria-hidden className="sheet-shade" />
      <div className={clsx('sheet-panel', className)}>
        {children}
        <button
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          className="absolute top-3 right-3 rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X className="size-5" aria-hidden />
          <span className="sr-only">{closeLabel}</span>
        </button>
      </div>
    </div>
  );
}
