// The site's own drawings, beside lucide's icons in the sprite under the names that
// src/components/ui/icons.tsx gives them with markIcon(): the logo in its own colours, and the
// social networks' marks (lucide has no brand icons), filled with the text's colour.

/** One drawing of the sprite: its viewBox and the SVG shapes inside its <symbol>. */
export interface SiteMark {
  viewBox: string;
  shapes: string;
}

const mark = (d: string): SiteMark => ({ viewBox: '0 0 24 24', shapes: `<path d="${d}"/>` });

export const SITE_MARKS: Record<string, SiteMark> = {
  Logo: {
    viewBox: '0 0 32 32',
    shapes:
      '<defs><linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient></defs>' +
      '<rect width="32" height="32" rx="8" fill="url(#logo-g)"/><path d="M16 6.5l2.3 5.6 6 .5-4.6 3.9 1.4 5.9L16 19.3l-5.1 3.1 1.4-5.9-4.6-3.9 6-.5z" fill="#fff"/>',
  },
  LinkedIn: mark(
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-5c0-1.2-.02-2.73-1.66-2.73-1.67 0-1.92 1.3-1.92 2.64V21h-4z',
  ),
  XTwitter: mark(
    'M18.9 2H22l-7.5 8.6L23.3 22h-6.9l-5.4-7-6.2 7H1.7l8-9.2L1.2 2h7l4.9 6.4zm-1.2 18h1.9L7.1 3.9H5.1z',
  ),
  Facebook: mark(
    'M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.2c-.3 0-1.3-.2-2.5-.2-2.5 0-4.2 1.5-4.2 4.3v2.2H7.5v3.7h2.8V22H14v-9.8h2.8l.4-3.7z',
  ),
  Instagram: mark(
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM12 3.8c2.7 0 3 0 4 .1 2.7.1 4 1.4 4.1 4.1.1 1 .1 1.3.1 4s0 3-.1 4c-.1 2.7-1.4 4-4.1 4.1-1 .1-1.3.1-4 .1s-3 0-4-.1c-2.7-.1-4-1.4-4.1-4.1-.1-1-.1-1.3-.1-4s0-3 .1-4C3.9 5.3 5.3 4 8 3.9c1-.1 1.3-.1 4-.1zM12 2C9.3 2 8.9 2 7.9 2.1 4.2 2.2 2.2 4.2 2.1 7.9 2 8.9 2 9.3 2 12s0 3.1.1 4.1c.1 3.7 2.1 5.7 5.8 5.8 1 .1 1.4.1 4.1.1s3.1 0 4.1-.1c3.7-.1 5.7-2.1 5.8-5.8.1-1 .1-1.4.1-4.1s0-3.1-.1-4.1c-.1-3.7-2.1-5.7-5.8-5.8C15.1 2 14.7 2 12 2z',
  ),
};
