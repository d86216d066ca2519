// Writes the consultant portraits: public/images/consultants/<id>.svg, one illustrated avatar per
// consultant of src/features/consultants/data.ts. Geometric and friendly, varied skin tones,
// hair and colours; each file stays well under 3 KB. Run once (node --import tsx scripts/generate-avatars.ts)
// and commit the output: the site ships the files and never generates or downloads images.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images', 'consultants');

const skins = ['#f6d5bd', '#eec39a', '#d9a066', '#b87945', '#8d5524', '#5e3a1f'];
const hairs = { black: '#1f1a17', dark: '#3b2a20', brown: '#6b4423', auburn: '#9a3f1c', blonde: '#d9b26b', gray: '#a3a3a3' };

type HairStyle = 'short' | 'side' | 'buzz' | 'long' | 'bob' | 'bun' | 'curly' | 'scarf';

/** A consultant's look. skin: index into skins; hair: style; colour: hair or scarf colour. */
interface Look {
  skin: number;
  hair: HairStyle;
  colour: string;
  bg: string;
  cloth: string;
  glasses?: boolean;
  beard?: boolean;
}

/** The SVG shapes of a hair style, by layer. */
interface HairShapes {
  back?: string;
  middle?: string;
  front: string;
}

/** id -> look. */
const looks: Record<string, Look> = {
  'sarah-mitchell': { skin: 0, hair: 'long', colour: hairs.blonde, bg: '#dbeafe', cloth: '#1d4ed8' },
  'james-carter': { skin: 1, hair: 'short', colour: hairs.dark, bg: '#e0e7ff', cloth: '#334155', glasses: true },
  'amira-haddad': { skin: 2, hair: 'scarf', colour: '#0f766e', bg: '#fef3c7', cloth: '#134e4a' },
  'wei-lin-tan': { skin: 1, hair: 'bob', colour: hairs.black, bg: '#fce7f3', cloth: '#be185d' },
  'kenji-watanabe': { skin: 1, hair: 'side', colour: hairs.black, bg: '#dcfce7', cloth: '#1e3a8a', glasses: true },
  'olivia-bennett': { skin: 0, hair: 'long', colour: hairs.auburn, bg: '#ffedd5', cloth: '#c2410c' },
  'lukas-schneider': { skin: 0, hair: 'short', colour: hairs.brown, bg: '#e2e8f0', cloth: '#0f172a', beard: true },
  'camille-dubois': { skin: 0, hair: 'bun', colour: hairs.dark, bg: '#ede9fe', cloth: '#6d28d9' },
  'marcus-johnson': { skin: 4, hair: 'buzz', colour: hairs.black, bg: '#ccfbf1', cloth: '#0f766e', beard: true },
  'priya-sharma': { skin: 3, hair: 'long', colour: hairs.black, bg: '#fae8ff', cloth: '#a21caf' },
  'daniel-okafor': { skin: 5, hair: 'buzz', colour: hairs.black, bg: '#fef9c3', cloth: '#166534', glasses: true },
  'sofia-martinez': { skin: 2, hair: 'curly', colour: hairs.dark, bg: '#fee2e2', cloth: '#b91c1c' },
  'erik-lindqvist': { skin: 0, hair: 'side', colour: hairs.blonde, bg: '#e0f2fe', cloth: '#0369a1', beard: true },
  'hannah-fischer': { skin: 0, hair: 'bob', colour: hairs.brown, bg: '#f1f5f9', cloth: '#475569', glasses: true },
  'noah-williams': { skin: 3, hair: 'curly', colour: hairs.dark, bg: '#d1fae5', cloth: '#047857' },
  'layla-al-mansouri': { skin: 2, hair: 'scarf', colour: '#7c3aed', bg: '#f3e8ff', cloth: '#4c1d95' },
  'matthias-vogel': { skin: 0, hair: 'short', colour: hairs.gray, bg: '#e7e5e4', cloth: '#44403c', glasses: true },
  'chloe-laurent': { skin: 0, hair: 'bob', colour: hairs.auburn, bg: '#ecfccb', cloth: '#4d7c0f' },
  'rahul-mehta': { skin: 3, hair: 'side', colour: hairs.black, bg: '#ffe4e6', cloth: '#9f1239', beard: true },
  'emma-walsh': { skin: 0, hair: 'long', colour: hairs.auburn, bg: '#cffafe', cloth: '#0e7490', glasses: true },
  'jae-won-park': { skin: 1, hair: 'short', colour: hairs.black, bg: '#e0e7ff', cloth: '#4338ca' },
  'isabela-costa': { skin: 3, hair: 'curly', colour: hairs.brown, bg: '#fef3c7', cloth: '#b45309' },
  'grace-wanjiru': { skin: 5, hair: 'bun', colour: hairs.black, bg: '#dcfce7', cloth: '#15803d' },
  'liam-oconnor': { skin: 0, hair: 'short', colour: hairs.auburn, bg: '#fee2e2', cloth: '#1e40af', beard: true },
  'mia-van-der-berg': { skin: 0, hair: 'bun', colour: hairs.blonde, bg: '#fdf4ff', cloth: '#86198f' },
};

const cap = 'M30 40C30 24 40 19 49 19C60 19 67 26 66 40C63 32 56 28 48 28C40 28 33 32 30 40Z';
const fringe = 'M31 38C32 25 41 20 48 20C57 20 65 25 65 38C58 30 47 28 40 29C36 31 33 34 31 38Z';

/** Shapes behind the body, between neck and head, and in front of the head. */
function hair(style: HairStyle, c: string): HairShapes {
  const p = (d: string) => `<path d="${d}" fill="${c}"/>`;
  switch (style) {
    case 'short':
      return { front: p(cap) };
    case 'side':
      return { front: p('M30 42C29 24 40 18 50 19C61 20 67 28 66 42C62 33 52 31 44 27C40 31 34 35 30 42Z') };
    case 'buzz':
      return { front: `<path d="M31 38C31 26 40 21 48 21C57 21 65 26 65 38C60 31 54 29 48 29C42 29 36 31 31 38Z" fill="${c}" opacity=".85"/>` };
    case 'long':
      return { back: p('M27 44C25 22 38 16 48 16C60 16 71 23 69 44L71 74C64 78 32 78 25 74Z'), front: p(fringe) };
    case 'bob':
      return { back: p('M28 46C26 24 38 17 48 17C59 17 70 24 68 46L68 58C62 60 34 60 28 58Z'), front: p(fringe) };
    case 'bun':
      return { back: `<circle cx="48" cy="15" r="9" fill="${c}"/>`, front: p(cap) };
    case 'curly': {
      const dots: [x: number, y: number, r: number][] = [[34, 31, 7], [41, 24, 8], [50, 22, 8], [58, 26, 8], [63, 33, 6], [31, 39, 5], [65, 40, 5]];
      return { front: dots.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>`).join('') };
    }
    case 'scarf':
      return {
        middle: p('M26 48C24 22 38 14 48 14C60 14 72 22 70 48L76 84C60 92 36 92 20 84Z'),
        front: `<path d="M31 37C33 25 41 21 48 21C56 21 63 25 65 37" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>`,
      };
    default:
      throw new Error(`Unknown hair style ${style}`);
  }
}

function avatar({ skin, hair: style, colour, bg, cloth, glasses = false, beard = false }: Look): string {
  const s = skins[skin];
  const h = hair(style, colour);
  const eye = (x: number) => `<circle cx="${x}" cy="43" r="2.2" fill="#1f2937"/><circle cx="${x + 0.7}" cy="42.3" r=".7" fill="#fff"/>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">',
    '<clipPath id="c"><circle cx="48" cy="48" r="48"/></clipPath>',
    `<g clip-path="url(#c)">`,
    `<rect width="96" height="96" fill="${bg}"/>`,
    h.back ?? '',
    `<path d="M12 96C14 74 29 65 48 65C67 65 82 74 84 96Z" fill="${cloth}"/>`,
    `<rect x="41" y="54" width="14" height="14" rx="4" fill="${s}"/>`,
    `<path d="M40 65L48 75L56 65Z" fill="${s}"/>`,
    h.middle ?? '',
    style === 'scarf' ? '' : `<circle cx="31" cy="44" r="4" fill="${s}"/><circle cx="65" cy="44" r="4" fill="${s}"/>`,
    `<ellipse cx="48" cy="42" rx="17" ry="20" fill="${s}"/>`,
    h.front ?? '',
    `<path d="M37.5 37.5q4-2.5 8 0M50.5 37.5q4-2.5 8 0" fill="none" stroke="${style === 'scarf' ? '#3b2a20' : colour}" stroke-width="1.8" stroke-linecap="round"/>`,
    eye(41.5),
    eye(54.5),
    '<circle cx="37" cy="49" r="2.6" fill="#f472b6" opacity=".25"/><circle cx="59" cy="49" r="2.6" fill="#f472b6" opacity=".25"/>',
    beard ? `<path d="M33 48C34 62 42 66 48 66C54 66 62 62 63 48C60 56 55 58 48 58C41 58 36 56 33 48Z" fill="${colour}"/>` : '',
    '<path d="M42.5 51.5q5.5 5.5 11 0Z" fill="#8b2c2c"/>',
    glasses
      ? '<g fill="none" stroke="#1f2937" stroke-width="1.6"><circle cx="41.5" cy="43" r="5"/><circle cx="54.5" cy="43" r="5"/><path d="M46.5 43h3"/></g>'
      : '',
    '</g></svg>',
    '',
  ].join('');
}

mkdirSync(OUT, { recursive: true });
for (const [id, look] of Object.entries(looks)) {
  const svg = avatar(look);
  if (svg.length >= 3000) throw new Error(`${id}.svg is ${svg.length} bytes (limit 3 KB)`);
  writeFileSync(path.join(OUT, `${id}.svg`), svg);
}
process.stdout.write(`wrote ${Object.keys(looks).length} avatars to ${path.relative(process.cwd(), OUT)}\n`);
