import { env } from '@/lib/env';
import { socialLinks } from '@/lib/seo/social-links';

/** Serialises structured data for a <script>; `<` is escaped so the JSON cannot close the tag. */
export function jsonLdString(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Structured data for search engines, rendered on the server into the page's HTML. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />;
}

/** The consultancy's logo, as structured data names it (the organization, an article's publisher). */
export const logoUrl = () => `${env().SITE_URL}/icon-512.png`;

export function organizationJsonLd(description: string) {
  const site = env().SITE_URL;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site}/#organization`,
    name: 'ChatGPT Consultant',
    url: `${site}/`,
    logo: logoUrl(),
    description,
    sameAs: Object.values(socialLinks),
  };
}

export function websiteJsonLd(locale: string, homeUrl: string) {
  const site = env().SITE_URL;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${site}/#website`,
    name: 'ChatGPT Consultant',
    url: homeUrl,
    inLanguage: locale,
    publisher: { '@id': `${site}/#organization` },
  };
}

/** BreadcrumbList from (name, absolute URL) pairs. */
export function breadcrumbJsonLd(items: Array<{ name: string; url: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}
