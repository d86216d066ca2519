import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import { serveStatic } from 'next/dist/server/serve-static';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from '../../scripts/serve';
import { precompressStatic, readStaticBrotli } from '../../scripts/lib/serve/static-brotli';

// The build's files under /_next/static, compressed once by the build and sent in place of Next's
// stream: a real site server around Next's own static file server (send: its headers, ETag,
// ranges and 304s), on loopback.
const dist = mkdtempSync(path.join(tmpdir(), 'static-brotli-'));
// Text that varies, as a chunk does (a repeated line compresses to nothing at any quality).
const CHUNK = Array.from({ length: 3000 }, (_, i) => `var a${i.toString(36)}=function(e){return e*${(i * 7919) % 1000}+"${(i * i).toString(36)}"};`).join('\n');
const PAYLOAD = JSON.stringify(Array.from({ length: 800 }, (_, i) => [1, `${i.toString(36)}:["$","p",null,{"children":"Beratung ${(i * 31) % 97}"}]\n`]));
let port = 0;
let server: ReturnType<typeof createSiteServer>;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  mkdirSync(path.join(dist, 'static', 'flight'), { recursive: true });
  mkdirSync(path.join(dist, 'static', 'media'), { recursive: true });
  writeFileSync(path.join(dist, 'static', 'chunks', 'app.js'), CHUNK);
  writeFileSync(path.join(dist, 'static', 'chunks', 'tiny.js'), 'var a=1;');
  writeFileSync(path.join(dist, 'static', 'flight', 'page.json'), PAYLOAD);
  writeFileSync(path.join(dist, 'static', 'media', 'logo.png'), Buffer.alloc(4096, 7));
  expect(await precompressStatic(dist)).toBe(2);
  server = createSiteServer(
    async (req: IncomingMessage, res: ServerResponse) => {
      // What Next does for /_next/static: its cache header, then send's stream of the file.
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      await serveStatic(req, res, path.join(dist, 'static', (req.url ?? '').replace('/_next/static/', '')));
    },
    { staticBrotli: readStaticBrotli(dist), postBucket: { burst: 1e6, perSecond: 1e6 } },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dist, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path: url, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

// Written out here rather than imported, so that the test fails when the server's settings change.
const best = (text: string) => brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) } });

describe('the build\'s files in Brotli quality 11 (scripts/lib/serve/static-brotli.ts)', () => {
  it('sends a chunk and a payload as the build compressed them, under Next\'s headers, smaller than per answer', async () => {
    const chunk = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(chunk.status).toBe(200);
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.body.equals(best(CHUNK))).toBe(true);
    expect(brotliDecompressSync(chunk.body).toString()).toBe(CHUNK);
    expect(Number(chunk.headers['content-length'])).toBe(chunk.body.length);
    expect(chunk.headers['content-type']).toMatch(/javascript/);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.etag).toBeTruthy();
    expect(chunk.headers.vary).toMatch(/accept-encoding/i);
    expect(chunk.body.length).toBeLessThan(brotliCompressSync(CHUNK, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }).length);
    const payload = await get('/_next/static/flight/page.json', { 'accept-encoding': 'br' });
    expect(payload.body.equals(best(PAYLOAD))).toBe(true);
  });

  it('leaves a client without Brotli, a revalidation, a range and HEAD to Next and the compression', async () => {
    const gzip = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(CHUNK);
    const plain = await get('/_next/static/chunks/app.js', {});
    expect(plain.body.toString()).toBe(CHUNK);
    const { etag } = plain.headers;
    const again = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br', 'if-none-match': String(etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const range = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br', range: 'bytes=0-99' });
    expect(range.status).toBe(206);
    expect(range.body.toString()).toBe(CHUNK.slice(0, 100));
    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('compresses only text over a segment: a tiny chunk and an image go out as Next sends them', async () => {
    expect([...readStaticBrotli(dist).keys()].sort()).toEqual(['/_next/static/chunks/app.js', '/_next/static/flight/page.json']);
    const png = await get('/_next/static/media/logo.png', { 'accept-encoding': 'br' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.equals(Buffer.alloc(4096, 7))).toBe(true);
    expect((await get('/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' })).body.toString()).toBe('var a=1;');
  });
});
