import type { Locale } from '@/i18n/routing';
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
type NotFoundTexts = typeof en;
const texts: Record<Locale, NotFoundTexts> = { en, de, fr };

/** The script replaces the page after this long; the meta refresh (whole seconds) after REFRESH_SECONDS. */
export const SCRIPT_REDIRECT_MS = 1200;
export const REFRESH_SECONDS = 2;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const css = [
  ':root{color-scheme:light dark;--fg:#0f172a;--muted:#475569;--bg:#f8fafc;--card:#fff;--accent:#1d4ed8;--ring:#cbd5e1}',
  '@media (prefers-color-scheme:dark){:root{--fg:#f1f5f9;--muted:#cbd5e1;--bg:#0b1120;--card:#111827;--accent:#93c5fd;--ring:#334155}}',
  '*{box-sizing:border-box}',
  'body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1.5rem;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
  'main{max-width:28rem;width:100%;text-align:center;background:var(--card);border-radius:1rem;padding:2.5rem 1.5rem;box-shadow:0 1px 3px rgb(0 0 0/.12)}',
  '.spinner{width:2.5rem;height:2.5rem;margin:0 auto 1.5rem;border-radius:50%;border:4px solid var(--ring);border-top-color:var(--accent);animation:spin .8s linear infinite}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '@media (prefers-reduced-motion:reduce){.spinner{animation:none}}',
  'h1{font-size:1.5rem;line-height:1.25;margin:0 0 .75rem}',
  'p{margin:0 0 1rem;color:var(--muted)}',
  '.status{color:var(--fg);font-weight:600}',
  'a{color:var(--accent);font-weight:600;text-underline-offset:3px}',
  'a:focus-visible{outline:3px solid var(--accent);outline-offset:3px;border-radius:2px}',
].join('');

function renderPage(locale: Locale, home: string): string {
  const t = texts[locale];
  const href = escapeHtml(home);
  return (
    '<!doctype html>' +
    `<html lang="${locale}"><head>` +
    '<meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<meta http-equiv="refresh" content="${REFRESH_SECONDS};url=${href}">` +
    `<title>${escapeHtml(t.documentTitle)}</title>` +
    `<style>${css}</style>` +
    '</head><body><main>' +
    '<div class="spinner" aria-hidden="true"></div>' +
    `<h1>${escapeHtml(t.title)}</h1>` +
    `<p class="status" role="status" aria-live="polite">${escapeHtml(t.redirecting)}</p>` +
    `<p>${escapeHtml(t.message)}</p>` +
    `<p><a href="${href}">${escapeHtml(t.goNow)}</a></p>` +
    '</main>' +
    // JSON.stringify of a path of ours: no quote or '</script' can come through.
    `<script>setTimeout(function(){location.replace(${JSON.stringify(home)})},${SCRIPT_REDIRECT_MS})</script>` +
    '</body></html>'
  );
}

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
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-language': locale,
      'x-robots-tag': 'noindex',
      // The answer may change (the blog site publishes the path): never store it.
      'cache-control': 'no-store',
    },
  });
}
