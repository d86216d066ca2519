// Server load at 1, 16, 64 and 256 connections (wrk): requests per second, p50 and p99 latency
// and errors of the site's server (scripts/serve.ts around Next) for one prerendered page, of
// nginx serving the same HTML bytes from a file, and of the reveal endpoint.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitForHttp } from '../ports';
import { ROOT } from '../run';
import { log, onCleanup, startProcess, type BenchProcess } from './processes';

const LOAD_SECONDS = 5;
/** Concurrent connections of the load curve. */
const LOAD_LEVELS = [1, 16, 64, 256];

/** What the load curve measures: the site's page, the same bytes from nginx, the reveal endpoint. */
type Target = 'site' | 'nginx' | 'reveal';
/** One wrk run (wrkRun). */
export type WrkResult = { rps: number; p50Ms: number; p99Ms: number; errors: number };
/** One concurrency of the curve, and each target's figures at it. */
export type LoadLevel = { connections: number } & Record<Target, WrkResult>;
/** The load curve (loadCurve); `skipped` says why it was not measured. */
export type LoadResult =
  | { route: string; skipped: 'nginx is not installed' | 'wrk is not installed' | `${string} answers HTTP ${number}` }
  | {
      date: string;
      route: string;
      htmlBytes: number;
      tool: 'wrk';
      seconds: number;
      levels: LoadLevel[];
      nextRps: number;
      nginxRps: number;
      nginxPerNext: number;
      saturates: { site: number | null; reveal: number | null };
      skipped?: undefined;
    };
/** A load curve that was measured. */
export type LoadCurve = Extract<LoadResult, { levels: LoadLevel[] }>;

function hasCommand(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function nginxPath(): string | null {
  for (const p of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(p)) return p;
  return null;
}

/** nginx and wrk from Debian, installed only here and only when missing (root + apt-get). */
function installLoadTools(): void {
  const missing: string[] = [];
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

async function startNginx(htmlFile: string, nginxBinary: string, port: number): Promise<BenchProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
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
  const server = startProcess(nginxBinary, ['-c', conf, '-p', dir]);
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
function wrkScript(dir: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}): string {
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
function wrkRun(url: string, connections: number, seconds: number, script: string): WrkResult {
  const out = execFileSync('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, url], { encoding: 'utf8' });
  const line = /^CURVE (\{.*\})$/m.exec(out)?.[1];
  if (!line) throw new Error(`could not read wrk output:\n${out}`);
  const r: { requests: number; durationUs: number; p50Us: number; p99Us: number; status: number; socketErrors: number } = JSON.parse(line);
  return {
    rps: Math.round(r.requests / (r.durationUs / 1e6)),
    p50Ms: Math.round(r.p50Us / 100) / 10,
    p99Ms: Math.round(r.p99Us / 100) / 10,
    errors: r.status + r.socketErrors,
  };
}

/** The concurrency where throughput stops growing: the first level whose successor adds less than 10 %. */
function saturation(levels: readonly LoadLevel[], key: Target): number | null {
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
export async function loadCurve(nextOrigin: string, route: string): Promise<LoadResult> {
  installLoadTools();
  const nginxBinary = nginxPath();
  if (!nginxBinary) return { route, skipped: 'nginx is not installed' };
  if (!hasCommand('wrk')) return { route, skipped: 'wrk is not installed' };

  // The exact bytes the site's server sends for this prerendered page (uncompressed, as wrk asks).
  const res = await fetch(nextOrigin + route, { headers: { 'accept-encoding': 'identity' }, redirect: 'manual' });
  if (res.status !== 200) return { route, skipped: `${route} answers HTTP ${res.status}` };
  const html = Buffer.from(await res.arrayBuffer());
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-load-'));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  const htmlFile = path.join(dir, 'page.html');
  writeFileSync(htmlFile, html);

  const nginxPort = await freePort();
  const nginx = await startNginx(htmlFile, nginxBinary, nginxPort);
  const targets: Record<Target, { url: string; script: string }> = {
    site: { url: nextOrigin + route, script: wrkScript(dir) },
    nginx: { url: `http://127.0.0.1:${nginxPort}/`, script: wrkScript(dir) },
    reveal: {
      url: `${nextOrigin}/api/consultants/${firstConsultantId()}/reveal`,
      script: wrkScript(dir, { method: 'POST', headers: { 'Sec-Fetch-Site': 'same-origin' } }),
    },
  };
  log('load: warming up');
  for (const t of Object.values(targets)) wrkRun(t.url, 4, 2, t.script);
  const levels: LoadLevel[] = [];
  for (const connections of LOAD_LEVELS) {
    // Each target's figures are added below, in the order of `targets`.
    const level = { connections } as LoadLevel;
    for (const [name, t] of Object.entries(targets) as [Target, { url: string; script: string }][]) {
      log(`load: ${name}, ${connections} connection(s), ${LOAD_SECONDS}s`);
      level[name] = wrkRun(t.url, connections, LOAD_SECONDS, t.script);
    }
    levels.push(level);
  }
  await nginx.stop();
  const peak = (key: Target) => Math.max(...levels.map((l) => l[key].rps));
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
function firstConsultantId(): string {
  const data = readFileSync(path.join(ROOT, 'src', 'features', 'consultants', 'data.ts'), 'utf8');
  const id = /consultantIds = \[\s*'([a-z-]+)'/.exec(data)?.[1];
  if (!id) throw new Error('found no consultant id in src/features/consultants/data.ts');
  return id;
}

/** The load section of the report, as markdown lines. */
export function loadLines(l: LoadCurve): string[] {
  const cell = (m: WrkResult) => `${m.rps} | ${m.p50Ms} | ${m.p99Ms} | ${m.errors}`;
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
