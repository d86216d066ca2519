import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { env } from './lib/env';
import { createSiteProxy } from './features/blog-site/site-proxy';
import { createUnknownPathDecider } from './features/blog-site/unknown-path';
import { isArticleSlug } from './features/news/slugs';

const intl = createMiddleware(routing);

// Built on the first request, not at import: env() validates the configuration then, and the
// decider's cache of blog-site answers lives as long as the server process.
let siteProxy: ReturnType<typeof createSiteProxy> | undefined;

export default function proxy(request: NextRequest) {
  siteProxy ??= createSiteProxy({
    intl,
    isOurSlug: isArticleSlug,
    decider: createUnknownPathDecider({ blogSiteUrl: env().BLOG_SITE_URL }),
  });
  return siteProxy(request);
}

export const config = {
  // Everything but Next internals, API routes and files with an extension: the proxy runs on
  // every page request, so it never sees static assets.
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
