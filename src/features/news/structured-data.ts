/** schema.org data of an article page (the breadcrumb trail is in src/lib/seo/json-ld.tsx). */

type ArticleLd = {
  headline: string;
  description: string;
  url: string;
  image: string;
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
};

export function articleJsonLd(a: ArticleLd) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.headline,
    description: a.description,
    url: a.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': a.url },
    image: [a.image],
    datePublished: a.datePublished,
    dateModified: a.dateModified,
    wordCount: a.wordCount,
    author: { '@type': 'Person', name: a.author, jobTitle: a.authorTitle },
    publisher: { '@type': 'Organization', name: a.publisher, url: a.publisherUrl },
    articleSection: a.section,
    keywords: a.keywords.join(', '),
    inLanguage: a.inLanguage,
  };
}
