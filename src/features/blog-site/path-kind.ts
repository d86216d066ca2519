import { locales, pageKeys, pageRoutes, type PageKey } from '@/i18n/routing';
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

// Static paths of every page in every language: one Set lookup per request. Only the dynamic
// rows (/blog/[slug]) need a regular expression.
const staticPaths: ReadonlySet<string> = new Set(
  pageKeys.flatMap((pageKey) => locales.map((locale) => pageRoutes[pageKey][locale]).filter((t) => !t.includes('['))),
);
const dynamicTemplates = [
  ...new Map(
    pageKeys.flatMap((pageKey) =>
      locales
        .map((locale) => pageRoutes[pageKey][locale] as string)
        .filter((t) => t.includes('['))
        .map((t) => [`${pageKey} ${t}`, { pageKey, re: new RegExp('^' + t.replace(/\[(\w+)\]/g, '(?<$1>[^/]+)') + '$') }] as const),
    ),
  ).values(),
];

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function matchTemplate(rest: string): { pageKey: PageKey | null; params: Record<string, string> } | null {
  if (staticPaths.has(rest)) return { pageKey: null, params: {} };
  for (const { pageKey, re } of dynamicTemplates) {
    const m = re.exec(rest);
    if (m) return { pageKey, params: { ...m.groups } };
  }
  return null;
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
    return matchTemplate(parent) ? 'route' : 'unknown';
  }

  const match = matchTemplate(rest);
  if (!match) return 'unknown';
  if (match.pageKey === 'blogArticle') return isOurSlug(safeDecode(match.params.slug ?? '')) ? 'route' : 'unknownArticle';
  return 'route';
}
