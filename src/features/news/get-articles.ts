import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizeArticles } from './localize';

/** The articles in a language, with the 'blog' translator used to build them (once per request). */
export const getLocalizedArticles = cache(async (locale: Locale) => {
  const t = await getTranslations({ locale, namespace: 'blog' });
  return { t, articles: localizeArticles(locale, t) };
});
