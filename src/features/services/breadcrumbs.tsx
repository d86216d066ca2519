import Link from 'next/link';
import { ChevronRight } from 'lucide-react';
import { JsonLd } from './json-ld';
import { breadcrumbJsonLd } from './structured-data';

export type Crumb = { name: string; href: string; url: string };

/** The visible trail (the last item is the current page) and its BreadcrumbList JSON-LD. */
export function Breadcrumbs({ label, items }: { label: string; items: Crumb[] }) {
  return (
    <>
      <nav aria-label={label} className="border-b bg-background">
        <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1.5 px-4 py-3 text-sm sm:px-6 lg:px-8">
          {items.map((item, i) => {
            const last = i === items.length - 1;
            return (
              <li key={item.url} className="flex items-center gap-1.5">
                {last ? (
                  <span aria-current="page" className="font-medium text-ink">
                    {item.name}
                  </span>
                ) : (
                  <>
                    <Link href={item.href} className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
                      {item.name}
                    </Link>
                    <ChevronRight className="size-4 text-muted-foreground" aria-hidden />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(items.map(({ name, url }) => ({ name, url })))} />
    </>
  );
}
