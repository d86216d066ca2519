'use client';

import * as React from 'react';
import { useTranslations } from 'next-intl';
import { Calendar } from '@/components/ui/calendar';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { slotId } from '@/lib/slot-id';
import type { Locale } from '@/i18n/routing';
import { longDate, slotLabel, zoneCity, zoneName } from './slot-time';
import { browserTimeZone, dayKey, slotsByDay, type FreeSlots } from './slot-days';

type Props = {
  idPrefix: string;
  free: FreeSlots;
  values: Record<string, string>;
  offered?: string[];
  errorText: React.ReactNode;
  errorId?: string;
  locale: string;
};

/** The calendar's days are the browser's local dates; a day key is their calendar date, whatever the zone shown. */
const localKey = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const localDate = (key: string) => {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y, m - 1, d);
};

/** Every IANA zone the browser knows, with the visitor's and the owner's, sorted. */
function zoneOptions(...extra: (string | undefined)[]): string[] {
  let known: string[] = [];
  try {
    known = Intl.supportedValuesOf('timeZone');
  } catch {
    known = [];
  }
  return [...new Set([...known, ...extra.filter((z): z is string => Boolean(z)), 'UTC'])].sort();
}

/**
 * The free slots to choose from: the visitor's time zone (the browser's, changeable), a calendar
 * in which only days with a free slot can be picked, and that day's times, each in the visitor's
 * zone with the owner's beside it. The chosen slot travels as `slot` (its UTC start), the zone
 * as `timeZone`.
 */
export default function SlotCalendar({ idPrefix, free, values, offered = [], errorText, errorId, locale }: Props) {
  const t = useTranslations('forms');
  const owner = free.ownerTimeZone;
  const [zone, setZone] = React.useState(() => values.timeZone || browserTimeZone() || owner);
  const zones = React.useMemo(() => zoneOptions(zone, owner), [zone, owner]);
  const ids = React.useMemo(() => new Set(free.slots.map(slotId)), [free]);
  const [slot, setSlot] = React.useState<string | null>(() => (values.slot && ids.has(values.slot) ? values.slot : null));
  const byDay = React.useMemo(() => slotsByDay(free.slots, zone), [free, zone]);
  const days = [...byDay.keys()];
  const slotDate = slot ? free.slots.find((s) => slotId(s) === slot) : undefined;
  const [chosenDay, setDay] = React.useState<string | null>(null);
  // The day shown: the one picked, else the chosen slot's, else the first with a free slot.
  const day = chosenDay && byDay.has(chosenDay) ? chosenDay : slotDate ? dayKey(slotDate, zone) : (days[0] ?? null);
  // The nearest free slots the server offered after refusing one, as far as they are still free.
  const nearest = offered.filter((id) => ids.has(id));
  const label = (start: Date) => slotLabel(start, zone, owner, locale);
  const choose = (start: Date) => {
    setSlot(slotId(start));
    setDay(dayKey(start, zone));
  };
  const zoneId = `${idPrefix}-timeZone`;
  const listId = `${idPrefix}-slot-list`;

  if (days.length === 0) {
    return (
      <div className="flex flex-col gap-2 sm:col-span-2">
        <p className="text-sm font-medium">{t('fields.date')}</p>
        <p className="text-sm text-muted-foreground">{t('slots.none')}</p>
        {errorText}
      </div>
    );
  }

  const times = day ? (byDay.get(day) ?? []) : [];
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-[auto_1fr]">
      <input type="hidden" name="slot" value={slot ?? ''} />
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor={zoneId}>{t('fields.timeZone')}</Label>
        <Select id={zoneId} name="timeZone" value={zone} onChange={(e) => setZone(e.target.value)}>
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replace(/_/g, ' ')}
            </option>
          ))}
        </Select>
        <p className="text-sm text-muted-foreground">{t(zone === owner ? 'slots.zoneNoteOurs' : 'slots.zoneNote', { zone: zoneName(zone, locale), city: zoneCity(owner, locale) })}</p>
      </div>
      {nearest.length > 0 && (
        <fieldset className="flex flex-col gap-2 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium">{t('slots.nearest')}</legend>
          <div className="flex flex-wrap gap-2">
            {nearest.map((id) => {
              const start = free.slots.find((s) => slotId(s) === id)!;
              return (
                <SlotChoice key={id} id={`${idPrefix}-nearest-${id}`} name={`${idPrefix}-nearest`} checked={slot === id} onChange={() => choose(start)}>
                  {`${longDate(start, zone, locale)}, ${label(start)}`}
                </SlotChoice>
              );
            })}
          </div>
        </fieldset>
      )}
      <div role="group" aria-labelledby={`${idPrefix}-date-label`} className="flex flex-col gap-1.5">
        <p id={`${idPrefix}-date-label`} className="text-sm font-medium">
          {t('fields.date')}
          <span aria-hidden className="ml-0.5 text-destructive">
            *
          </span>
        </p>
        <Calendar
          lang={locale as Locale}
          mode="single"
          required
          selected={day ? localDate(day) : undefined}
          onSelect={(d: Date | undefined) => d && setDay(localKey(d))}
          disabled={(d: Date) => !byDay.has(localKey(d))}
          startMonth={localDate(days[0])}
          endMonth={localDate(days[days.length - 1])}
          defaultMonth={day ? localDate(day) : localDate(days[0])}
        />
      </div>
      <fieldset id={listId} className="flex min-w-0 flex-col gap-2" aria-describedby={errorId}>
        <legend className="mb-1 text-sm font-medium">
          {t('fields.timeSlot')}
          <span aria-hidden className="ml-0.5 text-destructive">
            *
          </span>
          <span className="sr-only"> ({t('required')})</span>
          {times[0] && <span className="block font-normal text-muted-foreground">{longDate(times[0], zone, locale)}</span>}
        </legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {times.map((start) => (
            <SlotChoice key={slotId(start)} id={`${idPrefix}-slot-${slotId(start)}`} name={`${idPrefix}-slot-choice`} checked={slot === slotId(start)} onChange={() => choose(start)}>
              {label(start)}
            </SlotChoice>
          ))}
        </div>
        {slotDate && (
          <p className="text-sm" aria-live="polite">
            {t('slots.chosen', { date: longDate(slotDate, zone, locale), time: label(slotDate) })}
          </p>
        )}
      </fieldset>
      {errorText}
    </div>
  );
}

/** One slot as a radio button styled as a chip; the chip shows the focus ring of its radio. */
function SlotChoice({ id, name, checked, onChange, children }: { id: string; name: string; checked: boolean; onChange: () => void; children: React.ReactNode }) {
  return (
    <div>
      <input type="radio" id={id} name={name} checked={checked} onChange={onChange} className="peer sr-only" />
      <label
        htmlFor={id}
        className={cn(
          'flex min-h-11 cursor-pointer items-center rounded-md border px-3 py-2 text-sm transition-colors hover:bg-accent peer-focus-visible:ring-3 peer-focus-visible:ring-ring',
          checked && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
        )}
      >
        {children}
      </label>
    </div>
  );
}
