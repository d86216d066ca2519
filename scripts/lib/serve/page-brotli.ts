// The prerendered pages in Brotli's best quality. Per answer, our server compresses at quality 5:
// quality 11 takes 70-140 ms a page (decision 015). But a prerendered page is the same bytes at
// every request, so its quality-11 form is made once, off the event loop, kept by the digest of
// those bytes, and sent from the next request on: about a tenth smaller (the German and French
// home pages, 13.7 KB at quality 5, are 12.4 KB), so that a page and its headers fit the first
// round trip of a new connection (about 14.6 KB).
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
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
 * `wrap(req, res)`, called before the handler: a prerendered page (a 200 whose whole HTML is
 * given to one `end`, with Next's `x-nextjs-prerender` header) goes out as its kept quality-11
 * Brotli when the browser takes Brotli; the first time, it goes out as before (the compression
 * after it) while its quality-11 form is made. Anything else passes untouched.
 */
export function createPageBrotli({ maxPages = MAX_PAGES } = {}) {
  const kept = new Map<string, Buffer>();
  const making = new Set<string>();

  function wrap(req: IncomingMessage, res: ServerResponse): void {
    if (req.method !== 'GET' || !acceptsBrotli(req.headers['accept-encoding'])) return;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      const [chunk] = args;
      const whole =
        !res.headersSent &&
        res.statusCode === 200 &&
        res.getHeader('x-nextjs-prerender') !== undefined &&
        String(res.getHeader('content-type') ?? '').startsWith('text/html') &&
        res.getHeader('content-encoding') === undefined &&
        (typeof chunk === 'string' || Buffer.isBuffer(chunk)) &&
        chunk.length > 0;
      if (!whole) return end(...args);
      const body = typeof chunk === 'string' ? Buffer.from(chunk, typeof args[1] === 'string' ? (args[1] as BufferEncoding) : 'utf8') : chunk;
      const key = createHash('sha256').update(body).digest('base64url');
      const brotli = kept.get(key);
      if (brotli) {
        res.setHeader('Content-Encoding', 'br');
        res.setHeader('Content-Length', brotli.length);
        // The compression after this sees an encoded answer and leaves it, but names the encoding in Vary.
        return end(brotli, ...args.slice(typeof args[1] === 'string' ? 2 : 1));
      }
      if (!making.has(key) && kept.size + making.size < maxPages) {
        making.add(key);
        brotliCompress(body, bestBrotli(body.length), (error, out) => {
          making.delete(key);
          if (!error) kept.set(key, out);
        });
      }
      return end(...args);
    }) as typeof res.end;
  }

  return { wrap, size: () => kept.size };
}
