import { NextResponse, type NextRequest } from 'next/server';
import { classifyPath } from './path-kind';
import { homeFor, type Decision, type UnknownPathDecider } from './unknown-path';
import { notFoundResponse } from './not-found-page';
import { internalPath, type Locale } from '@/i18n/routing';
import { ARTICLE_NOT_FOUND_SLUG } from '@/features/news/slugs';

/** next-intl's request header for the locale (HEADER_LOCALE_NAME in next-intl's middleware). */
const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';

/** The prerendered 'Article Not Found' page (its route calls notFound(), so it is stored as a 404). */
export const defaultArticleNotFoundPath = (locale: Locale) =>
  `/${locale}${internalPath('blogArticle').replace('[slug]', ARTICLE_NOT_FOUND_SLUG)}`;

export type SiteProxyDeps = {
  /** next-intl's middleware: our pages (rewrites to the internal path, language redirects). */
  intl: (request: NextRequest) => Response | Promise<Response>;
  decider: Pick<UnknownPathDecider, 'decide'>;
  /** Whether /blog/{slug} is one of our articles. */
  isOurSlug?: (slug: string) => boolean;
  /** Where the app renders 'Article Not Found' for a language (an internal path, answered with 404). */
  articleNotFoundPath?: (locale: Locale) => string;
};

/**
 * Whether the request is a top-level navigation. Browsers send Sec-Fetch-Mode on every request
 * ('navigate' for a document, 'cors' / 'same-origin' / 'no-cors' for fetch and subresources);
 * clients without it (crawlers, curl, link checkers) count as navigations.
 */
export function isNavigation(request: NextRequest): boolean {
  const mode = request.headers.get('sec-fetch-mode');
  return mode === null || mode === 'navigate';
}

export function decisionResponse(decision: Decision): Response {
  switch (decision.kind) {
    case 'known':
      return NextResponse.redirect(decision.location, 308);
    case 'blog':
      return NextResponse.redirect(decision.location, 307);
    case 'home':
      return notFoundResponse(decision.locale, decision.home);
  }
}

/**
 * The site's proxy: Next internals pass, our pages go to next-intl, every other path to the
 * unknown-path decision.
 *
 * Client-side navigation (Next's router fetches the RSC payload of the target with fetch(),
 * following redirects, CORS mode; the proxy cannot see the stripped `rsc` header): a 307/308 to
 * the blog site would make that fetch cross-origin, fail CORS, log "Failed to fetch RSC payload"
 * in the browser and only then fall back to a document load. So a request that is not a
 * top-level navigation gets the 404 page straight away, without asking the blog site: the router
 * treats any non-RSC or non-ok answer as "load this URL as a document" (doMpaNavigation in
 * next/dist/client/components/router-reducer/fetch-server-response.js), and that document
 * request gets the real decision (308 / 307 / 404 page). Link prefetches of unknown paths thus
 * never trigger HEAD requests either. Methods other than GET and HEAD get the 404 page as well:
 * a redirect would repeat a POST on the blog site.
 */
export function createSiteProxy({ intl, decider, isOurSlug, articleNotFoundPath = defaultArticleNotFoundPath }: SiteProxyDeps) {
  return async function siteProxy(request: NextRequest): Promise<Response> {
    const { pathname, search } = request.nextUrl;
    const kind = classifyPath(pathname, isOurSlug);
    if (kind === 'internal') return NextResponse.next();
    if (kind === 'route') return intl(request);
    const method = request.method.toUpperCase();
    const checkable = (method === 'GET' || method === 'HEAD') && isNavigation(request);
    if (kind === 'unknownArticle') {
      // An article the blog site has moves there; any other slug gets our 'Article Not Found'
      // page, a real 404 in the path's language, at the address the visitor asked for.
      const notFound = () => {
        const { locale } = homeFor(pathname);
        // The header next-intl's middleware sets on its own rewrites: the not-found page reads its language from it.
        const headers = new Headers(request.headers);
        headers.set(LOCALE_HEADER, locale);
        return NextResponse.rewrite(new URL(articleNotFoundPath(locale), request.url), { request: { headers } });
      };
      if (!checkable) return notFound();
      const decision = await decider.decide(pathname, search);
      return decision.kind === 'home' ? notFound() : decisionResponse(decision);
    }
    if (!checkable) {
      const { locale, home } = homeFor(pathname);
      return notFoundResponse(locale, home);
    }
    return decisionResponse(await decider.decide(pathname, search));
  };
}
