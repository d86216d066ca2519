'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { ArrowLeft, FileQuestion } from '@/components/ui/icons';
import { isLocale, localizedPath } from '@/i18n/routing';
import { buttonVariants } from '@/components/ui/button-variants';

/**
 * 'Article Not Found': the page of the reserved slug, prerendered in every language with its
 * text in the HTML, served with status 404 at any unknown /blog/{slug} (site-proxy.ts).
 */
export function ArticleNotFound() {
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  const t = useTranslations('blog.notFound');
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6 sm:py-32">
      <FileQuestion className="size-12 text-brand" aria-hidden />
      <h1 className="mt-6 text-4xl font-bold tracking-tight text-ink">{t('title')}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('text')}</p>
      <Link href={localizedPath('newsViews', locale)} className={buttonVariants({ variant: 'default', size: 'lg', className: 'mt-8' })}>
        <ArrowLeft aria-hidden />
        {t('back')}
      </Link>
    </section>
  );
}
