import { describe, expect, it } from 'vitest';
import { dateIn, freeSlots, nearestSlots, offeredSlots, parseClosedDates, parseDays, parseHours, type Availability } from './availability';
import { parseSlotId, slotId } from './slot-id';
import { parseEnv } from './env';

const berlin: Availability = {
  timeZone: 'Europe/Berlin',
  days: [1, 2, 3, 4, 5],
  hours: [
    { start: 9 * 60, end: 12 * 60 },
    { start: 13 * 60, end: 17 * 60 },
  ],
  slotMinutes: 60,
  leadMinutes: 24 * 60,
  horizonDays: 60,
  holidays: 'DE',
  closed: [],
};
const ids = (slots: { start: Date }[]) => slots.map((s) => slotId(s.start));

describe('the configuration', () => {
  it('reads weekdays, hours and closed dates, and says what is wrong', () => {
    expect(parseDays('mon-fri')).toEqual([1, 2, 3, 4, 5]);
    expect(parseDays('Mon,wed-thu,sun')).toEqual([1, 3, 4, 7]);
    expect(parseDays('fri-mon')).toMatch(/weekdays/);
    expect(parseHours('09:00-12:00,13:00-17:30')).toEqual([
      { start: 540, end: 720 },
      { start: 780, end: 1050 },
    ]);
    expect(parseHours('13:00-17:00,09:00-12:00')).toMatch(/in order/);
    expect(parseHours('9-17')).toMatch(/24-hour/);
    expect(parseClosedDates('2026-12-24, 2026-12-30..2027-01-02')).toEqual(['2026-12-24', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(parseClosedDates('2026-02-30')).toMatch(/dates/);
  });

  it('defaults to a German consultancy, and stops on a bad value with its name', () => {
    const env = parseEnv({});
    expect([env.BOOKING_TIME_ZONE, env.BOOKING_DAYS, env.BOOKING_SLOT_MINUTES, env.BOOKING_LEAD_HOURS, env.BOOKING_HORIZON_DAYS, env.BOOKING_HOLIDAYS]).toEqual(['Europe/Berlin', [1, 2, 3, 4, 5], 60, 24, 60, 'DE']);
    expect(parseEnv({ BOOKING_HOLIDAYS: 'none', BOOKING_CLOSED: '2026-12-24' })).toMatchObject({ BOOKING_HOLIDAYS: null, BOOKING_CLOSED: ['2026-12-24'] });
    for (const [name, value] of [
      ['BOOKING_TIME_ZONE', 'Mars/Olympus'],
      ['BOOKING_DAYS', 'weekdays'],
      ['BOOKING_HOURS', '9 to 5'],
      ['BOOKING_SLOT_MINUTES', '7'],
      ['BOOKING_HORIZON_DAYS', '0'],
      ['BOOKING_HOLIDAYS', 'Germany'],
      ['BOOKING_CLOSED', 'Christmas'],
    ]) {
      expect(() => parseEnv({ [name]: value }), name).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*${name}`));
    }
    expect(() => parseEnv({ BOOKING_HOURS: '09:00-09:30' })).toThrow(/BOOKING_SLOT_MINUTES: is longer than every range/);
  });
});

describe('the slots offered', () => {
  it('are the working hours in Berlin time, 24 hours ahead at the soonest, on working days', () => {
    // Thursday 26 November 2026, 21:57 UTC (22:57 in Berlin).
    const slots = offeredSlots(berlin, new Date('2026-11-26T21:57:00Z'), new Set());
    // 24 hours later it is Friday evening: the first slot is Monday 30 November, 9:00 Berlin (8:00 UTC).
    expect(ids(slots).slice(0, 7)).toEqual(['2026-11-30T08:00Z', '2026-11-30T09:00Z', '2026-11-30T10:00Z', '2026-11-30T12:00Z', '2026-11-30T13:00Z', '2026-11-30T14:00Z', '2026-11-30T15:00Z']);
    expect(slots.every((s) => s.end.getTime() - s.start.getTime() === 3_600_000)).toBe(true);
    // The horizon: the last day is 60 days after today in Berlin (Monday 25 January 2027).
    expect(dateIn(slots.at(-1)!.start, 'Europe/Berlin')).toBe('2027-01-25');
  });

  it('keeps the wall-clock hours across a clock change', () => {
    // Summer time ends on Sunday 25 October 2026: 9:00 Berlin is 7:00 UTC on Friday, 8:00 UTC on Monday.
    const slots = ids(offeredSlots({ ...berlin, leadMinutes: 0, horizonDays: 5 }, new Date('2026-10-22T22:00:00Z'), new Set()));
    expect(slots).toContain('2026-10-23T07:00Z');
    expect(slots).toContain('2026-10-26T08:00Z');
  });

  it('leaves out closed dates, and offers nothing on a wall-clock time a clock change skips', () => {
    const slots = ids(offeredSlots({ ...berlin, leadMinutes: 0, horizonDays: 3 }, new Date('2026-12-23T00:00:00Z'), new Set(['2026-12-24'])));
    expect(slots.some((s) => s.startsWith('2026-12-24'))).toBe(false);
    expect(slots.some((s) => s.startsWith('2026-12-23'))).toBe(true);
    const night: Availability = { ...berlin, days: [7], hours: [{ start: 120, end: 240 }], leadMinutes: 0, horizonDays: 7 };
    // 29 March 2026: 2:00 does not exist in Berlin; 3:00 does.
    expect(ids(offeredSlots(night, new Date('2026-03-28T00:00:00Z'), new Set()))).toEqual(['2026-03-29T01:00Z']);
  });

  it('offers in New York hours when the owner is there', () => {
    const ny = { ...berlin, timeZone: 'America/New_York', leadMinutes: 0, horizonDays: 0 };
    expect(ids(offeredSlots(ny, new Date('2026-12-07T05:00:00Z'), new Set()))[0]).toBe('2026-12-07T14:00Z');
  });

  it('free: none overlapping a held booking; nearest: closest first, in order', () => {
    const offered = offeredSlots({ ...berlin, leadMinutes: 0, horizonDays: 0 }, new Date('2026-12-07T00:00:00Z'), new Set());
    const held = [{ start: new Date('2026-12-07T08:30:00Z'), end: new Date('2026-12-07T09:30:00Z') }];
    const free = freeSlots(offered, held);
    expect(ids(free)).toEqual(['2026-12-07T10:00Z', '2026-12-07T12:00Z', '2026-12-07T13:00Z', '2026-12-07T14:00Z', '2026-12-07T15:00Z']);
    expect(ids(nearestSlots(free, new Date('2026-12-07T09:00:00Z'), 2))).toEqual(['2026-12-07T10:00Z', '2026-12-07T12:00Z']);
  });

  it('slot ids are UTC minutes, and nothing else parses', () => {
    expect(parseSlotId('2026-12-07T09:00Z')?.toISOString()).toBe('2026-12-07T09:00:00.000Z');
    for (const bad of ['2026-12-07T09:00', '2026-12-07T09:00:00Z', '2026-13-07T09:00Z', '2026-02-30T09:00Z', 'x']) expect(parseSlotId(bad), bad).toBeNull();
  });
});
