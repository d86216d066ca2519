import 'server-only';
import { createEvent } from 'ics';
import { TIME_SLOT_HOURS, type TimeSlot } from '@/features/leads/options';

export type InviteInput = {
  uid: string;
  date: string;
  timeSlot: TimeSlot;
  title: string;
  description: string;
  organizer: { name?: string; email: string };
  attendee: { name: string; email: string };
};

/**
 * A name fit for a quoted CN parameter. RFC 5545 has no escaping inside quotes, so a `"` would end
 * the value and let the rest add parameters (ROLE=CHAIR, another mailto); `;` `:` `,` and
 * backslashes go too, and line breaks. What is left is the name as people read it.
 */
export function cnSafe(name: string): string {
  return name
    .replace(/["\\;:,\r\n\t]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * An iCalendar event for the chosen date and slot. The slot is a wall-clock time the visitor
 * picked without a time zone, so the event uses floating local time (no Z, no TZID).
 */
export function bookingInvite(input: InviteInput): string {
  const [y, m, d] = input.date.split('-').map(Number);
  const [startHour, endHour] = TIME_SLOT_HOURS[input.timeSlot];
  const { error, value } = createEvent({
    uid: input.uid,
    productId: 'chatgpt-consultant/leads',
    method: 'PUBLISH',
    start: [y, m, d, startHour, 0],
    startInputType: 'local',
    startOutputType: 'local',
    end: [y, m, d, endHour, 0],
    endInputType: 'local',
    endOutputType: 'local',
    title: input.title,
    description: input.description,
    status: 'TENTATIVE',
    busyStatus: 'BUSY',
    organizer: { ...input.organizer, name: input.organizer.name === undefined ? undefined : cnSafe(input.organizer.name) },
    // NEEDS-ACTION, not ACCEPTED: a calendar must not file a stranger's request by itself.
    attendees: [{ ...input.attendee, name: cnSafe(input.attendee.name), rsvp: false, role: 'REQ-PARTICIPANT', partstat: 'NEEDS-ACTION' }],
  });
  if (error || !value) throw error ?? new Error('ics: no calendar produced');
  return value;
}
