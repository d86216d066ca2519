import * as React from 'react';
import { clsx } from 'clsx';
import { fieldClass } from './input';

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea className={clsx(fieldClass, 'min-h-28', className)} {...props} />;
}
