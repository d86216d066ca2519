import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir, staleReason } from '../../scripts/lib/build';

/**
 * A message read without the values it names prints its placeholder ('{count}+ successful
 * implementations'); next-intl reports nothing when it is given no values at all. So the build is
 * read as a visitor and a crawler read it: no prerendered page may show an ICU placeholder in its
 * text, its attributes or its JSON-LD.
 */
const ROOT = path.resolve(__dirname, '../..');
const NEXT = distDir(process.env);
const PLACEHOLDER = /\{[a-zA-Z]\w*(?:\}|, ?(?:plural|select|selectordinal|number|date|time)\b)/g;

function pages(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) pages(full, out);
    else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

/** What a reader or a crawler of the page meets: the HTML and its JSON-LD, without code and styles. */
const readable = (html: string) => html.replace(/<script(?![^>]*application\/ld\+json)[\s\S]*?<\/script>/g, '').replace(/<style[\s\S]*?<\/style>/g, '');

describe('no unfilled placeholder in the build output', () => {
  it('the pattern finds a placeholder and leaves other braces alone', () => {
    expect(readable('<p>{count}+ successful implementations</p><script>self.x={a:1}</script>').match(PLACEHOLDER)).toEqual(['{count}']);
    expect(readable('<script type="application/ld+json">{"description":"From {count}+ projects"}</script>').match(PLACEHOLDER)).toEqual(['{count}']);
    expect('<dd>{count, plural, one {# day} other {# days}}</dd>'.match(PLACEHOLDER)).toEqual(['{count, plural']);
    expect('<p title="{name}">Savings of 40% {and more}</p>'.match(PLACEHOLDER)).toEqual(['{name}']);
  });

  it('no prerendered page shows an ICU placeholder', () => {
    if (!existsSync(path.join(NEXT, 'BUILD_ID'))) throw new Error(`There is no production build in ${path.relative(ROOT, NEXT)}/: build first (npm run build).`);
    const stale = staleReason(process.env, { anyEnv: true });
    if (stale) throw new Error(`The production build in ${path.relative(ROOT, NEXT)}/ is stale (${stale}): build first (npm run build).`);
    const files = pages(path.join(NEXT, 'server', 'app'));
    expect(files.length, 'the prerendered pages were found').toBeGreaterThan(100);
    const found = files.flatMap((file) => (readable(readFileSync(file, 'utf8')).match(PLACEHOLDER) ?? []).map((p) => `${path.relative(NEXT, file)}: ${p}`));
    expect(found).toEqual([]);
  });
});
