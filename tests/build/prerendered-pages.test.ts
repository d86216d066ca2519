import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir, staleReason } from '../../scripts/lib/build';
import { COMPILE_HINT, loaderChunks, staticFile, verifyPrerenderedPages } from '../../scripts/lib/prerendered';
import { internalPath, locales, staticPageKeys } from '@/i18n/routing';
import { articleSlugs } from '@/features/news/slugs';

/**
 * The build's rewrite of the prerendered pages (decision 008) relies on Next's private output:
 * its chunk tags, its inline payload scripts, the .html and .meta files it prerenders into
 * server/app. The build fails when a page comes out wrong (scripts/lib/build.ts); this checks the
 * same on the real build, and that every page of the route table and every article is among the
 * rewritten ones (docs/decisions/022).
 */
const ROOT = path.resolve(__dirname, '../..');
const NEXT = distDir(process.env);
const APP = path.join(NEXT, 'server', 'app');

function fresh() {
  if (!existsSync(path.join(NEXT, 'BUILD_ID'))) throw new Error(`There is no production build in ${path.relative(ROOT, NEXT)}/: build first (npm run build).`);
  const stale = staleReason(process.env, { anyEnv: true });
  if (stale) throw new Error(`The production build in ${path.relative(ROOT, NEXT)}/ is stale (${stale}): build first (npm run build).`);
}

/** The files Next prerendered a page into, by its internal path (/de/services -> server/app/de/services.html). */
const filesOf = (internal: string) => ({ html: path.join(APP, `${internal}.html`), meta: path.join(APP, `${internal}.meta`) });

/** Every page of the route table and every article, in every language, by internal path. */
const internals = locales.flatMap((locale) => [
  ...staticPageKeys.map((key) => `/${locale}${internalPath(key) === '/' ? '' : internalPath(key)}`),
  ...articleSlugs.map((slug) => `/${locale}/blog/${slug}`),
]);

describe('the prerendered pages of the build', () => {
  it('each has one loader, its payload as a file that is there, and no script or payload entry of Next left inline', () => {
    fresh();
    expect(verifyPrerenderedPages(NEXT)).toEqual([]);
  });

  it('every page of the route table and every article, in every language, is prerendered and rewritten', () => {
    fresh();
    const missing = internals.filter((internal) => {
      const { html, meta } = filesOf(internal);
      return !existsSync(html) || !existsSync(meta) || loaderChunks(readFileSync(html, 'utf8')).length === 0;
    });
    expect(internals).toContain('/de/services');
    expect(missing).toEqual([]);
  });

  it('every chunk a page runs to hydrate starts with the compile hint (decision 021)', () => {
    fresh();
    const chunks = new Set(internals.filter((internal) => existsSync(filesOf(internal).html)).flatMap((internal) => loaderChunks(readFileSync(filesOf(internal).html, 'utf8'))));
    expect(chunks.size).toBeGreaterThan(0);
    const unhinted = [...chunks].filter((src) => !readFileSync(staticFile(NEXT, src), 'utf8').startsWith(COMPILE_HINT));
    expect(unhinted).toEqual([]);
  });
});
