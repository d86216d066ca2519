'use client';

import * as React from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { parseSlotId, slotId } from '@/lib/slot-id';
import { clockTime, longDate, zoneCity } from './slot-time';
import { dayKey, type FreeSlots } from './slot-days';

const SlotCalendar = React.lazy(() => import('./slot-calendar'));
const subscribeNothing = () => () => {};

export const FREE_SLOTS_URL = '/api/booking/slots';

let pending: { at: number; promise: Promise<FreeSlots> } | null = null;

/**
 * The free slots, fetched once and shared for 30 seconds (the answer's own cache time): the
 * booking dialog starts the request when its code loads (on intent), the picker uses it when it
 * mounts. `fresh` asks the server again (after a slot was taken).
 */
export function loadFreeSlots(fresh = false): Promise<FreeSlots> {
  if (!fresh && pending && Date.now() - pending.at < 30_000) return pending.promise;
  const promise = fetch(FREE_SLOTS_URL, { cache: fresh ? 'no-store' : 'default', headers: { accept: 'application/json' } }).then(async (response) => {
    if (!response.ok) throw new Error(`free slots: ${response.status}`);
    const body = (await response.json()) as { timeZone: string; slotMinutes: number; slots: string[] };
    return { ownerTimeZone: body.timeZone, slotMinutes: body.slotMinutes, slots: body.slots.map(parseSlotId).filter((d): d is Date => d !== null) };
  });
  pending = { at: Date.now(), promise };
  promise.catch(() => {
    if (pending?.promise === promise) pending = null;
  });
  return promise;
}

type Props = {
  idPrefix: string;
  /** The field error (already translated), and the element ids that describe the field. */
  error?: string;
  /** The values of a refused form (the chosen slot and zone), and the server's offer of free slots. */
  values: Record<string, string>;
  offered?: string[];
  ownerTimeZone?: string;
  /** Changes when the server refused the chosen slot: the free slots are fetched again. */
  refresh: unknown;
};

/**
 * The date and time of a booking. With JavaScript: the free slots fetched from the server, a
 * calendar of the days that have one and the times of the chosen day in the visitor's time zone
 * with the owner's beside it. Without JavaScript (the booking page's HTML): a plain select of
 * the free slots the server offered, and a button that asks it for them.
 */
export function SlotPicker({ idPrefix, error, values, offered, ownerTimeZone, refresh }: Props) {
  const t = useTranslations('forms');
  const locale = useLocale();
  // The select of the server's offer in the prerendered HTML (and without JavaScript); the calendar once hydrated.
  const mounted = React.useSyncExternalStore(subscribeNothing, () => true, () => false);
  const [free, setFree] = React.useState<FreeSlots | 'loading' | 'error'>('loading');
  // A new calendar (nothing chosen) for every answer of the server.
  const [generation, setGeneration] = React.useState(0);
  const errorId = `${idPrefix}-slot-error`;

  const load = React.useCallback(
    (fresh: boolean) =>
      loadFreeSlots(fresh).then(
        (answer) => {
          setFree(answer);
          setGeneration((g) => g + 1);
        },
        () => setFree('error'),
      ),
    [],
  );
  // On opening, and again when the server refused the chosen slot (taken a moment sooner) or
  // booked one: the calendar as it is now.
  React.useEffect(() => {
    void load(Boolean(refresh));
  }, [refresh, load]);
  const retry = () => {
    setFree('loading');
    void load(true);
  };

  const errorText = error ? (
    <p id={errorId} role="alert" className="text-sm font-medium text-destructive sm:col-span-2">
      {error}
    </p>
  ) : null;

  if (!mounted) return <NoScriptSlots idPrefix={idPrefix} errorText={errorText} errorId={error ? errorId : undefined} values={values} offered={offered} ownerTimeZone={ownerTimeZone} />;
  if (free === 'loading' || free === 'error') {
    return (
      <div className="flex flex-col gap-2 sm:col-span-2" aria-live="polite">
        <p className="text-sm font-medium">{t('fields.date')}</p>
        {free === 'loading' ? (
          <p className="text-sm text-muted-foreground">{t('slots.loading')}</p>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-destructive">{t('slots.error')}</p>
            <Button type="button" variant="outline" size="sm" onClick={retry}>
              {t('slots.retry')}
            </Button>
          </div>
        )}
        {errorText}
        {/* Whatever was chosen before stays in the form meanwhile. */}
        {values.slot && <input type="hidden" name="slot" value={values.slot} />}
      </div>
    );
  }
  return (
    <React.Suspense fallback={<p className="text-sm text-muted-foreground sm:col-span-2">{t('slots.loading')}</p>}>
      <SlotCalendar key={generation} idPrefix={idPrefix} free={free} values={values} offered={error ? offered : undefined} errorText={errorText} errorId={error ? errorId : undefined} locale={locale} />
    </React.Suspense>
  );
}

/** The booking page before (or without) JavaScript: the server's offer as a plain select, grouped by day in the owner's zone. */
function NoScriptSlots({ idPrefix, errorText, errorId, values, offered = [], ownerTimeZone }: { idPrefix: string; errorText: React.ReactNode; errorId?: string; values: Record<string, string>; offered?: string[]; ownerTimeZone?: string }) {
  const t = useTranslations('forms');
  const locale = useLocale();
  const id = `${idPrefix}-slot`;
  const zone = ownerTimeZone ?? 'UTC';
  const days = new Map<string, Date[]>();
  for (const slot of offered.map(parseSlotId).filter((d): d is Date => d !== null)) {
    const key = dayKey(slot, zone);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-medium leading-none">
        {t('fields.timeSlot')}
        <span aria-hidden className="ml-0.5 text-destructive">
          *
        </span>
        <span className="sr-only"> ({t('required')})</span>
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="flex-1">
          {/* A chosen time that is no longer offered (taken meanwhile) leaves the placeholder chosen:
              the browser would otherwise show, and send, the first free time in its place. */}
          <Select
            id={id}
            name="slot"
            defaultValue={values.slot && offered.includes(values.slot) ? values.slot : ''}
            aria-invalid={errorId ? true : undefined}
            aria-describedby={errorId}
            // The page that lists the free times opens on them, not at its top.
            autoFocus={offered.length > 0 && !values.slot && !errorId}
          >
            <option value="" disabled>
              {days.size ? t('slots.select') : t('slots.selectFirst')}
            </option>
            {[...days].map(([key, slots]) => (
              <optgroup key={key} label={longDate(slots[0], zone, locale)}>
                {slots.map((slot) => (
                  <option key={slotId(slot)} value={slotId(slot)}>
                    {`${clockTime(slot, zone, locale)} ${zoneCity(zone, locale)}`}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </div>
        {/* Asks the server for the free slots of the next days; nothing is stored. */}
        <Button type="submit" name="intent" value="slots" variant="outline" formNoValidate className="h-11">
          {t('slots.showTimes')}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{t('slots.noScriptHint')}</p>
      {errorText}
    </div>
  );
}
