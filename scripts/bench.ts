// npm run bench [-- routes...] [--all] [--runs=3] [--no-load] [--load-only] [--no-inp] [--no-phone] [--phone-only] [--no-static]
//
// The performance budgets (budgetBreaches in scripts/lib/bench/targets.ts), measured against the
// production server (not part of npm test), beside the bare framework (../shared/floor, built with
// our node_modules and served in the same run). This file reads the flags and runs the steps in
// order; each lives in scripts/lib/bench/:
// 1. Lighthouse on the floor's /en, then on the routes (--all: every page of the route table in
//    every language and three articles in each), then a static one-line page (lighthouse.ts);
// 2. INP of opening the booking dialog (inp.ts);
// 2b. first touch on a phone (first-touch.ts, on the phone of scripts/lib/phone-profile.ts);
// 3. the server load curve, with nginx as the reference (load.ts).
// Prints a table, marks every budget it breaks with '!', writes bench-results/latest.json and
// docs/perf/latest.md, and the first-touch figures beside the Lighthouse rows of the same routes
// (when both ran) to docs/perf/first-touch.md (report.ts). The child processes and their cleanup:
// processes.ts.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, findChromium } from './find-chromium';
import { ensureBuild } from './lib/build';
import { firstTouch } from './lib/bench/first-touch';
import { bookingInp, type InpSample } from './lib/bench/inp';
import { benchRoute, staticLine, staticReference, type RouteResult } from './lib/bench/lighthouse';
import { loadCurve, loadLines } from './lib/bench/load';
import { cleanup, cleanupOnSignals, log, median, onCleanup, startNext, startProcess } from './lib/bench/processes';
import { PHONE_INTRO, firstTouchMarkdown, inpText, kb, loadText, markdown, phoneTable, shiftLines, table, type BenchReport } from './lib/bench/report';
import { allRoutes, articleSlugs, floorBuild, floorNext } from './lib/bench/targets';
import { freePort, waitForHttp } from './lib/ports';
import { ROOT, childEnv } from './lib/run';

const DEFAULT_ROUTES = ['/', '/de', '/fr', '/services', '/de/leistungen', '/fr/trouver-consultant', '/news-views', `/de/blog/${articleSlugs(1)[0]}`, '/privacy-policy'];

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

cleanupOnSignals();

// ---------------------------------------------------------------- main
async function main(): Promise<void> {
  const chromiumPath = findChromium();
  await ensureBuild(process.env, 'bench', { anyEnv: true });
  const floorDir = lighthouseToo ? await floorBuild(log) : null;

  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  log(`site server on ${origin}`);
  const server = await startNext(port, dataDir);

  const report: BenchReport = {
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

  let floor: RouteResult | null = null;
  if (lighthouseToo) {
    const floorPort = await freePort();
    // floorDir is built whenever lighthouseToo is set.
    const floorServer = startProcess(process.execPath, [floorNext(), 'start', '-p', String(floorPort), '-H', '127.0.0.1'], { cwd: floorDir ?? undefined, env: childEnv() });
    await waitForHttp(`http://127.0.0.1:${floorPort}/en`, 60_000);
    log('floor: /en');
    floor = await benchRoute(chromiumPath, `http://127.0.0.1:${floorPort}`, '/en', runs);
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
        report.routes.push(await benchRoute(chromiumPath, origin, route, runs));
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
      const samples: InpSample[] = [];
      for (let i = 0; i < 3; i++) samples.push(await bookingInp(chromiumPath, origin + route));
      // Three samples: a median is always there (`?? 0` only for the type; Math.round(null) is 0 too).
      report.inp.push({
        route,
        inpMs: Math.round(median(samples.map((x) => x.inpMs)) ?? 0),
        shownMs: Math.round(median(samples.map((x) => x.shownMs)) ?? 0),
        readyMs: Math.round(median(samples.map((x) => x.readyMs)) ?? 0),
        scriptBytes: median(samples.map((x) => x.scriptBytes)),
      });
    }
  }

  if (withPhone) {
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
    report.phoneBrowser = `Chromium ${browser.version()}`;
    report.phoneMeasured = `${report.date} with \`${report.command}\``;
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
    const previous: Partial<BenchReport> = JSON.parse(readFileSync(latestJson, 'utf8'));
    if (previous.routes?.length) {
      Object.assign(report, { date: previous.date, command: previous.command, runs: previous.runs, chromium: previous.chromium, routes: previous.routes, staticPage: previous.staticPage ?? null, errors: [...(previous.errors ?? []), ...report.errors] });
      if (!report.inp.length) report.inp = previous.inp ?? [];
      if (!report.phone.length) Object.assign(report, { phone: previous.phone ?? [], phoneMeasured: previous.phoneMeasured });
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

  const out: string[] = [];
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
