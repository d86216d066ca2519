// Decides whether a production build may be served or tested, and rebuilds when not.
//
// The build lives in .next/, or in $NEXT_DIST_DIR (next.config.ts reads it too): the e2e run
// builds into its own folder so that it never replaces the build `npm start` serves.
// A build is fresh when <dist>/BUILD_ID exists, the stamp written after our last successful
// `next build` names that BUILD_ID, and the stamp holds the same fingerprint of every input the
// build reads (sources, messages, public files, lockfile, configs, .env files) and the same
// values of the variables baked into prerendered pages. The post-build rewrite of the pages
// (scripts/lib/prerendered.ts) counts as an input too. Content hashes, not mtimes: a checkout,
// a copy or a clock skew cannot make a stale build look fresh.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { hintEagerCompile, markNotFoundPages, rewritePrerenderedPages, verifyPrerenderedPages, writeCspManifest } from './prerendered';
import { ROOT, childEnv, runBin } from './run';
import { precompressStatic } from './serve/static-brotli';
import { isRunning } from '../../src/lib/pid-lock';
import { launchGuardError } from '../../src/lib/launch-guard';

const SOURCE_DIRS = ['src', 'content', 'messages', 'public', 'drizzle'];
/** The post-build rewrite of the pages (decision 008) shapes what is served: a change to it makes the build stale. */
const BUILD_STEP_FILES = ['scripts/lib/prerendered.ts', 'scripts/lib/loader.js', 'scripts/lib/serve/static-brotli.ts'];
const ROOT_FILES = /^(package\.json|package-lock\.json|tsconfig\.json|(next|postcss)\.config\.[cm]?[jt]s|\.env.*)$/;
const IGNORED_FILE = /\.test\.[cm]?[jt]sx?$/;
/** Read at build time and written into prerendered HTML (canonical, hreflang, links, analytics, legal notice). */
const BAKED_VARIABLES = /^(SITE_URL|BLOG_SITE_URL|ANALYTICS|NEXT_PUBLIC_.*|LEGAL_.*)$/;

/** Environment variables, as process.env holds them. */
type Env = Record<string, string | undefined>;

/** <dist>/harness-build.json, written by build() after a successful `next build`. */
interface Stamp {
  buildId: string;
  /** sourceFingerprint() before the build. */
  fingerprint: string;
  /** The baked variables the build was made with (bakedEnv). */
  env: Record<string, string>;
  builtAt: string;
}

export function distDir(env: Env = process.env): string {
  return path.resolve(ROOT, env.NEXT_DIST_DIR || '.next');
}
const buildIdFile = (env: Env) => path.join(distDir(env), 'BUILD_ID');
const stampFile = (env: Env) => path.join(distDir(env), 'harness-build.json');

function walk(dir: string, out: string[]): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile() && !IGNORED_FILE.test(entry.name)) out.push(full);
  }
}

/** File content as the build sees it. */
function relevantContent(relative: string): Buffer {
  const content = readFileSync(path.join(ROOT, relative));
  if (relative !== 'tsconfig.json') return content;
  // `next build` adds its output folder to "include"; only the compiler options shape the build.
  try {
    return Buffer.from(JSON.stringify(JSON.parse(content.toString('utf8')).compilerOptions ?? null));
  } catch {
    return content;
  }
}

export function sourceFingerprint(): string {
  const files: string[] = [];
  for (const dir of SOURCE_DIRS) walk(path.join(ROOT, dir), files);
  for (const entry of readdirSync(ROOT, { withFileTypes: true })) {
    if (entry.isFile() && ROOT_FILES.test(entry.name)) files.push(path.join(ROOT, entry.name));
  }
  for (const file of BUILD_STEP_FILES) files.push(path.join(ROOT, file));
  const hash = createHash('sha256');
  for (const file of files.map((f) => path.relative(ROOT, f)).sort()) {
    hash.update(file).update('\0').update(relevantContent(file)).update('\0');
  }
  return hash.digest('hex');
}

export function bakedEnv(env: Env): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env)
      .filter((entry): entry is [string, string] => BAKED_VARIABLES.test(entry[0]) && entry[1] !== undefined && entry[1] !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** The stamp of the build in env's dist folder, or null when there is none or it does not match. */
export function readStamp(env: Env = process.env): Stamp | null {
  if (!existsSync(buildIdFile(env)) || !existsSync(stampFile(env))) return null;
  try {
    const stamp = JSON.parse(readFileSync(stampFile(env), 'utf8')) as Stamp;
    return stamp.buildId === readFileSync(buildIdFile(env), 'utf8').trim() ? stamp : null;
  } catch {
    return null;
  }
}

/**
 * Why the build cannot be used with this environment, or null when it is fresh.
 * With anyEnv, a build of the current sources made with other baked variables counts as fresh
 * (the bench measures speed, which SITE_URL does not change; it then serves with the stamp's env).
 */
export function staleReason(env: Env = process.env, { anyEnv = false }: { anyEnv?: boolean } = {}): string | null {
  const dir = path.relative(ROOT, distDir(env));
  if (!existsSync(buildIdFile(env))) return `no production build (${dir}/BUILD_ID is missing)`;
  if (!existsSync(stampFile(env))) return `the build was not made by this harness (no ${dir}/harness-build.json)`;
  const stamp = readStamp(env);
  if (!stamp) return `${dir} was rebuilt outside this harness, or its stamp is unreadable`;
  if (stamp.fingerprint !== sourceFingerprint()) return 'sources changed since the last build';
  const want = JSON.stringify(bakedEnv(env));
  if (!anyEnv && JSON.stringify(stamp.env) !== want) {
    return `the build was made with ${JSON.stringify(stamp.env)}, this run needs ${want}`;
  }
  return null;
}

/**
 * env with the baked variables replaced by those the build in env's dist folder was made with.
 * The other variables are env's own (NODE_ENV among them), hence a process environment.
 */
export function envOfBuild(env: Env = process.env): NodeJS.ProcessEnv {
  const stamp = readStamp(env);
  if (!stamp) throw new Error('no stamped production build');
  const rest = Object.entries(env).filter(([k]) => !BAKED_VARIABLES.test(k));
  return { ...Object.fromEntries(rest), ...stamp.env } as NodeJS.ProcessEnv;
}

/**
 * Runs `next build` with env and records the stamp. Resolves to the exit code. Refuses at once,
 * before anything is built, to build a public SITE_URL whose legal notice would show the example
 * identity (src/lib/launch-guard.ts).
 */
export async function build(env: Env = process.env): Promise<number> {
  const refusal = launchGuardError(env);
  if (refusal) {
    process.stderr.write(`[build] ${refusal}\n`);
    return 1;
  }
  rmSync(stampFile(env), { force: true });
  const fingerprint = sourceFingerprint();
  const code = await runBin('next', ['build'], { env: childEnv(env) });
  if (code !== 0) return code;
  if (!existsSync(buildIdFile(env))) {
    process.stderr.write(`next build wrote no ${buildIdFile(env)}: next.config.ts must use NEXT_DIST_DIR as distDir\n`);
    return 1;
  }
  const pages = rewritePrerenderedPages(distDir(env));
  process.stderr.write(`[build] ${pages} prerendered pages load their scripts after the first paint\n`);
  // The rewrite relies on Next's private output: a page it missed fails the build (docs/decisions/022).
  const problems = verifyPrerenderedPages(distDir(env));
  if (problems.length > 0) {
    process.stderr.write(`[build] ${problems.length} problem(s) with the rewritten pages (docs/decisions/022):\n${problems.slice(0, 20).map((p) => `  ${p}\n`).join('')}`);
    return 1;
  }
  if (markNotFoundPages(distDir(env)) === 0) {
    process.stderr.write('[build] found no prerendered Article Not Found page (blog/article-not-found.meta) to answer 404\n');
    return 1;
  }
  // Last: the hashes must be those of the pages as they are served.
  process.stderr.write(`[build] hashed the inline scripts of ${writeCspManifest(distDir(env))} prerendered pages for their CSP\n`);
  process.stderr.write(`[build] ${hintEagerCompile(distDir(env))} chunks that hydrate the pages compile ahead, off the main thread\n`);
  // After the rewrite, which writes the pages' payloads into /_next/static, and the compile hints (decision 015).
  process.stderr.write(`[build] compressed ${await precompressStatic(distDir(env))} files of /_next/static in Brotli quality 11\n`);
  const buildId = readFileSync(buildIdFile(env), 'utf8').trim();
  const stamp = { buildId, fingerprint, env: bakedEnv(env), builtAt: new Date().toISOString() };
  writeFileSync(stampFile(env), JSON.stringify(stamp, null, 2));
  return 0;
}

/**
 * One build per dist folder at a time, across processes (two test runs started together must
 * not write into the same folder). The lock is a directory: mkdir is atomic.
 */
async function withBuildLock<T>(env: Env, label: string, fn: () => Promise<T>): Promise<T> {
  const lockDir = path.join(ROOT, 'node_modules', '.cache', 'harness', `${path.basename(distDir(env))}.lock`);
  mkdirSync(path.dirname(lockDir), { recursive: true });
  let announced = false;
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner = 0;
      let age = 0;
      try {
        age = Date.now() - statSync(lockDir).mtimeMs;
        owner = Number(readFileSync(path.join(lockDir, 'pid'), 'utf8')) || 0;
      } catch {
        // the pid file is not written yet, or the lock was just released
      }
      if (owner ? !isRunning(owner) : age > 10_000) {
        rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if (!announced) process.stderr.write(`[${label}] waiting for the build of process ${owner || '?'}\n`);
      announced = true;
      await sleep(1000);
    }
  }
  const release = () => rmSync(lockDir, { recursive: true, force: true });
  process.once('exit', release);
  try {
    return await fn();
  } finally {
    process.off('exit', release);
    release();
  }
}

/** Builds when the build is stale for env. Throws when the build fails. */
export async function ensureBuild(env: Env = process.env, label = 'harness', { anyEnv = false }: { anyEnv?: boolean } = {}): Promise<void> {
  if (!staleReason(env, { anyEnv })) {
    process.stderr.write(`[${label}] production build is up to date\n`);
    return;
  }
  await withBuildLock(env, label, async () => {
    // Another process may have built while we waited.
    const reason = staleReason(env, { anyEnv });
    if (!reason) {
      process.stderr.write(`[${label}] production build is up to date\n`);
      return;
    }
    process.stderr.write(`[${label}] building into ${path.relative(ROOT, distDir(env))}: ${reason}\n`);
    const code = await build(env);
    if (code !== 0) throw new Error(`next build failed (exit code ${code})`);
  });
}
