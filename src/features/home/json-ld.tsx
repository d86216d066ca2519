import { jsonLdString } from './structured-data';

/** Structured data for crawlers, rendered on the server into the page's HTML. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />;
}
