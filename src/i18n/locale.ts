import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from './routing';

/** Validates the [locale] segment and enables static rendering for it. */
export function initLocale(value: string): Locale {
  if (!isLocale(value)) notFound();
  setRequestLocale(value);
  return value;
}

/** Props of a page under [locale]. */
export type LocalePageProps = { params: Promise<{ locale: string }> };

/** Props of a page under [locale] rendered for a request with its query. */
export type SearchPageProps = LocalePageProps & { searchParams: Promise<Record<string, string | string[] | undefined>> };
