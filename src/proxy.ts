import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { env } from './lib/env';
import { createSiteProxy, isNavigation } from './features/blog-site/site-proxy';
import { createUnknownPathDecider } from './features/blog-site/unknown-path';
import { isArticleSlug } from './features/news/slugs';
import { searchedPage, searchRenderPath } from './features/search-renders/search-pages';
import { maySearchRender } from './features/search-renders/server/render-limit';
import { pagePolicy } from './lib/csp';
import { SPECULATION_RULES_HEADER } from './components/site/speculation-rules';

const intl = createMiddleware(routing);

// Built on the first request, not at import: env() validates the configuration then, and the
// decider's cache of blog-site answers lives as long as the server process.
let siteProxy: ReturnType<typeof createSiteProxy> | undefined;

export default async function proxy(request: NextRequest) {
  siteProxy ??= createSiteProxy({
    intl,
    isOurSlug: isArticleSlug,
    decider: createUnknownPathDecider({ blogSiteUrl: env().BLOG_SITE_URL }),
  });
  return withPagePolicy(await withSearchRender(await siteProxy(request), request), request);
}

/**
 * A navigation to the directory or the news list with a query (a shared link, a search sent
 * without JavaScript) goes to the list's search route, rendered for it with the query's results,
 * while the client is within its limit of such renders; otherwise it stays on the prerendered
 * page, which shows the query's view once its scripts run (docs/decisions/025). The router's own
 * requests (not navigations) get the prerendered page's flight data, as they always did.
 */
async function withSearchRender(response: Response, request: NextRequest): Promise<Response> {
  const rewrite = response.headers.get('x-middleware-rewrite');
  // next-intl's rewrite passes the request's headers on: the search route's nonce goes with them (withPagePolicy).
  if (!rewrite || !response.headers.has('x-middleware-override-headers') || request.method !== 'GET' || !isNavigation(request)) return response;
  const target = new URL(rewrite, request.url);
  const path = searchRenderPath(target.pathname, request.nextUrl.searchParams);
  if (!path || !(await maySearchRender(request.headers))) return response;
  target.pathname = path;
  response.headers.set('x-middleware-rewrite', target.toString());
  return response;
}

/**
 * Gives the answer the Content-Security-Policy of the page it serves: the page at the internal
 * path the proxy rewrote to (next-intl's /de/leistungen -> /de/services), or at the path itself.
 * A page the proxy built itself (the unknown-path 404) brings its own policy.
 */
function withPagePolicy(response: Response, request: NextRequest): Response {
  if (response.headers.has('content-security-policy')) return response;
  const rewrite = response.headers.get('x-middleware-rewrite');
  const target = rewrite ? new URL(rewrite, request.url).pathname : request.nextUrl.pathname;
  // A list's search route is its page rendered with a query: the page's own inline scripts, by hash.
  const searched = searchedPage(target);
  const internal = searched ?? target;
  // A GET is answered with the prerendered page, whose scripts the manifest hashes. A POST (a form
  // sent without JavaScript) and a search are answered with the page rendered for them, whose
  // flight data no manifest knows: it gets a nonce, passed to Next in the request's own policy (as
  // NextResponse.next({ request: { headers } }) passes request headers), and Next puts it on
  // every script it writes.
  const overridden = response.headers.get('x-middleware-override-headers');
  const rendered = overridden !== null && (searched !== null || (request.method !== 'GET' && request.method !== 'HEAD'));
  const policy = pagePolicy(internal, rendered ? btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16)))) : undefined);
  // Reporting-Endpoints, like the other security headers, comes from next.config.ts for every answer.
  response.headers.set('content-security-policy', policy);
  if (rendered) {
    response.headers.set('x-middleware-override-headers', `${overridden},content-security-policy`);
    response.headers.set('x-middleware-request-content-security-policy', policy);
  }
  // The pages to prerender when the visitor points at a link (decision 021).
  response.headers.set('speculation-rules', SPECULATION_RULES_HEADER);
  return response;
}

export const config = {
  // Everything but Next internals, API routes and files with an extension: the proxy runs on
  // every page request, so it never sees static assets.
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
