import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/i18n/routing';

export type NavKey = 'home' | 'services' | 'findConsultant' | 'process' | 'newsViews' | 'contact';
export type NavItem = { key: NavKey; href: string; label: string };

/**
 * The header's navigation. Home, Process and Contact point at anchors of the home page: on the
 * home route the link scrolls there, on any other page it opens the home page at that anchor.
 */
export function navItems(locale: Locale, label: (key: NavKey) => string): NavItem[] {
  const home = localizedPath('home', locale);
  const items: Array<[NavKey, string]> = [
    ['home', `${home}#hero`],
    ['services', localizedPath('services', locale)],
    ['findConsultant', localizedPath('findConsultant', locale)],
    ['process', `${home}#process`],
    ['newsViews', localizedPath('newsViews', locale)],
    ['contact', `${home}#contact`],
  ];
  return items.map(([key, href]) => ({ key, href, label: label(key) }));
}
