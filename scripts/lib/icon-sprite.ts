// The icon sprite: every icon that src/components/ui/icons.tsx names, drawn from the lucide-react
// package (and the site's own drawings, site-marks.ts), as <symbol>s of one cached file
// (public/icons.svg). Its URL carries a hash of the
// content (src/components/ui/icon-sprite.ts), so a changed sprite is never served from a cache.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SITE_MARKS } from './site-marks';
import { ROOT } from './run';

export const ICONS_MODULE = path.join(ROOT, 'src/components/ui/icons.tsx');
export const SPRITE_FILE = path.join(ROOT, 'public/icons.svg');
export const SPRITE_URL_MODULE = path.join(ROOT, 'src/components/ui/icon-sprite.ts');

const LUCIDE = path.join(ROOT, 'node_modules/lucide-react/dist/esm');
const attr = (v: string | number) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The icon names the site uses, in the order icons.tsx lists them. */
export function iconNames(): string[] {
  return [...readFileSync(ICONS_MODULE, 'utf8').matchAll(/(?:spriteIcon|markIcon)\('(\w+)'/g)].map((m) => m[1]);
}

/** What an icon module of lucide-react exports that the sprite reads: its shapes, as [tag, attributes]. */
interface LucideIconModule {
  __iconData: { node: [tag: string, attributes: Record<string, string | number>][] };
}

/** lucide-react's export name -> its icon file. */
function lucideFiles(): Map<string, string> {
  const index = readFileSync(path.join(LUCIDE, 'lucide-react.mjs'), 'utf8');
  const files = new Map<string, string>();
  for (const m of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+\.mjs)'/g)) {
    for (const name of m[1].matchAll(/default as (\w+)/g)) files.set(name[1], m[2]);
  }
  return files;
}

/** The sprite's SVG text and the URL module's text, for the current icon list. */
export async function renderSprite(): Promise<{ sprite: string; urlModule: string }> {
  const files = lucideFiles();
  const symbols: string[] = [];
  for (const name of iconNames()) {
    if (Object.hasOwn(SITE_MARKS, name)) {
      const { viewBox, shapes } = SITE_MARKS[name];
      symbols.push(`<symbol id="${name}" viewBox="${viewBox}">${shapes}</symbol>`);
      continue;
    }
    const file = files.get(name);
    if (!file) throw new Error(`lucide-react has no icon named ${name}`);
    const { __iconData } = (await import(pathToFileURL(path.join(LUCIDE, 'icons', file)).href)) as LucideIconModule;
    const shapes = __iconData.node
      .map(([tag, attrs]) => `<${tag} ${Object.entries(attrs).filter(([k]) => k !== 'key').map(([k, v]) => `${k}="${attr(v)}"`).join(' ')}/>`)
      .join('');
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`);
  }
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
  const hash = createHash('sha256').update(sprite).digest('hex').slice(0, 10);
  const urlModule = `// Written by \`npm run icons\` (scripts/lib/icon-sprite.ts): the sprite's URL, versioned by its content.\nexport const ICON_SPRITE = '/icons.svg?v=${hash}';\n`;
  return { sprite, urlModule };
}
