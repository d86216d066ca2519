#!/usr/bin/env node
// npm run blog:sync [-- --out <file>]
// Refreshes src/features/blog-site/known-paths.json, the list of paths the blog site serves,
// from BLOG_SITE_URL/sitemap.xml (a sitemap index is followed one level down). The footer's
// blog-site paths are always kept, the footer's language sections (/sv, /es) are stored as
// prefixes, and paths our own site serves are left out. On any failure the file is left as it was.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_OUT = path.join(root, 'src/features/blog-site/known-paths.json');
const FETCH_TIMEOUT_MS = 15_000;
const MAX_CHILD_SITEMAPS = 50;

/**
 * Plain Node 20 cannot import .ts: the few TypeScript modules this script needs import packages
 * and relative modules only, so TypeScript's own transpiler turns each (and its relative .ts
 * imports) into an .mjs file under node_modules/.cache, from where package imports resolve as
 * usual; a relative .mjs import is plain JavaScript already and keeps its place.
 */
async function transpileTs(relativePath) {
  const { default: ts } = await import('typescript');
  const source = readFileSync(path.join(root, relativePath), 'utf8');
  let { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: relativePath,
  });
  for (const [, specifier] of outputText.matchAll(/from '(\.\.?\/[^']+)'/g)) {
    // Plain JavaScript (src/lib/*.mjs) is imported where it is.
    if (/\.m?js$/.test(specifier)) {
      outputText = outputText.replace(`'${specifier}'`, `'${pathToFileURL(path.join(root, path.dirname(relativePath), specifier)).href}'`);
      continue;
    }
    const dependency = await transpileTs(path.join(path.dirname(relativePath), `${specifier}.ts`));
    outputText = outputText.replace(`'${specifier}'`, `'./${path.basename(dependency)}'`);
  }
  const cacheDir = path.join(root, 'node_modules/.cache/blog-sync');
  mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, relativePath.replace(/[\\/]/g, '__').replace(/\.ts$/, '.mjs'));
  writeFileSync(file, outputText);
  return file;
}

async function importTs(relativePath) {
  return import(`${pathToFileURL(await transpileTs(relativePath)).href}?v=${Date.now()}`);
}

const decodeXml = (value) =>
  value
    .replace(/^<!\[CDATA\[([\s\S]*)\]\]>$/, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&')
    .trim();

export function extractLocs(xml) {
  return [...xml.matchAll(/<loc>\s*([\s\S]*?)\s*<\/loc>/gi)].map((m) => decodeXml(m[1]));
}

async function fetchText(url) {
  let res;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/xml, text/xml' } });
  } catch (error) {
    const cause = error?.cause?.message ?? error?.cause?.code;
    throw new Error(`could not fetch ${url}: ${error?.message ?? error}${cause ? ` (${cause})` : ''}`);
  }
  if (!res.ok) throw new Error(`${url} answered ${res.status} ${res.statusText}`.trim());
  return res.text();
}

/** The path of a blog-site URL relative to BLOG_SITE_URL, or null when it is not on the blog site. */
function toBlogPath(loc, blog) {
  let url;
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

/**
 * Runs the sync; returns a summary. `ownPath(p)` says whether our site serves p.
 * @param {{ blogSiteUrl: string, out: string, footerPaths: string[], prefixes: string[], ownPath: (p: string) => boolean }} options
 */
export async function syncKnownPaths({ blogSiteUrl, out, footerPaths, prefixes, ownPath }) {
  const blog = new URL(blogSiteUrl.replace(/\/+$/, ''));
  const sitemapUrl = `${blog.href.replace(/\/+$/, '')}/sitemap.xml`;
  const rootXml = await fetchText(sitemapUrl);
  let locs;
  if (/<sitemapindex[\s>]/i.test(rootXml)) {
    const children = extractLocs(rootXml).filter((loc) => toBlogPath(loc, blog) !== null).slice(0, MAX_CHILD_SITEMAPS);
    locs = (await Promise.all(children.map(async (child) => extractLocs(await fetchText(child))))).flat();
  } else {
    locs = extractLocs(rootXml);
  }
  if (locs.length === 0) throw new Error(`${sitemapUrl} lists no <loc> entries`);

  const underPrefix = (p) => prefixes.some((prefix) => p === prefix || p.startsWith(prefix + '/'));
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

function parseArgs(argv) {
  const i = argv.indexOf('--out');
  return { out: i >= 0 && argv[i + 1] ? path.resolve(argv[i + 1]) : DEFAULT_OUT };
}

async function main() {
  const { out } = parseArgs(process.argv.slice(2));
  let blogSiteUrl = 'BLOG_SITE_URL';
  try {
    const { parseEnv } = await importTs('src/lib/env.ts');
    blogSiteUrl = parseEnv(process.env).BLOG_SITE_URL;
    const { footerBlogPaths, footerBlogPrefixes } = await importTs('src/components/site/footer-links.ts');
    const { pageRoutes, locales } = await importTs('src/i18n/routing.ts');
    const ownPath = ownPathMatcher(pageRoutes, locales, await loadOurSlugs());
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

/** Our own article slugs: /blog/{slug} of these is our page, never the blog site's. */
async function loadOurSlugs() {
  const { articleSlugs } = await importTs('src/features/news/slugs.ts');
  return new Set(articleSlugs);
}

/** Whether our site serves a path: a page of the route table in any language (see path-kind.ts). */
function ownPathMatcher(pageRoutes, locales, ourSlugs) {
  const templates = Object.values(pageRoutes).flatMap((row) =>
    locales.map((l) => ({ dynamic: row[l].includes('['), re: new RegExp('^' + row[l].replace(/\[(\w+)\]/g, '(?<$1>[^/]+)') + '$') })),
  );
  return (p) => {
    const first = p.split('/')[1]?.toLowerCase() ?? '';
    const rest = locales.includes(first) ? p.slice(first.length + 1) || '/' : p;
    return templates.some(({ dynamic, re }) => {
      const m = re.exec(rest);
      if (!m) return false;
      return !dynamic || (ourSlugs !== null && ourSlugs.has(m.groups?.slug ?? ''));
    });
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
