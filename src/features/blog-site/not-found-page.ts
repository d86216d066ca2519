import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { escapeHtml } from '@/lib/escape-html';
import { renderStandalonePage, standaloneHeaders } from '@/lib/standalone-page';
import en from '../../../messages/en/notFound.json';
import de from '../../../messages/de/notFound.json';
import fr from '../../../messages/fr/notFound.json';

/**
 * The 404 answer for an unknown path: a tiny standalone HTML document built in the proxy (no
 * React, no app shell), in the path's language. It says that the page does not exist, shows a
 * spinner and the redirecting message, and sends the visitor to the home page of that language
 * by script (location.replace) and, without JavaScript, by meta refresh; a link does it by hand.
 * Never a soft 200: status 404 and noindex (meta and X-Robots-Tag).
 */
const dictionaries = { en, de, fr } satisfies Record<Locale, typeof en>;
/** The page's texts: next-intl's translator outside a request (the proxy answers before any page renders). */
const notFoundTranslator = (locale: Locale) => createTranslator({ locale, messages: { notFound: dictionaries[locale] }, namespace: 'notFound' });

/** The script replaces the page after this long; the meta refresh (whole seconds) after REFRESH_SECONDS. */
export const SCRIPT_REDIRECT_MS = 1200;
export const REFRESH_SECONDS = 2;

function renderPage(locale: Locale, home: string): string {
  const t = notFoundTranslator(locale);
  const href = escapeHtml(home);
  return renderStandalonePage({
    lang: locale,
    title: t('documentTitle'),
    head: `<meta http-equiv="refresh" content="${REFRESH_SECONDS};url=${href}">`,
    main:
      '<div class="spinner" aria-hidden="true"></div>' +
      `<h1>${escapeHtml(t('title'))}</h1>` +
      `<p class="status" role="status" aria-live="polite">${escapeHtml(t('redirecting'))}</p>` +
      `<p>${escapeHtml(t('message'))}</p>` +
      `<p><a href="${href}">${escapeHtml(t('goNow'))}</a></p>`,
    script: redirectScript(home),
  });
}

// JSON.stringify of a path of ours: no quote or '</script' can come through.
const redirectScript = (home: string) => `setTimeout(function(){location.replace(${JSON.stringify(home)})},${SCRIPT_REDIRECT_MS})`;

const rendered = new Map<string, string>();

/** The page's HTML, built once per language and home. */
export function notFoundHtml(locale: Locale, home: string): string {
  const key = `${locale} ${home}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = renderPage(locale, home);
    rendered.set(key, html);
  }
  return html;
}

export function notFoundResponse(locale: Locale, home: string): Response {
  return new Response(notFoundHtml(locale, home), {
    status: 404,
    // no-store: the answer may change (the blog site publishes the path).
    headers: standaloneHeaders(locale, redirectScript(home)),
  });
}
