import 'server-only';
import { slotId } from '@/lib/slot-id';
import { getDb, type Db } from '@/server/db/client';
import { logFailure } from '@/server/log';
import { currentSlots } from './availability';

/** What the booking dialog and page fetch: the owner's zone, the slot length and the free slots' starts in UTC. */
export type FreeSlotsJson = { timeZone: string; slotMinutes: number; slots: string[] };

/**
 * The free slots as a small JSON answer (about 1 KB compressed for 60 days), which browsers may
 * keep for 30 seconds: the server decides on every booking anyway, and a slot taken in between
 * is refused with the nearest free ones.
 */
export async function freeSlotsResponse(deps: { getDb: () => Promise<Db>; now: () => Date } = { getDb, now: () => new Date() }): Promise<Response> {
  try {
    const { timeZone, slotMinutes, slots } = await currentSlots(await deps.getDb(), deps.now());
    const body: FreeSlotsJson = { timeZone, slotMinutes, slots: slots.map((s) => slotId(s.start)) };
    return Response.json(body, { headers: { 'Cache-Control': 'public, max-age=30' } });
  } catch (error) {
    logFailure('[booking] reading the free slots failed', error);
    return Response.json({ error: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}
