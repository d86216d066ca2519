import * as React from 'react';
import { ChevronDown } from '@/components/ui/icons';
import { clsx } from 'clsx';
import { fieldClass } from './input';

/**
 * A styled native <select>: keyboard, screen reader and mobile pickers for free, works
 * without JavaScript inside server-action forms, and costs no client bundle.
 */
export function Select({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select className={clsx(fieldClass, 'h-11 appearance-none pr-9', className)} {...props}>
        {children}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}
