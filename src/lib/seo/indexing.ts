import type { PageKey } from '@/i18n/routing';

/**
 * Pages marked noindex (robots meta) and left out of the sitemap: the consultant directory (kept
 * out of search on purpose), the three legal pages, and the booking page (the same form as the
 * booking dialog, for visitors without JavaScript: no content of its own to rank).
 */
export const noindexPageKeys: readonly PageKey[] = ['findConsultant', 'privacyPolicy', 'termsOfService', 'cookiePolicy', 'bookConsultation'];

export const isIndexable = (pageKey: PageKey) => !noindexPageKeys.includes(pageKey);
