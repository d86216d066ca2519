import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { isLocale, localizedPath } from '@/i18n/routing';
import { buttonVariants } from '@/components/ui/button';

/**
 * 'Article Not Found' (404): an unknown /blog/{slug}, which the proxy rewrites to the prerendered
 * /blog/article-not-found. Not-found files get no params: the locale is the one the layout set.
 */
export default async function ArticleNotFound() {
  const current = await getLocale();
  const locale = isLocale(current) ? current : 'en';
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6 sm:py-32">
      <FileQuestion className="size-12 text-brand" aria-hidden />
      <h1 className="mt-6 text-4xl font-bold tracking-tight text-ink">{t('notFound.title')}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('notFound.text')}</p>
      <Link href={localizedPath('newsViews', locale)} className={buttonVariants({ variant: 'default', size: 'lg', className: 'mt-8' })}>
        <ArrowLeft aria-hidden />
        {t('notFound.back')}
      </Link>
    </section>
  );
}
