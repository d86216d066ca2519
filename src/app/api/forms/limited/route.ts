import type { NextRequest } from 'next/server';
import { limitedPage } from '@/features/leads/server/limited-page';

/** Where a form post without JavaScript lands when its client sent too many (see limited-page.ts). */
export function GET(request: NextRequest): Response {
  return limitedPage(request.nextUrl.searchParams);
}
