import type { PageKey } from '@/i18n/routing';

/**
 * Pages marked noindex (robots meta) and left out of the sitemap: the consultant directory
 * (spec: noindex) and the three legal pages.
 */
export const noindexPageKeys: readonly PageKey[] = ['findConsultant', 'privacyPolicy', 'termsOfService', 'cookiePolicy'];

export const isIndexable = (pageKey: PageKey) => !noindexPageKeys.includes(pageKey);
