import type { Locale } from '@/i18n/routing';
import { BENEFIT_KEYS, OPTIMIZATION_TIERS, serviceForPage, type ServicePageKey } from './catalog';
import { formatMonthly, formatPercentRange, formatSpan, type Span } from './catalog-text';
import { formatCount, formatPercent, formatPrice } from './format';
import type { IconName } from './icons';
import { listKeys, servicePages, type Figure, type MetricItem, type RiskImpact, type Section as PageSection } from './service-pages';
import { servicesTranslator, type Tx } from './texts';
import type { Basis } from '@/features/claims/claims';
import { serviceSummary } from './catalog-view';

/** A service page (one of the six) in one language: every text and figure it shows, section by section. */

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

type Item<T> = T & { key: string };

/** Where a group of figures comes from, in the page's language (claims.basis.<basis>). */
export const basisNote = (basis: Basis, locale: Locale) => servicesTranslator('claims', locale)(`basis.${basis}`);

/** A figure in the page's language and its label, which may name a span ('in {span}'): a metrics section's items, a case study's results. */
function metricFigure(m: MetricItem, labelKey: string, t: Tx, locale: Locale) {
  return { key: m.key, value: formatFigure(m.figure, locale), label: t(labelKey, m.labelSpan ? { span: formatSpan(m.labelSpan, locale) } : undefined) };
}

export type SectionView =
  | { kind: 'cards'; key: string; title: string; intro: string; columns: 2 | 3 | 4; items: Item<{ icon: IconName; title: string; text: string; bullets: string[] }>[] }
  | { kind: 'steps'; key: string; title: string; intro: string; tasksLabel: string; items: Item<{ number: string; title: string; text: string; when?: { label: string; value: string }; tasks: string[] }>[] }
  | { kind: 'checklist'; key: string; title: string; intro: string; style: 'list' | 'badges'; items: string[] }
  | { kind: 'metrics'; key: string; title: string; intro: string; basis: string; items: Item<{ value: string; label: string; text: string }>[] }
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
      /** What the badge rests on (decision 017: no superlative without a basis). */
      mostPopularBasis: string;
      items: Item<{ name: string; text: string; price: string; popular: boolean; features: string[]; choose: string }>[];
    };

/** One section of a service page (its kind decides its shape), its texts under `base`. */
function sectionView(section: PageSection, base: string, t: Tx, locale: Locale): SectionView {
  const spanText = (span: Span) => formatSpan(span, locale);
  /** "Duration:" / "Durée :" (French sets a space before the colon). */
  const colon = (label: string) => t('common.colon', { label });
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
        basis: basisNote(section.claim.basis, locale),
        items: section.claim.items.map((m) => ({ ...metricFigure(m, it(m.key, 'label'), t, locale), text: t(it(m.key, 'text')) })),
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
        mostPopularBasis: t('common.tiers.mostPopularBasis'),
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
}

export type ServicePageView = ReturnType<typeof servicePageView>;

export function servicePageView(pageKey: ServicePageKey, locale: Locale) {
  const content = servicePages[pageKey];
  const service = serviceForPage(pageKey);
  const t = servicesTranslator('servicePages', locale);
  const summary = serviceSummary(service.id, locale);
  const p = (key: string, values?: Record<string, string | number>) => t(`${pageKey}.${key}`, values);

  const sections = content.sections.map((section) => sectionView(section, `${pageKey}.sections.${section.key}`, t, locale));

  return {
    pageKey,
    service: summary,
    icon: service.icon,
    breadcrumb: { label: t('common.breadcrumb'), home: t('common.home'), services: t('common.services') },
    areaServed: t('common.areaServed'),
    hero: { eyebrow: p('hero.eyebrow'), title: p('hero.title'), intro: p('hero.intro'), book: t('common.heroBook'), details: t('common.heroDetails') },
    /** The catalogue's benefits of the service, beside the hero's text. */
    gains: {
      title: servicesTranslator('services', locale)('dialog.benefitsTitle'),
      items: BENEFIT_KEYS.map((b) => servicesTranslator('serviceCatalog', locale)(`services.${service.id}.benefits.${b}`)),
    },
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
      basis: basisNote(content.caseStudy.basis, locale),
      results: content.caseStudy.items.map((m) => metricFigure(m, `${pageKey}.caseStudy.results.${m.key}`, t, locale)),
    },
    cta: { title: p('cta.title'), text: p('cta.text'), button: p('cta.button') },
  };
}
