import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { isTimeZone } from './slot-id';

export { isTimeZone };

/**
 * When the consultancy takes consultations: the owner's time zone, working days and hours, slot
 * length, lead time, booking horizon and closed dates. Read from the BOOKING_* variables
 * (src/lib/env.ts, validated at start); the free slots are these minus the bookings held
 * (features/leads/server/availability.ts). Pure: the unit tests and the server share it.
 */
export type Availability = {
  /** The owner's IANA time zone: every working hour and closed date is meant in it. */
  timeZone: string;
  /** Working days, ISO weekday numbers (1 Monday … 7 Sunday). */
  days: readonly number[];
  /** Working hours of each working day, in minutes after midnight (end exclusive). */
  hours: readonly { start: number; end: number }[];
  slotMinutes: number;
  /** No slot starts sooner than this after now. */
  leadMinutes: number;
  /** The last bookable day is today (in the owner's zone) plus this many days. */
  horizonDays: number;
  /** A date-holidays region (DE, DE-BY, FR, AT-9) whose public holidays are closed, or null. */
  holidays: string | null;
  /** The owner's own closed dates (YYYY-MM-DD). */
  closed: readonly string[];
};

export type Slot = { start: Date; end: Date };

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** 'mon-fri', 'mon,tue,thu' or 'mon-thu,sat' -> [1, 2, 3, 4, 6]; a message when it is not that. */
export function parseDays(value: string): number[] | string {
  const days = new Set<number>();
  for (const part of value.toLowerCase().split(',').map((p) => p.trim())) {
    const [from, to = from] = part.split('-').map((d) => WEEKDAYS.indexOf(d as (typeof WEEKDAYS)[number]) + 1);
    if (!from || !to || from > to) return 'must list weekdays such as mon-fri or mon,tue,thu (mon … sun)';
    for (let d = from; d <= to; d++) days.add(d);
  }
  return [...days].sort((a, b) => a - b);
}

const minutesOf = (hhmm: string) => {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm) ?? (hhmm === '24:00' ? ['', '24', '00'] : null);
  return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
};

/** '09:00-12:00,13:00-17:00' -> ranges in minutes, in order and apart; a message otherwise. */
export function parseHours(value: string): { start: number; end: number }[] | string {
  const ranges = value.split(',').map((part) => {
    const [start, end] = part.trim().split('-').map(minutesOf);
    return { start, end };
  });
  const bad = 'must be opening hours such as 09:00-12:00,13:00-17:00 (24-hour clock, in order, not overlapping)';
  for (const [i, r] of ranges.entries()) {
    if (!(r.start < r.end) || (i > 0 && r.start < ranges[i - 1].end)) return bad;
  }
  return ranges;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const isIsoDate = (value: string) => {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
};

/** '2026-12-24,2026-12-28..2026-12-31' -> every date named; a message when one is not a date. */
export function parseClosedDates(value: string): string[] | string {
  const out: string[] = [];
  for (const part of value.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [from, to = from] = part.split('..');
    if (!isIsoDate(from) || !isIsoDate(to) || to < from) return 'must be dates such as 2026-12-24 or ranges such as 2026-12-28..2026-12-31';
    for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= to; d = new Date(d.getTime() + 86_400_000)) {
      if (out.length >= 3660) return 'names more than ten years of closed dates';
      out.push(d.toISOString().slice(0, 10));
    }
  }
  return out;
}

/** A holiday region as date-holidays names it: a country, or a country and its state. */
export const HOLIDAY_REGION = /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/;

/** The defaults a German consultancy would use: Berlin time, Mon-Fri 9-12 and 13-17, hourly, 24 h ahead, 60 days out, closed on the national public holidays. */
export const DEFAULT_AVAILABILITY = {
  BOOKING_TIME_ZONE: 'Europe/Berlin',
  BOOKING_DAYS: 'mon-fri',
  BOOKING_HOURS: '09:00-12:00,13:00-17:00',
  BOOKING_SLOT_MINUTES: 60,
  BOOKING_LEAD_HOURS: 24,
  BOOKING_HORIZON_DAYS: 60,
  BOOKING_HOLIDAYS: 'DE',
} as const;

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function dateIn(instant: Date, timeZone: string): string {
  const t = TZDate.tz(timeZone, instant);
  return `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
}

/**
 * Every slot the configuration offers from `now` on: on working days that are not closed, within
 * the working hours in the owner's zone, starting no sooner than the lead time and on a day no
 * later than the horizon. A wall-clock time that a clock change skips or repeats is not offered
 * (the hours of a business never lie there in the zones that change at night).
 */
export function offeredSlots(a: Availability, now: Date, closed: ReadonlySet<string>): Slot[] {
  const earliest = now.getTime() + a.leadMinutes * 60_000;
  const today = TZDate.tz(a.timeZone, now);
  const slots: Slot[] = [];
  for (let i = 0; i <= a.horizonDays; i++) {
    const day = addDays(today, i);
    const [y, m, d] = [day.getFullYear(), day.getMonth(), day.getDate()];
    const weekday = day.getDay() === 0 ? 7 : day.getDay();
    if (!a.days.includes(weekday) || closed.has(dateIn(day, a.timeZone))) continue;
    for (const range of a.hours) {
      for (let minute = range.start; minute + a.slotMinutes <= range.end; minute += a.slotMinutes) {
        const start = new TZDate(y, m, d, Math.floor(minute / 60), minute % 60, 0, 0, a.timeZone);
        if (start.getHours() * 60 + start.getMinutes() !== minute || start.getDate() !== d) continue;
        const end = new Date(start.getTime() + a.slotMinutes * 60_000);
        if (start.getTime() >= earliest) slots.push({ start: new Date(start.getTime()), end });
      }
    }
  }
  return slots;
}

/** The offered slots that overlap no held booking. */
export function freeSlots(offered: readonly Slot[], held: readonly Slot[]): Slot[] {
  return offered.filter((s) => !held.some((h) => s.start < h.end && h.start < s.end));
}

/** The `count` free slots nearest to `near` (a taken slot), sooner ones first on a tie. */
export function nearestSlots(free: readonly Slot[], near: Date, count: number): Slot[] {
  const distance = (s: Slot) => Math.abs(s.start.getTime() - near.getTime());
  return [...free]
    .sort((x, y) => distance(x) - distance(y) || x.start.getTime() - y.start.getTime())
    .slice(0, count)
    .sort((x, y) => x.start.getTime() - y.start.getTime());
}

