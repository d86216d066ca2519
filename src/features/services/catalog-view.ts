import type { Locale } from '@/i18n/routing';
import { BENEFIT_KEYS, DELIVERABLE_KEYS, FEATURE_KEYS, PROCESS_KEYS, getService, type CatalogEntry, type ServiceCategory, type ServiceId } from './catalog';
import { formatDuration, formatFromPrice, formatPriceRange } from './catalog-text';
import type { BriefInput } from './brief';
import type { IconName } from './icons';
import { servicesTranslator } from './texts';

/**
 * The catalogue's entries as a visitor reads them, in one language: a service's card (summary)
 * and everything its Learn More dialog and brief show (detail). Pure data (no JSX), like the
 * other views of this feature (services-page-view.ts, service-page-view.ts), so the unit tests
 * can build every view in every language and read the figures a visitor sees.
 */

export type ServiceSummary = {
  id: ServiceId;
  pageKey: CatalogEntry['pageKey'];
  icon: IconName;
  category: ServiceCategory;
  categoryLabel: string;
  title: string;
  subtitle: string;
  description: string;
  /** The card's price: the lower bound followed by a plus ("$15,000+"). */
  priceFrom: string;
  /** The full range ("$15,000 - $35,000"). */
  priceRange: string;
  duration: string;
};

export function serviceSummary(id: ServiceId, locale: Locale): ServiceSummary {
  const entry = getService(id);
  const t = servicesTranslator('serviceCatalog', locale);
  const k = `services.${id}`;
  return {
    id,
    pageKey: entry.pageKey,
    icon: entry.icon,
    category: entry.category,
    categoryLabel: t(`categories.${entry.category}`),
    title: t(`${k}.title`),
    subtitle: t(`${k}.subtitle`),
    description: t(`${k}.description`),
    priceFrom: formatFromPrice(entry.price, locale),
    priceRange: formatPriceRange(entry.price, locale),
    duration: formatDuration(entry.duration, locale),
  };
}

/** Everything the Learn More dialog shows about one service, and the brief it can download. */
export type ServiceDetail = ServiceSummary & {
  fullDescription: string;
  overview: string;
  idealFor: string;
  timeframe: string;
  investment: string;
  features: string[];
  benefits: string[];
  process: Array<{ title: string; text: string }>;
  deliverables: string[];
  brief: BriefInput;
};

export function serviceDetail(id: ServiceId, locale: Locale, pageUrl: string): ServiceDetail {
  const summary = serviceSummary(id, locale);
  const t = servicesTranslator('serviceCatalog', locale);
  const ts = servicesTranslator('services', locale);
  const k = `services.${id}`;
  const features = FEATURE_KEYS.map((f) => t(`${k}.features.${f}`));
  const deliverables = DELIVERABLE_KEYS.map((d) => t(`${k}.deliverables.${d}`));
  const idealFor = t(`${k}.idealFor`);
  return {
    ...summary,
    fullDescription: t(`${k}.fullDescription`),
    overview: t(`${k}.overview`),
    idealFor,
    timeframe: t(`${k}.timeframe`, { duration: summary.duration }),
    investment: t(`${k}.investment`, { price: summary.priceRange }),
    features,
    benefits: BENEFIT_KEYS.map((b) => t(`${k}.benefits.${b}`)),
    process: PROCESS_KEYS.map((p) => ({ title: t(`${k}.process.${p}.title`), text: t(`${k}.process.${p}.text`) })),
    deliverables,
    brief: {
      title: summary.title,
      fileSuffix: ts('brief.fileSuffix'),
      heading: ts('brief.heading', { title: summary.title }),
      subtitle: summary.subtitle,
      description: t(`${k}.fullDescription`),
      facts: [
        ts('brief.category', { category: summary.categoryLabel }),
        ts('brief.price', { price: summary.priceRange }),
        ts('brief.duration', { duration: summary.duration }),
        ts('brief.idealFor', { text: idealFor }),
      ],
      featuresHeading: ts('brief.features'),
      features,
      deliverablesHeading: ts('brief.deliverables'),
      deliverables,
      contact: ts('brief.contact', { url: pageUrl }),
      company: ts('brief.company'),
    },
  };
}
