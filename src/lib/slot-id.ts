/**
 * How a booking's slot and time zone travel in forms, JSON and URLs. No dependencies: the
 * browser's form schema uses it.
 */

/** The time zones this platform knows (Intl's IANA ids), and UTC. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A slot's start as the forms and the JSON carry it: UTC, to the minute ('2026-12-07T09:00Z'). */
export const slotId = (start: Date) => `${start.toISOString().slice(0, 16)}Z`;
export const SLOT_ID = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/;
/** The instant of a slot id, or null when it is none. */
export function parseSlotId(value: string): Date | null {
  if (!SLOT_ID.test(value)) return null;
  const date = new Date(value.replace('Z', ':00Z'));
  return Number.isNaN(date.getTime()) || slotId(date) !== value ? null : date;
}
