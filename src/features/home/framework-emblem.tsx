const R = 78;
const CIRCUMFERENCE = 2 * Math.PI * R;
const SEGMENT = (CIRCUMFERENCE * 39) / 360;
const colors = ['#0f766e', '#14b8a6', '#1d4ed8', '#3b82f6', '#0b1e3f', '#0f766e', '#1d4ed8', '#0b1e3f'];

/** Eight segments around a check: the framework's building blocks closing into one whole. */
export function FrameworkEmblem({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 200" width={200} height={200} aria-hidden focusable="false" className={className}>
      <defs>
        <linearGradient id="framework-core" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0f766e" />
          <stop offset="1" stopColor="#1d4ed8" />
        </linearGradient>
      </defs>
      <circle cx="100" cy="100" r="96" fill="#e8effd" fillOpacity="0.6" />
      {colors.map((color, i) => (
        <circle
          key={i}
          cx="100"
          cy="100"
          r={R}
          fill="none"
          stroke={color}
          strokeWidth="16"
          strokeDasharray={`${SEGMENT.toFixed(2)} ${(CIRCUMFERENCE - SEGMENT).toFixed(2)}`}
          transform={`rotate(${-90 + 3 + i * 45} 100 100)`}
        />
      ))}
      <circle cx="100" cy="100" r="50" fill="url(#framework-core)" />
      <path d="M80 101l13 13 27-28" fill="none" stroke="#fff" strokeWidth="9" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
