#!/usr/bin/env node
// npm run bench [-- routes...] [--all] [--runs=3] [--no-load] [--load-only] [--no-inp] [--no-phone] [--phone-only] [--no-static]
//
// The performance budgets (budgetBreaches in scripts/lib/bench-targets.mjs), measured against the
// production server (not part of npm test), beside the bare framework (../shared/floor, built with
// our node_modules and served in the same run):
// 1. Lighthouse 12, mobile preset (simulated throttling), median of N runs per route, each run in
//    a freshly started Chromium with an empty profile: the four category scores, LCP, TBT, CLS,
//    FCP, render-blocking requests, the gzip size of the HTML and of every script the page loads.
//    The floor's /en comes first; --all measures every page of the route table in every language
//    and three articles in each. Then a static one-line page, nine runs: the
//    noise of Lighthouse's simulation on this machine, beside which to read the routes' scores.
// 2. INP of opening the booking dialog at 4x CPU slowdown (Event Timing in Playwright), and the time
//    from the first input to an interactive page.
// 2b. First touch on the phone of Lighthouse's mobile preset, played in a real Chromium (4x CPU,
//    150 ms latency, 1.6 Mbps; scripts/lib/first-touch.mjs), median of N fresh visits per route: the
//    mobile and language menus and the booking form after a tap at once after load, the time from
//    that first input to a hydrated page, and the share of a word typed at once that survives.
// 3. Server load at 1, 16, 64 and 256 connections (wrk): requests per second, p50 and p99 latency
//    and errors of the site's server (scripts/serve.mjs around Next) for one prerendered page,
//    of nginx serving the same HTML bytes from a file, and of the reveal endpoint.
// Prints a table, marks every budget it breaks with '!', writes bench-results/latest.json and
// docs/perf/latest.md, and the first-touch figures beside the Lighthouse rows of the same routes
// (when both ran) to docs/perf/first-touch.md.
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { findChromium } from './find-chromium.mjs';
import { ensureBuild, envOfBuild } from './lib/build.mjs';
import { allRoutes, articleSlugs, budgetBreaches, floorBuild, floorNext } from './lib/bench-targets.mjs';
import { FIRST_TOUCH_BUDGETS, PHONE_TEXT, READING_MS, firstTouch } from './lib/first-touch.mjs';
import { FLIGHT_FILE, loaderChunks } from './lib/prerendered.mjs';
import { freePort, waitForHttp } from './lib/ports.mjs';
import { ROOT, childEnv } from './lib/run.mjs';

const DEFAULT_ROUTES = ['/', '/de', '/fr', '/services', '/de/leistungen', '/fr/trouver-consultant', '/news-views', `/de/blog/${articleSlugs(1)[0]}`, '/privacy-policy'];
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const LOAD_SECONDS = 5;
/** The machine's reference: a page with nothing to load and almost nothing to lay out. */
const STATIC_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Static page</title><meta name="description" content="One heading and one paragraph: no script, no stylesheet."></head><body style="font-family:system-ui,sans-serif"><main><h1>Static page</h1><p>One heading and one paragraph: no script, no stylesheet.</p></main></body></html>';
const STATIC_RUNS = 9;
/** Concurrent connections of the load curve. */
const LOAD_LEVELS = [1, 16, 64, 256];

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const phoneOnly = args.includes('--phone-only');
const withLoad = !args.includes('--no-load') && !phoneOnly;
const withInp = !args.includes('--no-inp') && !phoneOnly;
const withPhone = !args.includes('--no-phone') && !args.includes('--load-only');
const everyRoute = args.includes('--all');
const lighthouseToo = !args.includes('--load-only') && !phoneOnly;
const withStatic = !args.includes('--no-static');
const requestedRoutes = args.filter((a) => !a.startsWith('--'));

const log = (message) => process.stderr.write(`[bench] ${message}\n`);
const cleanups = [];
async function cleanup() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      log(`cleanup: ${error}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await cleanup();
    process.exit(130);
  });
}

/** Starts a long-running child in its own process group; registered for cleanup. */
function startProcess(command, argv, options = {}) {
  const child = spawn(command, argv, { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let output = '';
  child.stdout?.on('data', (d) => (output = (output + d).slice(-4000)));
  child.stderr?.on('data', (d) => (output = (output + d).slice(-4000)));
  const stop = () => stopProcess(child);
  cleanups.push(stop);
  return { child, stop, output: () => output };
}

async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timedOut = await Promise.race([exited.then(() => false), sleep(5000).then(() => true)]);
  if (timedOut) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await exited;
  }
}

const median = (values) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

// ---------------------------------------------------------------- production server
async function startNext(port, dataDir) {
  // The production server (scripts/serve.mjs, what npm start runs), with the variables the build
  // was made with.
  const server = startProcess(process.execPath, [path.join(ROOT, 'scripts', 'serve.mjs')], {
    // The load curve's reveal calls come from one address: without this, the server's bucket of
    // POSTs per client would answer all but the first 20 itself, and the row would measure it.
    env: { ...envOfBuild(childEnv()), PORT: String(port), DATA_DIR: dataDir, POST_BURST: '1000000000', POST_RATE: '1000000000' },
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, 60_000);
  } catch (error) {
    throw new Error(`the site's server did not come up: ${error}\n${server.output()}`);
  }
  return server;
}

// ---------------------------------------------------------------- lighthouse
async function launchChromium(chromiumPath) {
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

async function lighthouseRun(chromiumPath, url) {
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
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
    const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
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
        const items = (a.details?.items ?? []).slice(0, 5).map((item) => JSON.stringify(item).slice(0, 300));
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
      renderBlocking: (lhr.audits['render-blocking-insight']?.details?.items ?? lhr.audits['render-blocking-resources']?.details?.items ?? []).length,
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
function layoutShifts(lhr, artifacts) {
  if (!(lhr.audits['cumulative-layout-shift']?.numericValue > 0)) return [];
  const events = artifacts?.Trace?.traceEvents ?? [];
  const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'))?.ts ?? 0;
  const elements = (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => item.node?.selector ?? item.node?.snippet ?? '?');
  return events
    .filter((e) => e.name === 'LayoutShift' && e.args?.data?.score > 0)
    .map((e) => ({
      atMs: Math.round((e.ts - start) / 1000),
      score: Number(e.args.data.score.toFixed(4)),
      moved: (e.args.data.impacted_nodes ?? []).map((n) => ({ before: n.old_rect, after: n.new_rect })),
      elements,
    }));
}

const gzipCache = new Map();
async function gzipBytes(url) {
  if (!gzipCache.has(url)) {
    gzipCache.set(
      url,
      (async () => {
        const res = await fetch(url);
        if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
        const body = Buffer.from(await res.arrayBuffer());
        return { raw: body.length, gzip: gzipSync(body).length };
      })(),
    );
  }
  return gzipCache.get(url);
}

/** One Lighthouse run; its own trace errors (NO_NAVSTART, NO_FCP...) happen on a busy machine: retried twice. */
async function lighthouseRetried(chromiumPath, url, label) {
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

async function benchRoute(chromiumPath, origin, route) {
  const url = origin + route;
  const samples = [];
  for (let i = 1; i <= runs; i++) samples.push(await lighthouseRetried(chromiumPath, url, `${route}: Lighthouse run ${i}/${runs}`));
  const pick = (key) => median(samples.map((s) => s[key]));
  const html = await gzipBytes(url);
  const page = await (await fetch(url)).text();
  // Every script any run saw, and those our page's loader requests on the visitor's first input
  // (decision 008; Lighthouse gives no input), sized once: the first-load JavaScript.
  const scriptUrls = [...new Set([...samples.flatMap((s) => s.scripts.map((x) => x.url)), ...loaderChunks(page).map((src) => origin + src)])];
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
async function staticReference(chromiumPath) {
  const server = createServer((req, res) => {
    const page = req.url === '/';
    res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page ? STATIC_PAGE : '');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/`;
  const samples = [];
  try {
    for (let i = 1; i <= STATIC_RUNS; i++) samples.push(await lighthouseRetried(chromiumPath, url, `static page: Lighthouse run ${i}/${STATIC_RUNS}`));
  } finally {
    server.close();
  }
  return { runs: samples.map((s) => ({ performance: s.performance, tbtMs: Math.round(s.tbtMs) })) };
}

function staticLine(reference) {
  const perf = reference.runs.map((r) => r.performance);
  const tbt = reference.runs.map((r) => r.tbtMs);
  const under = perf.filter((p) => p < 99).length;
  return `Static page (one heading and one paragraph, no script, no stylesheet), ${perf.length} runs: performance ${Math.min(...perf)}-${Math.max(...perf)}, median ${median(perf)}; TBT ${Math.min(...tbt)}-${Math.max(...tbt)} ms, median ${median(tbt)} ms; ${under} of ${perf.length} runs under 99: this machine's noise, beside which to read the rows above.`;
}

// ---------------------------------------------------------------- server load
function hasCommand(name) {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function nginxPath() {
  for (const p of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(p)) return p;
  return null;
}

/** nginx and wrk from Debian, installed only here and only when missing (root + apt-get). */
function installLoadTools() {
  const missing = [];
  if (!nginxPath()) missing.push('nginx');
  if (!hasCommand('wrk')) missing.push('wrk');
  if (missing.length === 0) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || !hasCommand('apt-get')) {
    log(`missing ${missing.join(', ')} and cannot install them (needs root and apt-get)`);
    return;
  }
  log(`installing ${missing.join(', ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  execFileSync('apt-get', ['update'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  execFileSync('apt-get', ['install', '-y', ...missing], { stdio: ['ignore', 'ignore', 'inherit'], env });
}

async function startNginx(htmlFile, port) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  // Workers drop to an unprivileged user: the temp dir must be readable by them.
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, 'www'), { mode: 0o755 });
  writeFileSync(path.join(dir, 'www', 'index.html'), readFileSync(htmlFile), { mode: 0o644 });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/tmp-body;
  proxy_temp_path ${dir}/tmp-proxy;
  fastcgi_temp_path ${dir}/tmp-fastcgi;
  uwsgi_temp_path ${dir}/tmp-uwsgi;
  scgi_temp_path ${dir}/tmp-scgi;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    location / { default_type text/html; try_files /index.html =404; }
  }
}
`,
  );
  const server = startProcess(nginxPath(), ['-c', conf, '-p', dir]);
  await waitForHttp(`http://127.0.0.1:${port}/`, 10_000).catch((error) => {
    throw new Error(`nginx did not come up: ${error}\n${server.output()}`);
  });
  return server;
}

/**
 * The wrk script of one measurement: the method and headers, and one JSON line at the end with
 * requests, duration, p50 and p99 latency, non-2xx/3xx answers and socket errors. No per-response
 * callback: handing every body to Lua makes wrk itself the bottleneck.
 */
function wrkScript(dir, { method = 'GET', headers = {} } = {}) {
  const file = path.join(dir, `${method.toLowerCase()}-${Object.keys(headers).length}.lua`);
  const setHeaders = Object.entries(headers).map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`).join('\n');
  writeFileSync(
    file,
    `wrk.method = ${JSON.stringify(method)}
${setHeaders}
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('CURVE {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"status":%d,"socketErrors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.status, e.connect + e.read + e.write + e.timeout))
end
`,
  );
  return file;
}

/** One wrk run: one thread, `connections` keep-alive connections, bounded in time. */
function wrkRun(url, connections, seconds, script) {
  const out = execFileSync('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, url], { encoding: 'utf8' });
  const line = /^CURVE (\{.*\})$/m.exec(out)?.[1];
  if (!line) throw new Error(`could not read wrk output:\n${out}`);
  const r = JSON.parse(line);
  return {
    rps: Math.round(r.requests / (r.durationUs / 1e6)),
    p50Ms: Math.round(r.p50Us / 100) / 10,
    p99Ms: Math.round(r.p99Us / 100) / 10,
    errors: r.status + r.socketErrors,
  };
}

/** The concurrency where throughput stops growing: the first level whose successor adds less than 10 %. */
function saturation(levels, key) {
  for (let i = 0; i + 1 < levels.length; i++) {
    if (levels[i + 1][key].rps < levels[i][key].rps * 1.1) return levels[i].connections;
  }
  return null;
}

/**
 * The load curve at rising concurrency (LOAD_LEVELS): a prerendered page from the site's server
 * and from nginx (the same bytes, a static file: the reference), and the reveal endpoint (a POST
 * that takes a database transaction under an advisory lock; one client address, one consultant).
 */
async function loadCurve(nextOrigin, route) {
  installLoadTools();
  if (!nginxPath()) return { route, skipped: 'nginx is not installed' };
  if (!hasCommand('wrk')) return { route, skipped: 'wrk is not installed' };

  // The exact bytes the site's server sends for this prerendered page (uncompressed, as wrk asks).
  const res = await fetch(nextOrigin + route, { headers: { 'accept-encoding': 'identity' }, redirect: 'manual' });
  if (res.status !== 200) return { route, skipped: `${route} answers HTTP ${res.status}` };
  const html = Buffer.from(await res.arrayBuffer());
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-load-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const htmlFile = path.join(dir, 'page.html');
  writeFileSync(htmlFile, html);

  const nginxPort = await freePort();
  const nginx = await startNginx(htmlFile, nginxPort);
  const targets = {
    site: { url: nextOrigin + route, script: wrkScript(dir) },
    nginx: { url: `http://127.0.0.1:${nginxPort}/`, script: wrkScript(dir) },
    reveal: {
      url: `${nextOrigin}/api/consultants/${firstConsultantId()}/reveal`,
      script: wrkScript(dir, { method: 'POST', headers: { 'Sec-Fetch-Site': 'same-origin' } }),
    },
  };
  log('load: warming up');
  for (const t of Object.values(targets)) wrkRun(t.url, 4, 2, t.script);
  const levels = [];
  for (const connections of LOAD_LEVELS) {
    const level = { connections };
    for (const [name, t] of Object.entries(targets)) {
      log(`load: ${name}, ${connections} connection(s), ${LOAD_SECONDS}s`);
      level[name] = wrkRun(t.url, connections, LOAD_SECONDS, t.script);
    }
    levels.push(level);
  }
  await nginx.stop();
  const peak = (key) => Math.max(...levels.map((l) => l[key].rps));
  return {
    date: new Date().toISOString(),
    route,
    htmlBytes: html.length,
    tool: 'wrk',
    seconds: LOAD_SECONDS,
    levels,
    nextRps: peak('site'),
    nginxRps: peak('nginx'),
    nginxPerNext: Math.round((peak('nginx') / peak('site')) * 10) / 10,
    saturates: { site: saturation(levels, 'site'), reveal: saturation(levels, 'reveal') },
  };
}

/** A consultant of the directory (the first of src/features/consultants/data.ts). */
function firstConsultantId() {
  const data = readFileSync(path.join(ROOT, 'src', 'features', 'consultants', 'data.ts'), 'utf8');
  const id = /consultantIds = \[\s*'([a-z-]+)'/.exec(data)?.[1];
  if (!id) throw new Error('found no consultant id in src/features/consultants/data.ts');
  return id;
}

/** The load section of the report, as markdown lines. */
function loadLines(l) {
  const cell = (m) => `${m.rps} | ${m.p50Ms} | ${m.p99Ms} | ${m.errors}`;
  return [
    `Server load${l.date ? ` (measured ${l.date})` : ''} (wrk, one thread, ${l.seconds} s per level; ${l.htmlBytes} bytes of HTML for ${l.route}; latencies in ms; errors are answers other than 2xx/3xx, 429 included, and socket errors; the reveal calls name one consultant from one address, so the limit lets them all through):`,
    '',
    '| connections | site req/s | p50 | p99 | errors | nginx req/s | p50 | p99 | errors | reveal req/s | p50 | p99 | errors |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...l.levels.map((v) => `| ${v.connections} | ${cell(v.site)} | ${cell(v.nginx)} | ${cell(v.reveal)} |`),
    '',
    `Peak: site server ${l.nextRps} req/s, nginx ${l.nginxRps} req/s: the site serves 1/${l.nginxPerNext} of nginx (budget: no worse than 1/60).`,
    `The site's server saturates at ${l.saturates.site ?? 'more than ' + LOAD_LEVELS.at(-1)} connection(s) for the page and ${l.saturates.reveal ?? 'more than ' + LOAD_LEVELS.at(-1)} for the reveal endpoint: beyond that, throughput stays flat and latency grows with the queue.`,
    'In production, put a reverse proxy or CDN in front (docs/operations.md, "In front"): it serves the prerendered pages and /_next/static from its cache, terminates TLS, and leaves the Node server the form posts, the reveal calls and cache misses.',
  ];
}

// ---------------------------------------------------------------- interaction
/**
 * INP of opening the booking dialog, at 4x CPU slowdown: a fresh page; the pointer arrives (the
 * visitor's first input, on which the page loads its scripts) and the time until the page is
 * interactive is noted; then move the pointer onto the first Book Consultation link (as a visitor's pointer
 * arrives before the click), click, wait for the dialog. The longest Event Timing entry of the
 * click's interaction is its latency (what INP reports for a page with one interaction).
 */
async function bookingInp(chromiumPath, url) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(url, { waitUntil: 'load' });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The page loads its scripts on the visitor's first input (decision 008): the pointer arrives,
    // and the page becomes interactive some time later (counted from that input).
    await page.evaluate(() => {
      const w = window;
      addEventListener('pointermove', (e) => (w.__inputAt ??= e.timeStamp), { capture: true });
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute('data-interactive')) return;
        w.__interactiveAt = performance.now();
        observer.disconnect();
      }).observe(document.documentElement, { attributes: true });
    });
    await page.mouse.move(200, 400);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'), null, { timeout: 30_000 });
    const readyMs = await page.evaluate(() => Math.round(window.__interactiveAt - window.__inputAt));
    await page.evaluate(() => {
      const w = window;
      w.__latencies = [];
      // When the dialog shows, counted from the click: what the visitor waits for.
      document.addEventListener('click', (e) => (w.__clickAt = e.timeStamp), { capture: true, once: true });
      new MutationObserver((_, observer) => {
        if (document.querySelector('[role="dialog"]')) {
          w.__dialogAt = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.interactionId) w.__latencies.push(e.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    let scriptBytes = 0;
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') scriptBytes += (await res.body().catch(() => Buffer.alloc(0))).length;
    });
    const link = page.locator('a[data-booking]:visible').first();
    await link.hover();
    await page.waitForTimeout(300);
    await link.click();
    await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 15_000 });
    await page.waitForTimeout(500);
    const { latencies, shownMs } = await page.evaluate(() => ({ latencies: window.__latencies, shownMs: window.__dialogAt - window.__clickAt }));
    return { inpMs: latencies.length ? Math.max(...latencies) : 0, shownMs, scriptBytes, readyMs };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------- output
const kb = (b) => (b == null ? '-' : (b / 1024).toFixed(1));
const ms = (v) => (v == null ? '-' : `${Math.round(v)}`);
// Event Timing reports interactions of 16 ms or more: none means the click was faster.
const inpText = (v) => (v ? `${v} ms` : 'under 16 ms');
const signed = (v, unit = '') => (v == null ? '-' : `${v > 0 ? '+' : ''}${v}${unit}`);

function rows(results, floor) {
  return results.map((r) => {
    const over = r === floor ? {} : budgetBreaches(r, floor);
    const flag = (key, text) => (over[key] ? `${text}!` : String(text ?? '-'));
    const m = r.median;
    return [
      r === floor ? `floor ${r.route}` : r.route,
      flag('performance', m.performance),
      r.runs.map((run) => run.performance ?? '-').join('/'),
      flag('accessibility', m.accessibility),
      flag('bestPractices', m.bestPractices),
      flag('seo', r.noindex ? `${m.seo ?? '-'} (noindex)` : m.seo),
      flag('lcpMs', ms(m.lcpMs)),
      flag('tbtMs', ms(m.tbtMs)),
      flag('cls', m.cls == null ? '-' : m.cls.toFixed(3)),
      ms(m.fcpMs),
      String(m.renderBlocking ?? '-'),
      flag('html', kb(r.html?.gzipBytes)),
      flag('js', kb(r.js.gzipBytes)),
      r.payload ? kb(r.payload.gzipBytes) : 'in HTML',
      floor && r !== floor ? signed(Math.round(m.tbtMs - floor.median.tbtMs), ' ms') : '',
      floor && r !== floor ? signed(Number(((r.js.gzipBytes - floor.js.gzipBytes) / 1024).toFixed(1)), ' KB') : '',
    ];
  });
}
const HEAD = ['route', 'perf', 'perf runs', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'blocking', 'HTML gz KB', 'JS gz KB', 'payload gz KB', 'TBT Δ floor', 'JS Δ floor'];

function table(results, floor) {
  const all = [HEAD, ...rows(results, floor)];
  const widths = HEAD.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const line = (row) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(all[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}

// ---------------------------------------------------------------- first touch
const PHONE_HEAD = ['route', 'menu ms', 'language ms', 'booking ms', 'booking form in', 'input → hydrated ms', 'same, 2 s after load', 'typed kept %'];

/** The first-touch rows, '!' on every budget broken (FIRST_TOUCH_BUDGETS). */
function phoneRows(phone) {
  const over = (key, value) => (value == null ? '-' : key === 'typedPercent' ? `${value}${value < FIRST_TOUCH_BUDGETS[key] ? '!' : ''}` : `${Math.round(value)}${value > FIRST_TOUCH_BUDGETS[key] ? '!' : ''}`);
  return phone.map((p) => [p.route, over('menuMs', p.menuMs), over('languageMs', p.languageMs), over('bookingMs', p.bookingMs), p.bookingIn || '-', over('hydratedMs', p.hydratedMs), over('hydratedLaterMs', p.hydratedLaterMs), over('typedPercent', p.typedPercent)]);
}

function phoneTable(phone) {
  const all = [PHONE_HEAD, ...phoneRows(phone)];
  const widths = PHONE_HEAD.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const line = (row) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(all[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}

const PHONE_INTRO = (runs) =>
  `First touch on a phone (${PHONE_TEXT}; a real Chromium, not Lighthouse's simulation), median of ${runs} fresh visit(s) per figure, each tap or word at once after the load event. Budgets (FIRST_TOUCH_BUDGETS in scripts/lib/first-touch.mjs): the mobile and language menus on screen within ${FIRST_TOUCH_BUDGETS.menuMs} ms of the tap, the booking form within ${FIRST_TOUCH_BUDGETS.bookingMs} ms of tapping Book Consultation, the page hydrated within ${FIRST_TOUCH_BUDGETS.hydratedMs} ms of the first input (the menu's tap at once after the load event, and the language menu's ${READING_MS / 1000} s after it: the scripts download after the load event), ${FIRST_TOUCH_BUDGETS.typedPercent} % of the typed characters kept; '!' marks a broken one. "booking form in": the dialog (the page was interactive) or the booking page (the link, before the scripts; "prerendered" when the speculation rules had it ready).`;

function phoneMarkdown(phone, runs) {
  return [PHONE_INTRO(runs), '', `| ${PHONE_HEAD.join(' | ')} |`, `| ${PHONE_HEAD.map(() => '---').join(' | ')} |`, ...phoneRows(phone).map((r) => `| ${r.join(' | ')} |`), ''];
}

const loadText = (l) => l.map((x) => x.toFixed(2)).join(', ');

/** docs/perf/first-touch.md: the first-touch table, and the Lighthouse rows of the same run beside it. */
function firstTouchMarkdown(report, floor) {
  const out = [
    '# First touch: the phone budgets beside Lighthouse',
    '',
    `Measured ${report.date} with \`${report.command}\`; ${report.phoneBrowser}; Node ${report.node}; ${report.cpus} cores; load average (1, 5, 15 min) ${loadText(report.loadBefore)} before and ${loadText(report.loadAfter)} after: figures taken while the machine is busy are slower and noisier.`,
    '',
    ...phoneMarkdown(report.phone, report.runs),
  ];
  const routes = report.routes.filter((r) => r !== floor);
  if (routes.length && report.lighthouseNow) {
    const all = [HEAD, HEAD.map(() => '---'), ...rows(report.routes, floor)];
    out.push(`Lighthouse ${report.lighthouse} of the same run (mobile preset, simulated throttling, median of ${report.runs}; the columns as in latest.md):`, '', ...all.map((r) => `| ${r.join(' | ')} |`), '');
  }
  return out.join('\n') + '\n';
}

/** One line per layout shift of any run: the route, the run, when, how much, what moved and where. */
function shiftLines(routes) {
  return routes.flatMap((r) =>
    r.runs.flatMap((run, i) =>
      (run.shifts ?? []).map(
        (s) => `${r.route} run ${i + 1}: shift ${s.score} at ${s.atMs} ms, ${s.elements.join(', ')}: ${s.moved.map((m) => `[${m.before}] -> [${m.after}]`).join(', ')}`,
      ),
    ),
  );
}

function markdown(report, floor) {
  const all = [HEAD, HEAD.map(() => '---'), ...rows(report.routes, floor)];
  const out = [
    '# Bench: the site beside the bare framework',
    '',
    `Measured ${report.date} with \`${report.command}\`: Lighthouse ${report.lighthouse}, ${report.preset}, median of ${report.runs} run(s), a fresh Chromium profile per run; ${report.chromium ?? 'Chromium'}; Node ${report.node}; ${report.cpus} cores.`,
    'The floor is the bare framework reference app (Next 16 + next-intl, one client button, system font), built with the site\'s node_modules and served in the same run. `!` marks a broken budget (docs/perf/bench.md): performance < 99, accessibility or best practices < 100, SEO < 100 on an indexable page, LCP > 1200 ms, TBT > floor + 50 ms, CLS > 0, HTML > 20 KB gzip, JavaScript > floor + 20 KB gzip. "perf runs" is each run\'s score, in order. "payload gz KB" is the page\'s RSC payload (what hydration reads): inline in the floor\'s HTML, a file our pages fetch with their scripts (decision 008), counted in neither the HTML nor the JavaScript column. Our pages load their scripts and payload on the visitor\'s first input after the first paint (decision 008), and Lighthouse gives none: "JS gz KB" counts those scripts all the same, and the interaction lines below say how long the page takes from that input to interactive.',
    '',
    ...all.map((r) => `| ${r.join(' | ')} |`),
    '',
  ];
  if (report.staticPage) out.push(staticLine(report.staticPage), '');
  const shifts = shiftLines(report.routes);
  if (shifts.length) out.push('Layout shifts in any run (box before and after: x, y, width, height in CSS px):', '', ...shifts.map((l) => `- ${l}`), '');
  if (report.inp?.length) {
    out.push('INP of opening the booking dialog at 4× CPU slowdown (budget 100 ms), median of 3; before it, the time from the first input (the pointer arrives) to an interactive page, at 4× CPU, scripts served from loopback:', '');
    for (const i of report.inp) out.push(`- ${i.route}: interactive ${i.readyMs} ms after the first input; INP ${inpText(i.inpMs)}; the dialog shows ${i.shownMs} ms after the click; ${kb(i.scriptBytes)} KB of JavaScript (uncompressed) loaded from the hover to the open dialog`);
    out.push('');
  }
  if (report.phone?.length) out.push(...phoneMarkdown(report.phone, report.runs));
  if (report.load && !report.load.skipped) {
    const l = report.load;
    out.push(...loadLines(l), '');
  }
  for (const e of report.errors) out.push(`Not measured: ${e.route} (${e.error})`);
  return out.join('\n') + '\n';
}

// ---------------------------------------------------------------- main
async function main() {
  const chromiumPath = findChromium();
  await ensureBuild(process.env, 'bench', { anyEnv: true });
  const floorDir = lighthouseToo ? await floorBuild(log) : null;

  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  log(`site server on ${origin}`);
  const server = await startNext(port, dataDir);

  const report = {
    date: new Date().toISOString(),
    command: `npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}`,
    node: process.version,
    cpus: (await import('node:os')).cpus().length,
    lighthouse: JSON.parse(readFileSync(path.join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version,
    preset: 'mobile (Lighthouse default config, simulated throttling)',
    runs,
    routes: [],
    staticPage: null,
    inp: [],
    phone: [],
    errors: [],
    load: null,
    loadBefore: loadavg(),
    loadAfter: null,
    lighthouseNow: lighthouseToo,
  };

  let floor = null;
  if (lighthouseToo) {
    const floorPort = await freePort();
    const floorServer = startProcess(process.execPath, [floorNext(), 'start', '-p', String(floorPort), '-H', '127.0.0.1'], { cwd: floorDir, env: childEnv() });
    await waitForHttp(`http://127.0.0.1:${floorPort}/en`, 60_000);
    log('floor: /en');
    floor = await benchRoute(chromiumPath, `http://127.0.0.1:${floorPort}`, '/en');
    report.routes.push(floor);
    await floorServer.stop();

    const routes = everyRoute ? allRoutes() : requestedRoutes.length ? requestedRoutes : DEFAULT_ROUTES;
    // First hits warm the server's caches; a route that does not answer 200 is not measured.
    for (const route of routes) {
      const res = await fetch(origin + route, { redirect: 'manual' });
      await res.arrayBuffer();
      if (res.status !== 200) {
        const where = res.headers.get('location') ? ` -> ${res.headers.get('location')}` : '';
        log(`${route} answers HTTP ${res.status}${where}: not measured`);
        report.errors.push({ route, error: `HTTP ${res.status}${where}` });
        continue;
      }
      try {
        report.routes.push(await benchRoute(chromiumPath, origin, route));
      } catch (error) {
        log(`${route}: ${error instanceof Error ? error.message : String(error)}`);
        report.errors.push({ route, error: String(error instanceof Error ? error.message : error) });
      }
    }
    report.chromium = report.routes[0]?.userAgent;
    if (withStatic) report.staticPage = await staticReference(chromiumPath);
  }

  if (withInp) {
    for (const route of ['/', '/de/leistungen']) {
      log(`INP: booking dialog on ${route}, 4x CPU`);
      const samples = [];
      for (let i = 0; i < 3; i++) samples.push(await bookingInp(chromiumPath, origin + route));
      report.inp.push({
        route,
        inpMs: Math.round(median(samples.map((x) => x.inpMs))),
        shownMs: Math.round(median(samples.map((x) => x.shownMs))),
        readyMs: Math.round(median(samples.map((x) => x.readyMs))),
        scriptBytes: median(samples.map((x) => x.scriptBytes)),
      });
    }
  }

  if (withPhone) {
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
    report.phoneBrowser = `Chromium ${browser.version()}`;
    try {
      for (const route of requestedRoutes.length ? requestedRoutes : DEFAULT_ROUTES) {
        if (report.errors.some((e) => e.route === route)) continue;
        try {
          report.phone.push(await firstTouch(browser, origin, route, { runs, log }));
        } catch (error) {
          log(`${route} (phone): ${error instanceof Error ? error.message : String(error)}`);
          report.errors.push({ route: `${route} (phone)`, error: String(error instanceof Error ? error.message : error) });
        }
      }
    } finally {
      await browser.close();
    }
  }

  if (withLoad) {
    // The home page, or the first route asked for when it is given explicitly.
    report.load = await loadCurve(origin, requestedRoutes[0] ?? '/');
  }
  await server.stop();

  const latestJson = path.join(ROOT, 'bench-results', 'latest.json');
  report.loadAfter = loadavg();
  if (withPhone && report.phone.length) {
    mkdirSync(path.join(ROOT, 'docs', 'perf'), { recursive: true });
    writeFileSync(path.join(ROOT, 'docs', 'perf', 'first-touch.md'), firstTouchMarkdown(report, floor));
  }
  if (!lighthouseToo && existsSync(latestJson)) {
    // --load-only and --phone-only keep the Lighthouse figures (and INP, the phone figures and the
    // load curve, unless measured now) of the last full run.
    const previous = JSON.parse(readFileSync(latestJson, 'utf8'));
    if (previous.routes?.length) {
      Object.assign(report, { date: previous.date, command: previous.command, runs: previous.runs, chromium: previous.chromium, routes: previous.routes, staticPage: previous.staticPage ?? null, errors: [...(previous.errors ?? []), ...report.errors] });
      if (!report.inp.length) report.inp = previous.inp ?? [];
      if (!report.phone.length) report.phone = previous.phone ?? [];
      if (!report.load) report.load = previous.load ?? null;
      floor = report.routes[0];
    }
  }
  mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(latestJson, JSON.stringify(report, null, 2) + '\n');
  if (report.routes.length) {
    mkdirSync(path.join(ROOT, 'docs', 'perf'), { recursive: true });
    writeFileSync(path.join(ROOT, 'docs', 'perf', 'latest.md'), markdown(report, floor));
  }

  const out = [];
  if (report.routes.length) {
    out.push(`Lighthouse ${report.lighthouse}, mobile preset, median of ${runs} run(s), fresh profile per run; '!' marks a broken budget`);
    out.push(table(report.routes, floor));
    for (const r of report.routes) {
      if (r.findings.length) out.push(`  ${r.route}: ${r.findings.map((f) => f.id).join(', ')}`);
    }
    out.push(...shiftLines(report.routes).map((l) => `  ${l}`));
    if (report.staticPage) out.push(staticLine(report.staticPage));
  }
  if (withPhone && report.phone.length) out.push(PHONE_INTRO(runs), phoneTable(report.phone));
  for (const i of report.inp) out.push(`INP booking dialog (4x CPU) on ${i.route}: interactive ${i.readyMs} ms after the first input; ${inpText(i.inpMs)} (budget 100 ms); dialog shown ${i.shownMs} ms after the click; ${kb(i.scriptBytes)} KB of script loaded by hover and click`);
  if (report.load?.skipped) out.push(`Server load: skipped (${report.load.skipped})`);
  else if (report.load) out.push(...loadLines(report.load));
  for (const e of report.errors) out.push(`Not measured: ${e.route} (${e.error})`);
  out.push(`Load average (1, 5, 15 min): ${loadText(report.loadBefore)} before, ${loadText(report.loadAfter)} after`);
  out.push(`Written to bench-results/latest.json and docs/perf/latest.md${withPhone && report.phone.length ? ', first touch to docs/perf/first-touch.md' : ''}`);
  process.stdout.write(out.join('\n') + '\n');
  if (report.errors.length) process.exitCode = 1;
}

try {
  await main();
  await cleanup();
} catch (error) {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  await cleanup();
  process.exit(1);
}
