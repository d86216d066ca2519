import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import createMiddleware from 'next-intl/middleware';
import { NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { articleSlugs } from '@/features/news/slugs';
import { footerBlogPaths } from '@/components/site/footer-links';
import { createSiteProxy } from '@/features/blog-site/site-proxy';
import { createUnknownPathDecider, type DeciderDeps } from '@/features/blog-site/unknown-path';
import en from '../../messages/en/notFound.json';
import de from '../../messages/de/notFound.json';
import fr from '../../messages/fr/notFound.json';

const run = promisify(execFile);
const SITE = 'http://localhost:3000';

/**
 * A real HTTP server on loopback standing in for the blog site. HEAD /old-article* answers 200,
 * /moved 301 to another article, a path with /slow in it never answers, everything else 404. It counts requests
 * per path, and also serves a sitemap for blog:sync.
 */
const hits = new Map<string, number>();
let blogUrl = '';
let downUrl = '';
let sitemapBody = '';
const blog = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  hits.set(`${req.method} ${url.pathname}`, (hits.get(`${req.method} ${url.pathname}`) ?? 0) + 1);
  if (url.pathname.includes('/slow')) return; // never answers
  if (url.pathname === '/sitemap.xml') {
    res.writeHead(sitemapBody ? 200 : 500, { 'content-type': 'application/xml' }).end(sitemapBody);
    return;
  }
  if (url.pathname.startsWith('/old-article')) return void res.writeHead(200, { 'content-type': 'text/html' }).end();
  if (url.pathname === '/moved') return void res.writeHead(301, { location: '/new-article-home' }).end();
  res.writeHead(404).end();
});

const headHits = (pathname: string) => hits.get(`HEAD ${pathname}`) ?? 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => blog.listen(0, '127.0.0.1', resolve));
  blogUrl = `http://127.0.0.1:${(blog.address() as AddressInfo).port}`;
  // A port that was just free and is closed again: connection refused.
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  downUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});

afterAll(async () => {
  blog.closeAllConnections();
  await new Promise<void>((resolve) => blog.close(() => resolve()));
});

beforeEach(() => hits.clear());

const intl = createMiddleware(routing);

function makeProxy(deps: Partial<DeciderDeps> = {}) {
  const logs: string[] = [];
  const decider = createUnknownPathDecider({ blogSiteUrl: blogUrl, log: (m) => logs.push(m), ...deps });
  const proxy = createSiteProxy({ intl, decider, isOurSlug: (slug) => (articleSlugs as readonly string[]).includes(slug) });
  const get = (pathAndQuery: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
    proxy(new NextRequest(`${SITE}${pathAndQuery}`, { method: init.method ?? 'GET', headers: init.headers }));
  return { get, logs };
}

async function expectNotFoundPage(res: Response, lang: 'en' | 'de' | 'fr', home: string) {
  const t = { en, de, fr }[lang];
  expect(res.status).toBe(404);
  expect(res.headers.get('x-robots-tag')).toBe('noindex');
  expect(res.headers.get('location')).toBeNull();
  const html = await res.text();
  expect(html).toContain(`<html lang="${lang}">`);
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toContain(`<meta http-equiv="refresh" content="2;url=${home}">`);
  expect(html).toContain(`location.replace("${home}")`);
  expect(html).toContain(t.redirecting);
}

describe('unknown paths through the proxy, with a loopback blog site', () => {
  it('answers a known blog-site path 308 to the blog site, query kept, without asking it', async () => {
    const { get } = makeProxy();
    const res = await get('/industries/healthcare?utm_source=news&x=1');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe(`${blogUrl}/industries/healthcare?utm_source=news&x=1`);
    const sv = await get('/sv/om-oss');
    expect(sv.status).toBe(308);
    expect(sv.headers.get('location')).toBe(`${blogUrl}/sv/om-oss`);
    for (const footerPath of footerBlogPaths) expect((await get(footerPath)).status, footerPath).toBe(308);
    expect(hits.size).toBe(0);
  });

  it('answers 307 to the blog site when its HEAD is ok, query kept', async () => {
    const { get } = makeProxy();
    const res = await get('/old-article-about-prompts?ref=mail');
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe(`${blogUrl}/old-article-about-prompts?ref=mail`);
    expect(headHits('/old-article-about-prompts')).toBe(1);
    const moved = await get('/moved');
    expect(moved.status).toBe(307);
    expect(moved.headers.get('location')).toBe(`${blogUrl}/moved`);
  });

  it('answers the 404 page in the path language when the blog site answers 404', async () => {
    const { get, logs } = makeProxy();
    await expectNotFoundPage(await get('/some-unknown-page'), 'en', '/');
    await expectNotFoundPage(await get('/de/gibt-es-nicht'), 'de', '/de');
    await expectNotFoundPage(await get('/fr/page-inconnue?x=1'), 'fr', '/fr');
    expect(headHits('/some-unknown-page')).toBe(1);
    expect(headHits('/de/gibt-es-nicht')).toBe(1);
    expect(headHits('/fr/page-inconnue')).toBe(1);
    expect(logs).toEqual([]);
  });

  it('sends the visitor home when the blog site does not answer within about 1.5 s, and logs it', async () => {
    const { get, logs } = makeProxy();
    const started = Date.now();
    await expectNotFoundPage(await get('/de/slow-page'), 'de', '/de');
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(5000);
    expect(headHits('/de/slow-page')).toBe(1);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/TimeoutError/);
  });

  it('sends the visitor home when the blog site is down (connection refused), and logs it', async () => {
    const { get, logs } = makeProxy({ blogSiteUrl: downUrl });
    await expectNotFoundPage(await get('/fr/quelque-chose'), 'fr', '/fr');
    await expectNotFoundPage(await get('/anything'), 'en', '/');
    expect(logs).toHaveLength(2);
    expect(logs[0]).toContain(`${downUrl}/fr/quelque-chose`);
    expect(logs[0]).toMatch(/ECONNREFUSED/);
    // A known path does not need the blog site to be up.
    expect((await get('/industries/finance')).status).toBe(308);
  });

  it('caches the blog site answers: one HEAD per path, found or not', async () => {
    const { get } = makeProxy();
    for (let i = 0; i < 3; i++) {
      expect((await get(`/old-article-cached?i=${i}`)).status).toBe(307);
      expect((await get('/de/nicht-da')).status).toBe(404);
    }
    expect(headHits('/old-article-cached')).toBe(1);
    expect(headHits('/de/nicht-da')).toBe(1);
  });

  it('asks again once the cached answer has expired', async () => {
    let clock = 0;
    const { get } = makeProxy({ now: () => clock });
    await get('/old-article-expiring');
    clock += 10 * 60 * 1000 + 1;
    await get('/old-article-expiring');
    expect(headHits('/old-article-expiring')).toBe(2);
  });

  it('hands our pages in any language to next-intl, never to the blog site', async () => {
    const { get } = makeProxy();
    const services = await get('/services');
    expect(services.headers.get('x-middleware-rewrite')).toBe(`${SITE}/en/services`);
    const de = await get('/de/leistungen');
    expect(de.headers.get('x-middleware-rewrite')).toBe(`${SITE}/de/services`);
    const wrongLanguage = await get('/de/services');
    expect(wrongLanguage.status).toBe(307);
    expect(wrongLanguage.headers.get('location')).toBe(`${SITE}/de/leistungen`);
    const article = await get(`/fr/blog/${articleSlugs[0]}`);
    expect(article.headers.get('x-middleware-next')).toBe('1');
    expect(article.headers.get('x-middleware-request-x-next-intl-locale')).toBe('fr');
    const home = await get('/');
    expect(home.headers.get('x-middleware-rewrite')).toBe(`${SITE}/en`);
    expect(hits.size).toBe(0);
  });

  it('sends /blog/{slug} of a slug that is not ours to the blog site when it has it, else to our Article Not Found page', async () => {
    const { get } = makeProxy();
    // Unknown to the blog site too: our app renders the 'Article Not Found' 404 in German.
    const missing = await get('/de/blog/not-one-of-ours');
    expect(headHits('/de/blog/not-one-of-ours')).toBe(1);
    expect(missing.headers.get('x-middleware-rewrite')).toBe(`${SITE}/de/blog/article-not-found`);
    expect(missing.headers.get('x-middleware-request-x-next-intl-locale')).toBe('de');
    const oldBlogArticle = await get('/blog/prompt-engineering-basics-for-business-users');
    expect(oldBlogArticle.status).toBe(308);
  });

  it('lets Next internals and API routes through untouched', async () => {
    const { get } = makeProxy();
    for (const p of ['/api/health', '/_next/static/x.js', '/icon']) {
      const res = await get(p);
      expect(res.headers.get('x-middleware-next'), p).toBe('1');
      expect(res.headers.get('x-middleware-rewrite'), p).toBeNull();
    }
  });

  it('answers a client-side (fetch) request for an unknown path with the 404 page, so the router loads it as a document', async () => {
    const { get } = makeProxy();
    const fetchHeaders = { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };
    await expectNotFoundPage(await get('/industries/healthcare', { headers: fetchHeaders }), 'en', '/');
    await expectNotFoundPage(await get('/de/old-article-x', { headers: fetchHeaders }), 'de', '/de');
    expect(hits.size).toBe(0);
    // The document load that follows gets the real decision.
    const navigation = await get('/industries/healthcare', { headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' } });
    expect(navigation.status).toBe(308);
  });

  it('does not redirect other methods than GET and HEAD', async () => {
    const { get } = makeProxy();
    await expectNotFoundPage(await get('/industries/healthcare', { method: 'POST' }), 'en', '/');
    const head = await get('/old-article-head', { method: 'HEAD' });
    expect(head.status).toBe(307);
  });
});

describe('src/proxy.ts itself', () => {
  it('reads BLOG_SITE_URL and decides with it', async () => {
    const previous = process.env.BLOG_SITE_URL;
    process.env.BLOG_SITE_URL = blogUrl;
    try {
      const { default: proxy } = await import('@/proxy');
      const known = await proxy(new NextRequest(`${SITE}/chatgpt-consultant-london?a=b`));
      expect(known.status).toBe(308);
      expect(known.headers.get('location')).toBe(`${blogUrl}/chatgpt-consultant-london?a=b`);
      const found = await proxy(new NextRequest(`${SITE}/old-article-via-proxy`));
      expect(found.status).toBe(307);
      await expectNotFoundPage(await proxy(new NextRequest(`${SITE}/fr/page-inconnue`)), 'fr', '/fr');
      const page = await proxy(new NextRequest(`${SITE}/de/berater-finden`));
      expect(page.headers.get('x-middleware-rewrite')).toBe(`${SITE}/de/find-consultant`);
    } finally {
      if (previous === undefined) delete process.env.BLOG_SITE_URL;
      else process.env.BLOG_SITE_URL = previous;
    }
  });
});

describe('npm run blog:sync', () => {
  const script = path.resolve('scripts/blog-sync.ts');
  const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'blog-sync-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const sync = (url: string, out: string) =>
    run(process.execPath, [tsx, script, '--out', out], { env: { ...process.env, BLOG_SITE_URL: url } }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );

  it('writes the sitemap paths, the footer paths and the language prefixes, sorted, without our own pages', async () => {
    const loc = (p: string) => `<url><loc>${blogUrl}${p}</loc></url>`;
    sitemapBody = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[
      '/',
      '/zeta-article/',
      '/blog/alpha-article',
      '/industries/healthcare',
      '/sv/om-oss',
      '/feed.xml',
      '/de/leistungen',
      `/blog/${articleSlugs[0]}`,
    ]
      .map(loc)
      .join('')}<url><loc>https://elsewhere.example/foreign</loc></url><url><loc><![CDATA[${blogUrl}/cdata-article]]></loc></url></urlset>`;
    const out = path.join(dir, 'known-paths.json');
    const result = await sync(blogUrl, out);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/blog:sync: 4 paths from/);
    const written = JSON.parse(readFileSync(out, 'utf8')) as { prefixes: string[]; paths: string[] };
    expect(written.prefixes).toEqual(['/es', '/sv']);
    expect(written.paths).toEqual([...new Set(['/blog/alpha-article', '/cdata-article', '/industries/healthcare', '/zeta-article', ...footerBlogPaths])].sort());
  });

  it('follows a sitemap index on the blog site', async () => {
    sitemapBody = `<sitemapindex><sitemap><loc>${blogUrl}/old-article-sitemap.xml</loc></sitemap></sitemapindex>`;
    const original = blog.listeners('request')[0] as http.RequestListener;
    const child = `<urlset><url><loc>${blogUrl}/from-child-sitemap</loc></url></urlset>`;
    blog.removeAllListeners('request');
    blog.on('request', (req, res) => {
      if (req.url === '/old-article-sitemap.xml') return void res.writeHead(200).end(child);
      original(req, res);
    });
    try {
      const out = path.join(dir, 'index.json');
      const result = await sync(blogUrl, out);
      expect(result.code).toBe(0);
      expect((JSON.parse(readFileSync(out, 'utf8')) as { paths: string[] }).paths).toContain('/from-child-sitemap');
    } finally {
      blog.removeAllListeners('request');
      blog.on('request', original);
    }
  });

  it('fails with a clear message and leaves the file alone when the blog site is down', async () => {
    const out = path.join(dir, 'untouched.json');
    writeFileSync(out, '{"prefixes":[],"paths":["/keep"]}\n');
    const result = await sync(downUrl, out);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`blog:sync failed: could not fetch ${downUrl}/sitemap.xml`);
    expect(result.stderr).toContain('ECONNREFUSED');
    expect(result.stderr).toContain('was left unchanged');
    expect(readFileSync(out, 'utf8')).toBe('{"prefixes":[],"paths":["/keep"]}\n');
  });

  it('fails when the sitemap answers an error status or lists nothing', async () => {
    const out = path.join(dir, 'untouched-2.json');
    writeFileSync(out, 'before\n');
    sitemapBody = '';
    const error = await sync(blogUrl, out);
    expect(error.code).toBe(1);
    expect(error.stderr).toContain(`${blogUrl}/sitemap.xml answered 500`);
    sitemapBody = '<urlset></urlset>';
    const empty = await sync(blogUrl, out);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('lists no <loc> entries');
    expect(readFileSync(out, 'utf8')).toBe('before\n');
  });
});
