import type { NextRequest } from 'next/server';
import { confirmSubscription, defaultLinkDeps, linkPage, linkToken, outcomeUrl, seeOther } from '@/features/leads/server/newsletter-links';

/** The link of the confirmation email: a page that asks, in the subscriber's language. Changes nothing. */
export async function GET(request: NextRequest): Promise<Response> {
  return linkPage('confirm', linkToken(request.nextUrl), defaultLinkDeps());
}

/** The page's button: confirms, then lands on the home page in the subscriber's language. */
export async function POST(request: NextRequest): Promise<Response> {
  return seeOther(outcomeUrl(await confirmSubscription(linkToken(request.nextUrl), defaultLinkDeps())));
}
