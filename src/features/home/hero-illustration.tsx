import { cn } from '@/lib/utils';

const TEAL = '#0f766e';
const BLUE = '#1d4ed8';
const NAVY = '#0b1e3f';

const CENTER = { x: 280, y: 260 };

/** Nodes on the two orbits around the hub (positions precomputed from their angles). */
const nodes = [
  { x: 245.3, y: 63, r: 20, color: BLUE },
  { x: 408.6, y: 106.8, r: 14, color: TEAL },
  { x: 467.9, y: 328.4, r: 18, color: NAVY },
  { x: 262.6, y: 459.2, r: 16, color: TEAL },
  { x: 106.8, y: 360, r: 20, color: BLUE },
  { x: 92.1, y: 191.6, r: 14, color: NAVY },
  { x: 169.1, y: 196, r: 9, color: TEAL, solid: true },
  { x: 236.2, y: 139.7, r: 7, color: BLUE, solid: true },
  { x: 370.5, y: 350.5, r: 9, color: BLUE, solid: true },
] as const;

/** A gentle curve from the hub to a node: the control point is pushed sideways from the midpoint. */
function link(x: number, y: number, bend: number) {
  const mx = (CENTER.x + x) / 2;
  const my = (CENTER.y + y) / 2;
  const dx = x - CENTER.x;
  const dy = y - CENTER.y;
  const len = Math.hypot(dx, dy) || 1;
  const cx = mx - (dy / len) * bend;
  const cy = my + (dx / len) * bend;
  return `M${CENTER.x} ${CENTER.y}Q${cx.toFixed(1)} ${cy.toFixed(1)} ${x} ${y}`;
}

/**
 * The hero artwork: an abstract network of AI nodes around a central hub, with a conversation,
 * a verified check and a rising chart. Inline SVG (no request, crisp at any size, decorative).
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 560 520"
      width={560}
      height={520}
      aria-hidden
      focusable="false"
      className={cn('h-auto w-full overflow-visible', className)}
    >
      <defs>
        <radialGradient id="hero-halo" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor={TEAL} stopOpacity="0.18" />
          <stop offset="0.55" stopColor={BLUE} stopOpacity="0.08" />
          <stop offset="1" stopColor={BLUE} stopOpacity="0" />
        </radialGradient>
        <radialGradient id="hero-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor={TEAL} stopOpacity="0.35" />
          <stop offset="1" stopColor={TEAL} stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-hub" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={TEAL} />
          <stop offset="1" stopColor={BLUE} />
        </linearGradient>
        <linearGradient id="hero-link" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={TEAL} stopOpacity="0.75" />
          <stop offset="1" stopColor={BLUE} stopOpacity="0.75" />
        </linearGradient>
        <linearGradient id="hero-bar" x1="0" y1="1" x2="0" y2="0">
          <stop offset="0" stopColor={BLUE} />
          <stop offset="1" stopColor={TEAL} />
        </linearGradient>
        <pattern id="hero-dots" width="22" height="22" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.3" fill={NAVY} fillOpacity="0.14" />
        </pattern>
        <radialGradient id="hero-fade" cx="50%" cy="50%" r="50%">
          <stop offset="0.4" stopColor="#fff" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
        <mask id="hero-dots-mask">
          <rect width="560" height="520" fill="url(#hero-fade)" />
        </mask>
        <filter id="hero-shadow" x="-30%" y="-40%" width="160%" height="200%">
          <feDropShadow dx="0" dy="10" stdDeviation="12" floodColor={NAVY} floodOpacity="0.14" />
        </filter>
      </defs>

      {/* Backdrop: dotted field and a soft halo. */}
      <rect width="560" height="520" fill="url(#hero-dots)" mask="url(#hero-dots-mask)" />
      <circle cx={CENTER.x} cy={CENTER.y} r="250" fill="url(#hero-halo)" />

      {/* Orbits. */}
      <circle cx={CENTER.x} cy={CENTER.y} r="200" fill="none" stroke={NAVY} strokeOpacity="0.14" strokeWidth="1.5" strokeDasharray="3 7" />
      <circle cx={CENTER.x} cy={CENTER.y} r="128" fill="none" stroke={BLUE} strokeOpacity="0.18" strokeWidth="1.5" />

      {/* Links from the hub to every node. */}
      <g fill="none" stroke="url(#hero-link)" strokeWidth="2" strokeLinecap="round">
        {nodes.map((n, i) => (
          <path key={i} d={link(n.x, n.y, i % 2 === 0 ? 28 : -22)} strokeOpacity={n.r > 10 ? 0.7 : 0.45} strokeDasharray={n.r > 10 ? undefined : '4 6'} />
        ))}
      </g>

      {/* Nodes. */}
      {nodes.map((n, i) =>
        'solid' in n ? (
          <circle key={i} cx={n.x} cy={n.y} r={n.r} fill={n.color} />
        ) : (
          <g key={i}>
            <circle cx={n.x} cy={n.y} r={n.r + 8} fill={n.color} fillOpacity="0.08" />
            <circle cx={n.x} cy={n.y} r={n.r} fill="#fff" stroke={n.color} strokeWidth="2.5" />
            <circle cx={n.x} cy={n.y} r={n.r * 0.38} fill={n.color} />
          </g>
        ),
      )}

      {/* The hub. */}
      <circle cx={CENTER.x} cy={CENTER.y} r="100" fill="url(#hero-glow)" />
      <rect x="222" y="202" width="116" height="116" rx="32" fill="url(#hero-hub)" filter="url(#hero-shadow)" />
      <rect x="231" y="211" width="98" height="98" rx="25" fill="none" stroke="#fff" strokeOpacity="0.25" />
      <path d="M280 226c3.6 20.5 13.5 30.4 34 34-20.5 3.6-30.4 13.5-34 34-3.6-20.5-13.5-30.4-34-34 20.5-3.6 30.4-13.5 34-34z" fill="#fff" />
      <path d="M314 218c1.3 7.2 4.8 10.7 12 12-7.2 1.3-10.7 4.8-12 12-1.3-7.2-4.8-10.7-12-12 7.2-1.3 10.7-4.8 12-12z" fill="#fff" fillOpacity="0.8" />

      {/* A conversation card. */}
      <g filter="url(#hero-shadow)">
        <rect x="20" y="34" width="204" height="100" rx="16" fill="#fff" />
      </g>
      <circle cx="48" cy="62" r="13" fill="url(#hero-hub)" />
      <rect x="70" y="54" width="118" height="7" rx="3.5" fill={NAVY} fillOpacity="0.85" />
      <rect x="70" y="67" width="82" height="7" rx="3.5" fill={NAVY} fillOpacity="0.25" />
      <rect x="36" y="90" width="172" height="30" rx="12" fill="#e8effd" />
      <path d="M52 96.5c.9 5 3.3 7.4 8.3 8.3-5 .9-7.4 3.3-8.3 8.3-.9-5-3.3-7.4-8.3-8.3 5-.9 7.4-3.3 8.3-8.3z" fill={BLUE} />
      <rect x="68" y="101.5" width="112" height="7" rx="3.5" fill={BLUE} fillOpacity="0.55" />

      {/* A verified check. */}
      <g filter="url(#hero-shadow)">
        <rect x="392" y="196" width="152" height="60" rx="30" fill="#fff" />
      </g>
      <circle cx="422" cy="226" r="16" fill={TEAL} />
      <path d="M414.5 226.5l5.2 5.2 10-10.4" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="446" y="216" width="78" height="7" rx="3.5" fill={NAVY} fillOpacity="0.85" />
      <rect x="446" y="229" width="54" height="7" rx="3.5" fill={NAVY} fillOpacity="0.25" />

      {/* A rising chart. */}
      <g filter="url(#hero-shadow)">
        <rect x="336" y="388" width="204" height="112" rx="16" fill="#fff" />
      </g>
      <rect x="354" y="404" width="66" height="7" rx="3.5" fill={NAVY} fillOpacity="0.85" />
      <rect x="476" y="398" width="48" height="18" rx="9" fill={TEAL} fillOpacity="0.12" />
      <path d="M492 411l8-7 8 7" fill="none" stroke={TEAL} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      {[22, 30, 27, 42, 54].map((h, i) => (
        <rect key={i} x={358 + i * 34} y={484 - h} width="20" height={h} rx="5" fill="url(#hero-bar)" fillOpacity={0.45 + i * 0.13} />
      ))}
      <path d="M368 458l34-8 34 2 34-14 34-6" fill="none" stroke={TEAL} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="504" cy="432" r="5" fill="#fff" stroke={TEAL} strokeWidth="2.5" />
    </svg>
  );
}
