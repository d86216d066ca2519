// The prerendered pages, kept. A prerendered page is the same bytes under the same headers at
// every request of a build, yet Next's handler (the proxy, next-intl's rewrite, the route lookup,
// the cache read) spends about 2.5 ms on each: one core served some 380 pages a second, about a
// hundredth of what nginx serves of the same file. So the first answer Next gives for a page is
// kept (its headers and its bytes) and the next requests for that path get it straight from
// memory. And a page's Brotli, at quality 11 (70-140 ms a page, decision 015), is made once, off
// the event loop, kept by the digest of its bytes: about a tenth smaller than the per-answer
// quality 5, so that a page and its headers fit the first round trip of a new connection.
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompress, constants as zlib } from 'node:zlib';

/** Pages kept at most: the build has about 300; the bound is against a handler that varies its pages. */
const MAX_PAGES = 2000;

/** Brotli's best: quality 11, for text (HTML, scripts, styles, JSON), told the size it compresses. */
export const bestBrotli = (bytes: number) => ({
  params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes },
});

/** Whether Accept-Encoding takes Brotli (`br`, not with q=0). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  return String(header ?? '')
    .split(',')
    .some((part) => {
      const [name, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return name.trim().toLowerCase() === 'br' && (q === undefined || Number(q) > 0);
    });
}

/**
 * The request headers on which Next's answer for a path can differ: its router's requests for the
 * flight data (`rsc` and the `next-router-*` of every page's `Vary`), a server action
 * (`next-action`), a range, on-demand revalidation, and any header named as Next's internal ones
 * (`x-middleware-*`, `x-nextjs-*`, `x-invoke-*`, `x-now-*`). A request with any of them, with a
 * draft-mode cookie or with a query goes to Next, and its answer is not kept.
 */
const NEXT_VARIES_ON = /^(?:rsc|range|if-range|x-prerender-revalidate|next-.*|x-(?:middleware|nextjs|invoke|now)-.*)$/;
const DRAFT_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;
/**
 * Our paths are ASCII words between single slashes. Another spelling that Next answers with the
 * same page (an escape, `/./de`, `/de/../de`) goes to Next each time and is not kept, so the pages
 * kept stay the build's and not one per spelling.
 */
const KEPT_PATH = /^(?:\/|(?:\/[A-Za-z0-9][A-Za-z0-9._~-]*)+)$/;
const MAX_PATH = 200;

/** Headers of the moment, not of the page; and those the encoding chosen sets. */
const NOT_KEPT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'vary']);

function plainGet(req: IncomingMessage, pathname: string, search: boolean): boolean {
  return (
    req.method === 'GET' &&
    !search &&
    pathname.length <= MAX_PATH &&
    KEPT_PATH.test(pathname) &&
    !Object.keys(req.headers).some((name) => NEXT_VARIES_ON.test(name)) &&
    !DRAFT_COOKIE.test(String(req.headers.cookie ?? ''))
  );
}

/** Whether If-None-Match names this ETag (weak comparison, RFC 9110 13.1.2). */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

type Kept = { headers: OutgoingHttpHeaders; vary: string; etag: string | undefined; body: Buffer; key: string };

/**
 * - `wrap(req, res, target)`, called before Next's handler: a prerendered page (a 200 whose whole
 *   HTML is given to one `end`, with Next's `x-nextjs-prerender` header, its Content-Security-Policy and no cookie) is kept for
 *   its path when the request was a plain GET of that path; and goes out as its quality-11 Brotli
 *   once that is made, to a browser that takes Brotli. Anything else passes untouched.
 * - `answer(req, res, target)`, called before that: a plain GET of a kept path gets the kept page
 *   (or 304 when If-None-Match names its ETag), in Brotli when that is made and the browser takes
 *   it, as it is when the browser asks for no encoding; true when it answered. A browser that takes
 *   gzip alone, or Brotli before it is made, goes to Next and the compression as before.
 */
export function createPageStore({ maxPages = MAX_PAGES } = {}) {
  const brotli = new Map<string, Buffer>();
  const making = new Set<string>();
  const pages = new Map<string, Kept>();

  function makeBrotli(key: string, body: Buffer) {
    if (brotli.has(key) || making.has(key) || brotli.size + making.size >= maxPages) return;
    making.add(key);
    brotliCompress(body, bestBrotli(body.length), (error, out) => {
      making.delete(key);
      if (!error) brotli.set(key, out);
    });
  }

  function split(target: string): [string, boolean] {
    const at = target.indexOf('?');
    return at < 0 ? [target, false] : [target.slice(0, at), true];
  }

  function answer(req: IncomingMessage, res: ServerResponse, target: string): boolean {
    const [pathname, search] = split(target);
    if (!plainGet(req, pathname, search)) return false;
    const page = pages.get(pathname);
    if (!page) return false;
    const accepts = req.headers['accept-encoding'];
    const encoded = acceptsBrotli(accepts) ? brotli.get(page.key) : undefined;
    if (!encoded && String(accepts ?? '').trim() !== '') return false;
    const ifNoneMatch = req.headers['if-none-match'];
    if (page.etag && typeof ifNoneMatch === 'string' && matches(ifNoneMatch, page.etag)) {
      res.writeHead(304, { ...page.headers, Vary: page.vary });
      res.end();
      return true;
    }
    const body = encoded ?? page.body;
    res.writeHead(200, { ...page.headers, Vary: page.vary, ...(encoded ? { 'Content-Encoding': 'br' } : {}), 'Content-Length': body.length });
    res.end(body);
    return true;
  }

  function wrap(req: IncomingMessage, res: ServerResponse, target: string): void {
    if (req.method !== 'GET') return;
    const [pathname, search] = split(target);
    const keep = plainGet(req, pathname, search) && !pages.has(pathname) && pages.size < maxPages;
    const takesBrotli = acceptsBrotli(req.headers['accept-encoding']);
    if (!keep && !takesBrotli) return;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      const [chunk] = args;
      const whole =
        !res.headersSent &&
        res.statusCode === 200 &&
        res.getHeader('x-nextjs-prerender') !== undefined &&
        res.getHeader('set-cookie') === undefined &&
        // Every page the proxy serves carries its policy (src/proxy.ts): an answer without one is not a page of ours.
        res.getHeader('content-security-policy') !== undefined &&
        String(res.getHeader('content-type') ?? '').startsWith('text/html') &&
        res.getHeader('content-encoding') === undefined &&
        (typeof chunk === 'string' || Buffer.isBuffer(chunk)) &&
        chunk.length > 0;
      if (!whole) return end(...args);
      const body = typeof chunk === 'string' ? Buffer.from(chunk, typeof args[1] === 'string' ? (args[1] as BufferEncoding) : 'utf8') : chunk;
      const key = createHash('sha256').update(body).digest('base64url');
      if (keep) {
        const headers = Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !NOT_KEPT.has(name)));
        const vary = [res.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', ');
        const etag = res.getHeader('etag');
        pages.set(pathname, { headers, vary, etag: typeof etag === 'string' ? etag : undefined, body, key });
      }
      makeBrotli(key, body);
      const encoded = takesBrotli ? brotli.get(key) : undefined;
      if (!encoded) return end(...args);
      res.setHeader('Content-Encoding', 'br');
      res.setHeader('Content-Length', encoded.length);
      // The compression after this sees an encoded answer and leaves it, but names the encoding in Vary.
      return end(encoded, ...args.slice(typeof args[1] === 'string' ? 2 : 1));
    }) as typeof res.end;
  }

  return { wrap, answer, size: () => pages.size };
}
