'use client';

import * as React from 'react';
import { useTranslations } from 'next-intl';
import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { clsx } from 'clsx';
import { buttonVariants } from '@/components/ui/button-variants';
import { setUrlSearch, useAfterHydration } from '@/components/site/url-search';
import { NewsCardView, type NewsCardLabels } from './news-card';
import type { NewsCard } from './localize';
import { CATEGORY_NAV_ID, LATEST_ID, NEWS_CATEGORIES, newsQueryString, newsView, type NewsCategoryId, type NewsQuery } from './query';

export type NewsViewProps = {
  cards: NewsCard[];
  locale: string;
  /** The news page's own path in this language (from the route table), for the filter links. */
  basePath: string;
  blogSiteUrl: string;
  categoryNames: Record<NewsCategoryId, string>;
  cardLabels: NewsCardLabels;
};

/** Writes a new list state into the URL; NewsBrowser re-renders the list from it. */
const navigate = (next: NewsQuery, mode: 'push' | 'replace') => setUrlSearch(newsQueryString(next), mode);

/** Shows a list state in place, through the URL. */
type Show = (next: NewsQuery) => void;

/** A link's plain click shows `next` in place; a click with a modifier key opens the link as usual. */
function showInPlace(e: React.MouseEvent, next: NewsQuery, show: Show) {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  show(next);
}

/** The category filter, the featured section, the latest grid and its pagination for one state. */
export function NewsView({ cards, locale, basePath, blogSiteUrl, categoryNames, cardLabels, query }: NewsViewProps & { query: NewsQuery }) {
  const t = useTranslations('news');
  const view = React.useMemo(() => newsView(cards, query, locale), [cards, query, locale]);
  // A click before Next's router follows the address bar (it starts just after the page hydrates)
  // is shown once it does: a history entry written earlier would be undone by the router.
  const pending = React.useRef<NewsQuery | null>(null);
  const ready = useAfterHydration(() => {
    if (pending.current) navigate(pending.current, 'push');
    pending.current = null;
  });
  const show: Show = (next) => {
    if (ready.current) navigate(next, 'push');
    else pending.current = next;
  };
  const card = (item: NewsCard, large = false, eager = false) => (
    <li key={item.slug} className="flex">
      <NewsCardView card={item} href={`${blogSiteUrl}/${item.slug}`} labels={cardLabels} large={large} eager={eager} />
    </li>
  );
  return (
    <>
      <CategoryFilter basePath={basePath} categoryNames={categoryNames} query={query} counts={view.counts} show={show} />
      {view.featured.length > 0 && (
        <section aria-labelledby="featured-articles-title" className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8">
          <h2 id="featured-articles-title" className="text-3xl font-bold tracking-tight text-ink">
            {t('featuredTitle')}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3" data-testid="featured-articles">
            {/* Only the first picture is on a phone's first screen: the others wait for layout. */}
            {view.featured.map((item, i) => card(item, true, i === 0))}
          </ul>
        </section>
      )}
      <LatestArticles basePath={basePath} title={query.category === 'all' ? undefined : categoryNames[query.category]} query={query} latest={view.latest} show={show}>
        {view.latest.items.map((item) => card(item))}
      </LatestArticles>
    </>
  );
}

type View = ReturnType<typeof newsView>;

/** One link per category with its number of articles; the current one is marked. */
function CategoryFilter({ basePath, categoryNames, query, counts, show }: Pick<NewsViewProps, 'basePath' | 'categoryNames'> & { query: NewsQuery; counts: View['counts']; show: Show }) {
  const t = useTranslations('news');
  return (
    <nav id={CATEGORY_NAV_ID} tabIndex={-1} aria-label={t('categoriesLabel')} className="border-b bg-background focus-visible:outline-none">
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-2 px-4 py-5 sm:px-6 lg:px-8">
        {NEWS_CATEGORIES.map((category) => {
          const active = category === query.category;
          const next: NewsQuery = { category, q: query.q, page: 1 };
          return (
            <li key={category}>
              <a
                href={`${basePath}${newsQueryString(next)}#${CATEGORY_NAV_ID}`}
                aria-current={active ? 'true' : undefined}
                data-category={category}
                onClick={(e) => showInPlace(e, next, show)}
                className={clsx(
                  'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors',
                  active ? 'border-primary bg-primary text-primary-foreground' : 'bg-background text-foreground hover:bg-accent',
                )}
              >
                {categoryNames[category]}
                <span aria-hidden className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', active ? 'bg-white text-primary' : 'bg-muted text-muted-foreground')}>
                  {counts[category]}
                </span>
                <span className="sr-only">({t('articleCount', { count: counts[category] })})</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The latest articles of the category (its name as `title`, or 'Latest articles'), how many there
 * are, and the pagination, which moves the focus to the heading.
 */
function LatestArticles({ basePath, title, query, latest, show, children }: { basePath: string; title?: string; query: NewsQuery; latest: View['latest']; show: Show; children: React.ReactNode }) {
  const t = useTranslations('news');
  const heading = React.useRef<HTMLHeadingElement>(null);
  const goToPage = (e: React.MouseEvent, page: number) => {
    e.preventDefault();
    show({ ...query, page });
    heading.current?.focus({ preventScroll: true });
    document.getElementById(LATEST_ID)?.scrollIntoView({ block: 'start' });
  };

  return (
    <section id={LATEST_ID} aria-labelledby="latest-articles-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="latest-articles-title" ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight text-ink focus-visible:outline-none">
          {title ?? t('latestTitle')}
        </h2>
        <p role="status" className="text-sm font-medium text-muted-foreground" data-testid="articles-found">
          {t('found', { count: latest.total })}
        </p>
      </div>

      {latest.total === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed p-10 text-center">
          <p className="text-muted-foreground">{t('noResults')}</p>
          <a
            href={basePath}
            onClick={(e) => showInPlace(e, { category: 'all', q: '', page: 1 }, show)}
            className="mt-4 inline-block font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('showAll')}
          </a>
        </div>
      ) : (
        <>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="latest-articles">
            {children}
          </ul>
          <nav aria-label={t('pagination')}>
            {/* Without JavaScript, a button sends the list's state with its page as a GET, which the server answers with that page (docs/decisions/025). */}
            <form action={`${basePath}#${LATEST_ID}`} className="mt-10 flex flex-wrap items-center justify-center gap-x-4 gap-y-3">
              {query.category !== 'all' && <input type="hidden" name="category" value={query.category} />}
              {query.q.trim() !== '' && <input type="hidden" name="q" value={query.q} />}
              <button type="submit" name="page" value={latest.page - 1} className={buttonVariants({ variant: 'outline' })} disabled={!latest.hasPrevious} onClick={(e) => goToPage(e, latest.page - 1)}>
                <ChevronLeft aria-hidden />
                {t('previous')}
              </button>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t('pageOf', { page: latest.page, total: latest.totalPages })}
              </p>
              <button type="submit" name="page" value={latest.page + 1} className={buttonVariants({ variant: 'outline' })} disabled={!latest.hasNext} onClick={(e) => goToPage(e, latest.page + 1)}>
                {t('next')}
                <ChevronRight aria-hidden />
              </button>
            </form>
          </nav>
        </>
      )}
    </section>
  );
}
