import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { consumeConsoleCalls } from '../support/fail-on-console';
import { clientIp } from '@/server/client-ip';
import { createHash } from 'node:crypto';
import { actionIdsOfForm, createBucket, createSiteServer, MAX_API_BODY_BYTES, MAX_BODY_BYTES, quietConsole, safeLocation } from '../../scripts/serve';
import { createKindLog, createThrottledLog } from '../../src/lib/throttled-log';
import { setFormGate } from '../../src/lib/site-server';
import { createLeadsFormGate } from '@/features/leads/server/form-gate';

// The site's HTTP server (scripts/serve.ts) around a stand-in for Next's handler that answers
// with the client address the app would count: real sockets on loopback.
const config = { current: parseEnv({}) };
const logged: string[] = [];
// /page answers a page's worth of HTML; /stream writes its first part, flushes as Next does, and
// ends only when the test says so.
const PAGE = `<!DOCTYPE html><html lang="de"><body>${'<p class="mt-4 text-sm">Ein Absatz über KI-Beratung.</p>'.repeat(400)}</body></html>`;
const streamEnd = { current: () => {} };
// A page whose text varies, as a real one does (a repeated paragraph compresses to nothing either way).
const WORDS = ['Beratung', 'Modelle', 'Daten', 'Prozesse', 'Sicherheit', 'Schulung', 'Agenten', 'Integration', 'Strategie', 'Kosten', 'Team', 'Kunden'];
const ARTICLE = `<!DOCTYPE html><html lang="de"><body>${Array.from({ length: 600 }, (_, i) => `<p class="mt-${i % 5}">${WORDS[(i * 7) % 12]} ${i} ${WORDS[(i * i) % 12]} ${(i * 7919).toString(36)}</p>`).join('')}</body></html>`;
const server = createSiteServer(
  async (req, res) => {
    const headers = new Headers(Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : [])));
    req.resume();
    if (req.url === '/page') {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(PAGE);
      return;
    }
    if (req.url?.startsWith('/prerendered')) {
      // A page as Next serves a prerendered one: its header, the whole HTML in one end.
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('x-nextjs-prerender', '1');
      res.setHeader('Content-Security-Policy', "script-src 'self'");
      res.end(req.url.endsWith('?other') ? ARTICLE.replace('lang="de"', 'lang="fr"') : ARTICLE);
      return;
    }
    if (req.url?.startsWith('/kept/')) {
      // Pages as Next serves them, counted: /kept/page is prerendered; /kept/cookie sets a cookie,
      // /kept/rendered is rendered at each request, /kept/missing is a prerendered 404, /kept/bare
      // comes without the policy our proxy gives every page.
      const path = req.url.split('?')[0];
      reached.set(path, (reached.get(path) ?? 0) + 1);
      res.statusCode = path === '/kept/missing' ? 404 : 200;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (path !== '/kept/rendered') res.setHeader('x-nextjs-prerender', '1');
      if (path === '/kept/cookie') res.setHeader('Set-Cookie', 'seen=1; Path=/');
      res.setHeader('Vary', 'rsc, next-router-state-tree');
      res.setHeader('ETag', '"kept-1"');
      if (path !== '/kept/bare') res.setHeader('Content-Security-Policy', "script-src 'self'");
      res.end(req.headers.rsc ? 'flight data' : ARTICLE);
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
    if (req.url === '/echo' || req.url === '/api/echo') {
      // What Next would read of the body: its length and digest.
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      res.end(JSON.stringify({ bytes: body.length, sha: createHash('sha256').update(body).digest('hex') }));
      return;
    }
    if (req.url?.startsWith('/redirect?')) {
      // A handler that builds its Location from the request, as frameworks do.
      res.writeHead(308, { Location: new URL(req.url, 'http://x').searchParams.get('to') ?? '/' });
      res.end();
      return;
    }
    handled.count++;
    res.end(JSON.stringify({ client: clientIp(headers, config.current), method: req.method }));
  },
  // The bucket of POSTs is tested on a server of its own (below): here it never runs dry.
  { actionIds: new Set(['7f00aa']), log: (kind: string, line?: string) => log.current(kind, line), postBucket: { burst: 1e6, perSecond: 1e6 } },
);
const handled = { count: 0 };
const reached = new Map<string, number>();
// One line per kind a minute: a fresh minute for each test.
const log = { current: createKindLog((line: string) => logged.push(line)) };
beforeEach(() => {
  log.current = createKindLog((line: string) => logged.push(line));
  logged.length = 0;
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(method: string, headers: Record<string, string> = {}, path = '/', body?: string | Buffer, to = port) {
  return new Promise<{ status: number; body: string; allow?: string; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: to, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, allow: res.headers.allow, headers: res.headers }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    req.end(body);
  });
}

describe('scripts/serve.ts', () => {
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

describe('compression (scripts/serve.ts)', () => {
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

  it('sends a prerendered page in Brotli quality 11 from its second request on, the same page', async () => {
    const best = brotliCompressSync(ARTICLE, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(ARTICLE) } });
    const first = await fetchRaw('/prerendered', 'gzip, deflate, br');
    expect(first.encoding).toBe('br');
    expect(brotliDecompressSync(first.body).toString()).toBe(ARTICLE);
    expect(best.length).toBeLessThan(first.body.length);
    // The quality-11 form is made off the event loop after the first answer; a query changes nothing.
    await expect.poll(async () => (await fetchRaw('/prerendered?q=1', 'gzip, deflate, br')).body.equals(best)).toBe(true);
    const again = await fetchRaw('/prerendered', 'br');
    expect(again.encoding).toBe('br');
    expect(again.vary).toMatch(/accept-encoding/i);
    expect(again.body.equals(best)).toBe(true);
    // Other bytes are another page; a browser that takes no Brotli gets gzip or the page as it is.
    expect(brotliDecompressSync((await fetchRaw('/prerendered?other', 'br')).body).toString()).toBe(ARTICLE.replace('lang="de"', 'lang="fr"'));
    expect(gunzipSync((await fetchRaw('/prerendered', 'gzip, br;q=0')).body).toString()).toBe(ARTICLE);
    expect((await fetchRaw('/prerendered', null)).body.toString()).toBe(ARTICLE);
  });

  it('keeps a prerendered page: its next plain GETs get it from memory, without Next, under its headers', async () => {
    const get = (path: string, headers: Record<string, string> = {}) => send('GET', headers, path);
    const first = await get('/kept/page');
    expect(first.status).toBe(200);
    for (const headers of [{}, { cookie: 'cookie_consent=all' }, { 'sec-purpose': 'prefetch;prerender' }] as Record<string, string>[]) {
      const again = await get('/kept/page', headers);
      expect(again.status).toBe(200);
      expect(again.body).toBe(ARTICLE);
      for (const name of ['content-type', 'content-security-policy', 'etag', 'x-nextjs-prerender', 'x-content-type-options']) expect(again.headers[name]).toEqual(first.headers[name]);
      expect(again.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding');
      expect(Number(again.headers['content-length'])).toBe(Buffer.byteLength(ARTICLE));
    }
    expect(reached.get('/kept/page')).toBe(1);
    // Its ETag named: 304, still without Next.
    expect((await get('/kept/page', { 'if-none-match': 'W/"kept-1"' })).status).toBe(304);
    expect(reached.get('/kept/page')).toBe(1);
    // In Brotli once its quality-11 form is made; a browser that takes gzip alone goes to Next.
    await expect.poll(async () => (await fetchRaw('/kept/page', 'gzip, br')).encoding).toBe('br');
    const counted = reached.get('/kept/page');
    expect(brotliDecompressSync((await fetchRaw('/kept/page', 'br')).body).toString()).toBe(ARTICLE);
    expect(reached.get('/kept/page')).toBe(counted);
    expect(gunzipSync((await fetchRaw('/kept/page', 'gzip')).body).toString()).toBe(ARTICLE);
    expect(reached.get('/kept/page')).toBe(counted! + 1);
  });

  it('sends to Next every request on which its answer can differ, and keeps no other answer', async () => {
    await send('GET', {}, '/kept/page');
    const before = reached.get('/kept/page')!;
    const variants: [string, Record<string, string>][] = [
      ['/kept/page?q=strategy', {}],
      ['/kept/page', { rsc: '1' }],
      ['/kept/page', { 'next-router-prefetch': '1' }],
      ['/kept/page', { 'next-router-state-tree': '%5B%5D' }],
      ['/kept/page', { range: 'bytes=0-10' }],
      ['/kept/page', { cookie: 'a=b; __prerender_bypass=x' }],
      ['/kept/page', { 'x-middleware-subrequest': 'proxy' }],
      ['/kept/page', { 'next-url': '/kept' }],
    ];
    for (const [path, headers] of variants) await send('GET', headers, path);
    expect((await send('GET', { rsc: '1' }, '/kept/page')).body).toBe('flight data');
    expect((await send('HEAD', {}, '/kept/page')).status).toBe(200);
    expect(reached.get('/kept/page')).toBe(before + variants.length + 2);
    // Another spelling of a path is Next's to read, each time.
    for (const spelling of ['/kept/%70age', '/kept/./page', '/kept/../kept/page', '/kept//page']) {
      for (let i = 0; i < 2; i++) await send('GET', {}, spelling);
      expect(reached.get(spelling), spelling).toBe(2);
    }
    // A cookie set, a page rendered at each request, a 404, no policy: Next answers each time.
    for (const path of ['/kept/cookie', '/kept/rendered', '/kept/missing', '/kept/bare']) {
      for (let i = 0; i < 3; i++) await send('GET', {}, path);
      expect(reached.get(path)).toBe(3);
    }
    expect((await send('GET', {}, '/kept/cookie')).headers['set-cookie']).toEqual(['seen=1; Path=/']);
  });

  it('keeps no answer that is not a prerendered page', async () => {
    const answers: Buffer[] = [];
    for (let i = 0; i < 3; i++) {
      answers.push((await fetchRaw('/page', 'br')).body);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(answers.every((a) => a.equals(answers[0]) && brotliDecompressSync(a).toString() === PAGE)).toBe(true);
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

/** Sends a body in chunks without Content-Length; resolves with the answer (or the socket error). */
function sendChunked(path: string, bytes: number, to = port) {
  return new Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> } | { error: string }>((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port: to, method: 'POST', path, headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? 'error' }));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

describe('bodies (scripts/serve.ts)', () => {
  it('hands the app a body within its bound, byte for byte, with or without Content-Length', async () => {
    const body = Buffer.from('ü'.repeat(30_000));
    const expected = { bytes: body.length, sha: createHash('sha256').update(body).digest('hex') };
    expect(JSON.parse((await send('POST', { 'content-type': 'text/plain' }, '/echo', body)).body)).toEqual(expected);
    const chunked = await sendChunked('/api/echo', MAX_API_BODY_BYTES);
    expect('status' in chunked && JSON.parse(chunked.body)).toEqual({ bytes: MAX_API_BODY_BYTES, sha: createHash('sha256').update(Buffer.alloc(MAX_API_BODY_BYTES, 'a')).digest('hex') });
  });

  it('answers a chunked body past its bound with 413 (64 KB under /api/, 1 MB elsewhere) and never hands it on', async () => {
    logged.length = 0;
    const before = handled.count;
    const api = await sendChunked('/api/csp-report', MAX_API_BODY_BYTES + 1);
    expect(api).toMatchObject({ status: 413 });
    expect('body' in api && JSON.parse(api.body)).toEqual({ error: 'too-large' });
    const page = await sendChunked('/de/kontakt', MAX_BODY_BYTES + 1);
    expect(page).toMatchObject({ status: 413 });
    expect('body' in page && page.body).toContain('<html lang="de">');
    expect(handled.count).toBe(before);
    expect(logged).toEqual(['[serve] refused a body over its limit (413)\n']);
  });

  it('keeps its memory while a 96 MB chunked body is refused', async () => {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const answer = await sendChunked('/api/csp-report', 96 * 1024 * 1024);
    clearInterval(sampler);
    expect(answer).toMatchObject({ status: 413 });
    expect(peak - before).toBeLessThan(48 * 1024 * 1024);
  });

  it('refuses Content-Length over the bound before reading, also with Expect: 100-continue', async () => {
    const reply = await raw(`POST /api/csp-report HTTP/1.1\r\nHost: x\r\nContent-Length: ${MAX_API_BODY_BYTES + 1}\r\nExpect: 100-continue\r\n\r\n`);
    expect(reply).toMatch(/^HTTP\/1\.1 413 /);
    expect(reply).not.toContain('100 Continue');
  });
});

/** Writes raw bytes and resolves with everything the server sends until it closes (or 3 s pass). */
function raw(text: string, to = port) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(to, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.on('data', (c) => (data += c));
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
    setTimeout(() => {
      socket.destroy();
      resolve(data);
    }, 3000).unref();
  });
}

describe('targets, redirects and headers (scripts/serve.ts)', () => {
  it.each([
    ['OPTIONS * HTTP/1.1'],
    ['GET http://evil.example/services HTTP/1.1'],
    ['GET https://127.0.0.1/ HTTP/1.1'],
  ])('answers %s with 400 and one short line a minute', async (line) => {
    logged.length = 0;
    const reply = await raw(`${line}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(reply.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(logged.length).toBeLessThanOrEqual(1);
  });

  it('never answers with a Location on a host the request named, or scheme-relative', async () => {
    const location = async (to: string, host = 'evil.example') => (await send('GET', { host }, `/redirect?to=${encodeURIComponent(to)}`)).headers.location;
    expect(await location('http://evil.example/services')).toBe('/services');
    expect(await location('https://EVIL.example:443/x?y=1#z', 'evil.example:443')).toBe('/x?y=1#z');
    expect(await location('//evil.example/services', '127.0.0.1')).toBe('/services');
    expect(await location('/\\evil.example/services', '127.0.0.1')).toBe('/services');
    // A site the server itself names (the blog site) stays where it is, and so does a path.
    expect(await location('https://blog.chatgpt-consultant.com/de/post')).toBe('https://blog.chatgpt-consultant.com/de/post');
    expect(await location('/de/leistungen')).toBe('/de/leistungen');
    expect(safeLocation('http://a.example/p', { host: 'b.example', 'x-forwarded-host': 'a.example' })).toBe('/p');
    // Another port of the same host is another site (the blog site may run there).
    expect(safeLocation('http://127.0.0.1:9/blog/post', { host: '127.0.0.1:3100' })).toBe('http://127.0.0.1:9/blog/post');
    expect(safeLocation('http://[::1]:3100/x', { host: '[::1]:3100' })).toBe('/x');
  });

  it('sends nosniff with every answer, its own and the app\'s', async () => {
    for (const [method, path, headers] of [
      ['GET', '/', {}],
      ['PUT', '/', {}],
      ['POST', '/fr', { 'next-action': 'forged', 'content-length': '2' }],
    ] as const) {
      const answer = await send(method, headers, path, method === 'GET' || method === 'PUT' ? undefined : '[]');
      expect(answer.headers['x-content-type-options'], `${method} ${path}`).toBe('nosniff');
    }
    expect((await sendChunked('/api/x', MAX_API_BODY_BYTES + 10)) as { headers: Record<string, string> }).toMatchObject({ headers: { 'x-content-type-options': 'nosniff' } });
  });
});

describe('server actions (scripts/serve.ts)', () => {
  const form = (fields: Record<string, string>) => {
    const boundary = 'xBOUNDARYx';
    const body = Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    return { body: `${body}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
  };

  it('reads the action ids of a form post without JavaScript', () => {
    const { body, type } = form({ $ACTION_REF_1: '', '$ACTION_1:0': '{"id":"7f00aa","bound":"$@1"}', '$ACTION_1:1': '[]', $ACTION_ID_00bb: '', name: 'Ada' });
    expect(actionIdsOfForm(Buffer.from(body), type)).toEqual(['00bb', '7f00aa']);
    expect(actionIdsOfForm(Buffer.from(body), 'text/plain')).toEqual([]);
    expect(actionIdsOfForm(Buffer.from(form({ '$ACTION_1:0': 'not json' }).body), type)).toEqual(['']);
    // A part with a header line of its own after the name.
    const typed = `--x\r\nContent-Disposition: form-data; name="$ACTION_2:0"\r\nContent-Type: text/plain\r\n\r\n{"id":"c0ffee"}\r\n--x--\r\n`;
    expect(actionIdsOfForm(Buffer.from(typed), type)).toEqual(['c0ffee']);
  });

  // Any client's post is read before the checks. A body of the 1 MB allowed, made of field names
  // and no blank line, took about 30 s of the only thread when each field's value was looked for
  // with a backtracking pattern; the test's time limit is a guard against that, not a measurement.
  it('reads a 1 MB body of action field names without a value in one pass', { timeout: 5_000 }, () => {
    const line = 'name="$ACTION_1:0"\r\n';
    const body = Buffer.from(line.repeat(Math.floor(MAX_BODY_BYTES / line.length)), 'latin1');
    expect(actionIdsOfForm(body, 'multipart/form-data; boundary=x')).toEqual([]);
    const last = Buffer.concat([body, Buffer.from('\r\n{"id":"7f00aa"}\r\n', 'latin1')]);
    expect(actionIdsOfForm(last, 'multipart/form-data; boundary=x').every((id) => id === '7f00aa')).toBe(true);
  });

  it('answers a form post naming an action the build does not have with 404, and one that it has goes on', async () => {
    logged.length = 0;
    const forged = form({ $ACTION_REF_1: '', '$ACTION_1:0': '{"id":"dead00","bound":"$@1"}', name: 'Ada' });
    for (let i = 0; i < 5; i++) expect((await send('POST', { 'content-type': forged.type }, '/de', forged.body)).status).toBe(404);
    const known = form({ $ACTION_REF_1: '', '$ACTION_1:0': '{"id":"7f00aa","bound":"$@1"}', name: 'Ada' });
    expect((await send('POST', { 'content-type': known.type }, '/de', known.body)).status).toBe(200);
    expect(logged).toEqual(['[serve] refused a form post naming a server action the build does not have (404)\n']);
  });

  it('answers a server action from another site with 403, as Next would refuse it, and lets the site\'s own through', async () => {
    const known = form({ $ACTION_REF_1: '', '$ACTION_1:0': '{"id":"7f00aa","bound":"$@1"}' });
    const post = (headers: Record<string, string>) => send('POST', { 'content-type': known.type, host: 'www.site.test', ...headers }, '/', known.body);
    expect((await post({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ origin: 'null' })).status).toBe(403);
    expect((await send('POST', { 'next-action': '7f00aa', origin: 'https://evil.example', 'content-type': 'text/plain', host: 'www.site.test' }, '/', '[]')).status).toBe(403);
    expect((await post({ origin: 'https://www.site.test' })).status).toBe(200);
    expect((await post({ origin: 'https://site.test', 'x-forwarded-host': 'site.test' })).status).toBe(200);
    // No Origin: not a browser, so no page elsewhere acting for a visitor.
    expect((await post({})).status).toBe(200);
  });

  it("answers a form post the app's gate refuses (a bot's honeypot) with a 303 itself, and passes the others on", async () => {
    const s = await smallServer({ actionIds: new Map([['7f00aa', 'submitContact']]), postBucket: { burst: 100, perSecond: 100 } });
    const seen: unknown[] = [];
    setFormGate((post) => (seen.push(post), post.fields.leave_empty ? '/de' : null));
    try {
      const post = (fields: Record<string, string>, headers: Record<string, string> = {}) => {
        const f = form({ $ACTION_REF_1: '', '$ACTION_1:0': '{"id":"7f00aa","bound":"$@1"}', locale: 'de', ...fields });
        return send('POST', { 'content-type': f.type, ...headers }, '/de', f.body, s.port);
      };
      const bot = await post({ leave_empty: 'https://spam.example', name: 'Bot' });
      expect(bot.status).toBe(303);
      expect(bot.headers.location).toBe('/de');
      expect(bot.body).toBe('');
      expect(seen).toEqual([{ action: 'submitContact', path: '/de', fields: { $ACTION_REF_1: '', '$ACTION_1:0': '{"id":"7f00aa","bound":"$@1"}', locale: 'de', leave_empty: 'https://spam.example', name: 'Bot' } }]);
      expect((await post({ leave_empty: '', name: 'Ada' })).status).toBe(200);
      // A call from the page's script is the action's to answer.
      expect((await send('POST', { 'next-action': '7f00aa', 'content-type': 'text/plain' }, '/de', '[]', s.port)).status).toBe(200);
    } finally {
      setFormGate(null);
      await s.close();
    }
  });

  it("the leads' gate: a filled honeypot of one of the forms is sent back to its page and counted, anything else goes on", () => {
    const counted: string[] = [];
    const leadsFormGate = createLeadsFormGate((name) => void counted.push(name));
    expect(leadsFormGate({ action: 'submitContact', fields: { leave_empty: 'x', locale: 'fr', page: '/fr/services' } })).toBe('/fr/services');
    expect(leadsFormGate({ action: 'subscribeNewsletter', fields: { leave_empty: ' y ', locale: 'de' } })).toBe('/de');
    expect(leadsFormGate({ action: 'submitBooking', fields: { leave_empty: '  ', name: 'Ada' } })).toBeNull();
    expect(leadsFormGate({ action: 'somethingElse', fields: { leave_empty: 'x' } })).toBeNull();
    expect(counted).toEqual(['honeypot:contact', 'honeypot:newsletter']);
    // Logged like the action's own line (the test's console takes it).
    expect(consumeConsoleCalls().map((c) => c.args[0])).toEqual(['[leads] contact: honeypot filled, dropped', '[leads] newsletter: honeypot filled, dropped']);
  });

  it('answers an action call whose arguments are not JSON with 400', async () => {
    expect((await send('POST', { 'next-action': '7f00aa', 'content-type': 'text/plain;charset=UTF-8' }, '/', '{{{garbage')).status).toBe(400);
    expect((await send('POST', { 'next-action': '7f00aa', 'content-type': 'text/plain;charset=UTF-8' }, '/', '[{"a":1},"$K1"]')).status).toBe(200);
  });
});

/** A server of the given settings around a handler that answers 200 'ok'. */
async function smallServer(options: Parameters<typeof createSiteServer>[1]) {
  const lines: string[] = [];
  const srv = createSiteServer(
    async (req, res) => {
      req.resume();
      res.end('ok');
    },
    { log: createKindLog((l: string) => lines.push(l)), ...options },
  );
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  return { port: (srv.address() as AddressInfo).port, lines, close: () => new Promise<void>((resolve) => srv.close(() => resolve())) };
}

describe('the per-client bucket of POSTs (scripts/serve.ts)', () => {
  it('lets a burst through, then one POST a second, per client key', () => {
    const take = createBucket({ burst: 3, perSecond: 1 });
    expect([0, 1, 2, 3].map(() => take('a', 0))).toEqual([0, 0, 0, 1000]);
    expect(take('b', 0)).toBe(0);
    expect(take('a', 500)).toBe(500);
    expect(take('a', 2000)).toBe(0);
    // Forgotten clients start full again; the table never holds more than its bound.
    const small = createBucket({ burst: 1, perSecond: 1 }, 2);
    expect([small('x', 0), small('x', 0), small('y', 0), small('z', 0), small('x', 0)]).toEqual([0, 1000, 0, 0, 0]);
  });

  it('answers a flood of POSTs from one client with 429 (JSON under /api/, a page elsewhere), GETs and other clients pass', async () => {
    const s = await smallServer({ postBucket: { burst: 3, perSecond: 0.01 }, config: { trust: parseEnv({ TRUST_PROXY: 'loopback' }).TRUST_PROXY } });
    try {
      const post = (path: string, ip: string) => send('POST', { 'x-forwarded-for': ip, 'content-type': 'text/plain' }, path, 'x', s.port);
      for (let i = 0; i < 3; i++) expect((await post('/fr', '198.51.100.1')).status).toBe(200);
      const page = await post('/fr/contact', '198.51.100.1');
      expect(page.status).toBe(429);
      expect(page.body).toContain('<html lang="fr">');
      expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
      const api = await post('/api/consultants/x/reveal', '198.51.100.1');
      expect(api.status).toBe(429);
      expect(JSON.parse(api.body)).toMatchObject({ error: 'limit' });
      expect(Date.parse(JSON.parse(api.body).resetAt)).toBeGreaterThan(Date.now());
      expect((await send('GET', { 'x-forwarded-for': '198.51.100.1' }, '/fr', undefined, s.port)).status).toBe(200);
      expect((await post('/fr', '198.51.100.2')).status).toBe(200);
      expect(s.lines).toEqual(['[serve] refused POSTs over the per-client rate (429)\n']);
    } finally {
      await s.close();
    }
  });
});

describe('bodies held at once (scripts/serve.ts)', () => {
  it('answers 503 when the bodies of other requests fill the memory set aside, and frees it as they end', async () => {
    const s = await smallServer({ maxBuffered: 100 * 1024 });
    try {
      // One client holds 80 KB and keeps sending.
      const held = connect(s.port, '127.0.0.1');
      held.write(`POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: ${900 * 1024}\r\n\r\n`);
      held.write(Buffer.alloc(80 * 1024, 'a'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const second = await send('POST', { 'content-type': 'text/plain' }, '/y', Buffer.alloc(60 * 1024, 'b'), s.port).catch((e: Error) => ({ status: 0, body: e.message }));
      expect(second.status).toBe(503);
      held.destroy();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await send('POST', { 'content-type': 'text/plain' }, '/y', Buffer.alloc(60 * 1024, 'b'), s.port)).status).toBe(200);
      expect(s.lines.some((l) => l.includes('(503)'))).toBe(true);
    } finally {
      await s.close();
    }
  });
});

describe('slow clients (scripts/serve.ts)', () => {
  it('closes a client that sends its headers too slowly, and an idle kept-alive connection', async () => {
    const s = await smallServer({ config: { headersTimeoutMs: 600, requestTimeoutMs: 1200, keepAliveTimeoutMs: 300 } });
    try {
      const started = Date.now();
      const slow = await new Promise<{ ms: number; reply: string }>((resolve) => {
        const socket = connect(s.port, '127.0.0.1');
        const text = 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
        let i = 0;
        let reply = '';
        const timer = setInterval(() => i < text.length && socket.write(text[i++]), 100);
        socket.on('data', (c) => (reply += c));
        socket.on('error', () => {});
        socket.on('close', () => {
          clearInterval(timer);
          resolve({ ms: Date.now() - started, reply });
        });
      });
      expect(slow.reply).toMatch(/^HTTP\/1\.1 408 /);
      expect(slow.ms).toBeLessThan(2500);
      const idle = await new Promise<{ ms: number; reply: string }>((resolve) => {
        const socket = connect(s.port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'));
        const opened = Date.now();
        let reply = '';
        socket.on('data', (c) => (reply += c));
        socket.on('close', () => resolve({ ms: Date.now() - opened, reply }));
      });
      expect(idle.reply).toMatch(/^HTTP\/1\.1 200 /);
      expect(idle.ms).toBeLessThan(2500);
    } finally {
      await s.close();
    }
  });

  it('holds no more connections than its cap', async () => {
    const s = await smallServer({ config: { maxConnections: 2 } });
    const sockets = [0, 1].map(() => connect(s.port, '127.0.0.1'));
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const third = await raw('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', s.port);
      expect(third).toBe('');
    } finally {
      for (const socket of sockets) socket.destroy();
      await s.close();
    }
  });
});

describe('quietConsole', () => {
  it("makes what a client got wrong one short line of its kind, and lets the server's own errors through once per kind", () => {
    const passed: unknown[][] = [];
    const target = { error: (...args: unknown[]) => void passed.push(args), warn: (...args: unknown[]) => void passed.push(['warn', ...args]) };
    const lines: string[] = [];
    quietConsole(target, createKindLog((l: string) => lines.push(l), 60_000));
    for (let i = 0; i < 50; i++) {
      target.error(new Error('Failed to find Server Action "00dead". This request might be from an older or newer deployment.'));
      target.warn('\x1b[33m\x1b[1m⚠\x1b[22m\x1b[39m Missing `origin` header from a forwarded Server Actions request.');
      target.error('\x1b[31m⨯\x1b[39m', new Error('Invalid Server Actions request.'));
      target.error('[leads] booking 12: storing failed', 'Error 57P01');
    }
    expect(lines).toEqual([
      '[serve] refused a form post naming a server action the build does not have\n',
      '[serve] took a server action without an Origin header (not a browser)\n',
      '[serve] refused a server action posted from another site\n',
    ]);
    // Ours, with its summary, once in the minute (numbers in it do not make new kinds).
    expect(passed).toEqual([['[leads] booking 12: storing failed', 'Error 57P01']]);
  });
});

