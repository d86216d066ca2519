import type { Locale, PageKey } from '@/i18n/routing';

/** The Open Graph image of a page in a language (one per page key, and one per article). */
export function ogImagePath(pageKey: PageKey, locale: Locale, params: Record<string, string> = {}): string {
  return `/og/${locale}/${pageKey === 'blogArticle' ? `blog-${params.slug}` : pageKey}.png`;
}

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
