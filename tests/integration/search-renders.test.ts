import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { resetEnv } from '@/lib/env';
import { maySearchRender } from '@/features/search-renders/server/render-limit';
import { consumeConsoleCalls } from '../support/fail-on-console';
import { useTestEnv } from '../support/leads';

const SITE = 'https://site.test';

/** A browser's request as the site's server hands it on (scripts/serve.ts stamps the socket's address). */
function request(pathAndQuery: string, { peer = '203.0.113.7', method = 'GET', mode = 'navigate', extra = {} }: { peer?: string; method?: string; mode?: string | null; extra?: Record<string, string> } = {}) {
  const headers = new Headers({ ...extra, 'x-peer-address': peer });
  if (mode) headers.set('sec-fetch-mode', mode);
  return new NextRequest(`${SITE}${pathAndQuery}`, { method, headers });
}

const rewriteOf = async (pending: Promise<Response> | Response) => (await pending).headers.get('x-middleware-rewrite');

let cleanup: () => Promise<void>;
const setRenders = (value: string | undefined) => {
  if (value === undefined) delete process.env.SEARCH_RENDERS;
  else process.env.SEARCH_RENDERS = value;
  resetEnv();
};
beforeEach(async () => {
  ({ cleanup } = await useTestEnv({ SITE_URL: SITE }));
});
afterEach(async () => {
  setRenders(undefined);
  await cleanup();
});

// The proxy on the real database (PGlite): which requests get a list rendered with their query (docs/decisions/025).
describe('a list opened with a query', () => {
  it('is rendered with its query in every language: the directory and the news list', async () => {
    const { default: proxy } = await import('@/proxy');
    expect(await rewriteOf(proxy(request('/find-consultant?q=Sarah')))).toBe(`${SITE}/en/find-consultant/search?q=Sarah`);
    expect(await rewriteOf(proxy(request('/de/berater-finden?specialty=data-analytics')))).toBe(`${SITE}/de/find-consultant/search?specialty=data-analytics`);
    expect(await rewriteOf(proxy(request('/fr/actualites?category=technology&page=2')))).toBe(`${SITE}/fr/news-views/search?category=technology&page=2`);
    expect(await rewriteOf(proxy(request('/de/news-insights?q=Strategie')))).toBe(`${SITE}/de/news-views/search?q=Strategie`);
    // A client without Sec-Fetch-Mode (a crawler, curl) navigates too.
    expect(await rewriteOf(proxy(request('/news-views?q=salesforce', { mode: null })))).toBe(`${SITE}/en/news-views/search?q=salesforce`);
  });

  it('keeps the prerendered page for a query that asks for the default view, for another page, and for what is not a navigation', async () => {
    const { default: proxy } = await import('@/proxy');
    // The default view, however it is spelled, and a query the list does not read.
    expect(await rewriteOf(proxy(request('/find-consultant?q=%20&location=all&utm_source=mail')))).toBe(`${SITE}/en/find-consultant?q=%20&location=all&utm_source=mail`);
    expect(await rewriteOf(proxy(request('/fr/actualites?page=1&category=nope')))).toBe(`${SITE}/fr/news-views?page=1&category=nope`);
    expect(await rewriteOf(proxy(request('/de/leistungen?q=Sarah')))).toBe(`${SITE}/de/services?q=Sarah`);
    // The router's own fetches, a HEAD, a form post.
    expect(await rewriteOf(proxy(request('/find-consultant?q=Sarah', { mode: 'cors' })))).toBe(`${SITE}/en/find-consultant?q=Sarah`);
    expect(await rewriteOf(proxy(request('/find-consultant?q=Sarah', { method: 'HEAD' })))).toBe(`${SITE}/en/find-consultant?q=Sarah`);
    expect(await rewriteOf(proxy(request('/find-consultant?q=Sarah', { method: 'POST' })))).toBe(`${SITE}/en/find-consultant?q=Sarah`);
    // The search route is no public path: it is an unknown one (the blog site's, or our 404).
    expect(await rewriteOf(proxy(request('/en/find-consultant/search?q=Sarah', { mode: 'cors' })))).toBeNull();
  });

  it('passes the rendered page its policy in the request headers, beside the locale next-intl passes', async () => {
    const { default: proxy } = await import('@/proxy');
    const response = await proxy(request('/de/berater-finden?q=Sarah'));
    expect((response.headers.get('x-middleware-override-headers') ?? '').split(',')).toEqual(expect.arrayContaining(['x-next-intl-locale', 'content-security-policy']));
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(response.headers.get('content-security-policy'));
  });

  it('is rendered SEARCH_RENDERS times per client address in 10 minutes, then answered with the prerendered page', async () => {
    setRenders('3');
    const { default: proxy } = await import('@/proxy');
    const renders = [];
    for (const q of ['a', 'b', 'c', 'd', 'e']) renders.push(await rewriteOf(proxy(request(`/find-consultant?q=${q}`, { peer: '198.51.100.4' }))));
    expect(renders).toEqual([
      `${SITE}/en/find-consultant/search?q=a`,
      `${SITE}/en/find-consultant/search?q=b`,
      `${SITE}/en/find-consultant/search?q=c`,
      `${SITE}/en/find-consultant?q=d`,
      `${SITE}/en/find-consultant?q=e`,
    ]);
    // The two lists share the limit; an X-Forwarded-For from a client is no new address without TRUST_PROXY.
    expect(await rewriteOf(proxy(request('/news-views?q=x', { peer: '198.51.100.4', extra: { 'x-forwarded-for': '192.0.2.99' } })))).toBe(`${SITE}/en/news-views?q=x`);
    // Another client has its own.
    expect(await rewriteOf(proxy(request('/news-views?q=x', { peer: '198.51.100.5' })))).toBe(`${SITE}/en/news-views/search?q=x`);
  });

  it('is never rendered with SEARCH_RENDERS=0, nor when the limit cannot be read', async () => {
    setRenders('0');
    const { default: proxy } = await import('@/proxy');
    expect(await rewriteOf(proxy(request('/find-consultant?q=Sarah')))).toBe(`${SITE}/en/find-consultant?q=Sarah`);
    setRenders(undefined);
    const down = () => Promise.reject(new Error('database down'));
    expect(await maySearchRender(new Headers({ 'x-peer-address': '203.0.113.7' }), { limiter: down })).toBe(false);
    expect(consumeConsoleCalls().map((c) => String(c.args[0]))).toEqual([expect.stringContaining('the prerendered page answers')]);
  });
});
