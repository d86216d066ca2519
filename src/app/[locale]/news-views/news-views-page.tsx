import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { initLocale, type LocalePageProps } from '@/i18n/locale';
import { localizedPath, type Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { feedPath, pageMetadata } from '@/lib/seo/metadata';
import { Rss } from '@/components/ui/icons';
import { PageHero } from '@/components/site/page-hero';
import { CtaBand } from '@/components/site/cta-band';
import { NewsletterBox } from '@/features/leads/newsletter-box';
import { getLocalizedArticles } from '@/features/news/get-articles';
import { toNewsCard } from '@/features/news/localize';
import { CATEGORY_NAV_ID, NEWS_CATEGORIES, type NewsCategoryId } from '@/features/news/query';
import { NewsBrowser } from '@/features/news/news-browser';
import type { NewsViewProps } from '@/features/news/news-view';
import { NewsSearch } from '@/features/news/news-search';

export async function newsViewsMetadata({ params }: LocalePageProps) {
  const { locale } = await params;
  return pageMetadata({ pageKey: 'newsViews', locale: initLocale(locale) });
}

/**
 * The news page: prerendered with the list's default view (page.tsx), and rendered for a request
 * with the view of its query (`search`, normalised: search/page.tsx, docs/decisions/025).
 */
export async function NewsViewsPage({ locale, search = '' }: { locale: Locale; search?: string }) {
  const [tMeta, tNews, tCommon, tUi, messages, { t: tBlog, articles }] = await Promise.all([
    getTranslations({ locale, namespace: 'meta' }),
    getTranslations({ locale, namespace: 'news' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'ui' }),
    getMessages({ locale }),
    getLocalizedArticles(locale),
  ]);

  const categoryNames = Object.fromEntries(
    NEWS_CATEGORIES.map((c) => [c, c === 'all' ? tNews('categories.all') : tBlog(`categories.${c}`)]),
  ) as Record<NewsCategoryId, string>;
  const listProps: NewsViewProps = {
    cards: articles.map((a) => toNewsCard(a, locale, tBlog)),
    locale,
    basePath: localizedPath('newsViews', locale),
    blogSiteUrl: env().BLOG_SITE_URL,
    categoryNames,
    cardLabels: { newTab: tCommon('newTab'), trending: tNews('trending'), imageUnavailable: tUi('imageNotAvailable') },
  };
  const searchLabels = { label: tNews('searchLabel'), placeholder: tNews('searchPlaceholder'), filter: tNews('filter') };

  return (
    <>
      <PageHero eyebrow={tNews('eyebrow')} title={tMeta('pages.newsViews.heading')} intro={tMeta('pages.newsViews.intro')}>
        <NewsSearch labels={searchLabels} filterTarget={CATEGORY_NAV_ID} initialSearch={search} />
      </PageHero>

      {/* Only the list's own texts reach the browser, and only on this page. */}
      <NextIntlClientProvider locale={locale} messages={{ news: messages.news }} timeZone="UTC">
        <NewsBrowser {...listProps} initialSearch={search} />
      </NextIntlClientProvider>

      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
        <NewsletterBox locale={locale} tone="light" title={tNews('newsletterTitle')} text={tNews('newsletterText')} />
        <p className="mt-4 text-center text-sm">
          <a href={feedPath(locale)} type="application/atom+xml" className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline">
            <Rss className="size-4" aria-hidden />
            {tNews('feedLink')}
          </a>
        </p>
      </div>
      <CtaBand locale={locale} />
    </>
  );
}
