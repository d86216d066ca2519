import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { serviceForPage } from './catalog';
import { formatDuration, formatFromPrice, formatMonthly } from './catalog-text';
import type { ServicePageKey } from './catalog';

/**
 * The figures a service page's description may name ({duration}, {price} in
 * meta.pages.<pageKey>.description), taken from the catalogue and the page's data, so that a
 * search snippet never quotes an old price.
 */
export function serviceMetaValues(pageKey: ServicePageKey, locale: Locale): Record<string, string> {
  const service = serviceForPage(pageKey);
  if (!service) throw new Error(`no service in the catalogue for page ${pageKey}`);
  return {
    duration: formatDuration(service.duration, locale),
    price: service.price.per === 'month' ? formatMonthly(service.price.min, locale) : formatFromPrice(service.price, locale),
  };
}

/** A service page's metadata, its description filled with the catalogue's figures. */
export async function servicePageMetadata(pageKey: ServicePageKey, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({ pageKey, locale, description: t(`pages.${pageKey}.description`, serviceMetaValues(pageKey, locale)) });
}
