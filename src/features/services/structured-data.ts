import type { Locale } from '@/i18n/routing';
import type { CatalogEntry } from './catalog';
import { displayCurrency } from './format';

type ServiceLdInput = {
  entry: CatalogEntry;
  locale: Locale;
  name: string;
  description: string;
  category: string;
  url: string;
  areaServed: string;
  provider: { name: string; url: string };
};

/**
 * schema.org Service of a service page. The offer's price range and currency match what the
 * page shows: dollars in English, euros in German and French (the same figures).
 */
export function serviceJsonLd({ entry, locale, name, description, category, url, areaServed, provider }: ServiceLdInput) {
  const currency = displayCurrency(locale);
  const monthly = entry.price.per === 'month';
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    serviceType: category,
    url,
    inLanguage: locale,
    provider: { '@type': 'Organization', name: provider.name, url: provider.url },
    areaServed,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: currency,
      priceSpecification: {
        '@type': monthly ? 'UnitPriceSpecification' : 'PriceSpecification',
        minPrice: entry.price.min,
        maxPrice: entry.price.max,
        priceCurrency: currency,
        // Business prices, before VAT (the German and French pages say so beside each price).
        valueAddedTaxIncluded: false,
        ...(monthly ? { unitCode: 'MON', unitText: 'month' } : {}),
      },
    },
  };
}

