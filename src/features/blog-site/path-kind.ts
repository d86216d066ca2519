import { locales, matchRoute } from '@/i18n/routing';
import { isArticleSlug } from '@/features/news/slugs';

/**
 * Which way a request path goes in the proxy:
 * - 'internal': Next internals, API routes, files (anything with an extension) and the root
 *   metadata routes (/icon, /apple-icon, /opengraph-image, /twitter-image, /manifest): served by
 *   Next as they are, neither localized nor checked;
 * - 'route': one of our pages in any language (and any locale prefix, also the redundant /en/...),
 *   including /blog/{slug} for one of our articles, and metadata routes below a page: next-intl
 *   handles it (rewrites it, or redirects it to the right language's path);
 * - 'unknownArticle': /blog/{slug} in any language with a slug that is not ours: the blog site
 *   may have it (known list, HEAD), and if not, our own 'Article Not Found' page answers 404;
 * - 'unknown': everything else, which the unknown-path decision handles.
 */
export type PathKind = 'internal' | 'route' | 'unknownArticle' | 'unknown';

const prefixSegments: ReadonlySet<string> = new Set(locales);
const metadataSegment = /^(?:icon|apple-icon|opengraph-image|twitter-image)(?:-[\w-]+)?$|^manifest$/;

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** `isOurSlug` says whether a /blog/{slug} is one of our articles (the 84 slugs by default). */
export function classifyPath(pathname: string, isOurSlug: (slug: string) => boolean = isArticleSlug): PathKind {
  if (pathname === '/_next' || pathname.startsWith('/_next/')) return 'internal';
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'internal';
  if (pathname === '/_vercel' || pathname.startsWith('/_vercel/')) return 'internal';
  const segments = pathname.split('/');
  const last = segments[segments.length - 1] ?? '';
  if (last.includes('.')) return 'internal';

  let clean = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (clean === '') clean = '/';
  const first = (clean.split('/')[1] ?? '').toLowerCase();
  const prefixed = prefixSegments.has(first);
  const rest = prefixed ? clean.slice(first.length + 1) || '/' : clean;

  if (metadataSegment.test(last)) {
    if (!prefixed && rest.split('/').length === 2) return 'internal';
    const parent = rest.slice(0, rest.lastIndexOf('/')) || '/';
    return matchRoute(parent) ? 'route' : 'unknown';
  }

  // Any language's words after any prefix: next-intl redirects to the right language's path.
  const match = matchRoute(rest);
  if (!match) return 'unknown';
  if (match.pageKey === 'blogArticle') return isOurSlug(safeDecode(match.params.slug ?? '')) ? 'route' : 'unknownArticle';
  return 'route';
}
