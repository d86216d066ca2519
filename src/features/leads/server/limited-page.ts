import 'server-only';
import { defaultLocale, isLocale, publicPath, localizedPath } from '@/i18n/routing';
import { escapeHtml } from '@/lib/escape-html';
import { renderStandalonePage, standaloneHeaders } from '@/lib/standalone-page';
import { formsText } from '../translate';

/** The short page a form post without JavaScript is sent to when its client is over the limit (src/app/api/forms/limited). */
export const LIMITED_PAGE_PATH = '/api/forms/limited';

/**
 * "Too many requests" in the visitor's language, with a way back to the form (the browser keeps
 * what was typed there): a few hundred bytes instead of the whole page rendered again. `page`
 * is used only when it is a page of the route table.
 */
export function limitedPage(params: URLSearchParams): Response {
  const lang = params.get('lang');
  const locale = isLocale(lang) ? lang : defaultLocale;
  const page = publicPath(params.get('page') ?? '') ?? localizedPath('home', locale);
  const t = formsText(locale);
  const title = t('errors.rateLimited.title');
  const main = `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t('errors.rateLimited.description'))}</p><p><a href="${escapeHtml(page)}">${escapeHtml(t('errors.bodyTooLarge.back'))}</a></p>`;
  return new Response(renderStandalonePage({ lang: locale, title, main }), { status: 429, headers: { ...standaloneHeaders(locale), 'retry-after': '60' } });
}
