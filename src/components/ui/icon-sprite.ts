// Written by `npm run icons` (scripts/lib/icon-sprite.ts): the sprite's URL, versioned by its content.
export const ICON_SPRITE = '/icons.svg?v=f1bb26254e';
