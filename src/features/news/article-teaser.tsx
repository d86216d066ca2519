import Link from 'next/link';
import { Clock } from '@/components/ui/icons';
import { localizedPath, type Locale } from '@/i18n/routing';
import { ARTICLE_IMAGE_SIZE } from './article-image';
import { CategoryBadge } from './category-badge';
import { formatPublishDate, type Article } from './localize';

type Props = { article: Article; locale: Locale; readTime: string; /** Excerpt, author and date too (the home teaser). */ detailed?: boolean };

/** A card linking to the local /blog/{slug}: the home page's knowledge centre and an article's related articles. */
export function ArticleTeaser({ article, locale, readTime, detailed = false }: Props) {
  // The focus ring is the card's own (a ring outside its box), which its overflow-hidden cannot clip.
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-2">
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
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {article.title}
          </Link>
        </h3>
        {detailed && <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-muted-foreground">{article.excerpt}</p>}
        <div className="mt-auto pt-5 text-sm text-muted-foreground">
          {detailed && <p className="font-medium text-foreground">{article.author}</p>}
          <p className="mt-1 flex flex-wrap items-center gap-x-2">
            {detailed && (
              <>
                <time dateTime={article.published}>{formatPublishDate(article.published, locale)}</time>
                <span aria-hidden>·</span>
              </>
            )}
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden />
              {readTime}
            </span>
          </p>
        </div>
      </div>
    </article>
  );
}
