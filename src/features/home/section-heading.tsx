import { cn } from '@/lib/utils';

type Props = {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  align?: 'left' | 'center';
  tone?: 'light' | 'dark';
  className?: string;
};

/** Eyebrow, h2 and intro of a home section; the h2's id labels its section. */
export function SectionHeading({ id, eyebrow, title, intro, align = 'left', tone = 'light', className }: Props) {
  const dark = tone === 'dark';
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      <p className={cn('eyebrow', dark ? 'text-teal-300' : 'text-brand')}>{eyebrow}</p>
      <h2 id={id} className={cn('mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl', dark ? 'text-white' : 'text-ink')}>
        {title}
      </h2>
      {intro && <p className={cn('mt-4 text-lg leading-relaxed text-pretty', dark ? 'text-slate-300' : 'text-muted-foreground')}>{intro}</p>}
    </div>
  );
}
