import { describe, expect, it } from 'vitest';
import { createNavigation } from 'next-intl/navigation';
import { localeFromPath, localizedPath, locales, matchPath, pageKeys, pageRoutes, publicPath, routing, type PageKey } from './routing';

// next-intl's own path builder (what its middleware rewrites by): localizedPath must agree with it.
const { getPathname } = createNavigation(routing);

// Every page's public paths, written out by hand: these URLs are published (links, search results),
// so a change to one must fail here first.
const expectedPaths: Record<PageKey, [string, string, string]> = {
  home: ['/', '/de', '/fr'],
  services: ['/services', '/de/leistungen', '/fr/services'],
  findConsultant: ['/find-consultant', '/de/berater-finden', '/fr/trouver-consultant'],
  newsViews: ['/news-views', '/de/news-insights', '/fr/actualites'],
  blogArticle: ['/blog/{slug}', '/de/blog/{slug}', '/fr/blog/{slug}'],
  strategicAssessment: ['/strategic-assessment', '/de/strategische-analyse', '/fr/evaluation-strategique'],
  customImplementation: ['/custom-implementation', '/de/massgeschneiderte-implementierung', '/fr/implementation-personnalisee'],
  enterpriseTraining: ['/enterprise-training', '/de/enterprise-training', '/fr/formation-entreprise'],
  aiAgentDevelopment: ['/ai-agent-development', '/de/ki-agenten-entwicklung', '/fr/developpement-agents-ia'],
  governanceSecurity: ['/governance-security', '/de/governance-sicherheit', '/fr/gouvernance-securite'],
  continuousOptimization: ['/continuous-optimization', '/de/kontinuierliche-optimierung', '/fr/optimisation-continue'],
  privacyPolicy: ['/privacy-policy', '/de/datenschutzrichtlinie', '/fr/politique-de-confidentialite'],
  termsOfService: ['/terms-of-service', '/de/nutzungsbedingungen', '/fr/conditions-d-utilisation'],
  cookiePolicy: ['/cookie-policy', '/de/cookie-richtlinie', '/fr/politique-de-cookies'],
  // The booking form as a page, for Book Consultation links without JavaScript (decision 002).
  bookConsultation: ['/book-consultation', '/de/beratung-buchen', '/fr/reserver-une-consultation'],
  // The legal notice Germany (§ 5 DDG) and France (LCEN) require.
  legalNotice: ['/legal-notice', '/de/impressum', '/fr/mentions-legales'],
};

type Href = Parameters<typeof getPathname>[0]['href'];
const params = (key: PageKey): Record<string, string> => (key === 'blogArticle' ? { slug: 'what-is-chatgpt' } : {});
const fill = (path: string) => path.replace('{slug}', 'what-is-chatgpt');

describe('route table', () => {
  it('holds exactly the page keys listed here', () => {
    expect(pageKeys.sort()).toEqual(Object.keys(expectedPaths).sort());
  });

  it.each(Object.entries(expectedPaths))('%s has the listed paths in en, de, fr', (key, paths) => {
    locales.forEach((locale, i) => {
      expect(localizedPath(key as PageKey, locale, params(key as PageKey))).toBe(fill(paths[i]));
    });
  });

  it('agrees with next-intl getPathname for every page and language', () => {
    for (const key of pageKeys) {
      for (const locale of locales) {
        const href = (key === 'blogArticle' ? { pathname: pageRoutes.blogArticle.en, params: params(key) } : pageRoutes[key].en) as Href;
        expect(getPathname({ href, locale })).toBe(localizedPath(key, locale, params(key)));
      }
    }
  });
});

describe('matchPath', () => {
  it.each(Object.entries(expectedPaths))('maps every language path of %s back to its page key', (key, paths) => {
    locales.forEach((locale, i) => {
      const match = matchPath(fill(paths[i]));
      expect(match?.pageKey).toBe(key);
      expect(match?.locale).toBe(locale);
      if (key === 'blogArticle') expect(match?.params.slug).toBe('what-is-chatgpt');
    });
  });

  it('maps /fr/actualites to newsViews', () => {
    expect(matchPath('/fr/actualites')).toMatchObject({ pageKey: 'newsViews', locale: 'fr' });
  });

  it('ignores a trailing slash, a query and a fragment', () => {
    expect(matchPath('/de/leistungen/')?.pageKey).toBe('services');
    expect(matchPath('/services?x=1#top')?.pageKey).toBe('services');
  });

  it('does not match a path of one language under the prefix of another', () => {
    expect(matchPath('/de/services')).toBeNull();
    expect(matchPath('/leistungen')).toBeNull();
    expect(matchPath('/fr/leistungen')).toBeNull();
  });

  it('returns null for unknown paths', () => {
    for (const p of ['/nope', '/de/nope', '/blog', '/blog/a/b', '/services/extra', '/dex', '/sv']) expect(matchPath(p)).toBeNull();
  });
});

describe('localeFromPath', () => {
  it('takes the language from the path prefix, English otherwise', () => {
    expect(localeFromPath('/de')).toBe('de');
    expect(localeFromPath('/de/leistungen')).toBe('de');
    expect(localeFromPath('/fr')).toBe('fr');
    expect(localeFromPath('/fr/actualites')).toBe('fr');
    expect(localeFromPath('/')).toBe('en');
    expect(localeFromPath('/services')).toBe('en');
    expect(localeFromPath('/deutsch')).toBe('en');
    expect(localeFromPath('/es/algo')).toBe('en');
  });
});

describe('publicPath', () => {
  it('keeps a public path and translates the internal one a server-rendered form knows', () => {
    expect(publicPath('/de/beratung-buchen')).toBe('/de/beratung-buchen');
    expect(publicPath('/de/book-consultation')).toBe('/de/beratung-buchen');
    expect(publicPath('/en/book-consultation')).toBe('/book-consultation');
    expect(publicPath('/en')).toBe('/');
    expect(publicPath('/fr/blog/what-is-chatgpt')).toBe('/fr/blog/what-is-chatgpt');
    expect(publicPath('/fr/news-views')).toBe('/fr/actualites');
  });
  it('refuses anything that is not a page of the route table', () => {
    for (const path of ['/wp-admin', '/de/nope', '/\u001b]52;c;aGk=\u0007', '/es/servicios', '/de/blog/a/b']) expect(publicPath(path)).toBeNull();
  });
});
