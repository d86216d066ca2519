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
import path from 'node:path';

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

/** A visitor's first input: the page loads its scripts then (or at once for a URL with a query). */
const INTENT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];

/**
 * The inline loader: the chunks in document order, requested once the page has painted and the
 * visitor has given a first input (INTENT), without waiting for an input when the URL has a
 * query. "Painted" is two frames after the browser reports the first contentful paint (a frame
 * callback alone can run before that frame is on screen), or the load event (a shell with nothing
 * to paint before its scripts run, like the article 404), or at once in a background tab, or
 * after a frame where the browser has no paint timing.
 * With a payload file, the loader requests it and preloads the chunks at that moment, in parallel,
 * and runs the chunks once it has handed the payload to Next (`self.__next_f`, which Next reads
 * when it starts). Nothing starts before the first paint: a request made before it competes
 * with the page's own (Lighthouse counted the payload into the largest paint when the fetch
 * started while the page was parsed).
 * A click on a script-only button (`type="button"`: the consent banner's, the menus') before
 * the page is interactive (`data-interactive` on <html>, set once hydrated) is held and given
 * again once it is, so that a visitor's first tap is not lost. Links and form buttons work
 * without scripts and are left alone.
 */
export function loaderScript(srcs, flight) {
  const add = (tag, props) => `var e=document.createElement("${tag}");${props};document.head.appendChild(e)`;
  const load = flight
    ? `function(){var u=${JSON.stringify(srcs)},d=fetch(${JSON.stringify(flight)},{priority:"low"}).then(function(r){return r.json()});` +
      `u.forEach(function(s){${add('link', 'e.rel="preload";e.as="script";e.fetchPriority="low";e.href=s')}});` +
      `d.then(function(a){var f=self.__next_f=self.__next_f||[];a.forEach(function(x){f.push(x)});u.forEach(function(s){${add('script', 'e.src=s')}})})}`
    : `function(){${JSON.stringify(srcs)}.forEach(function(s){${add('script', 'e.src=s')}})}`;
  const after =
    'function(l){var d=document,h=d.documentElement,raf=requestAnimationFrame,painted=0,wanted=!!location.search,done=0,started=0,p,' +
    `E=${JSON.stringify(INTENT)},o={capture:!0,passive:!0},` +
    'fire=function(){painted&&wanted&&!done&&(done=1,l())},' +
    'want=function(){wanted=1;E.forEach(function(t){removeEventListener(t,want,o)});fire()},' +
    // Two frames after the paint entry: the entry can reach the page before its frame is shown.
    'go=function(){started||(started=1,raf(function(){raf(function(){setTimeout(function(){painted=1;fire()},0)})}))},' +
    // A click on a script-only button before the page is interactive runs again once it is.
    'c=function(e){if(h.hasAttribute("data-interactive"))return removeEventListener("click",c,!0);' +
    'var b=e.target.closest&&e.target.closest("button[type=button]");' +
    'b&&(e.preventDefault(),e.stopImmediatePropagation(),' +
    'p||new MutationObserver(function(m,x){h.hasAttribute("data-interactive")&&(x.disconnect(),removeEventListener("click",c,!0),p.click())}).observe(h,{attributes:!0}),' +
    'p=b,want())};' +
    'wanted||E.forEach(function(t){addEventListener(t,want,o)});addEventListener("click",c,!0);' +
    'if(d.visibilityState==="hidden"){painted=1;return fire()}' +
    'addEventListener("load",go);' +
    'try{new PerformanceObserver(function(list,x){list.getEntriesByName("first-contentful-paint").length&&(x.disconnect(),go())}).observe({type:"paint",buffered:!0})}' +
    'catch(e){raf(go)}}';
  return `<script ${MARK}="">(${after})(${load})</script>`;
}

/** The chunks a rewritten page's loader requests, in order (the bench sizes them); [] for another page. */
export function loaderChunks(html) {
  const loader = new RegExp(`<script ${MARK}="">(.*?)</script>`, 's').exec(html)?.[1];
  const list = loader && /\["\/_next\/static\/[^\]]*\]/.exec(loader)?.[0];
  return list ? JSON.parse(list) : [];
}

/** The payload entries of a page's inline scripts, in order, and the page without them. */
export function extractFlight(html) {
  const entries = [...html.matchAll(FLIGHT)].map((m) => JSON.parse(m[1]));
  return { entries, html: entries.length ? html.replace(FLIGHT, '') : html };
}

/** The public path of a payload file, named by its content. */
export function flightFile(json) {
  return `/_next/static/${FLIGHT_DIR}/${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
}

/**
 * One page's HTML with Next's chunk scripts moved behind the first paint, and its payload as a
 * file (`flight`: the public path and the JSON to store there, null for a page without one);
 * null when the page has no chunk scripts or was rewritten already.
 */
export function deferChunkScripts(html) {
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
function filesUnder(dir, test, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(full, test, out);
    else if (test(full)) out.push(full);
  }
  return out;
}

/**
 * The prerendered pages that answer 404: Next renders a page that calls notFound() as an empty
 * client-side error shell (no lang, no text without JavaScript), so these pages render their
 * content normally and get their status here, in the page's .meta file the server answers with.
 */
const NOT_FOUND_PAGE = /[\\/]blog[\\/]article-not-found\.meta$/;

/** Sets status 404 in a prerendered page's .meta JSON; null when it already has it. */
export function withNotFoundStatus(metaJson) {
  const meta = JSON.parse(metaJson);
  if (meta.status === 404) return null;
  return JSON.stringify({ ...meta, status: 404 });
}

/** Gives the 'Article Not Found' page of every language its 404 status; returns their number. */
export function markNotFoundPages(dist) {
  const files = filesUnder(path.join(dist, 'server', 'app'), (file) => NOT_FOUND_PAGE.test(file));
  for (const file of files) {
    const meta = withNotFoundStatus(readFileSync(file, 'utf8'));
    if (meta) writeFileSync(file, meta);
  }
  return files.length;
}

/** Rewrites every prerendered page of the build in dist; returns how many it changed. */
export function rewritePrerenderedPages(dist) {
  // The server copies pages into its route cache on first request: never serve a stale copy.
  rmSync(path.join(dist, 'server', 'route-cache'), { recursive: true, force: true });
  const flightDir = path.join(dist, 'static', FLIGHT_DIR);
  mkdirSync(flightDir, { recursive: true });
  let changed = 0;
  for (const file of filesUnder(path.join(dist, 'server', 'app'), (file) => file.endsWith('.html'))) {
    const page = deferChunkScripts(readFileSync(file, 'utf8'));
    if (page === null) continue;
    if (page.flight) writeFileSync(path.join(flightDir, path.basename(page.flight.path)), page.flight.json);
    writeFileSync(file, page.html);
    changed++;
  }
  return changed;
}

const LOADER = new RegExp(`<script ${MARK}="">[\\s\\S]*?</script>`, 'g');
/** A script of the build's static folder that runs in today's browsers (the `noModule` polyfill does not). */
const STATIC_SCRIPT = /<script\b(?![^>]*\bnoModule\b)[^>]*\bsrc="\/_next\/static\/[^"]+"[^>]*>/gi;

/**
 * What is wrong with a rewritten page (decision 008), as sentences; [] when nothing is. The rewrite
 * relies on Next's private output (its chunk tags, its inline payload scripts): when a Next upgrade
 * changes them, the rewrite matches nothing, and the page would either load its scripts before
 * the first paint or not hydrate. `flightExists` says whether a payload file is there.
 */
export function pageProblems(html, flightExists) {
  const problems = [];
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
    else if (!flightExists(flight)) problems.push(`names a payload file that is not there: ${flight}`);
  }
  return problems;
}

/**
 * Checks every prerendered page of the build in dist (pageProblems); returns one line per problem,
 * `<page>: <problem>`. The build fails on any (scripts/lib/build.mjs), and so does
 * tests/build/prerendered-pages.test.ts.
 */
export function verifyPrerenderedPages(dist) {
  const app = path.join(dist, 'server', 'app');
  const staticDir = path.join(dist, 'static');
  const flightExists = (file) => existsSync(path.join(staticDir, file.slice('/_next/static/'.length)));
  const lines = [];
  for (const file of filesUnder(app, (f) => f.endsWith('.html')).sort()) {
    for (const problem of pageProblems(readFileSync(file, 'utf8'), flightExists)) lines.push(`${path.relative(app, file)}: ${problem}`);
  }
  return lines;
}

/** Where the build keeps the hashes of every prerendered page's inline scripts (src/server/csp.ts reads it). */
export const CSP_MANIFEST = 'csp-manifest.json';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g;
/** A script the browser runs: no type, or a JavaScript one (JSON-LD and other data blocks never run). */
const runs = (attributes) => {
  const type = /\stype="([^"]*)"/i.exec(attributes)?.[1];
  return type === undefined || type === '' || /^(module|text\/javascript|application\/javascript)$/i.test(type);
};
const sha256 = (source) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/** The CSP hash sources of a page's inline scripts and inline style elements, each once, in order. */
export function inlineHashes(html) {
  const scripts = [...html.matchAll(INLINE_SCRIPT)].filter((m) => runs(m[1])).map((m) => sha256(m[2]));
  const styles = [...html.matchAll(INLINE_STYLE)].map((m) => sha256(m[1]));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/**
 * Hashes the inline scripts and styles of every prerendered page into <dist>/csp-manifest.json,
 * keyed by the page's internal path (/en, /de/services, /fr/blog/<slug>): the proxy sends each
 * page a script-src of exactly its own hashes, and the pages stay static. Returns the page count.
 */
export function writeCspManifest(dist) {
  const app = path.join(dist, 'server', 'app');
  const manifest = {};
  for (const file of filesUnder(app, (f) => f.endsWith('.html')).sort()) {
    const key = '/' + path.relative(app, file).slice(0, -'.html'.length).split(path.sep).join('/');
    manifest[key] = inlineHashes(readFileSync(file, 'utf8'));
  }
  writeFileSync(path.join(dist, CSP_MANIFEST), JSON.stringify(manifest));
  return Object.keys(manifest).length;
}
