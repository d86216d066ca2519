export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={className} focusable="false">
      <defs>
        <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0f766e" />
          <stop offset="1" stopColor="#1d4ed8" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#logo-g)" />
      <path d="M16 6.5l2.3 5.6 6 .5-4.6 3.9 1.4 5.9L16 19.3l-5.1 3.1 1.4-5.9-4.6-3.9 6-.5z" fill="#fff" />
    </svg>
  );
}
