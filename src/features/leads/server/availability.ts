import 'server-only';
import Holidays from 'date-holidays';
import { and, gt, inArray, lt } from 'drizzle-orm';
import { availability as configured } from '@/lib/env';
import { dateIn, freeSlots, offeredSlots, type Availability, type Slot } from '@/lib/availability';
import type { Executor } from '@/server/db/client';
import { leads } from '@/server/db/schema';

/** The statuses that hold a slot (the unique index leads_slot_held_idx says the same). */
export const HOLDING = ['requested', 'confirmed'] as const;

/** A holiday region the holiday data does not know, as a start-up message; null when it is fine. */
export function holidayRegionProblem(region: string | null): string | null {
  if (region === null) return null;
  const [country, state] = region.split('-');
  const hd = new Holidays();
  const countries = hd.getCountries('en') ?? {};
  if (!(country in countries)) return `BOOKING_HOLIDAYS: ${country} is no country the holiday data knows (a code such as DE, AT, FR, or none)`;
  const states = hd.getStates(country, 'en') ?? {};
  if (state && !(state in states)) return `BOOKING_HOLIDAYS: ${region} is no state of ${country} the holiday data knows (${Object.keys(states).map((s) => `${country}-${s}`).join(', ')})`;
  return null;
}

/** The start-up check of the booking calendar's holiday region (BOOKING_HOLIDAYS). */
export const bookingConfigurationProblem = () => holidayRegionProblem(configured().holidays);

const holidayCache = new Map<string, ReadonlySet<string>>();

/**
 * The public holidays of a region in the given years (date-holidays: the country's or the
 * state's statutory ones, type "public"; observances and bank holidays stay open).
 */
export function publicHolidays(region: string, years: readonly number[]): ReadonlySet<string> {
  const key = `${region}:${years.join(',')}`;
  let set = holidayCache.get(key);
  if (!set) {
    const [country, state] = region.split('-');
    const hd = state ? new Holidays(country, state) : new Holidays(country);
    set = new Set(years.flatMap((y) => (hd.getHolidays(y) || []).filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10))));
    holidayCache.set(key, set);
  }
  return set;
}

/** The closed dates that matter from `now` to the horizon: the holidays of those years and the owner's own. */
export function closedDates(a: Availability, now: Date): ReadonlySet<string> {
  const first = Number(dateIn(now, a.timeZone).slice(0, 4));
  // The horizon is at most a year: this year and the next cover it (and the next two years' holidays).
  const years = [first, first + 1, first + 2];
  const holidays = a.holidays ? publicHolidays(a.holidays, years) : new Set<string>();
  return new Set([...holidays, ...a.closed]);
}

/** The bookings that hold a slot between two instants. */
export async function heldSlots(db: Executor, from: Date, to: Date): Promise<Slot[]> {
  const rows = await db
    .select({ start: leads.slotStart, end: leads.slotEnd })
    .from(leads)
    .where(and(inArray(leads.status, [...HOLDING]), lt(leads.slotStart, to), gt(leads.slotEnd, from)));
  return rows.filter((r): r is Slot => r.start !== null && r.end !== null);
}

export type SlotsAnswer = { timeZone: string; slotMinutes: number; slots: Slot[]; offered: Slot[] };

/** The slots offered now and which of them are free, read from the database. */
export async function currentSlots(db: Executor, now: Date, a: Availability = configured()): Promise<SlotsAnswer> {
  const offered = offeredSlots(a, now, closedDates(a, now));
  if (offered.length === 0) return { timeZone: a.timeZone, slotMinutes: a.slotMinutes, slots: [], offered };
  const held = await heldSlots(db, offered[0].start, offered[offered.length - 1].end);
  return { timeZone: a.timeZone, slotMinutes: a.slotMinutes, slots: freeSlots(offered, held), offered };
}
