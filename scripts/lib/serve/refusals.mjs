// The refusals of the site's server (scripts/serve.mjs): its own short answers, which close the
// connection when a body is still on its way, and the 413 and 429 pages in the path's language.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultLocale, locales } from '../../../src/i18n/routing.ts';
import { escapeHtml } from '../../../src/lib/escape-html.ts';
import { renderStandalonePage, standaloneHeaders } from '../../../src/lib/standalone-page.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** How long a refused body is still read (and dropped) after the answer, so the client sees the answer. */
const LINGER_MS = 2000;

/** @typedef {{ title: string, description: string, back: string }} RefusalText */
/** @typedef {Record<string, { tooLarge: RefusalText, tooMany: RefusalText }>} RefusalTexts */

/**
 * The texts of the 413 and 429 pages in every language, from the dictionary (messages/<locale>/forms.json).
 * @returns {RefusalTexts}
 */
export function readRefusalTexts(root = ROOT) {
  return Object.fromEntries(
    locales.map((l) => {
      const { errors } = JSON.parse(readFileSync(path.join(root, 'messages', l, 'forms.json'), 'utf8'));
      return [l, { tooLarge: errors.bodyTooLarge, tooMany: { ...errors.rateLimited, back: errors.bodyTooLarge.back } }];
    }),
  );
}

/**
 * A page in the path's language that says why the post was refused and leads back to the form: a
 * standalone page (src/lib/standalone-page.ts), as the unknown path's 404 is.
 * @param {string} pathname
 * @param {RefusalText} t
 * @param {string} locale
 */
function refusalPage(pathname, t, locale) {
  const main = `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.description)}</p><p><a href="${escapeHtml(pathname)}">${escapeHtml(t.back)}</a></p>`;
  return renderStandalonePage({ lang: locale, title: t.title, main });
}

/** @param {string} pathname */
const localeOf = (pathname) => {
  const segment = pathname.split('/')[1];
  return /** @type {readonly string[]} */ (locales).includes(segment) ? segment : defaultLocale;
};

/**
 * The server's own answers, with the 413 and 429 pages in the languages of `texts`.
 * @param {RefusalTexts} texts
 */
export function createRefusals(texts) {
  /**
   * A short answer of the server's own. With a body still on its way, the connection closes
   * after it: the rest is never read into memory.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {number} status
   * @param {Record<string, string | number>} headers
   * @param {string} body
   */
  const refuse = (req, res, status, headers, body, close = false) => {
    res.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      ...headers,
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      ...(close ? { Connection: 'close' } : {}),
    });
    if (close) {
      // A lingering close: the answer goes out and our side of the connection ends, but what the
      // client is still sending is read and dropped for a moment, so that it reads the answer
      // instead of a reset. Then the socket goes.
      const socket = /** @type {import('node:net').Socket & { destroySoon?: () => void }} */ (req.socket);
      socket.destroySoon = () => {
        socket.end();
        setTimeout(() => socket.destroy(), LINGER_MS).unref();
      };
      req.resume();
    }
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  /**
   * A 413 or 429 in the form of the path: JSON under /api/, else a page in the path's language.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} pathname
   * @param {'tooLarge' | 'tooMany'} kind
   * @param {Record<string, string>} extra
   */
  const refusePost = (req, res, pathname, kind, extra = {}, close = false) => {
    const status = kind === 'tooLarge' ? 413 : 429;
    const retry = extra['Retry-After'] ? { 'Retry-After': extra['Retry-After'] } : {};
    if (pathname.startsWith('/api/')) {
      const body = JSON.stringify(kind === 'tooLarge' ? { error: 'too-large' } : { error: 'limit', resetAt: extra.resetAt });
      refuse(req, res, status, { 'Content-Type': 'application/json; charset=utf-8', ...retry }, body, close);
      return;
    }
    const locale = localeOf(pathname);
    const body = refusalPage(pathname, texts[locale][kind], locale);
    // The standalone page's headers (its policy allows its one style by hash), in this server's spelling.
    const { 'content-type': type, 'content-language': language, 'content-security-policy': policy } = standaloneHeaders(locale);
    refuse(req, res, status, { 'Content-Type': type, 'Content-Language': language, 'Content-Security-Policy': policy, ...retry }, body, close);
  };

  return { refuse, refusePost };
}
