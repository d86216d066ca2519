/** schema.org data of an article page (the breadcrumb trail is in src/lib/seo/json-ld.tsx). */

type ArticleLd = {
  headline: string;
  description: string;
  url: string;
  /** The article's own social image (1200×630) first, then its category's picture. */
  images: readonly string[];
  datePublished: string;
  dateModified: string;
  wordCount: number;
  author: string;
  authorTitle: string;
  section: string;
  keywords: readonly string[];
  inLanguage: string;
  publisher: string;
  publisherUrl: string;
  publisherLogo: string;
};

export function articleJsonLd(a: ArticleLd) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.headline,
    description: a.description,
    url: a.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': a.url },
    image: a.images,
    datePublished: a.datePublished,
    dateModified: a.dateModified,
    wordCount: a.wordCount,
    author: { '@type': 'Person', name: a.author, jobTitle: a.authorTitle },
    publisher: { '@type': 'Organization', name: a.publisher, url: a.publisherUrl, logo: { '@type': 'ImageObject', url: a.publisherLogo } },
    articleSection: a.section,
    keywords: a.keywords.join(', '),
    inLanguage: a.inLanguage,
  };
}
