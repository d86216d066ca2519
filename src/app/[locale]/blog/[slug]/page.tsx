import type { Metadata } from 'next';
import { initLocale } from '@/i18n/locale';
import { ARTICLE_NOT_FOUND_SLUG, articleSlugs } from '@/features/news/slugs';
import { ArticlePage, articleMetadata } from '@/features/news/article-page';

type Props = { params: Promise<{ locale: string; slug: string }> };

/**
 * The 84 articles in every language (the layout adds the locales), plus the reserved
 * ARTICLE_NOT_FOUND_SLUG, prerendered as the 404 'Article Not Found' page: the proxy rewrites any
 * unknown /blog/{slug} there. (The layout's dynamicParams = false applies to this route too, and
 * Next answers other params with its root 404.)
 */
export function generateStaticParams(): Array<{ slug: string }> {
  return [...articleSlugs, ARTICLE_NOT_FOUND_SLUG].map((slug) => ({ slug }));
}

export const dynamicParams = false;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  return articleMetadata(initLocale(locale), slug);
}

export default async function BlogArticlePage({ params }: Props) {
  const { locale, slug } = await params;
  return <ArticlePage locale={initLocale(locale)} slug={slug} />;
}
