import knownPaths from './known-paths.json';

/**
 * The built-in list of paths the blog site (BLOG_SITE_URL) serves: known-paths.json, refreshed
 * from the blog's sitemap by `npm run blog:sync`. `prefixes` are whole sections (/sv, /es):
 * the prefix itself and everything under it.
 */
const paths: ReadonlySet<string> = new Set(knownPaths.paths);
const prefixes: readonly string[] = knownPaths.prefixes;

export const knownBlogPaths: readonly string[] = knownPaths.paths;
export const knownBlogPrefixes: readonly string[] = prefixes;

/** True when the blog site is known to serve this path ('/industries/healthcare', '/sv/om-oss'). */
export function isKnownBlogPath(pathname: string): boolean {
  const clean = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (paths.has(clean)) return true;
  for (const prefix of prefixes) {
    if (clean === prefix || clean.startsWith(prefix + '/')) return true;
  }
  return false;
}
