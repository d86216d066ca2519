// The build's immutable files in Brotli's best quality. Per answer, our server compresses at
// quality 5 (decision 015). A file under /_next/static (the framework's chunks, the stylesheet,
// the pages' payloads) never changes for a build, so `npm run build` compresses each one at
// quality 11 once, into <dist>/brotli/, and the server sends that form to a browser that takes
// Brotli: about a tenth fewer bytes on the way to the first paint (the stylesheet) and to an
// interactive page (the scripts and the payload).
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress } from 'node:zlib';
import { acceptsBrotli, bestBrotli } from './page-store';

const PUBLIC_PREFIX = '/_next/static/';
/** Text that compresses; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|json|svg|txt|map)$/;
/** Below one TCP segment the saving is nothing. */
const MIN_BYTES = 1024;

const compress = promisify(brotliCompress);
const brotliDir = (dist: string) => path.join(dist, 'brotli');

/** The files under dir, by their path relative to it. */
const files = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    : [];

/**
 * The build step: every compressible file of <dist>/static over MIN_BYTES, at quality 11, into
 * <dist>/brotli/<same path>.br (zlib's thread pool compresses them side by side). Resolves to the
 * number of files written.
 */
export async function precompressStatic(dist: string): Promise<number> {
  const source = path.join(dist, 'static');
  rmSync(brotliDir(dist), { recursive: true, force: true });
  const wanted = files(source).filter((f) => COMPRESSIBLE.test(f));
  let written = 0;
  await Promise.all(
    wanted.map(async (relative) => {
      const body = readFileSync(path.join(source, relative));
      if (body.length < MIN_BYTES) return;
      const out = await compress(body, bestBrotli(body.length));
      const target = path.join(brotliDir(dist), `${relative}.br`);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, out);
      written += 1;
    }),
  );
  return written;
}

/** The files precompressStatic wrote, by the path the browser asks for (/_next/static/…). */
export function readStaticBrotli(dist: string): Map<string, Buffer> {
  const dir = brotliDir(dist);
  return new Map(files(dir).map((relative) => [PUBLIC_PREFIX + relative.slice(0, -'.br'.length).split(path.sep).join('/'), readFileSync(path.join(dir, relative))]));
}

/**
 * `wrap(req, res)`, called before the handler: when a GET of a file in `kept` gets Next's whole
 * file (200, not a range, not encoded) and the browser takes Brotli, the kept form goes out in its
 * place, under Next's own headers (type, cache, ETag). Anything else passes untouched: a 304, a
 * range, HEAD, a client without Brotli, a file the build did not compress.
 */
export function createStaticBrotli(kept: Map<string, Buffer>) {
  function wrap(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    const brotli = req.method === 'GET' ? kept.get(pathname) : undefined;
    if (!brotli || !acceptsBrotli(req.headers['accept-encoding'])) return;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    let replace: boolean | undefined;
    let ended = false;
    const whole = () =>
      (replace ??= !res.headersSent && res.statusCode === 200 && res.getHeader('content-encoding') === undefined && res.getHeader('content-range') === undefined);
    // Next streams the file: its parts are dropped, and the kept form is sent at the end.
    res.write = ((...args: unknown[]) => {
      if (!whole()) return write(...args);
      const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined;
      if (callback) process.nextTick(callback);
      return true;
    }) as typeof res.write;
    res.end = ((...args: unknown[]) => {
      if (!whole()) return end(...args);
      if (ended) return res;
      ended = true;
      res.setHeader('Content-Encoding', 'br');
      res.setHeader('Content-Length', brotli.length);
      const callback = args.find((a) => typeof a === 'function');
      // The compression after this sees an encoded answer and leaves it, but names the encoding in Vary.
      return callback ? end(brotli, callback) : end(brotli);
    }) as typeof res.end;
  }

  return { wrap, size: () => kept.size };
}
