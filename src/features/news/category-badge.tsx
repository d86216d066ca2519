import { clsx } from 'clsx';

/** Category colours: light tints with dark text, every pair above 4.5:1. */
const tones: Record<string, string> = {
  'ai-strategy': 'bg-blue-50 text-blue-800 ring-blue-200',
  implementation: 'bg-teal-50 text-teal-800 ring-teal-200',
  'case-studies': 'bg-violet-50 text-violet-800 ring-violet-200',
  'industry-insights': 'bg-amber-50 text-amber-900 ring-amber-200',
  technology: 'bg-rose-50 text-rose-800 ring-rose-200',
};

export function CategoryBadge({ categoryId, children, className }: { categoryId: string; children: React.ReactNode; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', tones[categoryId] ?? 'bg-muted text-foreground ring-border', className)}>
      {children}
    </span>
  );
}

export function Badge({ tone, children }: { tone: 'trending' | 'featured'; children: React.ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tone === 'trending' ? 'bg-orange-50 text-orange-900 ring-orange-200' : 'bg-brand-deep text-white ring-brand-deep',
      )}
    >
      {children}
    </span>
  );
}
