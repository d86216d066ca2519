import * as React from 'react';
import { clsx } from 'clsx';

export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return <label className={clsx('text-sm font-medium leading-none text-foreground', className)} {...props} />;
}
