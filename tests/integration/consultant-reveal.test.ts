import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetEnv } from '@/lib/env';
import { POST } from '@/app/api/consultants/[id]/reveal/route';
import { consultants, REVEAL_WINDOW_MS } from '@/features/consultants/data';
import { contactOf } from '@/features/consultants/server/contacts';
import { createRevealHandler, SESSION_COOKIE } from '@/features/consultants/server/reveal-handler';
import { databaseLimiter } from '@/server/limits';
import { getDb } from '@/server/db/client';
import { useTestEnv } from '../support/leads';

const ids = consultants.map((c) => c.id);

/** A browser's POST, as it reaches the handler through the site's server (scripts/serve.ts stamps the socket's address). */
function request(id: string, { address = '203.0.113.7', cookie, extra = {} }: { address?: string; cookie?: string; extra?: Record<string, string> } = {}) {
  const headers = new Headers({ 'x-forwarded-proto': 'http', ...extra, 'x-peer-address': address });
  if (cookie) headers.set('cookie', cookie);
  return new Request(`http://localhost:3000/api/consultants/${id}/reveal`, { method: 'POST', headers });
}

/** A browser: keeps the session cookie the server sets, like a real one does. */
class Browser {
  cookie: string | undefined;
  constructor(
    private readonly handle: (r: Request, id: string) => Promise<Response>,
    readonly address = '203.0.113.7',
  ) {}
  async reveal(id: string) {
    const response = await this.handle(request(id, { address: this.address, cookie: this.cookie }), id);
    const set = response.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0];
    return response;
  }
}

function setup() {
  const clock = { now: Date.UTC(2026, 0, 15, 9, 0, 0) };
  const handle = createRevealHandler({ limit: databaseLimiter(getDb), now: () => clock.now });
  return { clock, handle };
}

async function expectDetails(pending: Response | Promise<Response>, id: string) {
  const response = await pending;
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual(contactOf(id));
}

// Each test on an empty limit table of the real database (PGlite), for a site on plain http.
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ cleanup } = await useTestEnv({ SITE_URL: 'http://localhost:3000' }));
});
afterEach(() => cleanup());

describe('POST /api/consultants/{id}/reveal', () => {
  it('answers the details and sets an httpOnly, SameSite=Lax session cookie on the first reveal', async () => {
    const response = await POST(request('sarah-mitchell', { address: '198.51.100.1' }), { params: Promise.resolve({ id: 'sarah-mitchell' }) });
    await expectDetails(response, 'sarah-mitchell');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{22}; `));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/api/consultants');
    expect(cookie).not.toContain('Secure');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('marks the cookie Secure behind https', async () => {
    // Behind a proxy the operator named (TRUST_PROXY): only its X-Forwarded-Proto counts.
    process.env.TRUST_PROXY = 'loopback';
    resetEnv();
    try {
      const { handle } = setup();
      const r = new Request('http://internal:3000/api/consultants/james-carter/reveal', {
        method: 'POST',
        headers: { 'x-forwarded-proto': 'https', 'x-peer-address': '127.0.0.1', 'x-forwarded-for': '198.51.100.2' },
      });
      expect((await handle(r, 'james-carter')).headers.get('set-cookie')).toContain('; Secure');
    } finally {
      delete process.env.TRUST_PROXY;
      resetEnv();
    }
  });

  it('does not take a client’s own X-Forwarded-Proto for https', async () => {
    const { handle } = setup();
    const r = request('james-carter', { address: '198.51.100.2', extra: { 'x-forwarded-proto': 'https' } });
    expect((await handle(r, 'james-carter')).headers.get('set-cookie')).not.toContain('Secure');
  });

  it('marks the cookie Secure whenever SITE_URL is https, whatever the request says', async () => {
    process.env.SITE_URL = 'https://www.example.com';
    resetEnv();
    try {
      const { handle } = setup();
      expect((await handle(request('james-carter'), 'james-carter')).headers.get('set-cookie')).toContain('; Secure');
    } finally {
      delete process.env.SITE_URL;
      resetEnv();
    }
  });

  it.each([
    [{ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    [{ 'sec-fetch-site': 'same-site', origin: 'https://blog.localhost' }],
    [{ origin: 'https://evil.example', host: 'localhost:3000' }],
    [{ origin: 'null', host: 'localhost:3000' }],
  ])('refuses a request another website sends (%j) with 403, and counts nothing', async (extra) => {
    const { handle } = setup();
    const refused = await handle(request(ids[0], { extra }), ids[0]);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'cross-site' });
    expect(refused.headers.get('set-cookie')).toBeNull();
    const browser = new Browser(handle);
    for (const id of ids.slice(0, 10)) expect((await browser.reveal(id)).status).toBe(200);
  });

  it('accepts the site’s own pages (same-origin fetch, or a matching Origin)', async () => {
    const { handle } = setup();
    await expectDetails(await handle(request(ids[0], { extra: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' } }), ids[0]), ids[0]);
    await expectDetails(await handle(request(ids[1], { extra: { origin: 'http://localhost:3100', host: 'localhost:3100' } }), ids[1]), ids[1]);
  });

  it('answers 404 for an unknown consultant', async () => {
    const response = await POST(request('nobody'), { params: Promise.resolve({ id: 'nobody' }) });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not-found' });
  });

  it('refuses the 11th distinct consultant with 429 and the reset time', async () => {
    const { handle, clock } = setup();
    const start = clock.now;
    const browser = new Browser(handle);
    for (const id of ids.slice(0, 10)) await expectDetails(await browser.reveal(id), id);
    clock.now += 15 * 60_000;
    const refused = await browser.reveal(ids[10]);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'limit', resetAt: new Date(start + REVEAL_WINDOW_MS).toISOString() });
    expect(refused.headers.get('retry-after')).toBe(String(45 * 60));
  });

  it('still refuses with a fresh cookie-less request from the same address (fresh local storage, cleared cookies)', async () => {
    const { handle } = setup();
    const browser = new Browser(handle);
    for (const id of ids.slice(0, 10)) await expectDetails(await browser.reveal(id), id);
    const fresh = new Browser(handle, browser.address);
    expect((await fresh.reveal(ids[10])).status).toBe(429);
    expect((await fresh.reveal(ids[11])).status).toBe(429);
  });

  it('still refuses the same session coming from another address', async () => {
    const { handle } = setup();
    const browser = new Browser(handle);
    for (const id of ids.slice(0, 10)) await browser.reveal(id);
    const moved = new Browser(handle, '192.0.2.99');
    moved.cookie = browser.cookie;
    expect((await moved.reveal(ids[10])).status).toBe(429);
  });

  it('allows a repeat of a revealed consultant at the limit, without counting it', async () => {
    const { handle } = setup();
    const browser = new Browser(handle);
    for (const id of ids.slice(0, 9)) await browser.reveal(id);
    await expectDetails(await browser.reveal(ids[0]), ids[0]);
    await expectDetails(await browser.reveal(ids[9]), ids[9]);
    await expectDetails(await browser.reveal(ids[3]), ids[3]);
    await expectDetails(await new Browser(handle, browser.address).reveal(ids[5]), ids[5]);
    expect((await browser.reveal(ids[10])).status).toBe(429);
  });

  it('lifts the limit one hour after the first reveal', async () => {
    const { handle, clock } = setup();
    const browser = new Browser(handle);
    for (const id of ids.slice(0, 10)) await browser.reveal(id);
    clock.now += REVEAL_WINDOW_MS - 1;
    expect((await browser.reveal(ids[10])).status).toBe(429);
    clock.now += 1;
    await expectDetails(await browser.reveal(ids[10]), ids[10]);
  });

  it('does not let one visitor use up another visitor’s reveals', async () => {
    const { handle } = setup();
    const a = new Browser(handle, '203.0.113.10');
    for (const id of ids.slice(0, 10)) await a.reveal(id);
    expect((await a.reveal(ids[10])).status).toBe(429);
    await expectDetails(await new Browser(handle, '203.0.113.11').reveal(ids[10]), ids[10]);
  });

  describe('with a proxy in front (TRUST_PROXY)', () => {
    afterEach(() => {
      delete process.env.TRUST_PROXY;
      resetEnv();
    });

    it('counts the address the trusted proxy appended, not the ones the client wrote', async () => {
      process.env.TRUST_PROXY = 'loopback';
      resetEnv();
      const { handle } = setup();
      const viaProxy = (id: string, forwarded: string) => handle(request(id, { address: '127.0.0.1', extra: { 'x-forwarded-for': forwarded } }), id);
      for (const [i, id] of ids.slice(0, 10).entries()) expect((await viaProxy(id, `10.9.9.${i}, 203.0.113.50`)).status).toBe(200);
      expect((await viaProxy(ids[10], '6.6.6.6, 203.0.113.50')).status).toBe(429);
      expect((await viaProxy(ids[10], '203.0.113.51')).status).toBe(200);
    });
  });

  it('without TRUST_PROXY, a forged X-Forwarded-For, X-Real-IP or Forwarded header changes nothing', async () => {
    const { handle } = setup();
    const browser = new Browser(handle, '198.51.100.60');
    for (const id of ids.slice(0, 10)) expect((await browser.reveal(id)).status).toBe(200);
    const forgeries: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.8' }, { 'x-real-ip': '198.51.100.7' }, { forwarded: 'for=192.0.2.1' }, { 'x-forwarded-for': 'nope' }];
    for (const forged of forgeries) {
      expect((await handle(request(ids[10], { address: '198.51.100.60', extra: forged }), ids[10])).status).toBe(429);
    }
  });

  it('counts an IPv6 client by its /64, so rotating addresses does not reset the limit', async () => {
    const { handle } = setup();
    for (const [i, id] of ids.slice(0, 10).entries()) expect((await new Browser(handle, `2001:db8:7:7::${i + 1}`).reveal(id)).status).toBe(200);
    expect((await new Browser(handle, '2001:db8:7:7:ffff::1').reveal(ids[10])).status).toBe(429);
    expect((await new Browser(handle, '2001:db8:7:8::1').reveal(ids[10])).status).toBe(200);
  });

  it('ignores a forged, malformed session cookie and issues a new one', async () => {
    const { handle } = setup();
    const r = request('emma-walsh', { cookie: `${SESSION_COOKIE}=../../etc` });
    const response = await handle(r, 'emma-walsh');
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{22};`));
  });

  it('counts an unsigned or foreign session id as no session: a fresh id each time, nothing counted under it', async () => {
    const { handle } = setup();
    const browser = new Browser(handle, '198.51.100.70');
    await browser.reveal(ids[0]);
    const signed = browser.cookie!.split('=')[1];
    // The server's own id is kept (no new cookie).
    expect((await handle(request(ids[1], { address: '198.51.100.70', cookie: browser.cookie }), ids[1])).headers.get('set-cookie')).toBeNull();
    const [id, mac] = signed.split('.');
    const forgeries = ['A'.repeat(32), `${id}.${'A'.repeat(22)}`, `${'B'.repeat(22)}.${mac}`, `${id}.${mac}x`];
    for (const forged of forgeries) {
      const response = await handle(request(ids[2], { address: '198.51.100.71', cookie: `${SESSION_COOKIE}=${forged}` }), ids[2]);
      expect(response.status).toBe(200);
      const issued = response.headers.get('set-cookie')?.split(';')[0].split('=')[1];
      expect(issued).toBeTruthy();
      expect(issued).not.toBe(forged);
    }
  });

  it('keeps a session valid on another instance of the same database (the signing key is shared)', async () => {
    const first = setup();
    const browser = new Browser(first.handle, '198.51.100.80');
    await browser.reveal(ids[0]);
    const second = setup();
    const response = await second.handle(request(ids[1], { address: '198.51.100.81', cookie: browser.cookie }), ids[1]);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
