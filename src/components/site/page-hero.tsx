import { cn } from '@/lib/utils';

type Props = {
  title: string;
  intro?: string;
  eyebrow?: string;
  /** A breadcrumb trail above the eyebrow, on the same content edge as the rest of the page. */
  breadcrumb?: React.ReactNode;
  /** A panel beside the text on wide screens (below it on narrow ones). */
  aside?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
  id?: string;
};

/** The hero band at the top of inner pages. */
export function PageHero({ title, intro, eyebrow, breadcrumb, aside, children, className, id }: Props) {
  return (
    <section id={id} className={cn('relative overflow-hidden border-b bg-gradient-to-b from-accent/70 to-background', className)}>
      <div aria-hidden className="absolute inset-0 bg-[radial-gradient(50rem_22rem_at_90%_-20%,rgba(15,118,110,0.16),transparent)]" />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {breadcrumb && <div className="-mt-6 mb-10 sm:-mt-10">{breadcrumb}</div>}
        <div className={aside ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-center lg:gap-16' : undefined}>
          <div>
            {eyebrow && <p className="eyebrow text-brand">{eyebrow}</p>}
            <h1 className="mt-2 max-w-4xl text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">{title}</h1>
            {intro && <p className="mt-5 max-w-3xl text-lg leading-relaxed text-muted-foreground text-pretty">{intro}</p>}
            {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
          </div>
          {aside && <div className="mt-10 lg:mt-0">{aside}</div>}
        </div>
      </div>
    </section>
  );
}
