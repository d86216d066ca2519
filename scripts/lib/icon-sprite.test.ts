import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPRITE_FILE, SPRITE_URL_MODULE, iconNames, renderSprite } from './icon-sprite';
import { SITE_MARKS } from './site-marks';

describe('the icon sprite', () => {
  it('is current: run `npm run icons` after changing src/components/ui/icons.tsx', async () => {
    const { sprite, urlModule } = await renderSprite();
    expect(readFileSync(SPRITE_FILE, 'utf8')).toBe(sprite);
    expect(readFileSync(SPRITE_URL_MODULE, 'utf8')).toBe(urlModule);
  });

  it('holds one symbol for every icon the site names, and nothing else', () => {
    const ids = [...readFileSync(SPRITE_FILE, 'utf8').matchAll(/<symbol id="(\w+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(iconNames());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names each of the site\'s own drawings (the logo, the networks\' marks) in icons.tsx', () => {
    expect(iconNames()).toEqual(expect.arrayContaining(Object.keys(SITE_MARKS)));
  });
});
