// The refusals of the site's server (scripts/serve.ts): its own short answers, which close the
// connection when a body is still on its way, and the 413 and 429 pages in the path's language.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultLocale, locales } from '../../../src/i18n/routing';
import { escapeHtml } from '../../../src/lib/escape-html';
import { renderStandalonePage, standaloneHeaders } from '../../../src/lib/standalone-page';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** How long a refused body is still read (and dropped) after the answer, so the client sees the answer. */
const LINGER_MS = 2000;

export type RefusalText = { title: string; description: string; back: string };
export type RefusalTexts = Record<string, { tooLarge: RefusalText; tooMany: RefusalText }>;

/** The texts of the 413 and 429 pages in every language, from the dictionary (messages/<locale>/forms.json). */
export function readRefusalTexts(root = ROOT): RefusalTexts {
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
 */
function refusalPage(pathname: string, t: RefusalText, locale: string): string {
  const main = `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.description)}</p><p><a href="${escapeHtml(pathname)}">${escapeHtml(t.back)}</a></p>`;
  return renderStandalonePage({ lang: locale, title: t.title, main });
}

const localeOf = (pathname: string): string => {
  const segment = pathname.split('/')[1];
  return (locales as readonly string[]).includes(segment) ? segment : defaultLocale;
};

/** The server's own answers, with the 413 and 429 pages in the languages of `texts`. */
export function createRefusals(texts: RefusalTexts) {
  /**
   * A short answer of the server's own. With a body still on its way, the connection closes
   * after it: the rest is never read into memory.
   */
  const refuse = (req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string | number>, body: string, close = false) => {
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
      const socket = req.socket as Socket & { destroySoon?: () => void };
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
   */
  const refusePost = (req: IncomingMessage, res: ServerResponse, pathname: string, kind: 'tooLarge' | 'tooMany', extra: Record<string, string> = {}, close = false) => {
    const status = kind === 'tooLarge' ? 413 : 429;
    const retry: Record<string, string> = extra['Retry-After'] ? { 'Retry-After': extra['Retry-After'] } : {};
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
