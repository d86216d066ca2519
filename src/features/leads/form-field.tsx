import * as React from 'react';
import { Label } from '@/components/ui/label';
import { clsx } from 'clsx';

type Props = {
  id: string;
  label: string;
  required?: boolean;
  requiredLabel: string;
  /** Already translated error text, if any. */
  error?: string;
  className?: string;
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; required?: boolean }) => React.ReactNode;
};

/** Label (with the asterisk of a required field), control and its error message, wired for screen readers. */
export function FormField({ id, label, required, requiredLabel, error, className, children }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <>
            <span aria-hidden className="ml-0.5 text-destructive">
              *
            </span>
            <span className="sr-only"> ({requiredLabel})</span>
          </>
        )}
      </Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined, required })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** A field that people never see and bots fill in. */
export function Honeypot({ name, label }: { name: string; label: string }) {
  return (
    <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
