import { isLocale } from '@/i18n/routing';
import { articleFeed, feedResponse } from '@/features/news/feed';

// Written once, at build time, like the pages.
export const dynamic = 'force-static';
export const dynamicParams = false;

/** /de/feed.xml and /fr/feed.xml; the English feed is /feed.xml. */
export function generateStaticParams(): Array<{ locale: string }> {
  return [{ locale: 'de' }, { locale: 'fr' }];
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale) || locale === 'en') return new Response(null, { status: 404 });
  return feedResponse(await articleFeed(locale));
}
