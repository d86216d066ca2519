import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ArrowRight, Clock } from 'lucide-react';
import { localizedPath, type Locale } from '@/i18n/routing';
import { articles } from '@/features/news/articles';
import { ARTICLE_IMAGE_SIZE } from '@/features/news/article-image';
import { formatPublishDate, localizeArticle } from '@/features/news/localize';
import { CategoryBadge } from '@/features/news/category-badge';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { SectionHeading } from './section-heading';

const TEASER_COUNT = 3;

/** #insights: the knowledge-centre teaser, the first three articles of the list on the local blog. */
export async function InsightsSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.insights' });
  const tb = await getTranslations({ locale, namespace: 'blog' });
  const teaser = articles.slice(0, TEASER_COUNT).map((article) => localizeArticle(article, tb));
  return (
    <section id="insights" aria-labelledby="insights-title" className="border-y bg-muted/70 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col items-start justify-between gap-6 lg:flex-row lg:items-end">
          <SectionHeading id="insights-title" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
          <Link href={localizedPath('newsViews', locale)} className={cn(buttonVariants({ variant: 'outline' }), 'shrink-0')}>
            {t('viewAll')}
            <ArrowRight aria-hidden />
          </Link>
        </div>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {teaser.map((article) => (
              <article key={article.slug} className="group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-lg">
                {/* A small, lazy SVG illustration below the fold: nothing for next/image to optimise. */}
                <picture className="block aspect-video overflow-hidden bg-muted">
                  <img
                    src={article.image}
                    alt=""
                    width={ARTICLE_IMAGE_SIZE.width}
                    height={ARTICLE_IMAGE_SIZE.height}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
                  />
                </picture>
                <div className="flex flex-1 flex-col p-6">
                  <CategoryBadge categoryId={article.categoryId} className="self-start">
                    {article.category}
                  </CategoryBadge>
                  <h3 className="mt-4 text-lg font-semibold leading-snug tracking-tight text-ink">
                    <Link
                      href={localizedPath('blogArticle', locale, { slug: article.slug })}
                      className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-3 focus-visible:after:outline-ring"
                    >
                      {article.title}
                    </Link>
                  </h3>
                  <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-muted-foreground">{article.excerpt}</p>
                  <div className="mt-auto pt-5 text-sm text-muted-foreground">
                    <p className="font-medium text-foreground">{article.author}</p>
                    <p className="mt-1 flex flex-wrap items-center gap-x-2">
                      <time dateTime={article.publishDate}>{formatPublishDate(article.publishDate, locale)}</time>
                      <span aria-hidden>·</span>
                      <span className="inline-flex items-center gap-1">
                        <Clock className="size-3.5" aria-hidden />
                        {tb('readTime', { minutes: article.readTime })}
                      </span>
                    </p>
                  </div>
                </div>
              </article>
          ))}
        </div>
      </div>
    </section>
  );
}
