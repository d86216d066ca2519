import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { directoryNamespaces, pickNamespaces } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { UrlConsultantDirectory } from './consultant-directory';
import { directoryProps } from './directory-props';
import { TOP_RATED } from './data';
import { formatRating } from './format';

/**
 * #directory: the searchable list of consultants, in the view of `search` (a query string: the
 * default view when empty). Its client components read their texts from a provider of their own,
 * which carries only the directory's messages.
 */
export async function DirectorySection({ locale, search }: { locale: Locale; search?: string }) {
  const [t, messages, directory] = await Promise.all([
    getTranslations({ locale, namespace: 'consultants.directory' }),
    getMessages({ locale }),
    directoryProps(locale),
  ]);
  return (
    <section id="directory" aria-labelledby="directory-title" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="directory-title" className="text-3xl font-bold tracking-tight text-ink">
          {t('heading')}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{t('intro')}</p>
        <p id="ratings" className="mt-3 mb-8 max-w-3xl text-sm text-muted-foreground">
          {t('ratings', { minRating: formatRating(TOP_RATED.minRating, locale), minReviews: TOP_RATED.minReviews })}
        </p>
        <NextIntlClientProvider locale={locale} messages={pickNamespaces(messages, directoryNamespaces)}>
          <UrlConsultantDirectory {...directory} initialSearch={search} />
        </NextIntlClientProvider>
      </div>
    </section>
  );
}
