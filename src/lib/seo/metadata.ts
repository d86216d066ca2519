import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { locales, localizedPath, type Locale, type PageKey } from '@/i18n/routing';
import { isIndexable } from './indexing';
import { OG_IMAGE_SIZE, ogImagePath } from './og-image';

/** The articles' feed of a language: /feed.xml, /de/feed.xml, /fr/feed.xml (src/app/feed.xml, src/app/[locale]/feed.xml). */
export const feedPath = (locale: Locale) => `${localizedPath('home', locale).replace(/\/$/, '')}/feed.xml`;

export const ogLocales: Record<Locale, string> = { en: 'en_US', de: 'de_DE', fr: 'fr_FR' };

/** Absolute URL of a page in a language, from SITE_URL and the route table (the root as Next writes it: no trailing slash). */
export function absoluteUrl(pageKey: PageKey, locale: Locale, params: Record<string, string> = {}): string {
  const path = localizedPath(pageKey, locale, params);
  return `${env().SITE_URL}${path === '/' ? '' : path}`;
}

/** hreflang alternates for en, de, fr and x-default (English). */
export function languageAlternates(pageKey: PageKey, params: Record<string, string> = {}) {
  const languages: Record<string, string> = {};
  for (const l of locales) languages[l] = absoluteUrl(pageKey, l, params);
  languages['x-default'] = absoluteUrl(pageKey, 'en', params);
  return languages;
}

type Options = {
  pageKey: PageKey;
  locale: Locale;
  params?: Record<string, string>;
  /** Overrides the dictionary's meta.pages.<pageKey>.title (e.g. an article's title). */
  title?: string;
  description?: string;
  /** Values of the dictionary description's placeholders (figures kept in a feature's data). */
  descriptionValues?: Record<string, string>;
  /** Defaults to the page's entry in noindexPageKeys. */
  noindex?: boolean;
  image?: string;
  type?: 'website' | 'article';
};

/** Title, description, canonical, hreflang and Open Graph locale of a page: one place for all pages. */
export async function pageMetadata({ pageKey, locale, params = {}, title, description, descriptionValues, noindex = !isIndexable(pageKey), image, type = 'website' }: Options): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' });
  const pageTitle = title ?? t(`pages.${pageKey}.title`);
  const pageDescription = description ?? t(`pages.${pageKey}.description`, descriptionValues);
  const url = absoluteUrl(pageKey, locale, params);
  // Drawn at build time for every page key and article in every language (src/app/og).
  const ogImage = { url: image ?? ogImagePath(pageKey, locale, params), ...OG_IMAGE_SIZE, alt: pageTitle };
  return {
    // Home carries the full brand title; other pages go through the layout's title template.
    title: pageKey === 'home' ? { absolute: pageTitle } : pageTitle,
    description: pageDescription,
    alternates: {
      canonical: url,
      languages: languageAlternates(pageKey, params),
      // Every page points feed readers to the articles' feed in its language.
      types: { 'application/atom+xml': [{ url: `${env().SITE_URL}${feedPath(locale)}`, title: `${t('pages.newsViews.heading')} · ${t('siteName')}` }] },
    },
    openGraph: {
      type,
      url,
      title: pageTitle,
      description: pageDescription,
      siteName: t('siteName'),
      locale: ogLocales[locale],
      alternateLocale: locales.filter((l) => l !== locale).map((l) => ogLocales[l]),
      images: [ogImage],
    },
    twitter: { card: 'summary_large_image', title: pageTitle, description: pageDescription, images: [ogImage] },
    robots: noindex ? { index: false, follow: true } : { index: true, follow: true },
  };
}
