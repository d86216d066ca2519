// Lighthouse 12, mobile preset (simulated throttling), median of N runs per route, each run in a
// freshly started Chromium with an empty profile: the four category scores, LCP, TBT, CLS, FCP,
// render-blocking requests, the gzip size of the HTML and of every script the page loads. And a
// static one-line page, nine runs: the noise of Lighthouse's simulation on this machine, beside
// which to read the routes' scores.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import type { Artifacts, Result, TraceEvent } from 'lighthouse';
import { CHROMIUM_ARGS } from '../../find-chromium';
import { FLIGHT_FILE, loaderChunks } from '../prerendered';
import { log, median, startProcess } from './processes';

/** Lighthouse's Chromium is started by hand, so it is told to be headless. */
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The machine's reference: a page with nothing to load and almost nothing to lay out. */
const STATIC_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Static page</title><meta name="description" content="One heading and one paragraph: no script, no stylesheet."></head><body style="font-family:system-ui,sans-serif"><main><h1>Static page</h1><p>One heading and one paragraph: no script, no stylesheet.</p></main></body></html>';
const STATIC_RUNS = 9;

/** A box on the page: x, y, width, height in CSS px. */
type Rect = number[] | undefined;
/** A layout shift of one run (layoutShifts). */
export type LayoutShift = { atMs: number; score: number; moved: { before: Rect; after: Rect }[]; elements: string[] };
/** A failing audit that costs a category point, in words. */
export type Finding = { id: string; title: string; displayValue: string | undefined; items: string[] };
/** The figures of one Lighthouse run (lighthouseRun). */
/** A run's scores and timings (null where Lighthouse gave none), and their medians. */
type Figures = {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
};
type Sample = Figures & {
  shifts: LayoutShift[];
  renderBlocking: number;
  scripts: { url: string; transferSize: number }[];
  failingAudits: string[];
  findings: Finding[];
  userAgent: string | undefined;
};
type Sizes = { rawBytes: number; gzipBytes: number };
/** One route of the site (or the floor): benchRoute. */
export type RouteResult = {
  route: string;
  html: Sizes;
  payload: Sizes | null;
  noindex: boolean;
  median: Figures & { renderBlocking: number | null };
  js: { files: number; gzipBytes: number; rawBytes: number; transferBytes: number | null; list: (Sizes & { url: string })[] };
  failingAudits: string[];
  findings: Finding[];
  /** Each run's figures; its scripts counted, not listed. */
  runs: (Omit<Sample, 'scripts' | 'userAgent' | 'findings'> & { scripts: number; userAgent: undefined; findings: undefined })[];
  userAgent: string | undefined;
};
/** The static page's runs (staticReference). */
export type StaticReference = { runs: { performance: number | null; tbtMs: number }[] };

type Audit = Result['audits'][string];
/**
 * The rows of an audit's details (a table, an opportunity, a list), in the shape that audit gives
 * them; undefined when it has none.
 */
const itemsOf = <Row>(audit: Audit | undefined) => (audit?.details as { items?: Row[] } | undefined)?.items;
/** A layout shift in Chromium's trace. */
type LayoutShiftEvent = TraceEvent & { args: { data: { score: number } } };

async function launchChromium(chromiumPath: string): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'));
  const browser = startProcess(chromiumPath, [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank']);
  const portFile = path.join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (!existsSync(portFile) || !readFileSync(portFile, 'utf8').includes('\n')) {
    if (browser.child.exitCode !== null || Date.now() > deadline) {
      await browser.stop();
      rmSync(profile, { recursive: true, force: true });
      throw new Error(`Chromium did not start:\n${browser.output()}`);
    }
    await sleep(100);
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  return {
    port,
    close: async () => {
      await browser.stop();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function lighthouseRun(chromiumPath: string, url: string): Promise<Sample> {
  const browser = await launchChromium(chromiumPath);
  try {
    const result = await lighthouse(url, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      return value == null ? null : Math.round(value * 100);
    };
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const requests = itemsOf<{ url: string; resourceType?: string; transferSize?: number }>(lhr.audits['network-requests']) ?? [];
    const scripts = requests
      .filter((r) => r.resourceType === 'Script')
      .map((r) => ({ url: r.url, transferSize: r.transferSize ?? 0 }));
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
      .map((a) => a.id);
    // What costs a category point, in words, for the JSON report (the scores alone do not say).
    const categoryAuditIds = new Set(
      ['accessibility', 'best-practices', 'seo'].flatMap((c) => (lhr.categories[c]?.auditRefs ?? []).filter((r) => r.weight > 0).map((r) => r.id)),
    );
    const findings = failing
      .filter((id) => categoryAuditIds.has(id))
      .map((id) => {
        const a = lhr.audits[id];
        const items = (itemsOf<unknown>(a) ?? []).slice(0, 5).map((item) => JSON.stringify(item).slice(0, 300));
        return { id, title: a.title, displayValue: a.displayValue, items };
      });
    return {
      shifts: layoutShifts(lhr, result.artifacts),
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
      renderBlocking: (itemsOf(lhr.audits['render-blocking-insight']) ?? itemsOf(lhr.audits['render-blocking-resources']) ?? []).length,
      scripts,
      failingAudits: failing,
      findings,
      userAgent: lhr.environment?.hostUserAgent,
    };
  } finally {
    await browser.close();
  }
}

/**
 * Each layout shift Lighthouse counted: when (ms after navigation start), its score, the boxes of
 * the moved elements before and after ([x, y, width, height], CSS px), and the elements that
 * Lighthouse names for the run's shifts (its audit names them per run, not per shift). CLS on this
 * machine is sporadic: the run that had it is the only place to learn what moved.
 */
function layoutShifts(lhr: Result, artifacts: Artifacts | undefined): LayoutShift[] {
  if (!((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) > 0)) return [];
  const events = artifacts?.Trace?.traceEvents ?? [];
  const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'))?.ts ?? 0;
  const elements = (itemsOf<{ node?: { selector?: string; snippet?: string } }>(lhr.audits['layout-shifts']) ?? []).map((item) => item.node?.selector ?? item.node?.snippet ?? '?');
  return events
    .filter((e): e is LayoutShiftEvent => e.name === 'LayoutShift' && (e.args?.data?.score ?? 0) > 0)
    .map((e) => ({
      atMs: Math.round((e.ts - start) / 1000),
      score: Number(e.args.data.score.toFixed(4)),
      moved: (e.args.data.impacted_nodes ?? []).map((n) => ({ before: n.old_rect, after: n.new_rect })),
      elements,
    }));
}

type Gzipped = { raw: number; gzip: number };
const gzipCache = new Map<string, Promise<Gzipped>>();
async function gzipBytes(url: string): Promise<Gzipped> {
  let sizes = gzipCache.get(url);
  if (!sizes) {
    sizes = (async () => {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      const body = Buffer.from(await res.arrayBuffer());
      return { raw: body.length, gzip: gzipSync(body).length };
    })();
    gzipCache.set(url, sizes);
  }
  return sizes;
}

/** One Lighthouse run; its own trace errors (NO_NAVSTART, NO_FCP...) happen on a busy machine: retried twice. */
async function lighthouseRetried(chromiumPath: string, url: string, label: string): Promise<Sample> {
  log(label);
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(chromiumPath, url);
    } catch (error) {
      if (attempt === 3) throw error;
      log(`${label} failed (${error instanceof Error ? error.message : error}), again`);
    }
  }
}

/**
 * One route of the site (or the floor) at `origin`: the medians of `runs` Lighthouse runs, and the
 * sizes of what the page loads.
 */
export async function benchRoute(chromiumPath: string, origin: string, route: string, runs: number): Promise<RouteResult> {
  const url = origin + route;
  const samples: Sample[] = [];
  for (let i = 1; i <= runs; i++) samples.push(await lighthouseRetried(chromiumPath, url, `${route}: Lighthouse run ${i}/${runs}`));
  const pick = (key: keyof Sample) => median(samples.map((s) => s[key]));
  const html = await gzipBytes(url);
  const page = await (await fetch(url)).text();
  // Every script any run saw, and those our page's loader requests on the visitor's first input
  // (decision 008; Lighthouse gives no input), sized once: the first-load JavaScript.
  const scriptUrls = [...new Set([...samples.flatMap((s) => s.scripts.map((x) => x.url)), ...loaderChunks(page).map((src: string) => origin + src)])];
  const files = [];
  for (const scriptUrl of scriptUrls) {
    const size = await gzipBytes(scriptUrl);
    files.push({ url: scriptUrl.replace(origin, ''), rawBytes: size.raw, gzipBytes: size.gzip });
  }
  // The RSC payload: inline in Next's HTML (the floor's), a file the page fetches in ours (decision 008).
  const flightPath = FLIGHT_FILE.exec(page)?.[0];
  const payload = flightPath ? await gzipBytes(origin + flightPath) : null;
  return {
    route,
    html: { rawBytes: html.raw, gzipBytes: html.gzip },
    payload: payload && { rawBytes: payload.raw, gzipBytes: payload.gzip },
    noindex: /<meta name="robots" content="[^"]*noindex/.test(page),
    median: {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      fcpMs: pick('fcpMs'),
      renderBlocking: pick('renderBlocking'),
    },
    js: {
      files: files.length,
      gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
      rawBytes: files.reduce((sum, f) => sum + f.rawBytes, 0),
      transferBytes: median(samples.map((s) => s.scripts.reduce((sum, x) => sum + x.transferSize, 0))),
      list: files,
    },
    failingAudits: [...new Set(samples.flatMap((s) => s.failingAudits))].sort(),
    findings: samples[0]?.findings ?? [],
    runs: samples.map((s) => ({ ...s, scripts: s.scripts.length, userAgent: undefined, findings: undefined })),
    userAgent: samples[0]?.userAgent,
  };
}

/**
 * Lighthouse on a static one-line page, served from memory: its blocking time is the browser's own
 * work (committing the navigation, the first layout) as the simulation places it, and this
 * machine's scheduling. The spread of its runs says how far a route's score can move between
 * identical runs for reasons that are not the route's.
 */
export async function staticReference(chromiumPath: string): Promise<StaticReference> {
  const server = createServer((req, res) => {
    const page = req.url === '/';
    res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page ? STATIC_PAGE : '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const samples: Sample[] = [];
  try {
    for (let i = 1; i <= STATIC_RUNS; i++) samples.push(await lighthouseRetried(chromiumPath, url, `static page: Lighthouse run ${i}/${STATIC_RUNS}`));
  } finally {
    server.close();
  }
  return { runs: samples.map((s) => ({ performance: s.performance, tbtMs: Math.round(s.tbtMs ?? 0) })) };
}

export function staticLine(reference: StaticReference): string {
  const perf = reference.runs.map((r) => r.performance);
  // A run without a score (null) counts as 0 in the range and under 99.
  const scores = perf.map((p) => Number(p));
  const tbt = reference.runs.map((r) => r.tbtMs);
  const under = scores.filter((p) => p < 99).length;
  return `Static page (one heading and one paragraph, no script, no stylesheet), ${perf.length} runs: performance ${Math.min(...scores)}-${Math.max(...scores)}, median ${median(perf)}; TBT ${Math.min(...tbt)}-${Math.max(...tbt)} ms, median ${median(tbt)} ms; ${under} of ${perf.length} runs under 99: this machine's noise, beside which to read the rows above.`;
}
