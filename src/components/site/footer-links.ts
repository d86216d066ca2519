/**
 * The footer's links into the blog site (BLOG_SITE_URL): paths only, labels are message keys
 * in messages/<locale>/footer.json (industryLinks.*, cityLinks.*, blogSitemap, caseStudy,
 * languageLinks.*). Every path here is in known-paths.json, so the proxy answers it with a
 * 308 to the blog site without asking the blog site first (a test checks this).
 * scripts/blog-sync.ts merges these paths into the known list.
 */
export const footerBlogLinks = {
  industries: {
    healthcare: '/industries/healthcare',
    finance: '/industries/finance',
    retail: '/industries/retail',
    manufacturing: '/industries/manufacturing',
    legal: '/industries/legal',
  },
  cities: {
    london: '/chatgpt-consultant-london',
    newYork: '/chatgpt-consultant-new-york',
    dubai: '/chatgpt-consultant-dubai',
    singapore: '/chatgpt-consultant-singapore',
    sydney: '/chatgpt-consultant-sydney',
  },
  blogSitemap: '/blog-sitemap',
  caseStudy: '/case-studies/global-bank-chatgpt-rollout',
  /** Whole sections of the blog site: everything under these paths belongs to it. */
  languages: {
    sv: '/sv',
    es: '/es',
  },
} as const;

export type FooterIndustry = keyof typeof footerBlogLinks.industries;
export type FooterCity = keyof typeof footerBlogLinks.cities;
export type FooterBlogLanguage = keyof typeof footerBlogLinks.languages;

/** Every single footer path (industries, cities, sitemap, case study), without the language sections. */
export const footerBlogPaths: readonly string[] = [
  ...Object.values(footerBlogLinks.industries),
  ...Object.values(footerBlogLinks.cities),
  footerBlogLinks.blogSitemap,
  footerBlogLinks.caseStudy,
];

/** Language sections served entirely by the blog site (/sv, /sv/..., /es, /es/...). */
export const footerBlogPrefixes: readonly string[] = Object.values(footerBlogLinks.languages);
