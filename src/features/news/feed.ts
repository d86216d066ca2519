import { Feed } from 'feed';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { absoluteUrl, feedPath } from '@/lib/seo/metadata';
import { getLocalizedArticles } from './get-articles';

/** How many of the latest articles a feed lists. */
export const FEED_SIZE = 30;

/** The latest articles of a language as an Atom feed (title, link, dates, excerpt, author, category and tags). */
export async function articleFeed(locale: Locale): Promise<string> {
  const [{ articles }, tMeta] = await Promise.all([getLocalizedArticles(locale), getTranslations({ locale, namespace: 'meta' })]);
  const latest = articles.slice(0, FEED_SIZE);
  const home = absoluteUrl('newsViews', locale);
  const updated = latest.reduce((max, a) => (a.updated > max ? a.updated : max), '1970-01-01');
  const feed = new Feed({
    title: `${tMeta('pages.newsViews.heading')} · ${tMeta('siteName')}`,
    description: tMeta('pages.newsViews.description'),
    id: home,
    link: home,
    language: locale,
    copyright: tMeta('siteName'),
    updated: new Date(`${updated}T00:00:00Z`),
    feedLinks: { atom: `${env().SITE_URL}${feedPath(locale)}` },
  });
  for (const article of latest) {
    const url = absoluteUrl('blogArticle', locale, { slug: article.slug });
    feed.addItem({
      title: article.title,
      id: url,
      link: url,
      description: article.excerpt,
      published: new Date(`${article.published}T00:00:00Z`),
      date: new Date(`${article.updated}T00:00:00Z`),
      author: [{ name: article.author }],
      category: [...new Set([article.category, ...article.tags])].map((name) => ({ name, term: name })),
    });
  }
  // The library writes no language on an Atom feed: the root element carries it.
  return feed.atom1().replace('<feed xmlns="http://www.w3.org/2005/Atom">', `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`);
}

export function feedResponse(xml: string): Response {
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      // Readers poll feeds: an hour in caches, then a revalidation.
      'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
    },
  });
}
