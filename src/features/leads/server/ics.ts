import 'server-only';
import { createEvent } from 'ics';

export type InviteInput = {
  /** The booking's invite UID: the same in the invitation and its cancellation. */
  uid: string;
  /** REQUEST when the booking is confirmed; CANCEL (with a higher sequence) when it is called off. */
  method: 'REQUEST' | 'CANCEL';
  sequence: number;
  start: Date;
  end: Date;
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
 * An iTIP message for a booking (RFC 5546): METHOD:REQUEST with STATUS:CONFIRMED when the owner
 * confirms, METHOD:CANCEL with STATUS:CANCELLED, the same UID and a higher SEQUENCE when it is
 * cancelled, so that a calendar updates its event instead of adding a second. Times in UTC.
 */
export function bookingInvite(input: InviteInput): string {
  const { error, value } = createEvent({
    uid: input.uid,
    productId: 'chatgpt-consultant/leads',
    method: input.method,
    sequence: input.sequence,
    start: input.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: input.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: input.title,
    description: input.description,
    status: input.method === 'REQUEST' ? 'CONFIRMED' : 'CANCELLED',
    busyStatus: input.method === 'REQUEST' ? 'BUSY' : 'FREE',
    organizer: { ...input.organizer, name: input.organizer.name === undefined ? undefined : cnSafe(input.organizer.name) },
    // NEEDS-ACTION, not ACCEPTED: the visitor's calendar asks them.
    attendees: [{ ...input.attendee, name: cnSafe(input.attendee.name), rsvp: false, role: 'REQ-PARTICIPANT', partstat: 'NEEDS-ACTION' }],
  });
  if (error || !value) throw error ?? new Error('ics: no calendar produced');
  return value;
}
