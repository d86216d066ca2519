'use client';

import * as React from 'react';
import { useTranslations } from 'next-intl';
import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { clsx } from 'clsx';
import { buttonVariants } from '@/components/ui/button-variants';
import { setUrlSearch } from '@/components/site/url-search';
import { NewsCardView, type NewsCardLabels } from './news-card';
import type { NewsCard } from './localize';
import { CATEGORY_NAV_ID, NEWS_CATEGORIES, newsQueryString, newsView, type NewsCategoryId, type NewsQuery } from './query';

export type NewsViewProps = {
  cards: NewsCard[];
  locale: string;
  /** The news page's own path in this language (from the route table), for the filter links. */
  basePath: string;
  blogSiteUrl: string;
  categoryNames: Record<NewsCategoryId, string>;
  cardLabels: NewsCardLabels;
};

const LATEST_ID = 'latest-articles';

/** Writes a new list state into the URL; NewsBrowser re-renders the list from it. */
const navigate = (next: NewsQuery, mode: 'push' | 'replace') => setUrlSearch(newsQueryString(next), mode);

const isPlainClick = (e: React.MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** The category filter, the featured section, the latest grid and its pagination for one state. */
export function NewsView({ cards, locale, basePath, blogSiteUrl, categoryNames, cardLabels, query }: NewsViewProps & { query: NewsQuery }) {
  const t = useTranslations('news');
  const view = React.useMemo(() => newsView(cards, query, locale), [cards, query, locale]);
  const latestHeading = React.useRef<HTMLHeadingElement>(null);
  const href = (slug: string) => `${blogSiteUrl}/${slug}`;

  const goToPage = (page: number) => {
    navigate({ ...query, page }, 'push');
    latestHeading.current?.focus({ preventScroll: true });
    document.getElementById(LATEST_ID)?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <nav id={CATEGORY_NAV_ID} tabIndex={-1} aria-label={t('categoriesLabel')} className="border-b bg-background focus-visible:outline-none">
        <ul className="mx-auto flex max-w-7xl flex-wrap gap-2 px-4 py-5 sm:px-6 lg:px-8">
          {NEWS_CATEGORIES.map((category) => {
            const active = category === query.category;
            const next: NewsQuery = { category, q: query.q, page: 1 };
            return (
              <li key={category}>
                <a
                  href={`${basePath}${newsQueryString(next)}`}
                  aria-current={active ? 'true' : undefined}
                  data-category={category}
                  onClick={(e) => {
                    if (!isPlainClick(e)) return;
                    e.preventDefault();
                    navigate(next, 'push');
                  }}
                  className={clsx(
                    'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors',
                    active ? 'border-primary bg-primary text-primary-foreground' : 'bg-background text-foreground hover:bg-accent',
                  )}
                >
                  {categoryNames[category]}
                  <span aria-hidden className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', active ? 'bg-white text-primary' : 'bg-muted text-muted-foreground')}>
                    {view.counts[category]}
                  </span>
                  <span className="sr-only">({t('articleCount', { count: view.counts[category] })})</span>
                </a>
              </li>
            );
          })}
        </ul>
      </nav>

      {view.featured.length > 0 && (
        <section aria-labelledby="featured-articles-title" className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8">
          <h2 id="featured-articles-title" className="text-3xl font-bold tracking-tight text-ink">
            {t('featuredTitle')}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3" data-testid="featured-articles">
            {view.featured.map((card, i) => (
              <li key={card.slug} className="flex">
                {/* Only the first picture is on a phone's first screen: the others wait for layout. */}
                <NewsCardView card={card} href={href(card.slug)} labels={cardLabels} large eager={i === 0} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section id={LATEST_ID} aria-labelledby="latest-articles-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="latest-articles-title" ref={latestHeading} tabIndex={-1} className="text-3xl font-bold tracking-tight text-ink focus-visible:outline-none">
            {query.category === 'all' ? t('latestTitle') : categoryNames[query.category]}
          </h2>
          <p role="status" className="text-sm font-medium text-muted-foreground" data-testid="articles-found">
            {t('found', { count: view.latest.total })}
          </p>
        </div>

        {view.latest.total === 0 ? (
          <div className="mt-8 rounded-xl border border-dashed p-10 text-center">
            <p className="text-muted-foreground">{t('noResults')}</p>
            <a
              href={basePath}
              onClick={(e) => {
                if (!isPlainClick(e)) return;
                e.preventDefault();
                navigate({ category: 'all', q: '', page: 1 }, 'push');
              }}
              className="mt-4 inline-block font-semibold text-primary underline-offset-4 hover:underline"
            >
              {t('showAll')}
            </a>
          </div>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="latest-articles">
            {view.latest.items.map((card) => (
              <li key={card.slug} className="flex">
                <NewsCardView card={card} href={href(card.slug)} labels={cardLabels} />
              </li>
            ))}
          </ul>
        )}

        {view.latest.total > 0 && (
          <nav aria-label={t('pagination')} className="mt-10 flex items-center justify-center gap-4">
            <button type="button" className={buttonVariants({ variant: 'outline' })} disabled={!view.latest.hasPrevious} onClick={() => goToPage(view.latest.page - 1)}>
              <ChevronLeft aria-hidden />
              {t('previous')}
            </button>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('pageOf', { page: view.latest.page, total: view.latest.totalPages })}
            </p>
            <button type="button" className={buttonVariants({ variant: 'outline' })} disabled={!view.latest.hasNext} onClick={() => goToPage(view.latest.page + 1)}>
              {t('next')}
              <ChevronRight aria-hidden />
            </button>
          </nav>
        )}
      </section>
    </>
  );
}
