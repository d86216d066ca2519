// npm run icons: writes public/icons.svg and its versioned URL from the icons src/components/ui/icons.tsx names.
import { writeFileSync } from 'node:fs';
import { SPRITE_FILE, SPRITE_URL_MODULE, iconNames, renderSprite } from './lib/icon-sprite';

const { sprite, urlModule } = await renderSprite();
writeFileSync(SPRITE_FILE, sprite);
writeFileSync(SPRITE_URL_MODULE, urlModule);
process.stdout.write(`icons: ${iconNames().length} icons, ${sprite.length} bytes in public/icons.svg\n`);
