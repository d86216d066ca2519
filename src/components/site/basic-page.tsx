import { getTranslations } from 'next-intl/server';
import type { Locale, StaticPageKey } from '@/i18n/routing';
import { PageHero } from './page-hero';
import { CtaBand } from './cta-band';

/** Title and hero of a page from the dictionary, then the closing call to action. */
export async function BasicPage({ pageKey, locale, children }: { pageKey: StaticPageKey; locale: Locale; children?: React.ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'meta' });
  return (
    <>
      <PageHero title={t(`pages.${pageKey}.heading`)} intro={t(`pages.${pageKey}.intro`) || undefined} />
      {children}
      <CtaBand locale={locale} />
    </>
  );
}
