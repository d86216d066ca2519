import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { clientIp } from '@/server/client-ip';
import { createSiteServer, MAX_BODY_BYTES, quietUnknownActions } from '../../scripts/serve.mjs';
import { createThrottledLog } from '../../src/lib/throttled-log.mjs';

// The site's HTTP server (scripts/serve.mjs) around a stand-in for Next's handler that answers
// with the client address the app would count: real sockets on loopback.
const config = { current: parseEnv({}) };
const logged: string[] = [];
// /page answers a page's worth of HTML; /stream writes its first part, flushes as Next does, and
// ends only when the test says so.
const PAGE = `<!DOCTYPE html><html lang="de"><body>${'<p class="mt-4 text-sm">Ein Absatz über KI-Beratung.</p>'.repeat(400)}</body></html>`;
const streamEnd = { current: () => {} };
const server = createSiteServer(
  async (req, res) => {
    const headers = new Headers(Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : [])));
    req.resume();
    if (req.url === '/page') {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(PAGE);
      return;
    }
    if (req.url === '/stream') {
      res.setHeader('Content-Type', 'text/x-component');
      res.write(PAGE.slice(0, 4000));
      (res as unknown as { flush?: () => void }).flush?.();
      await new Promise<void>((resolve) => (streamEnd.current = resolve));
      res.end(PAGE.slice(4000));
      return;
    }
    res.end(JSON.stringify({ client: clientIp(headers, config.current), method: req.method }));
  },
  { actionIds: new Set(['7f00aa']), log: createThrottledLog((line: string) => logged.push(line)) },
);
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(method: string, headers: Record<string, string> = {}, path = '/', body?: string) {
  return new Promise<{ status: number; body: string; allow?: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, allow: res.headers.allow }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    req.end(body);
  });
}

describe('scripts/serve.mjs', () => {
  it('gives the app the socket address, whatever the client claims', async () => {
    config.current = parseEnv({});
    const forged = { 'x-peer-address': '203.0.113.1', 'x-forwarded-for': '203.0.113.2', 'x-real-ip': '203.0.113.3', forwarded: 'for=203.0.113.4' };
    expect(JSON.parse((await send('GET', forged)).body)).toEqual({ client: '127.0.0.1', method: 'GET' });
    expect(JSON.parse((await send('POST', { 'x-forwarded-for': 'nope' })).body).client).toBe('127.0.0.1');
  });

  it('reads the proxy header only when TRUST_PROXY trusts the peer', async () => {
    config.current = parseEnv({ TRUST_PROXY: 'loopback' });
    expect(JSON.parse((await send('GET', { 'x-forwarded-for': '6.6.6.6, 198.51.100.7' })).body).client).toBe('198.51.100.7');
    config.current = parseEnv({ TRUST_PROXY: '10.0.0.0/8' });
    expect(JSON.parse((await send('GET', { 'x-forwarded-for': '198.51.100.7' })).body).client).toBe('127.0.0.1');
  });

  it.each(['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND'])('answers %s with 405 and the methods it serves', async (method) => {
    const response = await send(method);
    expect(response.status).toBe(405);
    expect(response.allow).toBe('GET, HEAD, POST, OPTIONS');
  });

  it('answers CONNECT with 405', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'));
      let data = '';
      socket.on('data', (c) => (data += c));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 405 /);
  });

  it.each([
    ['/de/beratung-buchen', 'de', 'Zu umfangreich zum Senden'],
    ['/fr/reserver-une-consultation', 'fr', 'Envoi trop volumineux'],
    ['/book-consultation', 'en', 'Too much to send'],
  ])('answers a form post over 1 MB to %s with 413 and a page in its language', async (path, lang, title) => {
    const response = await send('POST', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(MAX_BODY_BYTES + 1) }, path, 'x'.repeat(1000));
    expect(response.status).toBe(413);
    expect(response.body).toContain(`<html lang="${lang}">`);
    expect(response.body).toContain(`<h1>${title}</h1>`);
    expect(response.body).toContain(`<a href="${path}">`);
  });

  it('lets a form post within the limit through', async () => {
    const response = await send('POST', { 'content-type': 'text/plain', 'content-length': '5' }, '/de', 'hello');
    expect(response.status).toBe(200);
  });

  it('answers a forged server action id with 404 and one short log line a minute', async () => {
    logged.length = 0;
    for (let i = 0; i < 5; i++) expect((await send('POST', { 'next-action': `forged${i}`, 'content-length': '2' }, '/fr', '[]')).status).toBe(404);
    expect((await send('POST', { 'next-action': '7f00aa', 'content-length': '2' }, '/fr', '[]')).status).toBe(200);
    expect(logged).toEqual(['[serve] refused a server action the build does not have (POST /fr)\n']);
  });
});

describe('compression (scripts/serve.mjs)', () => {
  function fetchRaw(path: string, acceptEncoding: string | null, onFirstChunk?: () => void) {
    return new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
      const headers: Record<string, string> = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding };
      httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => {
          if (!chunks.length) onFirstChunk?.();
          chunks.push(c);
        });
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
  }

  it('answers in Brotli where the browser takes it, in gzip where it takes only that, and plainly otherwise', async () => {
    const br = await fetchRaw('/page', 'gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE);
    const gzip = await fetchRaw('/page', 'gzip, deflate');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE);
    expect(br.body.length).toBeLessThan(gzip.body.length);
    const plain = await fetchRaw('/page', null);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
    // A cache in front must keep one copy per encoding.
    expect(br.vary).toMatch(/accept-encoding/i);
  });

  it('sends what a streamed answer has flushed before the answer ends (Next streams pages and actions)', async () => {
    let firstChunk = false;
    const done = fetchRaw('/stream', 'br', () => {
      firstChunk = true;
      streamEnd.current();
    });
    const response = await done;
    expect(firstChunk).toBe(true);
    expect(brotliDecompressSync(response.body).toString()).toBe(PAGE);
  });
});

describe('createThrottledLog', () => {
  it('writes one line per interval and then says how many it left out', () => {
    const lines: string[] = [];
    const log = createThrottledLog((l: string) => lines.push(l), 60_000);
    for (let t = 0; t < 5; t++) log('x', t * 1000);
    log('y', 61_000);
    expect(lines).toEqual(['x\n', 'y (and 4 more since the last line)\n']);
  });
});

describe('quietUnknownActions', () => {
  it("turns Next's stack trace for a forged action id in a form post into one throttled line, and lets every other error through", () => {
    const passed: unknown[][] = [];
    const target = { error: (...args: unknown[]) => void passed.push(args) };
    const lines: string[] = [];
    quietUnknownActions(target, createThrottledLog((l: string) => lines.push(l), 60_000));
    for (let i = 0; i < 50; i++) target.error(new Error('Failed to find Server Action "00dead". This request might be from an older or newer deployment.'));
    target.error('[leads] storing a booking failed', 'Error 57P01');
    expect(lines).toEqual(['[serve] refused a form post naming a server action the build does not have\n']);
    expect(passed).toEqual([['[leads] storing a booking failed', 'Error 57P01']]);
  });
});
