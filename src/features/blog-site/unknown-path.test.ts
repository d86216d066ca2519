import { describe, expect, it } from 'vitest';
import { createUnknownPathDecider, homeFor, redirectMeansFound, type DeciderDeps } from './unknown-path';

const BLOG = 'https://blog.example.test';

type Call = { url: string; init: RequestInit | undefined };

/** A fetch that answers from a table of path -> status (and Location), recording each call. */
function fakeFetch(answers: Record<string, number | { status: number; location?: string } | Error>) {
  const calls: Call[] = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const path = url.slice(BLOG.length);
    const answer = answers[path] ?? 404;
    if (answer instanceof Error) throw answer;
    const { status, location } = typeof answer === 'number' ? { status: answer, location: undefined } : answer;
    return new Response(null, { status, headers: location ? { location } : {} });
  }) as typeof fetch;
  return { impl, calls };
}

function setup(answers: Parameters<typeof fakeFetch>[0], extra: Partial<DeciderDeps> = {}) {
  const fetch = fakeFetch(answers);
  const logs: string[] = [];
  let clock = 1_000_000;
  const decider = createUnknownPathDecider({
    blogSiteUrl: BLOG,
    fetch: fetch.impl,
    log: (m) => logs.push(m),
    now: () => clock,
    isKnown: (p) => p === '/industries/healthcare' || p === '/sv' || p.startsWith('/sv/'),
    ...extra,
  });
  return { ...decider, calls: fetch.calls, logs, advance: (ms: number) => void (clock += ms) };
}

describe('decide()', () => {
  it('sends a known blog-site path to the blog site with its query, without asking it', async () => {
    const d = setup({});
    expect(await d.decide('/industries/healthcare', '?utm_source=x&a=1')).toEqual({
      kind: 'known',
      location: `${BLOG}/industries/healthcare?utm_source=x&a=1`,
    });
    expect(await d.decide('/sv/om-oss', '')).toEqual({ kind: 'known', location: `${BLOG}/sv/om-oss` });
    expect(d.calls).toHaveLength(0);
  });

  it('sends the visitor to the blog site when its HEAD answers 2xx, query kept', async () => {
    const d = setup({ '/old-article': 200, '/gone-but-204': 204 });
    expect(await d.decide('/old-article', '?ref=mail')).toEqual({ kind: 'blog', location: `${BLOG}/old-article?ref=mail` });
    expect(await d.decide('/gone-but-204', '')).toEqual({ kind: 'blog', location: `${BLOG}/gone-but-204` });
  });

  it('asks with HEAD for the path only, without following redirects and with a timeout', async () => {
    const d = setup({ '/old-article': 200 });
    await d.decide('/old-article', '?ref=mail');
    expect(d.calls).toHaveLength(1);
    const [{ url, init }] = d.calls;
    expect(url).toBe(`${BLOG}/old-article`);
    expect(init?.method).toBe('HEAD');
    expect(init?.redirect).toBe('manual');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('keeps a protocol-relative looking path on the blog site', async () => {
    const d = setup({ '//evil.example/x': 200 });
    const decision = await d.decide('//evil.example/x', '');
    expect(d.calls[0].url).toBe(`${BLOG}//evil.example/x`);
    expect(decision).toEqual({ kind: 'blog', location: `${BLOG}//evil.example/x` });
    expect(new URL(d.calls[0].url).origin).toBe(BLOG);
  });

  it('falls back to the home page of the path language when the blog site answers 404', async () => {
    const d = setup({});
    expect(await d.decide('/some-unknown-page', '')).toEqual({ kind: 'home', locale: 'en', home: '/' });
    expect(await d.decide('/de/gibt-es-nicht', '?x=1')).toEqual({ kind: 'home', locale: 'de', home: '/de' });
    expect(await d.decide('/fr/page-inconnue', '')).toEqual({ kind: 'home', locale: 'fr', home: '/fr' });
    expect(d.logs).toEqual([]);
  });

  it('treats 5xx and 405 answers as not found, without logging', async () => {
    const d = setup({ '/broken': 503, '/no-head': 405 });
    expect((await d.decide('/broken', '')).kind).toBe('home');
    expect((await d.decide('/no-head', '')).kind).toBe('home');
    expect(d.logs).toEqual([]);
  });

  it('counts a redirect that stays on the blog site as found, to its home or elsewhere as not found', async () => {
    const d = setup({
      '/moved': { status: 301, location: '/new-home-of-article' },
      '/slash': { status: 308, location: `${BLOG}/slash/` },
      '/catch-all': { status: 302, location: '/' },
      '/offsite': { status: 302, location: 'https://elsewhere.example/page' },
      '/no-location': 302,
    });
    expect((await d.decide('/moved', '')).kind).toBe('blog');
    expect((await d.decide('/slash', '')).kind).toBe('blog');
    expect((await d.decide('/catch-all', '')).kind).toBe('home');
    expect((await d.decide('/offsite', '')).kind).toBe('home');
    expect((await d.decide('/no-location', '')).kind).toBe('home');
  });

  it('logs a thrown error (connection refused, DNS) and sends the visitor home', async () => {
    const refused = new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') });
    const d = setup({ '/de/irgendwas': refused });
    expect(await d.decide('/de/irgendwas', '')).toEqual({ kind: 'home', locale: 'de', home: '/de' });
    expect(d.logs).toHaveLength(1);
    expect(d.logs[0]).toContain(`${BLOG}/de/irgendwas`);
    expect(d.logs[0]).toContain('ECONNREFUSED');
  });

  it('gives up after the timeout and sends the visitor home, logging it', async () => {
    const logs: string[] = [];
    const hanging = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const d = createUnknownPathDecider({ blogSiteUrl: BLOG, fetch: hanging, log: (m) => logs.push(m), timeoutMs: 30 });
    const started = Date.now();
    expect(await d.decide('/fr/lent', '')).toEqual({ kind: 'home', locale: 'fr', home: '/fr' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain('TimeoutError');
  });
});

describe('decide() cache', () => {
  it('asks the blog site once per path while the answer is fresh (found and not found)', async () => {
    const d = setup({ '/old-article': 200 });
    await d.decide('/old-article', '?a=1');
    await d.decide('/old-article', '?b=2');
    await d.decide('/missing', '');
    await d.decide('/missing', '');
    expect(d.calls.map((c) => c.url)).toEqual([`${BLOG}/old-article`, `${BLOG}/missing`]);
  });

  it('asks again once an answer is older than ten minutes', async () => {
    const d = setup({ '/old-article': 200 });
    await d.decide('/old-article', '');
    await d.decide('/missing', '');
    d.advance(10 * 60 * 1000 - 1);
    await d.decide('/old-article', '');
    await d.decide('/missing', '');
    expect(d.calls).toHaveLength(2);
    d.advance(2);
    await d.decide('/old-article', '');
    await d.decide('/missing', '');
    expect(d.calls).toHaveLength(4);
  });

  it('trusts a failed check for one minute only, and logs it once meanwhile', async () => {
    const d = setup({ '/x': new TypeError('fetch failed') });
    await d.decide('/x', '');
    d.advance(59_000);
    await d.decide('/x', '');
    expect(d.calls).toHaveLength(1);
    expect(d.logs).toHaveLength(1);
    d.advance(2_000);
    await d.decide('/x', '');
    expect(d.calls).toHaveLength(2);
    expect(d.logs).toHaveLength(2);
  });

  it('shares one HEAD between concurrent requests for the same path', async () => {
    const d = setup({ '/old-article': 200 });
    const decisions = await Promise.all([d.decide('/old-article', ''), d.decide('/old-article', ''), d.decide('/old-article', '')]);
    expect(decisions.every((x) => x.kind === 'blog')).toBe(true);
    expect(d.calls).toHaveLength(1);
  });

  it('stays bounded, evicting the least recently used path first', async () => {
    const d = setup({}, { maxEntries: 3 });
    await d.decide('/a', '');
    await d.decide('/b', '');
    await d.decide('/c', '');
    await d.decide('/a', ''); // hit: /a becomes the most recent
    await d.decide('/d', ''); // evicts /b
    expect(d.cacheSize()).toBe(3);
    expect(d.calls).toHaveLength(4);
    await d.decide('/a', '');
    await d.decide('/c', '');
    expect(d.calls).toHaveLength(4);
    await d.decide('/b', '');
    expect(d.calls).toHaveLength(5);
  });

  it('does not ask about absurdly long paths', async () => {
    const d = setup({});
    const long = '/' + 'x'.repeat(600);
    expect(await d.decide(long, '')).toEqual({ kind: 'home', locale: 'en', home: '/' });
    expect(d.calls).toHaveLength(0);
  });
});

describe('homeFor()', () => {
  it('maps the path language to its home page', () => {
    expect(homeFor('/')).toEqual({ locale: 'en', home: '/' });
    expect(homeFor('/unknown/deep/path')).toEqual({ locale: 'en', home: '/' });
    expect(homeFor('/de')).toEqual({ locale: 'de', home: '/de' });
    expect(homeFor('/de/gibt-es-nicht')).toEqual({ locale: 'de', home: '/de' });
    expect(homeFor('/fr/page-inconnue')).toEqual({ locale: 'fr', home: '/fr' });
    expect(homeFor('/deutsch/seite')).toEqual({ locale: 'en', home: '/' });
    expect(homeFor('/sv/sida')).toEqual({ locale: 'en', home: '/' });
  });
});

describe('redirectMeansFound()', () => {
  it('accepts a blog-site target that is not its front page, with a base path too', () => {
    expect(redirectMeansFound('/a', `${BLOG}/b`, BLOG)).toBe(true);
    expect(redirectMeansFound('/', `${BLOG}/b`, BLOG)).toBe(false);
    expect(redirectMeansFound('https://blog.example.test', `${BLOG}/b`, BLOG)).toBe(false);
    expect(redirectMeansFound('//other.example/a', `${BLOG}/b`, BLOG)).toBe(false);
    expect(redirectMeansFound('/blog/', 'https://x.test/blog/old', 'https://x.test/blog')).toBe(false);
    expect(redirectMeansFound('/blog/new', 'https://x.test/blog/old', 'https://x.test/blog')).toBe(true);
    expect(redirectMeansFound(null, `${BLOG}/b`, BLOG)).toBe(false);
  });
});
