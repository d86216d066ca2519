import type { NextRequest } from 'next/server';
import { confirmSubscription, defaultLinkDeps, outcomeUrl, seeOther } from '@/features/leads/newsletter-links';

/** The link of the confirmation email: confirms, then lands on the home page in the subscriber's language. */
export async function GET(request: NextRequest): Promise<Response> {
  const deps = defaultLinkDeps();
  const result = await confirmSubscription(request.nextUrl.searchParams.get('token') ?? '', deps);
  return seeOther(outcomeUrl(deps.siteUrl, result));
}
