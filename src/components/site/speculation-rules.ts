import { localizedPath, locales, staticPageKeys } from '@/i18n/routing';

/**
 * Where the pages' speculation rules are: each page names the file in its `Speculation-Rules`
 * header (src/proxy.ts), so that the rules cost the page's HTML nothing (decision 021). A rule set
 * from a header is not script: the page's CSP does not apply to it.
 */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';
export const SPECULATION_RULES_HEADER = `"${SPECULATION_RULES_PATH}"`;
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';

/**
 * The pages' speculation rules (decision 021): the browser prerenders a page of ours when the
 * visitor points at a link to it (`moderate`: a pointer resting on it, or a finger going down), so
 * that the next page is there at the click, before this one has loaded its scripts. Only the
 * pages of the route table, which change nothing when fetched (no API route, no newsletter link,
 * no feed, no blog-site path), and never a link that opens elsewhere or downloads, nor one with a
 * query: the directory's and the news list's views are rendered per request (docs/decisions/025),
 * which a pointer passing over the category filter must not spend. Paths are resolved against the
 * document, not the rule file.
 */
export function speculationRules(): string {
  const pages = [...staticPageKeys.flatMap((key) => locales.map((locale) => localizedPath(key, locale))), ...locales.map((locale) => localizedPath('blogArticle', locale, { slug: '*' }))];
  return JSON.stringify({
    prerender: [
      {
        where: { and: [{ href_matches: pages, relative_to: 'document' }, { not: { selector_matches: '[target], [download], [rel~="nofollow"], [href*="?"]' } }] },
        eagerness: 'moderate',
      },
    ],
  });
}
