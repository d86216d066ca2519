import { describe, expect, it } from 'vitest';
import { localizedPath } from '@/i18n/routing';
import { speculationRules } from './speculation-rules';

describe('speculationRules', () => {
  const rules = JSON.parse(speculationRules());
  const [rule] = rules.prerender;
  const pages: string[] = rule.where.and[0].href_matches;

  it('prerenders the pages of the route table in every language, on intent only', () => {
    expect(Object.keys(rules)).toEqual(['prerender']);
    expect(rule.eagerness).toBe('moderate');
    expect(pages).toEqual(expect.arrayContaining(['/', '/de', '/fr', '/services', '/de/leistungen', localizedPath('bookConsultation', 'fr'), '/blog/*', '/de/blog/*', '/fr/blog/*']));
    expect(rule.where.and[0].relative_to).toBe('document');
    // Nor a link with a query: a list's view with a query is rendered per request (docs/decisions/025).
    expect(rule.where.and[1]).toEqual({ not: { selector_matches: '[target], [download], [rel~="nofollow"], [href*="?"]' } });
  });

  it('never names a URL with side effects or one that is not a page of ours', () => {
    for (const page of pages) expect(page).not.toMatch(/^\/api\/|\.xml$|^\/(sv|es)(\/|$)|\?/);
  });
});
