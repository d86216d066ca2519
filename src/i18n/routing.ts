import { defineRouting } from 'next-intl/routing';

export const locales = ['en', 'de', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/**
 * THE route table: page key -> path in each language (without the locale prefix).
 * Everything that names a URL (links, language menu, hreflang, canonical, sitemap,
 * the unknown-path matcher) is derived from this object. Adding a page is one row.
 */
export const pageRoutes = {
  home: { en: '/', de: '/', fr: '/' },
  services: { en: '/services', de: '/leistungen', fr: '/services' },
  findConsultant: { en: '/find-consultant', de: '/berater-finden', fr: '/trouver-consultant' },
  newsViews: { en: '/news-views', de: '/news-insights', fr: '/actualites' },
  blogArticle: { en: '/blog/[slug]', de: '/blog/[slug]', fr: '/blog/[slug]' },
  strategicAssessment: { en: '/strategic-assessment', de: '/strategische-analyse', fr: '/evaluation-strategique' },
  customImplementation: { en: '/custom-implementation', de: '/massgeschneiderte-implementierung', fr: '/implementation-personnalisee' },
  enterpriseTraining: { en: '/enterprise-training', de: '/enterprise-training', fr: '/formation-entreprise' },
  aiAgentDevelopment: { en: '/ai-agent-development', de: '/ki-agenten-entwicklung', fr: '/developpement-agents-ia' },
  governanceSecurity: { en: '/governance-security', de: '/governance-sicherheit', fr: '/gouvernance-securite' },
  continuousOptimization: { en: '/continuous-optimization', de: '/kontinuierliche-optimierung', fr: '/optimisation-continue' },
  privacyPolicy: { en: '/privacy-policy', de: '/datenschutzrichtlinie', fr: '/politique-de-confidentialite' },
  termsOfService: { en: '/terms-of-service', de: '/nutzungsbedingungen', fr: '/conditions-d-utilisation' },
  cookiePolicy: { en: '/cookie-policy', de: '/cookie-richtlinie', fr: '/politique-de-cookies' },
  legalNotice: { en: '/legal-notice', de: '/impressum', fr: '/mentions-legales' },
  bookConsultation: { en: '/book-consultation', de: '/beratung-buchen', fr: '/reserver-une-consultation' },
} as const satisfies Record<string, Record<Locale, string>>;

export type PageKey = keyof typeof pageRoutes;
/** Internal pathname of a page (its English path), as next-intl's navigation helpers take it. */
export type InternalPath = (typeof pageRoutes)[PageKey]['en'];
export type StaticPageKey = Exclude<PageKey, 'blogArticle'>;
export const pageKeys = Object.keys(pageRoutes) as PageKey[];
export const staticPageKeys = pageKeys.filter((k): k is StaticPageKey => k !== 'blogArticle');

type Pathnames = { [K in PageKey as (typeof pageRoutes)[K]['en']]: (typeof pageRoutes)[K] };
const pathnames = Object.fromEntries(Object.values(pageRoutes).map((r) => [r.en, r])) as Pathnames;

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // The language comes from the path alone: no Accept-Language redirects, no cookie.
  localeDetection: false,
  localeCookie: false,
  // hreflang lives in the HTML, built from SITE_URL; the header would use the request host.
  alternateLinks: false,
  pathnames,
});

export const internalPath = <K extends PageKey>(key: K) => pageRoutes[key].en;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

/** /de and /de/... are German, /fr and /fr/... French, anything else English. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return first === 'de' || first === 'fr' ? first : 'en';
}

/** The path without its locale prefix ('/de/leistungen' -> '/leistungen', '/de' -> '/'). */
export function stripLocale(pathname: string): { locale: Locale; rest: string } {
  const locale = localeFromPath(pathname);
  if (locale === defaultLocale) return { locale, rest: pathname || '/' };
  const rest = pathname.slice(locale.length + 1);
  return { locale, rest: rest === '' ? '/' : rest };
}

export type RouteMatch = { pageKey: PageKey; locale: Locale; params: Record<string, string> };

const compiled = pageKeys.flatMap((pageKey) =>
  locales.map((locale) => ({ pageKey, locale, re: new RegExp('^' + pageRoutes[pageKey][locale].replace(/\[(\w+)\]/g, '(?<$1>[^/]+)') + '$') })),
);

/**
 * The page of a path without its locale prefix ('/leistungen'): in one language's route table,
 * or, without a locale, in any (a path in another language's words, which next-intl redirects).
 */
export function matchRoute(rest: string, locale?: Locale): RouteMatch | null {
  for (const entry of compiled) {
    if (locale && entry.locale !== locale) continue;
    const m = entry.re.exec(rest);
    if (m) return { pageKey: entry.pageKey, locale: entry.locale, params: { ...m.groups } };
  }
  return null;
}

/** Maps a path in any language back to its page key ('/fr/actualites' -> newsViews). */
export function matchPath(pathname: string): RouteMatch | null {
  let clean = pathname.split(/[?#]/)[0] || '/';
  if (clean.length > 1 && clean.endsWith('/')) clean = clean.slice(0, -1);
  const { locale, rest } = stripLocale(clean);
  return matchRoute(rest, locale);
}

/**
 * A path of the route table as its public path: a public path as it is, the internal path Next
 * renders it under ('/de/book-consultation', what a server-rendered form knows) translated;
 * null for anything else.
 */
export function publicPath(pathname: string): string | null {
  if (matchPath(pathname)) return pathname;
  const internal = /^\/(en|de|fr)(\/.*)?$/.exec(pathname);
  const english = internal ? matchPath(internal[2] ?? '/') : null;
  return internal && english ? localizedPath(english.pageKey, internal[1] as Locale, english.params) : null;
}

/** The public path of a page in a language, with the locale prefix ('/de/leistungen'). */
export function localizedPath(pageKey: PageKey, locale: Locale, params: Record<string, string> = {}): string {
  const path = pageRoutes[pageKey][locale].replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
