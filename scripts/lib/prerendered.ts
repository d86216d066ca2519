// After `next build`: rewrites the prerendered HTML of every static page so that the framework's
// scripts load after the first paint, on the visitor's first input, and its RSC payload travels as
// a data file beside the page (docs/decisions/008-first-paint-before-scripts.md).
//
// Next puts its bootstrap chunks in the head as `<script src async>`. On a phone they arrive and
// run while the browser still lays the page out, and the first paint waits for them; then React
// hydrates the whole page, long tasks on a phone's main thread. The page is complete HTML without
// them (it reads, links and posts its forms), so we request them from one small inline script
// once the page has painted and the visitor does something: moves the pointer, touches, types,
// scrolls or focuses. A URL with a query loads them after the paint without waiting (the page has
// something to apply: a filter, a notice).
//
// Next also writes the page's RSC payload (what hydration reads) into the HTML as inline
// `self.__next_f.push(…)` scripts: the page's text and markup a second time, parsed and compiled on
// the main thread before the page is complete. The loader fetches it instead, as a JSON file,
// beside the chunks.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CSP_MANIFEST, hashSource, type CspManifest } from '../../src/lib/csp';

const CHUNK = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"]+\.js)"\/>/g;
/** Next's inline payload scripts; the payload is JSON with `<` escaped, so no `)</script>` inside. */
const FLIGHT = /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((.*?)\)<\/script>/gs;
/** Marks a page this step has rewritten, so that running it twice changes nothing. */
const MARK = 'data-after-paint';
/** Where the payload files go, under the build's static folder (served as /_next/static/flight/). */
export const FLIGHT_DIR = 'flight';
/** A page's reference to its payload file (the bench reads it to size the file). */
export const FLIGHT_FILE = new RegExp(`/_next/static/${FLIGHT_DIR}/[0-9a-f]{16}\\.json`);

/**
 * The inline loader (`loader` in loader.js, run as it is written there; its text is hashed into each page's CSP).
 * `chunks`: Next's chunk scripts in document order; `flight`: the page's payload file (or null);
 * `worker`: the worker that downloads them ahead, after the load event (PREFETCH_WORKER), or null
 * (not before the first input).
 *
 * The scripts run once the page has painted and the visitor has given a first input (a pointer
 * that moves or presses, a touch, a key, a wheel, a scroll, a focus), or after the paint without
 * waiting for one when the URL has a query (the page has something to apply). They start only
 * once that input's own answer is on screen: after the click that ends a press (a tap opens a
 * menu by itself, decision 021) and the next frame, so that their first long tasks never delay it.
 * "Painted" is two frames after the browser reports the first contentful paint (the entry can
 * reach the page before its frame is shown), or the load event (a shell with nothing to paint
 * before its scripts run, like the article 404), or at once in a background tab. A page the browser
 * prerenders (speculation rules) does nothing before the visitor opens it.
 * With a `worker`, the chunks and the payload are downloaded after the load event, by that worker
 * on a thread of its own (no code of theirs runs), so that the first input finds them in the
 * cache; either way Lighthouse, which gives no input, sees no script run. With a payload file, the first input fetches it (from the cache when
 * prefetched) and preloads the chunks in parallel, and the chunks run once Next has the payload
 * (`self.__next_f`, which Next reads when it starts).
 * A click on a button that needs the scripts (`type="button"`, not a popover or dialog invoker,
 * which the browser answers itself) before the page is interactive (`data-interactive` on <html>,
 * set once hydrated) is held: the button says it is busy (`aria-busy`), and the page clicks it
 * again once it is interactive (BookingHost). A link chosen in an open popover (the menus) closes
 * it, as the page does once interactive. Links and form buttons work without scripts and
 * are left alone.
 */

/** What this step uses of terser (Next's compiled copy ships no types). */
interface Terser {
  minify(code: string, options: { ecma: number; compress: { passes: number }; mangle: boolean }): Promise<{ code?: string }>;
}

/**
 * Browser code minified with the terser that Next ships (every page carries the loader, and a
 * page's first answer should fit the first round trip), or as written when that is not there (the
 * page works the same).
 */
async function minified(source: string): Promise<string> {
  try {
    const { minify } = createRequire(import.meta.url)('next/dist/compiled/terser') as Terser;
    return (await minify(source, { ecma: 2019, compress: { passes: 2 }, mangle: true })).code ?? source;
  } catch {
    return source;
  }
}
/** The loader's code, as a function expression, minified. */
const LOADER_CODE = await (async () => {
  const text = readFileSync(new URL('./loader.js', import.meta.url), 'utf8');
  const source = text.slice(text.indexOf('function loader('));
  return /^var loader=([\s\S]*);$/.exec(await minified(`var loader=${source}`))?.[1] ?? source;
})();

/**
 * The worker that downloads a page's scripts and payload ahead, after the load event
 * (prefetch-worker.js, minified): its code, and its public path under the build's static folder,
 * named by its content.
 */
export const PREFETCH_WORKER = await (async () => {
  const code = await minified(readFileSync(new URL('./prefetch-worker.js', import.meta.url), 'utf8'));
  return { code, path: `/_next/static/loader/${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js` };
})();

/** The inline loader of a page (see `loader`): its chunks in order, its payload file, the worker that downloads them ahead (null: none). */
export function loaderScript(srcs: string[], flight?: string | null, worker: string | null = PREFETCH_WORKER.path): string {
  return `<script ${MARK}="">(${LOADER_CODE})(${JSON.stringify(srcs)},${JSON.stringify(flight ?? null)},${JSON.stringify(worker)})</script>`;
}

/** The chunks a rewritten page's loader requests, in order (the bench sizes them); [] for another page. */
export function loaderChunks(html: string): string[] {
  const loader = new RegExp(`<script ${MARK}="">(.*?)</script>`, 's').exec(html)?.[1];
  const list = loader && /\["\/_next\/static\/[^\]]*\]/.exec(loader)?.[0];
  return list ? (JSON.parse(list) as string[]) : [];
}

/** The payload entries of a page's inline scripts, in order, and the page without them. */
export function extractFlight(html: string): { entries: unknown[]; html: string } {
  const entries = [...html.matchAll(FLIGHT)].map((m): unknown => JSON.parse(m[1]));
  return { entries, html: entries.length ? html.replace(FLIGHT, '') : html };
}

/** The public path of a payload file, named by its content. */
export function flightFile(json: string): string {
  return `/_next/static/${FLIGHT_DIR}/${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
}

/**
 * One page's HTML with Next's chunk scripts moved behind the first paint, and its payload as a
 * file (`flight`: the public path and the JSON to store there, null for a page without one);
 * null when the page has no chunk scripts or was rewritten already.
 */
export function deferChunkScripts(html: string): { html: string; flight: { path: string; json: string } | null } | null {
  if (html.includes(MARK)) return null;
  const srcs = [...html.matchAll(CHUNK)].map((m) => m[1]);
  if (srcs.length === 0 || !html.includes('</body>')) return null;
  const withoutChunks = html.replace(CHUNK, '').replace(CHUNK_PRELOAD, (tag, src) => (srcs.includes(src) ? '' : tag));
  const { entries, html: rest } = extractFlight(withoutChunks);
  const json = JSON.stringify(entries);
  const flight = entries.length ? { path: flightFile(json), json } : null;
  const at = rest.lastIndexOf('</body>');
  return { html: rest.slice(0, at) + loaderScript(srcs, flight?.path) + rest.slice(at), flight };
}

/** The files under dir whose path passes the test. */
function filesUnder(dir: string, test: (file: string) => boolean, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(full, test, out);
    else if (test(full)) out.push(full);
  }
  return out;
}

/** The prerendered pages of the build in dist (`server/app/**.html`), in order. */
const pagesOf = (dist: string): string[] => filesUnder(path.join(dist, 'server', 'app'), (file) => file.endsWith('.html')).sort();

/** The file in dist that a URL of the build's static folder (`/_next/static/…`) serves. */
export const staticFile = (dist: string, src: string): string => path.join(dist, 'static', src.slice('/_next/static/'.length));

/**
 * The prerendered pages that answer 404: Next renders a page that calls notFound() as an empty
 * client-side error shell (no lang, no text without JavaScript), so these pages render their
 * content normally and get their status here, in the page's .meta file the server answers with.
 */
const NOT_FOUND_PAGE = /[\\/]blog[\\/]article-not-found\.meta$/;

/** Sets status 404 in a prerendered page's .meta JSON; null when it already has it. */
export function withNotFoundStatus(metaJson: string): string | null {
  const meta = JSON.parse(metaJson) as Record<string, unknown>;
  if (meta.status === 404) return null;
  return JSON.stringify({ ...meta, status: 404 });
}

/** Gives the 'Article Not Found' page of every language its 404 status; returns their number. */
export function markNotFoundPages(dist: string): number {
  const files = filesUnder(path.join(dist, 'server', 'app'), (file) => NOT_FOUND_PAGE.test(file));
  for (const file of files) {
    const meta = withNotFoundStatus(readFileSync(file, 'utf8'));
    if (meta) writeFileSync(file, meta);
  }
  return files.length;
}

/** Rewrites every prerendered page of the build in dist; returns how many it changed. */
export function rewritePrerenderedPages(dist: string): number {
  // The server copies pages into its route cache on first request: never serve a stale copy.
  rmSync(path.join(dist, 'server', 'route-cache'), { recursive: true, force: true });
  const flightDir = path.join(dist, 'static', FLIGHT_DIR);
  mkdirSync(flightDir, { recursive: true });
  const worker = staticFile(dist, PREFETCH_WORKER.path);
  mkdirSync(path.dirname(worker), { recursive: true });
  writeFileSync(worker, PREFETCH_WORKER.code);
  let changed = 0;
  for (const file of pagesOf(dist)) {
    const page = deferChunkScripts(readFileSync(file, 'utf8'));
    if (page === null) continue;
    if (page.flight) writeFileSync(path.join(flightDir, path.basename(page.flight.path)), page.flight.json);
    writeFileSync(file, page.html);
    changed++;
  }
  return changed;
}

/**
 * V8's compile hint for a whole file (shipped in Chromium 136; other engines read a comment): it
 * compiles every function of the script as the script streams in, off the main thread, where it
 * would otherwise parse each function twice, the second time on the main thread at its first
 * call. Every function of the chunks that hydrate a page runs at hydration, or most do.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts COMPILE_HINT first in every chunk the loader of a rewritten page runs (decision 021), once;
 * returns how many chunks carry it. Before the build's Brotli files are made (static-brotli.ts).
 */
export function hintEagerCompile(dist: string): number {
  const chunks = new Set<string>();
  for (const page of pagesOf(dist)) for (const src of loaderChunks(readFileSync(page, 'utf8'))) chunks.add(src);
  for (const src of chunks) {
    const file = staticFile(dist, src);
    const code = readFileSync(file, 'utf8');
    if (!code.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + code);
  }
  return chunks.size;
}

const LOADER = new RegExp(`<script ${MARK}="">[\\s\\S]*?</script>`, 'g');
/** A script of the build's static folder that runs in today's browsers (the `noModule` polyfill does not). */
const STATIC_SCRIPT = /<script\b(?![^>]*\bnoModule\b)[^>]*\bsrc="\/_next\/static\/[^"]+"[^>]*>/gi;

/**
 * What is wrong with a rewritten page (decision 008), as sentences; [] when nothing is. The rewrite
 * relies on Next's private output (its chunk tags, its inline payload scripts): when a Next upgrade
 * changes them, the rewrite matches nothing, and the page would either load its scripts before
 * the first paint or not hydrate. `exists` says whether a file of the build's static folder (a
 * payload file, the prefetch worker) is there.
 */
export function pageProblems(html: string, exists: (file: string) => boolean): string[] {
  const problems: string[] = [];
  const loaders = html.match(LOADER) ?? [];
  if (loaders.length !== 1) problems.push(`has ${loaders.length} loaders (${MARK}), not one`);
  const rest = html.replace(LOADER, '');
  if (rest.includes('__next_f')) problems.push('keeps an inline self.__next_f payload entry');
  const scripts = rest.match(STATIC_SCRIPT) ?? [];
  if (scripts.length > 0) problems.push(`keeps ${scripts.length} script tag(s) the loader should load: ${scripts[0]}`);
  if (loaders.length === 1) {
    const chunks = loaderChunks(html);
    if (chunks.length === 0) problems.push('has a loader that loads no chunk');
    for (const src of chunks) if (rest.includes(`href="${src}"`)) problems.push(`preloads ${src} before the first paint`);
    const flight = FLIGHT_FILE.exec(loaders[0])?.[0];
    if (!flight) problems.push('has a loader without a payload file');
    else if (!exists(flight)) problems.push(`names a payload file that is not there: ${flight}`);
    if (!loaders[0].includes(`,${JSON.stringify(PREFETCH_WORKER.path)})`)) problems.push('has a loader without the prefetch worker');
    else if (!exists(PREFETCH_WORKER.path)) problems.push(`names a prefetch worker that is not there: ${PREFETCH_WORKER.path}`);
  }
  return problems;
}

/**
 * Checks every prerendered page of the build in dist (pageProblems); returns one line per problem,
 * `<page>: <problem>`. The build fails on any (scripts/lib/build.ts), and so does
 * tests/build/prerendered-pages.test.ts.
 */
export function verifyPrerenderedPages(dist: string): string[] {
  const app = path.join(dist, 'server', 'app');
  const exists = (src: string) => existsSync(staticFile(dist, src));
  const lines: string[] = [];
  for (const file of pagesOf(dist)) {
    for (const problem of pageProblems(readFileSync(file, 'utf8'), exists)) lines.push(`${path.relative(app, file)}: ${problem}`);
  }
  return lines;
}


const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g;
/**
 * A script the browser acts on: no type, a JavaScript one, or speculation rules (which the policy
 * governs like a script); JSON-LD and other data blocks never run.
 */
const runs = (attributes: string): boolean => {
  const type = /\stype="([^"]*)"/i.exec(attributes)?.[1];
  return type === undefined || type === '' || /^(module|text\/javascript|application\/javascript|speculationrules)$/i.test(type);
};

/** The CSP hash sources of a page's inline scripts and inline style elements, each once, in order. */
export function inlineHashes(html: string): CspManifest[string] {
  const scripts = [...html.matchAll(INLINE_SCRIPT)].filter((m) => runs(m[1])).map((m) => hashSource(m[2]));
  const styles = [...html.matchAll(INLINE_STYLE)].map((m) => hashSource(m[1]));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/**
 * Hashes the inline scripts and styles of every prerendered page into <dist>/csp-manifest.json,
 * keyed by the page's internal path (/en, /de/services, /fr/blog/<slug>): the proxy sends each
 * page a script-src of exactly its own hashes, and the pages stay static. Returns the page count.
 */
export function writeCspManifest(dist: string): number {
  const app = path.join(dist, 'server', 'app');
  const manifest: CspManifest = {};
  for (const file of pagesOf(dist)) {
    const key = '/' + path.relative(app, file).slice(0, -'.html'.length).split(path.sep).join('/');
    manifest[key] = inlineHashes(readFileSync(file, 'utf8'));
  }
  writeFileSync(path.join(dist, CSP_MANIFEST), JSON.stringify(manifest));
  return Object.keys(manifest).length;
}
