import Link from 'next/link';
import { ChevronRight } from '@/components/ui/icons';
import { cn } from '@/lib/utils';
import { breadcrumbJsonLd, JsonLd } from '@/lib/seo/json-ld';

/** A step of the trail: its name, its link (a localized path) and its absolute URL for search engines. */
export type Crumb = { name: string; href: string; url: string };

/** The visible trail (the last item is the current page) and its BreadcrumbList JSON-LD. */
export function Breadcrumbs({ label, items, className }: { label: string; items: Crumb[]; className?: string }) {
  return (
    <>
      <nav aria-label={label} className={className}>
        <ol className="flex flex-wrap items-center gap-1.5 text-sm">
          {items.map((item, i) =>
            i === items.length - 1 ? (
              <li key={item.url}>
                <span aria-current="page" className="font-medium text-ink">
                  {item.name}
                </span>
              </li>
            ) : (
              <li key={item.url} className="flex items-center gap-1.5">
                <Link href={item.href} className={cn('text-muted-foreground underline-offset-4 hover:text-foreground hover:underline')}>
                  {item.name}
                </Link>
                <ChevronRight className="size-4 text-muted-foreground" aria-hidden />
              </li>
            ),
          )}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(items.map(({ name, url }) => ({ name, url })))} />
    </>
  );
}
