import type { Metadata } from 'next';
import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { ArrowLeft, CalendarDays, Clock, Flame, Star, Tag } from '@/components/ui/icons';
import { SmartImage } from '@/components/ui/image';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { CtaBand } from '@/components/site/cta-band';
import { pickNamespaces } from '@/i18n/messages';
import { localizedPath, type Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { JsonLd, logoUrl } from '@/lib/seo/json-ld';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { ogImagePath } from '@/lib/seo/og-image';
import { ArticleActions } from './article-actions';
import { ArticleBody } from './article-body';
import { ARTICLE_IMAGE_SIZE } from './article-image';
import { ArticleNotFound } from './article-not-found';
import { ArticleTeaser } from './article-teaser';
import { articles as articleRecords, getArticle, relatedArticles } from './articles';
import { Badge, CategoryBadge } from './category-badge';
import { getLocalizedArticles } from './get-articles';
import { formatPublishDate } from './localize';
import { articleJsonLd } from './structured-data';

type Localized = Awaited<ReturnType<typeof getLocalizedArticles>>;
type Article = Localized['articles'][number];
type BlogT = Localized['t'];

/** An article in a language, or null for a slug that is no article (the reserved 404 slug). */
async function localizedArticle(locale: Locale, slug: string) {
  const record = getArticle(slug);
  if (!record) return null;
  const { t, articles } = await getLocalizedArticles(locale);
  return {
    t,
    article: articles[record.id - 1],
    markdown: record.texts[locale].markdown,
    related: relatedArticles(record, articleRecords).map((r) => articles[r.id - 1]),
  };
}

export async function articleMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const found = await localizedArticle(locale, slug);
  if (!found) {
    const t = await getTranslations({ locale, namespace: 'blog' });
    return { title: t('notFound.title'), robots: { index: false, follow: true } };
  }
  const { article } = found;
  return pageMetadata({ pageKey: 'blogArticle', locale, params: { slug }, title: article.title, description: article.excerpt, type: 'article' });
}

/**
 * An article page: its header (trail, badges, title, byline, actions), picture, body and tags,
 * the related articles, the way back to the list and the call to action. The reserved
 * ARTICLE_NOT_FOUND_SLUG renders the 'Article Not Found' page in full; the build gives it the
 * 404 status (scripts/lib/prerendered.ts).
 */
export async function ArticlePage({ locale, slug }: { locale: Locale; slug: string }) {
  const found = await localizedArticle(locale, slug);
  if (!found) return <ArticleNotFound />;
  const { t, article, markdown, related } = found;
  const [tUi, tCommon] = await Promise.all([getTranslations({ locale, namespace: 'ui' }), getTranslations({ locale, namespace: 'common' })]);

  return (
    <>
      <ArticleStructuredData locale={locale} article={article} />
      <article>
        <ArticleHeader locale={locale} article={article} t={t} />
        <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <SmartImage
            src={article.image}
            alt={article.imageAlt}
            width={ARTICLE_IMAGE_SIZE.width}
            height={ARTICLE_IMAGE_SIZE.height}
            loading="eager"
            fetchPriority="high"
            unavailableLabel={tUi('imageNotAvailable')}
            wrapperClassName="aspect-video rounded-xl border shadow-sm"
            className="h-full w-full object-cover"
          />
          <div className="mt-12">
            <ArticleBody markdown={markdown} labels={{ toc: t('toc'), table: t('tableLabel'), newTab: tCommon('newTab') }} />
          </div>
          <ArticleTags tags={article.tags} title={t('tags')} />
        </div>
      </article>
      <RelatedArticles locale={locale} related={related} t={t} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <Link href={localizedPath('newsViews', locale)} className="inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline">
          <ArrowLeft className="size-4" aria-hidden />
          {t('back')}
        </Link>
      </div>
      <CtaBand locale={locale} title={t('ctaTitle')} text={t('ctaText')} />
    </>
  );
}

async function ArticleStructuredData({ locale, article }: { locale: Locale; article: Article }) {
  const tMeta = await getTranslations({ locale, namespace: 'meta' });
  return (
    <JsonLd
      data={articleJsonLd({
        headline: article.title,
        description: article.excerpt,
        url: absoluteUrl('blogArticle', locale, { slug: article.slug }),
        images: [`${env().SITE_URL}${ogImagePath('blogArticle', locale, { slug: article.slug })}`, `${env().SITE_URL}${article.image}`],
        datePublished: article.published,
        dateModified: article.updated,
        wordCount: article.words,
        author: article.author,
        authorTitle: article.authorTitle,
        section: article.category,
        keywords: article.tags,
        inLanguage: locale,
        publisher: tMeta('siteName'),
        publisherUrl: absoluteUrl('home', locale),
        publisherLogo: logoUrl(),
      })}
    />
  );
}

async function ArticleHeader({ locale, article, t }: { locale: Locale; article: Article; t: BlogT }) {
  const [tCommon, tMeta, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'meta' }),
    getMessages({ locale }),
  ]);
  const { slug } = article;
  return (
    <header className="border-b bg-gradient-to-b from-accent/70 to-background">
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <Breadcrumbs
          label={tCommon('breadcrumb')}
          items={[
            { name: tCommon('home'), href: localizedPath('home', locale), url: absoluteUrl('home', locale) },
            { name: tMeta('pages.newsViews.heading'), href: localizedPath('newsViews', locale), url: absoluteUrl('newsViews', locale) },
            { name: article.title, href: localizedPath('blogArticle', locale, { slug }), url: absoluteUrl('blogArticle', locale, { slug }) },
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
              <time dateTime={article.published}>{formatPublishDate(article.published, locale, 'long')}</time>
            </span>
            {article.updated > article.published && (
              <span>
                {t('updatedOn')} <time dateTime={article.updated}>{formatPublishDate(article.updated, locale, 'long')}</time>
              </span>
            )}
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden />
              {t('readTime', { minutes: article.readTime })}
            </span>
          </p>
        </div>
        <div className="mt-6">
          {/* Only the actions' own texts reach the browser. */}
          <NextIntlClientProvider locale={locale} messages={pickNamespaces(messages, ['blog.actions'])}>
            <ArticleActions slug={slug} title={article.title} text={article.excerpt} />
          </NextIntlClientProvider>
        </div>
      </div>
    </header>
  );
}

function ArticleTags({ tags, title }: { tags: readonly string[]; title: string }) {
  return (
    <section aria-labelledby="article-tags" className="mt-12 border-t pt-8">
      <h2 id="article-tags" className="flex items-center gap-2 text-sm font-semibold tracking-wider text-muted-foreground uppercase">
        <Tag className="size-4" aria-hidden />
        {title}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag} className="rounded-full bg-muted px-3 py-1 text-sm font-medium text-foreground">
            {tag}
          </li>
        ))}
      </ul>
    </section>
  );
}

function RelatedArticles({ locale, related, t }: { locale: Locale; related: Article[]; t: BlogT }) {
  if (related.length === 0) return null;
  return (
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
  );
}

/** The author's initials, for the byline's avatar. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
