import type { Locale } from '@/i18n/routing';
import {
  BENEFIT_KEYS,
  DELIVERABLE_KEYS,
  FEATURE_KEYS,
  OPTIMIZATION_TIERS,
  PROCESS_KEYS,
  getService,
  type CatalogEntry,
  type ServiceCategory,
  type ServiceId,
} from './catalog';
import { formatDuration, formatFromPrice, formatMonthly, formatPercentRange, formatPriceRange, formatSpan, type Span } from './catalog-text';
import { formatCount, formatPercent, formatPrice } from './format';
import type { BriefInput } from './brief';
import { serviceIcons, type IconName } from './icons';
import { listKeys, servicePages, type Figure, type MetricItem, type RiskImpact, type ServicePageKey } from './service-pages';
import { servicesTranslator } from './texts';
import { trackRecordValues } from './track-record';

/**
 * View models: every text and figure a services view shows, resolved for one language.
 * Pure data (no JSX), so the unit tests can build every page in every language and read
 * the figures a visitor sees.
 */

export function formatFigure(figure: Figure, locale: Locale): string {
  switch (figure.kind) {
    case 'percent':
      return formatPercent(figure.value, locale);
    case 'percentRange':
      return formatPercentRange(figure.min, figure.max, locale);
    case 'money':
      return formatPrice(figure.amount, locale, { compact: figure.compact });
    case 'count':
      return formatCount(figure.value, locale);
    case 'span':
      return formatSpan(figure.span, locale);
  }
}

// ---------------------------------------------------------------- catalogue entries

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
    icon: serviceIcons[id],
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

// ---------------------------------------------------------------- the services page

/** The 'Why choose us' claims (spec section 1); their titles state the track record's figures. */
const WHY_CLAIMS = [
  { key: 'implementations', icon: 'rocket' },
  { key: 'roi', icon: 'trendingUp' },
  { key: 'success', icon: 'award' },
  { key: 'security', icon: 'shieldCheck' },
] as const satisfies ReadonlyArray<{ key: string; icon: IconName }>;

/** The three client testimonials: five stars each. */
const TESTIMONIALS = [
  { key: 't1', rating: 5 },
  { key: 't2', rating: 5 },
  { key: 't3', rating: 5 },
] as const;

export type Testimonial = { key: string; name: string; title: string; text: string; rating: number; ratingLabel: string };

export function servicesPageView(locale: Locale) {
  const t = servicesTranslator('services', locale);
  const figures = trackRecordValues(locale);
  return {
    hero: {
      eyebrow: t('hero.eyebrow'),
      title: t('hero.title'),
      intro: t('hero.intro'),
      getQuote: t('hero.getQuote'),
      viewAll: t('hero.viewAll'),
    },
    grid: { title: t('grid.title'), intro: t('grid.intro') },
    card: {
      learnMore: t('card.learnMore'),
      getQuote: t('card.getQuote'),
      price: t('card.price'),
      duration: t('card.duration'),
      category: t('colon', { label: t('card.category') }),
      learnMoreSuffix: (title: string) => t('card.learnMoreSuffix', { title }),
      getQuoteSuffix: (title: string) => t('card.getQuoteSuffix', { title }),
    },
    why: {
      title: t('why.title'),
      intro: t('why.intro'),
      claims: WHY_CLAIMS.map((c) => ({
        key: c.key,
        icon: c.icon as IconName,
        title: t(`why.claims.${c.key}.title`, figures),
        text: t(`why.claims.${c.key}.text`),
      })),
    },
    testimonials: {
      title: t('testimonials.title'),
      intro: t('testimonials.intro'),
      items: TESTIMONIALS.map(
        (x): Testimonial => ({
          key: x.key,
          name: t(`testimonials.items.${x.key}.name`),
          title: t(`testimonials.items.${x.key}.title`),
          text: t('testimonials.quote', { text: t(`testimonials.items.${x.key}.text`) }),
          rating: x.rating,
          ratingLabel: t('testimonials.rating', { rating: x.rating }),
        }),
      ),
    },
    cta: { title: t('cta.title'), text: t('cta.text'), button: t('cta.button') },
  };
}

/** The dialog's fixed labels (tabs, headings, buttons), passed as props to the client dialog. */
export function serviceDialogLabels(locale: Locale) {
  const t = servicesTranslator('services', locale);
  return {
    close: t('dialog.close'),
    tabsLabel: t('dialog.tabsLabel'),
    tabs: {
      overview: t('dialog.tabs.overview'),
      benefits: t('dialog.tabs.benefits'),
      process: t('dialog.tabs.process'),
      deliverables: t('dialog.tabs.deliverables'),
      book: t('dialog.tabs.book'),
      download: t('dialog.tabs.download'),
    },
    price: t('colon', { label: t('dialog.price') }),
    duration: t('colon', { label: t('dialog.duration') }),
    idealFor: t('dialog.idealFor'),
    timeframe: t('dialog.timeframe'),
    features: t('dialog.features'),
    benefitsTitle: t('dialog.benefitsTitle'),
    processTitle: t('dialog.processTitle'),
    deliverablesTitle: t('dialog.deliverablesTitle'),
    bookTitle: t('dialog.bookTitle'),
    bookButton: t('dialog.bookButton'),
    downloadTitle: t('dialog.downloadTitle'),
    downloadButton: t('dialog.downloadButton'),
    viewPage: t('dialog.viewPage'),
  };
}
export type ServiceDialogLabels = ReturnType<typeof serviceDialogLabels>;

/** The dialog sentences that name the service. */
export function serviceDialogTexts(title: string, locale: Locale) {
  const t = servicesTranslator('services', locale);
  return { bookText: t('dialog.bookText', { title }), downloadText: t('dialog.downloadText', { title }) };
}

// ---------------------------------------------------------------- a service page

type Item<T> = T & { key: string };

export type SectionView =
  | { kind: 'cards'; key: string; title: string; intro: string; columns: 2 | 3 | 4; items: Item<{ icon: IconName; title: string; text: string; bullets: string[] }>[] }
  | { kind: 'steps'; key: string; title: string; intro: string; tasksLabel: string; items: Item<{ number: string; title: string; text: string; when?: { label: string; value: string }; tasks: string[] }>[] }
  | { kind: 'checklist'; key: string; title: string; intro: string; style: 'list' | 'badges'; items: string[] }
  | { kind: 'metrics'; key: string; title: string; intro: string; items: Item<{ value: string; label: string; text: string }>[] }
  | {
      kind: 'programs';
      key: string;
      title: string;
      intro: string;
      labels: { duration: string; audience: string; topics: string };
      items: Item<{ icon: IconName; title: string; audience: string; text: string; duration: string; topics: string[] }>[];
    }
  | { kind: 'risks'; key: string; title: string; intro: string; mitigationLabel: string; items: Item<{ title: string; mitigation: string; impact: RiskImpact; impactText: string }>[] }
  | { kind: 'options'; key: string; title: string; intro: string; durationLabel: string; items: Item<{ icon: IconName; title: string; text: string; duration: string }>[] }
  | {
      kind: 'tiers';
      key: string;
      title: string;
      intro: string;
      mostPopular: string;
      items: Item<{ name: string; text: string; price: string; popular: boolean; features: string[]; choose: string }>[];
    };

export type ServicePageView = ReturnType<typeof servicePageView>;

export function servicePageView(pageKey: ServicePageKey, locale: Locale) {
  const content = servicePages[pageKey];
  const t = servicesTranslator('servicePages', locale);
  const summary = serviceSummary(content.serviceId, locale);
  const p = (key: string, values?: Record<string, string | number>) => t(`${pageKey}.${key}`, values);
  const spanText = (span: Span) => formatSpan(span, locale);
  /** "Duration:" / "Durée :" (French sets a space before the colon). */
  const colon = (label: string) => t('common.colon', { label });
  const metric = (base: string, m: MetricItem) => ({
    key: m.key,
    value: formatFigure(m.figure, locale),
    label: t(`${base}.${m.key}`, m.labelSpan ? { span: spanText(m.labelSpan) } : undefined),
  });

  const sections = content.sections.map((section): SectionView => {
    const base = `${pageKey}.sections.${section.key}`;
    const head = { key: section.key, title: t(`${base}.title`), intro: t(`${base}.intro`) };
    const it = (item: string, field?: string) => `${base}.items.${item}${field ? `.${field}` : ''}`;
    switch (section.kind) {
      case 'cards':
        return {
          kind: 'cards',
          ...head,
          columns: section.columns,
          items: section.items.map((i) => ({
            key: i.key,
            icon: i.icon,
            title: t(it(i.key, 'title')),
            text: t(it(i.key, 'text')),
            bullets: listKeys(i.bullets ?? 0, 'b').map((b) => t(it(i.key, `bullets.${b}`))),
          })),
        };
      case 'steps':
        return {
          kind: 'steps',
          ...head,
          tasksLabel: t('common.steps.tasks'),
          items: section.items.map((i, index) => ({
            key: i.key,
            number: t('common.steps.phase', { number: index + 1 }),
            title: t(it(i.key, 'title')),
            text: t(it(i.key, 'text')),
            when: i.span
              ? { label: colon(t('common.steps.duration')), value: spanText(i.span) }
              : i.frequency
                ? { label: colon(t('common.steps.frequency')), value: t(it(i.key, 'when')) }
                : undefined,
            tasks: listKeys(i.tasks ?? 0, 't').map((k) => t(it(i.key, `tasks.${k}`))),
          })),
        };
      case 'checklist':
        return { kind: 'checklist', ...head, style: section.style ?? 'list', items: listKeys(section.count).map((k) => t(it(k))) };
      case 'metrics':
        return {
          kind: 'metrics',
          ...head,
          items: section.items.map((m) => ({
            key: m.key,
            value: formatFigure(m.figure, locale),
            label: t(it(m.key, 'label'), m.labelSpan ? { span: spanText(m.labelSpan) } : undefined),
            text: t(it(m.key, 'text')),
          })),
        };
      case 'programs':
        return {
          kind: 'programs',
          ...head,
          labels: { duration: colon(t('common.programs.duration')), audience: colon(t('common.programs.audience')), topics: t('common.programs.topics') },
          items: section.items.map((i) => ({
            key: i.key,
            icon: i.icon,
            title: t(it(i.key, 'title')),
            audience: t(it(i.key, 'audience')),
            text: t(it(i.key, 'text')),
            duration: spanText({ unit: 'day', min: i.days }),
            topics: listKeys(i.topics, 't').map((k) => t(it(i.key, `topics.${k}`))),
          })),
        };
      case 'risks':
        return {
          kind: 'risks',
          ...head,
          mitigationLabel: t('common.risks.mitigation'),
          items: section.items.map((i) => ({
            key: i.key,
            title: t(it(i.key, 'title')),
            mitigation: t(it(i.key, 'mitigation')),
            impact: i.impact,
            impactText: t('common.risks.impact', { level: t(`common.risks.levels.${i.impact}`) }),
          })),
        };
      case 'options':
        return {
          kind: 'options',
          ...head,
          durationLabel: colon(t('common.steps.duration')),
          items: section.items.map((i) => ({ key: i.key, icon: i.icon, title: t(it(i.key, 'title')), text: t(it(i.key, 'text')), duration: spanText(i.span) })),
        };
      case 'tiers':
        return {
          kind: 'tiers',
          ...head,
          mostPopular: t('common.tiers.mostPopular'),
          items: OPTIMIZATION_TIERS.map((tier) => {
            const name = t(it(tier.id, 'name'));
            return {
              key: tier.id,
              name,
              text: t(it(tier.id, 'text')),
              price: formatMonthly(tier.price, locale),
              popular: tier.popular,
              features: listKeys(section.features, 'f').map((k) => t(it(tier.id, `features.${k}`))),
              choose: t('common.tiers.choose', { tier: name }),
            };
          }),
        };
    }
  });

  return {
    pageKey,
    service: summary,
    icon: content.icon,
    breadcrumb: { label: t('common.breadcrumb'), home: t('common.home'), services: t('common.services') },
    areaServed: t('common.areaServed'),
    hero: { eyebrow: p('hero.eyebrow'), title: p('hero.title'), intro: p('hero.intro'), book: t('common.heroBook'), details: t('common.heroDetails') },
    overview: { title: p('overview.title'), text: p('overview.text'), text2: p('overview.text2') },
    priceBox: {
      title: t('common.priceBox.title'),
      priceLabel: t('common.priceBox.price'),
      durationLabel: t('common.priceBox.duration'),
      categoryLabel: t('common.priceBox.category'),
      note: t('common.priceBox.note'),
      book: t('common.priceBox.book'),
    },
    sections,
    caseStudy: {
      eyebrow: t('common.caseStudy.eyebrow'),
      title: p('caseStudy.title'),
      client: p('caseStudy.client'),
      challengeLabel: t('common.caseStudy.challenge'),
      challenge: p('caseStudy.challenge'),
      solutionLabel: t('common.caseStudy.solution'),
      solution: p('caseStudy.solution'),
      resultsLabel: t('common.caseStudy.results'),
      results: content.caseStudy.results.map((m) => metric(`${pageKey}.caseStudy.results`, m)),
    },
    cta: { title: p('cta.title'), text: p('cta.text'), button: p('cta.button') },
  };
}
