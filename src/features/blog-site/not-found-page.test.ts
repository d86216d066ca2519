import { describe, expect, it } from 'vitest';
import en from '../../../messages/en/notFound.json';
import de from '../../../messages/de/notFound.json';
import fr from '../../../messages/fr/notFound.json';
import { notFoundHtml, notFoundResponse, REFRESH_SECONDS, SCRIPT_REDIRECT_MS } from './not-found-page';

const cases = [
  { locale: 'en', home: '/', t: en },
  { locale: 'de', home: '/de', t: de },
  { locale: 'fr', home: '/fr', t: fr },
] as const;

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#39;');

describe('the not-found page', () => {
  for (const { locale, home, t } of cases) {
    it(`speaks ${locale} and sends the visitor to ${home} by script, meta refresh and link`, () => {
      const html = notFoundHtml(locale, home);
      expect(html.startsWith('<!doctype html><html lang="' + locale + '">')).toBe(true);
      expect(html).toContain(`<title>${escape(t.documentTitle)}</title>`);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain(`<meta http-equiv="refresh" content="${REFRESH_SECONDS};url=${home}">`);
      expect(html).toContain(`location.replace(${JSON.stringify(home)})},${SCRIPT_REDIRECT_MS})`);
      expect(html).toContain(`<a href="${home}">${escape(t.goNow)}</a>`);
      expect(html).toContain(`<h1>${escape(t.title)}</h1>`);
      expect(html).toContain(`role="status" aria-live="polite">${escape(t.redirecting)}</p>`);
      expect(html).toContain(`<p>${escape(t.message)}</p>`);
    });
  }

  it('redirects by script before the meta refresh fires', () => {
    expect(SCRIPT_REDIRECT_MS).toBeLessThan(REFRESH_SECONDS * 1000);
  });

  it('hides the spinner from assistive technology and stops it for reduced motion', () => {
    const html = notFoundHtml('en', '/');
    expect(html).toContain('<div class="spinner" aria-hidden="true"></div>');
    expect(html).toMatch(/@keyframes spin/);
    expect(html).toMatch(/@media \(prefers-reduced-motion:reduce\)\{\.spinner\{animation:none\}\}/);
  });

  it('loads nothing from elsewhere', () => {
    const html = notFoundHtml('fr', '/fr');
    expect(html).not.toMatch(/\bsrc=|<link\b|@import|url\(/);
  });

  it('answers 404 with noindex, its language and no caching', async () => {
    const res = notFoundResponse('de', '/de');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.get('content-language')).toBe('de');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain(de.redirecting);
  });
});
