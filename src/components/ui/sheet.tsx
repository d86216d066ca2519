'use client';

import * as React from 'react';
import { X } from '@/components/ui/icons';
import { clsx } from 'clsx';

// The platform's modal dialog, opened and closed by invoker commands (`commandfor`, `command`):
// the browser answers the first tap itself, before the page's scripts arrive or without them. It
// traps the focus (the rest of the page is inert), closes on Escape and on a tap outside
// (`closedby="any"`), and gives the focus back to the button that opened it. Where a browser lacks
// invoker commands or `closedby`, the click handlers below do the same once the page runs.
type Invoker = { commandfor: string; command: 'show-modal' | 'close' };
const invoker = (id: string, command: Invoker['command']) => ({ commandfor: id, command }) as Invoker as React.HTMLAttributes<HTMLElement>;
const hasCommands = () => 'command' in HTMLButtonElement.prototype;
const hasClosedBy = () => 'closedBy' in HTMLDialogElement.prototype;
const dialogOf = (id: string) => document.getElementById(id) as HTMLDialogElement | null;

/** The button that opens the sheet `sheet` (its id). */
export function SheetTrigger({ sheet, className, children, ...props }: Omit<React.ComponentProps<'button'>, 'type' | 'onClick'> & { sheet: string }) {
  return (
    <button type="button" aria-haspopup="dialog" {...invoker(sheet, 'show-modal')} onClick={() => hasCommands() || dialogOf(sheet)?.showModal()} className={className} {...props}>
      {children}
    </button>
  );
}

type Props = Omit<React.ComponentProps<'dialog'>, 'id' | 'onClick'> & {
  id: string;
  /** The id of the sheet's title, which names it. */
  labelledBy: string;
  closeLabel: string;
};

/**
 * A side drawer: a modal dialog that slides in from the right edge (the component class `sheet`,
 * globals.css; `sheet-link` for its links). A link chosen in it closes it.
 */
export function Sheet({ id, labelledBy, closeLabel, className, children, ...props }: Props) {
  const onClick = (e: React.MouseEvent<HTMLDialogElement>) => {
    const dialog = e.currentTarget;
    const target = e.target as Element;
    if (target.closest('a[href]')) return dialog.close();
    // A tap on the backdrop lands on the dialog itself, outside its box.
    if (target === dialog && !hasClosedBy()) {
      const box = dialog.getBoundingClientRect();
      if (e.clientX < box.left || e.clientX > box.right || e.clientY < box.top || e.clientY > box.bottom) dialog.close();
    }
  };
  return (
    <dialog
      id={id}
      aria-labelledby={labelledBy}
      closedby="any"
      onClick={onClick}
      className={clsx('sheet', className)}
      {...props}
    >
      {children}
      <button
        type="button"
        {...invoker(id, 'close')}
        onClick={() => hasCommands() || dialogOf(id)?.close()}
        className="absolute top-3 right-3 rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <X className="size-5" aria-hidden />
        <span className="sr-only">{closeLabel}</span>
      </button>
    </dialog>
  );
}
