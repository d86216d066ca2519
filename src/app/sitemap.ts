import type { MetadataRoute } from 'next';
import { locales, staticPageKeys } from '@/i18n/routing';
import { absoluteUrl, languageAlternates } from '@/lib/seo/metadata';
import { isIndexable } from '@/lib/seo/indexing';
import { articles } from '@/features/news/articles';

/** Every indexable page in every language, each with its language alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  const pages = staticPageKeys.filter(isIndexable).flatMap((pageKey) =>
    locales.map((locale) => ({
      url: absoluteUrl(pageKey, locale),
      changeFrequency: pageKey === 'newsViews' ? ('weekly' as const) : ('monthly' as const),
      priority: pageKey === 'home' ? 1 : 0.8,
      alternates: { languages: languageAlternates(pageKey) },
    })),
  );
  const articlePages = articles.flatMap(({ slug, texts }) =>
    locales.map((locale) => ({
      url: absoluteUrl('blogArticle', locale, { slug }),
      lastModified: texts[locale].updated,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
      alternates: { languages: languageAlternates('blogArticle', { slug }) },
    })),
  );
  return [...pages, ...articlePages];
}
