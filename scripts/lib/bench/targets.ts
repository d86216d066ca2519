// What the bench measures besides the site itself: the bare framework floor, the URL list of
// --all (from the route table and the articles, never a hand-kept list), and the budgets.
// Run with tsx (npm run bench), which loads the site's TypeScript modules.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, childEnv, run } from '../run';
import { localizedPath, locales, staticPageKeys } from '../../../src/i18n/routing';
import { articleSlugs as slugs } from '../../../src/features/news/slugs';
import type { RouteResult } from './lighthouse';

export const FLOOR_SOURCE = path.resolve(ROOT, '..', 'shared', 'floor');
// Outside the site's tree: under node_modules or beside our lockfile, Turbopack takes the site for
// the floor's project root and fails.
const FLOOR_BUILD = path.join(tmpdir(), `bench-floor-${createHash('sha256').update(ROOT).digest('hex').slice(0, 8)}`);

function filesOf(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) filesOf(full, out);
    else out.push(full);
  }
  return out;
}

/** The floor's own copy of Next: one React instance, the floor's, in its build and its server. */
export const floorNext = () => path.join(FLOOR_BUILD, 'node_modules', 'next', 'dist', 'bin', 'next');

/** The floor's sources and our lockfile: the floor builds with the site's node_modules. */
function floorFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of filesOf(FLOOR_SOURCE).sort()) hash.update(path.relative(FLOOR_SOURCE, file)).update(readFileSync(file));
  hash.update(readFileSync(path.join(ROOT, 'package-lock.json')));
  return hash.digest('hex');
}

/**
 * A production build of ../shared/floor with the site's own dependencies (its README's recipe),
 * kept in the temp folder and rebuilt only when the floor or the lockfile changed.
 * Resolves to the folder to run `next start` in.
 */
export async function floorBuild(log: (message: string) => void): Promise<string> {
  if (!existsSync(FLOOR_SOURCE)) throw new Error(`${FLOOR_SOURCE} is missing: the floor comes from the steering repo's shared/`);
  const stampFile = path.join(FLOOR_BUILD, 'bench-floor.json');
  const fingerprint = floorFingerprint();
  if (existsSync(stampFile) && JSON.parse(readFileSync(stampFile, 'utf8')).fingerprint === fingerprint) return FLOOR_BUILD;
  log('building the floor (../shared/floor) with the site’s node_modules');
  rmSync(FLOOR_BUILD, { recursive: true, force: true });
  mkdirSync(path.dirname(FLOOR_BUILD), { recursive: true });
  cpSync(FLOOR_SOURCE, FLOOR_BUILD, { recursive: true });
  // Our node_modules, hard-linked where the file system allows: the same Next, next-intl and
  // React, and nothing to install.
  mkdirSync(path.join(FLOOR_BUILD, 'node_modules'));
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry === '.cache') continue;
    const from = path.join(ROOT, 'node_modules', entry);
    const to = path.join(FLOOR_BUILD, 'node_modules', entry);
    try {
      execFileSync('cp', ['-al', from, to]);
    } catch {
      cpSync(from, to, { recursive: true, verbatimSymlinks: true });
    }
  }
  const code = await run(process.execPath, [floorNext(), 'build'], { cwd: FLOOR_BUILD, env: childEnv({ NEXT_DIST_DIR: '' }), stdio: 'ignore' });
  if (code !== 0) throw new Error(`next build of the floor failed (exit code ${code})`);
  writeFileSync(stampFile, JSON.stringify({ fingerprint }));
  return FLOOR_BUILD;
}

/** Every static page of the route table in every language, as public paths. */
export function routeTablePaths(): string[] {
  return staticPageKeys.flatMap((key) => locales.map((locale) => localizedPath(key, locale)));
}

/** The n newest articles' slugs. */
export const articleSlugs = (n: number): string[] => slugs.slice(0, n);

/** The 54 URLs of --all: every page in every language, and three articles in each language. */
export function allRoutes(): string[] {
  const articles = articleSlugs(3);
  return [...routeTablePaths(), ...['', '/de', '/fr'].flatMap((prefix) => articles.map((slug) => `${prefix}/blog/${slug}`))];
}

/** What a budget is kept on: a score, a metric, or the size of the HTML or of the JavaScript. */
export type Budget = 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcpMs' | 'tbtMs' | 'cls' | 'html' | 'js';

/** The budgets a page must keep (the bench marks each breach with '!'); relative ones against the floor of the same run. */
export function budgetBreaches(row: RouteResult, floor: RouteResult | null | undefined): Partial<Record<Budget, true>> {
  const m = row.median;
  const out: Partial<Record<Budget, true>> = {};
  if (m.performance != null && m.performance < 99) out.performance = true;
  if (m.accessibility != null && m.accessibility < 100) out.accessibility = true;
  if (m.bestPractices != null && m.bestPractices < 100) out.bestPractices = true;
  if (!row.noindex && m.seo != null && m.seo < 100) out.seo = true;
  if (m.lcpMs != null && m.lcpMs > 1200) out.lcpMs = true;
  // Number(): a floor without TBT (null) counts as 0.
  if (floor && m.tbtMs != null && m.tbtMs > Number(floor.median.tbtMs) + 50) out.tbtMs = true;
  if (m.cls != null && m.cls > 0) out.cls = true;
  if (row.html && row.html.gzipBytes > 20 * 1024) out.html = true;
  if (floor && row.js.gzipBytes > floor.js.gzipBytes + 20 * 1024) out.js = true;
  return out;
}
