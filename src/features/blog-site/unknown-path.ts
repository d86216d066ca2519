import { localeFromPath, localizedPath, type Locale } from '@/i18n/routing';
import { isKnownBlogPath } from './known-paths';

/**
 * What happens to a path that is none of our pages (the reasons are in this folder's README.md
 * and decision 003):
 * 1. a path in the built-in blog-site list -> 308 to the same path on the blog site, query kept;
 * 2. otherwise a HEAD to the blog site for the path; found -> 307 there;
 * 3. otherwise the home page of the path's language, reached through a 404 page.
 */
export type Decision =
  | { kind: 'known'; location: string }
  | { kind: 'blog'; location: string }
  | { kind: 'home'; locale: Locale; home: string };

/** Answer of the blog site to a HEAD: found, not found, or no answer at all (thrown). */
export type BlogCheck = 'found' | 'missing' | 'error';

export type DeciderDeps = {
  /** Origin (and optional base path) of the blog site, without a trailing slash. */
  blogSiteUrl: string;
  fetch?: typeof fetch;
  /** Clock for the cache, in ms. */
  now?: () => number;
  /** Where a failed check is reported (server log; never the visitor's browser). */
  log?: (message: string) => void;
  isKnown?: (pathname: string) => boolean;
  timeoutMs?: number;
  /** How long a found / not-found answer is trusted. */
  ttlMs?: number;
  /** How long a failed check (timeout, refused, DNS) is trusted: short, so recovery is quick. */
  errorTtlMs?: number;
  maxEntries?: number;
};

export const HEAD_TIMEOUT_MS = 1500;
export const CHECK_TTL_MS = 10 * 60 * 1000;
export const ERROR_TTL_MS = 60 * 1000;
export const MAX_CACHE_ENTRIES = 1000;
/** Longer paths are not worth a request: no real article has one. */
const MAX_CHECKED_PATH_LENGTH = 512;

type CacheEntry = { check: Promise<BlogCheck>; expiresAt: number };

/** The home page of the path's language: '/de/...' -> '/de', '/fr/...' -> '/fr', else '/'. */
export function homeFor(pathname: string): { locale: Locale; home: string } {
  const locale = localeFromPath(pathname);
  return { locale, home: localizedPath('home', locale) };
}

/**
 * A 3xx from the blog site counts as found when it stays on the blog site and does not lead to
 * its front page: the blog moving an article (or adding a slash) means it knows the path, while
 * a catch-all "unknown -> home" redirect would otherwise send every typo to the blog's front page
 * instead of ours. A redirect elsewhere (another origin) is not found either.
 */
export function redirectMeansFound(location: string | null, checkedUrl: string, blogSiteUrl: string): boolean {
  if (!location) return false;
  let target: URL;
  let blog: URL;
  try {
    target = new URL(location, checkedUrl);
    blog = new URL(blogSiteUrl);
  } catch {
    return false;
  }
  if (target.origin !== blog.origin) return false;
  const basePath = blog.pathname.replace(/\/+$/, '');
  const targetPath = target.pathname.replace(/\/+$/, '');
  return targetPath !== basePath;
}

export function createUnknownPathDecider(deps: DeciderDeps) {
  const blogSiteUrl = deps.blogSiteUrl.replace(/\/+$/, '');
  const doFetch = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  const log = deps.log ?? ((message: string) => console.error(message));
  const isKnown = deps.isKnown ?? isKnownBlogPath;
  const timeoutMs = deps.timeoutMs ?? HEAD_TIMEOUT_MS;
  const ttlMs = deps.ttlMs ?? CHECK_TTL_MS;
  const errorTtlMs = deps.errorTtlMs ?? ERROR_TTL_MS;
  const maxEntries = deps.maxEntries ?? MAX_CACHE_ENTRIES;
  const cache = new Map<string, CacheEntry>();

  async function headBlogSite(pathname: string): Promise<BlogCheck> {
    // String concatenation, never new URL(pathname, base): a path like '//evil.example' must
    // stay a path on the blog site.
    const url = blogSiteUrl + pathname;
    try {
      const res = await doFetch(url, {
        method: 'HEAD',
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'text/html' },
        cache: 'no-store',
      });
      if (res.status >= 200 && res.status < 300) return 'found';
      if (res.status >= 300 && res.status < 400) {
        return redirectMeansFound(res.headers.get('location'), url, blogSiteUrl) ? 'found' : 'missing';
      }
      return 'missing';
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
      // The fixed part first: the server's log keeps one line of a kind a minute (scripts/serve.ts), and the path is anyone's.
      log(`[unknown-path] the blog site did not answer, sending the visitor home: ${reason}${cause} (HEAD ${url})`);
      return 'error';
    }
  }

  /** The blog site's answer for a path, from the cache while it is fresh. */
  function checkBlogPath(pathname: string): Promise<BlogCheck> {
    const hit = cache.get(pathname);
    if (hit && hit.expiresAt > now()) {
      // Most recently used goes to the end: the oldest entry is evicted first.
      cache.delete(pathname);
      cache.set(pathname, hit);
      return hit.check;
    }
    if (hit) cache.delete(pathname);
    while (cache.size >= maxEntries) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
    // Concurrent requests for the same path share one HEAD while it runs.
    const entry: CacheEntry = { check: headBlogSite(pathname), expiresAt: Number.POSITIVE_INFINITY };
    cache.set(pathname, entry);
    void entry.check.then((result) => {
      entry.expiresAt = now() + (result === 'error' ? errorTtlMs : ttlMs);
    });
    return entry.check;
  }

  /** `pathname` as in the request URL (percent-encoded), `search` with its '?' or empty. */
  async function decide(pathname: string, search: string): Promise<Decision> {
    const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
    if (isKnown(pathname)) return { kind: 'known', location: blogSiteUrl + pathname + query };
    if (pathname.length <= MAX_CHECKED_PATH_LENGTH && (await checkBlogPath(pathname)) === 'found') {
      return { kind: 'blog', location: blogSiteUrl + pathname + query };
    }
    return { kind: 'home', ...homeFor(pathname) };
  }

  return { decide, cacheSize: () => cache.size };
}

export type UnknownPathDecider = ReturnType<typeof createUnknownPathDecider>;
