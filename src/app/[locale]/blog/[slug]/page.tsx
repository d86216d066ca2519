import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ArrowLeft, CalendarDays, Clock, Flame, Star, Tag } from '@/components/ui/icons';
import { initLocale } from '@/i18n/locale';
import { localizedPath } from '@/i18n/routing';
import { env } from '@/lib/env';
import { absoluteUrl, pageMetadata } from '@/features/seo/metadata';
import { CtaBand } from '@/components/site/cta-band';
import { SmartImage } from '@/components/ui/image';
import { ARTICLE_NOT_FOUND_SLUG, articleSlugs } from '@/features/news/slugs';
import { ArticleNotFound } from '@/features/news/article-not-found';
import { articles as articleRecords, getArticle, relatedArticles } from '@/features/news/articles';
import { ARTICLE_IMAGE_SIZE } from '@/features/news/article-image';
import { getLocalizedArticles } from '@/features/news/get-articles';
import { formatPublishDate } from '@/features/news/localize';
import { ArticleActions } from '@/features/news/article-actions';
import { ArticleBody } from '@/features/news/article-body';
import { ArticleTeaser } from '@/features/news/article-teaser';
import { Badge, CategoryBadge } from '@/features/news/category-badge';
import { JsonLd } from '@/features/seo/json-ld';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { articleJsonLd } from '@/features/news/structured-data';

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
  const { locale: raw, slug } = await params;
  const locale = initLocale(raw);
  const record = getArticle(slug);
  if (!record) {
    const t = await getTranslations({ locale, namespace: 'blog' });
    return { title: t('notFound.title'), robots: { index: false, follow: true } };
  }
  const { articles } = await getLocalizedArticles(locale);
  const article = articles[record.id - 1];
  return pageMetadata({ pageKey: 'blogArticle', locale, params: { slug }, title: article.title, description: article.excerpt, type: 'article' });
}

export default async function BlogArticlePage({ params }: Props) {
  const { locale: raw, slug } = await params;
  const locale = initLocale(raw);
  const record = getArticle(slug);
  // The reserved ARTICLE_NOT_FOUND_SLUG: rendered in full (text, language, links in the HTML);
  // the build gives its prerendered page the 404 status (scripts/lib/prerendered.mjs).
  if (!record) return <ArticleNotFound />;

  const [{ t, articles }, tCommon, tMeta, tUi] = await Promise.all([
    getLocalizedArticles(locale),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'meta' }),
    getTranslations({ locale, namespace: 'ui' }),
  ]);
  const article = articles[record.id - 1];
  const related = relatedArticles(record, articleRecords).map((r) => articles[r.id - 1]);
  const newsPath = localizedPath('newsViews', locale);
  const articleUrl = absoluteUrl('blogArticle', locale, { slug });
  const newsTitle = tMeta('pages.newsViews.heading');
  const site = env().SITE_URL;

  return (
    <>
      <JsonLd
        data={articleJsonLd({
          headline: article.title,
          description: article.excerpt,
          url: articleUrl,
          image: `${site}${article.image}`,
          datePublished: article.publishDate,
          author: article.author,
          authorTitle: article.authorTitle,
          section: article.category,
          keywords: article.tags,
          inLanguage: locale,
          publisher: tMeta('siteName'),
          publisherUrl: absoluteUrl('home', locale),
        })}
      />

      <article>
        <header className="border-b bg-gradient-to-b from-accent/70 to-background">
          <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
            <Breadcrumbs
              label={tCommon('breadcrumb')}
              items={[
                { name: tCommon('home'), href: localizedPath('home', locale), url: absoluteUrl('home', locale) },
                { name: newsTitle, href: newsPath, url: absoluteUrl('newsViews', locale) },
                { name: article.title, href: localizedPath('blogArticle', locale, { slug }), url: articleUrl },
              ]}
            />

            <div className="mt-8 flex flex-wrap items-center gap-2">
              <CategoryBadge categoryId={article.categoryId}>{article.category}</CategoryBadge>
              {article.trending && (
                <Badge tone="trending">
                  <Flame className="size-3" aria-hidden />
                  {t('badges.trending')}
                </Badge>
              )}
              {article.featured && (
                <Badge tone="featured">
                  <Star className="size-3" aria-hidden />
                  {t('badges.featured')}
                </Badge>
              )}
            </div>
            <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">{article.title}</h1>
            <p className="mt-5 text-xl leading-relaxed text-muted-foreground text-pretty">{article.excerpt}</p>

            <div className="mt-8 flex flex-wrap items-center justify-between gap-6">
              <div className="flex items-center gap-3">
                <span aria-hidden className="flex size-11 items-center justify-center rounded-full bg-brand-deep text-sm font-semibold text-white">
                  {initials(article.author)}
                </span>
                <div>
                  <p className="font-semibold text-ink">{t('byline', { author: article.author })}</p>
                  <p className="text-sm text-muted-foreground">{article.authorTitle}</p>
                </div>
              </div>
              <p className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
                <span className="inline-flex items-center gap-1.5">
                  <CalendarDays className="size-4" aria-hidden />
                  <span className="sr-only">{t('publishedOn')} </span>
                  <time dateTime={article.publishDate}>{formatPublishDate(article.publishDate, locale, 'long')}</time>
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <Clock className="size-4" aria-hidden />
                  {t('readTime', { minutes: article.readTime })}
                </span>
              </p>
            </div>
            <div className="mt-6">
              <ArticleActions
                slug={article.slug}
                title={article.title}
                text={article.excerpt}
                labels={{
                  group: t('actions.label'),
                  share: t('actions.share'),
                  save: t('actions.save'),
                  linkCopiedTitle: t('actions.linkCopiedTitle'),
                  linkCopiedText: t('actions.linkCopiedText'),
                  shareFailedTitle: t('actions.shareFailedTitle'),
                  shareFailedText: t('actions.shareFailedText'),
                  savedTitle: t('actions.savedTitle'),
                  savedText: t('actions.savedText'),
                  removedTitle: t('actions.removedTitle'),
                  storageFailedTitle: t('actions.storageFailedTitle'),
                  storageFailedText: t('actions.storageFailedText'),
                }}
              />
            </div>
          </div>
        </header>

        <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <SmartImage
            src={article.image}
            alt=""
            width={ARTICLE_IMAGE_SIZE.width}
            height={ARTICLE_IMAGE_SIZE.height}
            loading="eager"
            fetchPriority="high"
            unavailableLabel={tUi('imageNotAvailable')}
            wrapperClassName="aspect-video rounded-xl border shadow-sm"
            className="h-full w-full object-cover"
          />
          <div className="mt-12">
            <ArticleBody t={t} title={article.title} category={article.category} categoryId={article.categoryId} />
          </div>

          <section aria-labelledby="article-tags" className="mt-12 border-t pt-8">
            <h2 id="article-tags" className="flex items-center gap-2 text-sm font-semibold tracking-wider text-muted-foreground uppercase">
              <Tag className="size-4" aria-hidden />
              {t('tags')}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {article.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-muted px-3 py-1 text-sm font-medium text-foreground">
                  {tag}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </article>

      {related.length > 0 && (
        <section aria-labelledby="related-articles" className="border-t bg-muted/60">
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
            <h2 id="related-articles" className="text-3xl font-bold tracking-tight text-ink">
              {t('related')}
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-3" data-testid="related-articles">
              {related.map((r) => (
                <li key={r.slug} className="flex">
                  <ArticleTeaser article={r} locale={locale} readTime={t('readTime', { minutes: r.readTime })} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <Link href={newsPath} className="inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline">
          <ArrowLeft className="size-4" aria-hidden />
          {t('back')}
        </Link>
      </div>
      <CtaBand locale={locale} title={t('ctaTitle')} text={t('ctaText')} />
    </>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
