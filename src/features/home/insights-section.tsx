import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ArrowRight } from '@/components/ui/icons';
import { localizedPath, type Locale } from '@/i18n/routing';
import { articles } from '@/features/news/articles';
import { localizeArticle } from '@/features/news/localize';
import { ArticleTeaser } from '@/features/news/article-teaser';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { SectionHeading } from './section-heading';

const TEASER_COUNT = 3;

/** #insights: the knowledge-centre teaser, the first three articles of the list on the local blog. */
export async function InsightsSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.insights' });
  const tb = await getTranslations({ locale, namespace: 'blog' });
  const teaser = articles.slice(0, TEASER_COUNT).map((article) => localizeArticle(article, locale, tb));
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
              <ArticleTeaser key={article.slug} article={article} locale={locale} readTime={tb('readTime', { minutes: article.readTime })} detailed />
          ))}
        </div>
      </div>
    </section>
  );
}
