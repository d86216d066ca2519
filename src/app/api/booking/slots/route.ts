import { freeSlotsResponse } from '@/features/leads/server/free-slots';

// Never prerendered: each call reads the bookings now (the answer is cached briefly by browsers).
export const dynamic = 'force-dynamic';

/** The free slots of the booking calendar, fetched when the booking dialog or page opens. */
export async function GET(): Promise<Response> {
  return freeSlotsResponse();
}
