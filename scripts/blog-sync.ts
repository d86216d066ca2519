// npm run blog:sync [-- --out <file>]
// Refreshes src/features/blog-site/known-paths.json, the list of paths the blog site serves,
// from BLOG_SITE_URL/sitemap.xml (a sitemap index is followed one level down). The footer's
// blog-site paths are always kept, the footer's language sections (/sv, /es) are stored as
// prefixes, and paths our own site serves are left out. On any failure the file is left as it was.
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { footerBlogPaths, footerBlogPrefixes } from '@/components/site/footer-links';
import { classifyPath } from '@/features/blog-site/path-kind';
import { isArticleSlug } from '@/features/news/slugs';
import { parseEnv } from '@/lib/env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_OUT = path.join(root, 'src/features/blog-site/known-paths.json');
const FETCH_TIMEOUT_MS = 15_000;
const MAX_CHILD_SITEMAPS = 50;

const decodeXml = (value: string) =>
  value
    .replace(/^<!\[CDATA\[([\s\S]*)\]\]>$/, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&')
    .trim();

export function extractLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([\s\S]*?)\s*<\/loc>/gi)].map((m) => decodeXml(m[1]));
}

async function fetchText(url: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/xml, text/xml' } });
  } catch (error) {
    const { message, cause } = error as Error & { cause?: { message?: string; code?: string } };
    const why = cause?.message ?? cause?.code;
    throw new Error(`could not fetch ${url}: ${message}${why ? ` (${why})` : ''}`);
  }
  if (!res.ok) throw new Error(`${url} answered ${res.status} ${res.statusText}`.trim());
  return res.text();
}

/** The path of a blog-site URL relative to BLOG_SITE_URL, or null when it is not on the blog site. */
function toBlogPath(loc: string, blog: URL): string | null {
  let url: URL;
  try {
    url = new URL(loc, blog.href + '/');
  } catch {
    return null;
  }
  if (url.origin !== blog.origin) return null;
  const base = blog.pathname.replace(/\/+$/, '');
  if (base && url.pathname !== base && !url.pathname.startsWith(base + '/')) return null;
  let p = url.pathname.slice(base.length) || '/';
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p;
}

type SyncOptions = { blogSiteUrl: string; out: string; footerPaths: string[]; prefixes: string[]; ownPath: (p: string) => boolean };

/** Runs the sync; returns a summary. `ownPath(p)` says whether our site serves p. */
export async function syncKnownPaths({ blogSiteUrl, out, footerPaths, prefixes, ownPath }: SyncOptions) {
  const blog = new URL(blogSiteUrl.replace(/\/+$/, ''));
  const sitemapUrl = `${blog.href.replace(/\/+$/, '')}/sitemap.xml`;
  const rootXml = await fetchText(sitemapUrl);
  let locs: string[];
  if (/<sitemapindex[\s>]/i.test(rootXml)) {
    const children = extractLocs(rootXml).filter((loc) => toBlogPath(loc, blog) !== null).slice(0, MAX_CHILD_SITEMAPS);
    locs = (await Promise.all(children.map(async (child) => extractLocs(await fetchText(child))))).flat();
  } else {
    locs = extractLocs(rootXml);
  }
  if (locs.length === 0) throw new Error(`${sitemapUrl} lists no <loc> entries`);

  const underPrefix = (p: string) => prefixes.some((prefix) => p === prefix || p.startsWith(prefix + '/'));
  const fromSitemap = new Set();
  for (const loc of locs) {
    const p = toBlogPath(loc, blog);
    // '/' is the blog's front page; files never reach the proxy; prefixes cover their sections.
    if (p === null || p === '/' || /\.[^/]*$/.test(p) || underPrefix(p) || ownPath(p)) continue;
    fromSitemap.add(p);
  }
  if (fromSitemap.size === 0) throw new Error(`${sitemapUrl} lists no usable blog-site paths`);
  const paths = [...new Set([...fromSitemap, ...footerPaths])].sort();
  const json = JSON.stringify({ prefixes: [...new Set(prefixes)].sort(), paths }, null, 2) + '\n';
  const tmp = `${out}.${process.pid}.tmp`;
  writeFileSync(tmp, json);
  renameSync(tmp, out);
  return { sitemapUrl, sitemapPaths: fromSitemap.size, total: paths.length };
}

function parseArgs(argv: string[]) {
  const i = argv.indexOf('--out');
  return { out: i >= 0 && argv[i + 1] ? path.resolve(argv[i + 1]) : DEFAULT_OUT };
}

async function main() {
  const { out } = parseArgs(process.argv.slice(2));
  let blogSiteUrl = 'BLOG_SITE_URL';
  try {
    blogSiteUrl = parseEnv(process.env).BLOG_SITE_URL;
    // Our own pages (any language, our articles included) are never the blog site's.
    const ownPath = (p: string) => classifyPath(p, isArticleSlug) === 'route';
    const summary = await syncKnownPaths({ blogSiteUrl, out, footerPaths: [...footerBlogPaths], prefixes: [...footerBlogPrefixes], ownPath });
    process.stdout.write(
      `blog:sync: ${summary.sitemapPaths} paths from ${summary.sitemapUrl}, ${summary.total} with the footer's -> ${path.relative(process.cwd(), out)}\n`,
    );
  } catch (error) {
    process.stderr.write(
      `blog:sync failed: ${error instanceof Error ? error.message : String(error)}\n` +
        `${path.relative(process.cwd(), out)} was left unchanged. Check BLOG_SITE_URL (now ${blogSiteUrl}) and the network.\n`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
