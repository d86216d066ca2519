import type { NextRequest } from 'next/server';
import { defaultLinkDeps, linkPage, linkToken, outcomeUrl, seeOther, unsubscribe } from '@/features/leads/server/newsletter-links';

/** The unsubscribe link of every newsletter email: a page that asks. Changes nothing. */
export async function GET(request: NextRequest): Promise<Response> {
  return linkPage('unsubscribe', linkToken(request.nextUrl), defaultLinkDeps());
}

/** Whether the POST is a mail client's one-click unsubscribe (RFC 8058) rather than the page's button. */
async function isOneClick(request: NextRequest): Promise<boolean> {
  try {
    // RFC 8058 allows either encoding; some clients send no content type at all.
    const fields = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data')
      ? await request.formData()
      : new URLSearchParams(await request.text());
    return fields.get('List-Unsubscribe') === 'One-Click';
  } catch {
    return false;
  }
}

/**
 * Unsubscribes. From the page's button: on to the home page with the outcome. From the mail
 * client (List-Unsubscribe-Post): a status code and no redirect.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const oneClick = await isOneClick(request);
  const result = await unsubscribe(linkToken(request.nextUrl), defaultLinkDeps());
  if (!oneClick) return seeOther(outcomeUrl(result));
  const status = result.outcome === 'unsubscribed' ? 200 : result.outcome === 'error' ? 503 : 404;
  return new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });
}
