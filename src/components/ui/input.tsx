import * as React from 'react';
import { clsx } from 'clsx';

/** A form field's look: the component class `field` (globals.css); utilities beside it win. */
export const fieldClass = 'field';

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input type={type} className={clsx(fieldClass, 'h-11', className)} {...props} />;
}
