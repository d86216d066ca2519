'use client';

import * as React from 'react';
import { usePathname } from 'next/navigation';
import { Globe, ChevronDown, Check } from '@/components/ui/icons';
import { localizedPath, matchPath, type Locale } from '@/i18n/routing';
import { clsx } from 'clsx';
import { WithUrlSearch } from './with-url-search';

type Props = { locale: Locale; label: string; names: Record<Locale, string> };

/** The spec's order: English, French, German. */
const menuOrder: Locale[] = ['en', 'fr', 'de'];

/** Switches to the same page in another language (same slug, same query). */
export function LanguageMenu(props: Props) {
  return <WithUrlSearch>{(search, inBrowser) => <Menu {...props} query={search.toString()} inBrowser={inBrowser} />}</WithUrlSearch>;
}

function Menu({ locale, label, names, query, inBrowser }: Props & { query: string; inBrowser: boolean }) {
  const pathname = usePathname();
  const [open, setOpen] = React.useState(false);
  const root = React.useRef<HTMLDivElement>(null);
  const id = React.useId();

  React.useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  // The prerendered HTML cannot know the page's public path (the server renders the internal one):
  // the links point at each language's home page until the page runs in the browser. The menu
  // opens only with JavaScript, so no visitor follows them before that.
  const match = inBrowser ? matchPath(pathname) : null;
  const hrefFor = (l: Locale) => {
    const path = match ? localizedPath(match.pageKey, l, match.params) : localizedPath('home', l);
    return query ? `${path}?${query}` : path;
  };

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          root.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex h-11 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium hover:bg-accent"
      >
        <Globe className="size-4" aria-hidden />
        <span className="sr-only">{label}: </span>
        <span>{locale.toUpperCase()}</span>
        <ChevronDown className={clsx('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      <ul id={id} hidden={!open} className="absolute right-0 mt-1 min-w-40 rounded-lg border bg-popover p-1 shadow-lg">
        {menuOrder.map((l) => (
          <li key={l}>
            <a
              href={hrefFor(l)}
              hrefLang={l}
              lang={l}
              aria-current={l === locale ? 'true' : undefined}
              className="menu-item"
            >
              {names[l]}
              {l === locale && <Check className="size-4 text-primary" aria-hidden />}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
