import { memo } from 'react';
import { TrendingUp } from '@/components/ui/icons';
import { SmartImage } from '@/components/ui/image';
import { clsx } from 'clsx';
import { ARTICLE_IMAGE_SIZE } from './article-image';
import { Badge, CategoryBadge } from './category-badge';
import type { NewsCard } from './localize';

export type NewsCardLabels = { newTab: string; trending: string; imageUnavailable: string };

type Props = {
  card: NewsCard;
  href: string;
  labels: NewsCardLabels;
  headingLevel?: 'h3' | 'h4';
  large?: boolean;
  /** Above the fold (the featured cards): load at once, not lazily. */
  eager?: boolean;
};

/**
 * A news card: the whole card opens the article on the blog site in a new tab. Memoised: the list
 * renders again as the page becomes interactive and on every change of its query; a card whose
 * article is the same renders nothing new.
 */
export const NewsCardView = memo(function NewsCardView({ card, href, labels, headingLevel: Heading = 'h3', large = false, eager = false }: Props) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm [contain-intrinsic-block-size:auto_29rem] [content-visibility:auto] transition-shadow hover:shadow-md has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-2" data-slug={card.slug}>
      <SmartImage
        src={card.image}
        alt=""
        width={ARTICLE_IMAGE_SIZE.width}
        height={ARTICLE_IMAGE_SIZE.height}
        unavailableLabel={labels.imageUnavailable}
        loading={eager ? 'eager' : 'lazy'}
        wrapperClassName="aspect-video"
        className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge categoryId={card.categoryId}>{card.category}</CategoryBadge>
          {card.trending && (
            <Badge tone="trending">
              <TrendingUp className="size-3" aria-hidden />
              {labels.trending}
            </Badge>
          )}
        </div>
        <Heading className={clsx('font-semibold tracking-tight text-ink text-balance', large ? 'text-xl' : 'text-lg')}>
          <a href={href} target="_blank" rel="noopener" className="rounded-sm after:absolute after:inset-0 after:content-[''] hover:text-primary focus-visible:outline-none">
            {card.title}
            <span className="sr-only"> {labels.newTab}</span>
          </a>
        </Heading>
        <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">{card.excerpt}</p>
        <p className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 pt-2 text-xs text-muted-foreground">
          <span className="font-medium text-foreground">{card.author}</span>
          <span aria-hidden>·</span>
          <time dateTime={card.publishDate}>{card.dateLabel}</time>
          <span aria-hidden>·</span>
          <span>{card.readTimeLabel}</span>
        </p>
      </div>
    </article>
  );
});
