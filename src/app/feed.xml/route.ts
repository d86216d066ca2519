import { articleFeed, feedResponse } from '@/features/news/feed';

// Written once, at build time, like the pages.
export const dynamic = 'force-static';

/** The English articles' feed (the German and French ones are under /de and /fr). */
export async function GET(): Promise<Response> {
  return feedResponse(await articleFeed('en'));
}
