'use client';

import * as React from 'react';
import { DayPicker } from 'react-day-picker';
import { de } from 'react-day-picker/locale/de';
import { fr } from 'react-day-picker/locale/fr';
import { enUS } from 'react-day-picker/locale/en-US';
import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { cn } from '@/lib/utils';
import { buttonVariants } from './button';

const dayPickerLocales = { en: enUS, de, fr } as const;

export type CalendarProps = React.ComponentProps<typeof DayPicker> & { lang: keyof typeof dayPickerLocales };

/** Month calendar in the page's language (react-day-picker), keyboard navigable. */
export function Calendar({ lang, className, classNames, ...props }: CalendarProps) {
  return (
    <DayPicker
      locale={dayPickerLocales[lang]}
      showOutsideDays
      className={cn('p-1', className)}
      classNames={{
        months: 'relative flex flex-col',
        month: 'space-y-3',
        month_caption: 'flex h-9 items-center justify-center text-sm font-semibold',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-9'),
        button_next: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-9'),
        month_grid: 'w-full border-collapse',
        weekdays: 'flex',
        // A week is seven 40 px days, 36 px on a phone narrower than 360 px (the booking dialog at 320 px).
        weekday: 'w-9 text-center text-xs font-medium text-muted-foreground min-[360px]:w-10',
        week: 'mt-1 flex w-full',
        day: 'size-9 p-0 text-center text-sm min-[360px]:size-10',
        day_button: 'size-9 min-[360px]:size-10 rounded-md hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring aria-selected:bg-primary aria-selected:text-primary-foreground disabled:cursor-not-allowed',
        selected: 'font-semibold',
        today: 'text-primary font-semibold',
        outside: 'text-muted-foreground/70',
        disabled: 'text-muted-foreground/60 line-through',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation }) => (orientation === 'left' ? <ChevronLeft className="size-4" aria-hidden /> : <ChevronRight className="size-4" aria-hidden />),
      }}
      {...props}
    />
  );
}
