/** The free slots as the booking dialog and page have them: the owner's zone, the slot length, the starts. */
export type FreeSlots = { ownerTimeZone: string; slotMinutes: number; slots: Date[] };

const keyFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayKey(instant: Date, timeZone: string): string {
  let format = keyFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    keyFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** The free slots grouped by their day in the visitor's zone, days in order. */
export function slotsByDay(slots: readonly Date[], timeZone: string): Map<string, Date[]> {
  const days = new Map<string, Date[]>();
  for (const slot of slots) {
    const key = dayKey(slot, timeZone);
    const list = days.get(key);
    if (list) list.push(slot);
    else days.set(key, [slot]);
  }
  return days;
}

/** The browser's time zone, when it names one. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
