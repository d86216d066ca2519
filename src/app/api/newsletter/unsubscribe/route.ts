import type { NextRequest } from 'next/server';
import { defaultLinkDeps, outcomeUrl, seeOther, unsubscribe } from '@/features/leads/newsletter-links';

/** The unsubscribe link of every newsletter email. */
export async function GET(request: NextRequest): Promise<Response> {
  const deps = defaultLinkDeps();
  const result = await unsubscribe(request.nextUrl.searchParams.get('token') ?? '', deps);
  return seeOther(outcomeUrl(deps.siteUrl, result));
}

/** One-click unsubscribe from the mail client (RFC 8058, List-Unsubscribe-Post): no redirect. */
export async function POST(request: NextRequest): Promise<Response> {
  const { outcome } = await unsubscribe(request.nextUrl.searchParams.get('token') ?? '', defaultLinkDeps());
  const status = outcome === 'unsubscribed' ? 200 : outcome === 'error' ? 503 : 404;
  return new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });
}
