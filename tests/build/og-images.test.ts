import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir, staleReason } from '../../scripts/lib/build';
import { locales, staticPageKeys } from '@/i18n/routing';
import { articleSlugs } from '@/features/news/slugs';
import { ogImagePath } from '@/lib/seo/og-image';
import { pngSize } from '../support/png';

// The build the e2e run made (NEXT_DIST_DIR, .next-e2e there), or .next.
const NEXT = distDir(process.env);


describe('the social images of the build', () => {
  it('exist for every page key and every article in every language, 1200×630, as static files', () => {
    const stale = staleReason(process.env, { anyEnv: true });
    if (stale) throw new Error(`The production build in ${NEXT} cannot be checked (${stale}): build first (npm run build).`);
    const paths = locales.flatMap((locale) => [
      ...staticPageKeys.map((key) => ogImagePath(key, locale)),
      ...articleSlugs.map((slug) => ogImagePath('blogArticle', locale, { slug })),
    ]);
    expect(paths).toHaveLength(locales.length * (staticPageKeys.length + articleSlugs.length));
    const wrong = paths.filter((p) => {
      const file = path.join(NEXT, 'server', 'app', `${p}.body`);
      return !existsSync(file) || JSON.stringify(pngSize(readFileSync(file))) !== JSON.stringify({ width: 1200, height: 630 });
    });
    expect(wrong).toEqual([]);
  });
});
