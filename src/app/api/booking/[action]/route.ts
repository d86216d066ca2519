import type { NextRequest } from 'next/server';
import { applyBookingLink, bookingLinkPage, bookingLinkToken, isBookingAction, seeLinkPage } from '@/features/leads/server/booking-links';
import { defaultLeadDeps } from '@/features/leads/server/submission';

type Context = { params: Promise<{ action: string }> };

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** A confirm, decline or cancel link of a booking email: a page that asks. Changes nothing. */
export async function GET(request: NextRequest, { params }: Context): Promise<Response> {
  const { action } = await params;
  if (!isBookingAction(action)) return notFound();
  return bookingLinkPage(action, bookingLinkToken(request.nextUrl), defaultLeadDeps());
}

/** The page's button: acts once, then shows the page again with the outcome. */
export async function POST(request: NextRequest, { params }: Context): Promise<Response> {
  const { action } = await params;
  if (!isBookingAction(action)) return notFound();
  const token = bookingLinkToken(request.nextUrl);
  const deps = defaultLeadDeps();
  const outcome = await applyBookingLink(action, token, deps);
  return outcome === 'error' ? bookingLinkPage(action, token, deps, 'error') : seeLinkPage(request.nextUrl);
}
