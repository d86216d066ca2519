'use client';

import { usePathname } from 'next/navigation';
import { Globe, ChevronDown, Check } from '@/components/ui/icons';
import { localizedPath, matchPath, publicPath, type Locale } from '@/i18n/routing';
import { WithUrlSearch } from './with-url-search';

type Props = { locale: Locale; label: string; names: Record<Locale, string> };

/** The header holds one language menu: its list's id. */
const LIST_ID = 'language-menu';

/** The menu's order: English, French, German (not the route table's en, de, fr). */
const menuOrder: Locale[] = ['en', 'fr', 'de'];

/**
 * Switches to the same page in another language (same slug, and the same query once the page runs
 * in the browser). The list is a popover: the browser opens it on the first tap, closes it on
 * Escape or a tap outside, and gives the focus back, with or without the page's scripts.
 */
export function LanguageMenu(props: Props) {
  return <WithUrlSearch>{(search, inBrowser) => <Menu {...props} query={inBrowser ? search.toString() : ''} />}</WithUrlSearch>;
}

function Menu({ locale, label, names, query }: Props & { query: string }) {
  // The prerendered page knows its internal path (/de/services), the browser its public one
  // (/de/leistungen): both name the same page, so the links are right in the HTML already.
  const pathname = usePathname();
  const match = matchPath(publicPath(pathname) ?? pathname);
  const hrefFor = (l: Locale) => {
    const path = match ? localizedPath(match.pageKey, l, match.params) : localizedPath('home', l);
    return query ? `${path}?${query}` : path;
  };

  return (
    <div className="language-menu">
      <button type="button" popoverTarget={LIST_ID} className="language-button">
        <Globe className="size-4" aria-hidden />
        <span className="sr-only">{label}: </span>
        <span>{locale.toUpperCase()}</span>
        <ChevronDown className="language-chevron size-4 transition-transform max-[399px]:hidden" aria-hidden />
      </button>
      <ul id={LIST_ID} popover="auto" className="language-list">
        {menuOrder.map((l) => (
          <li key={l}>
            <a href={hrefFor(l)} hrefLang={l} lang={l} aria-current={l === locale ? 'true' : undefined} className="menu-item">
              {names[l]}
              {l === locale && <Check className="size-4 text-primary" aria-hidden />}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
