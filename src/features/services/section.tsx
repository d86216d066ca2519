import { cn } from '@/lib/utils';
import { icons, type IconName } from './icons';

type SectionProps = {
  id: string;
  title: string;
  intro?: string;
  /** Alternating bands keep long pages readable. */
  tone?: 'plain' | 'muted';
  children: React.ReactNode;
  className?: string;
};

/** A page section with its h2 and intro, labelled by its heading. */
export function Section({ id, title, intro, tone = 'plain', children, className }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn('scroll-mt-20 py-16 sm:py-20', tone === 'muted' && 'bg-muted', className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-balance text-ink">
            {title}
          </h2>
          {intro && <p className="mt-3 text-lg text-muted-foreground text-pretty">{intro}</p>}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

/** A lucide icon from the feature's icon table, in a tinted square. */
export function IconTile({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return (
    <span aria-hidden className={cn('flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-primary', className)}>
      <Icon className="size-5" />
    </span>
  );
}

export const cardClass = 'rounded-xl border bg-card p-6 shadow-sm';
