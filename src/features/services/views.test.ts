import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/i18n/routing';
import { serviceCatalog, type ServicePageKey } from './catalog';
import { servicePages } from './service-pages';
import { formatPrice } from './format';
import { serviceJsonLd } from './structured-data';
import { serviceDetail, serviceSummary } from './catalog-view';
import { servicePageView, type SectionView } from './service-page-view';
import { servicesPageView } from './services-page-view';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
/** Every text of a view, as one string, the way a reader meets it. */
const textOf = (value: unknown): string => plain(JSON.stringify(value));

function section<K extends SectionView['kind']>(pageKey: ServicePageKey, locale: Locale, key: string, kind: K) {
  const found = servicePageView(pageKey, locale).sections.find((s) => s.key === key);
  expect(found?.kind, `${pageKey}.${key}`).toBe(kind);
  return found as Extract<SectionView, { kind: K }>;
}

/** The six service pages, as the catalogue lists them. */
const SERVICE_PAGE_KEYS = serviceCatalog.map((s) => s.pageKey);

describe('every services view builds in every language', () => {
  it('has a page for each service of the catalogue, and none besides', () => {
    expect(Object.keys(servicePages).sort()).toEqual([...SERVICE_PAGE_KEYS].sort());
  });

  it('resolves every message key of the six pages, the services page and the dialogs (a missing key throws)', () => {
    for (const locale of locales) {
      for (const pageKey of SERVICE_PAGE_KEYS) expect(() => servicePageView(pageKey, locale)).not.toThrow();
      expect(() => servicesPageView(locale)).not.toThrow();
      for (const s of serviceCatalog) expect(() => serviceDetail(s.id, locale, 'https://example.com/x')).not.toThrow();
    }
  });

  it('writes German and French, not English (no text left untranslated in the page content)', () => {
    for (const pageKey of SERVICE_PAGE_KEYS) {
      const en = servicePageView(pageKey, 'en');
      for (const locale of ['de', 'fr'] as const) {
        const other = servicePageView(pageKey, locale);
        expect(other.hero.intro).not.toBe(en.hero.intro);
        expect(other.overview.text).not.toBe(en.overview.text);
        other.sections.forEach((s, i) => expect(s.title, `${pageKey} ${s.key} ${locale}`).not.toBe(en.sections[i].title));
      }
    }
  });
});

describe('the services page', () => {
  it("has four claims with the track record's figures and their basis, and three five-star testimonials marked as examples", () => {
    const en = servicesPageView('en');
    expect(en.why.claims.map((c) => c.title)).toEqual(['80+ successful implementations in our network', 'ROI within 3-6 months', '95% success rate', 'Enterprise-grade security']);
    expect(en.why.basis).toMatch(/our own project records/);
    expect(en.testimonials.exampleNote).toMatch(/^Example quotes/);
    expect(servicesPageView('de').testimonials.exampleNote).toMatch(/^Beispielzitate/);
    expect(servicesPageView('fr').testimonials.exampleNote).toMatch(/^Témoignages fictifs/);
    expect(en.testimonials.items).toHaveLength(3);
    for (const t of en.testimonials.items) {
      expect(t.rating).toBe(5);
      expect(t.ratingLabel).toBe('Rated 5 out of 5');
      expect(t.name && t.title && t.text).toBeTruthy();
    }
    expect(en.hero.getQuote).toBe('Get Custom Quote');
    expect(en.hero.viewAll).toBe('View All Services');
    expect(textOf(servicesPageView('de').why)).toContain('95 % Erfolgsquote');
  });

  it('shows on each card the price its service page shows, in each language', () => {
    for (const locale of locales) {
      for (const s of serviceCatalog) {
        const card = serviceSummary(s.id, locale);
        const page = servicePageView(s.pageKey, locale);
        expect(page.service.priceRange).toBe(card.priceRange);
        expect(page.service.duration).toBe(card.duration);
        // Both the card's "from" price and the page's range start at the catalogue's lower bound.
        expect(card.priceFrom).toContain(formatPrice(s.price.min, locale));
        expect(card.priceRange.startsWith(formatPrice(s.price.min, locale))).toBe(true);
        expect(card.priceRange).toContain(formatPrice(s.price.max, locale));
      }
    }
  });
});

describe('the figures of each service page', () => {
  it('strategic assessment: 6 benefits, 4 steps of 3-5, 2-3, 2-3, 2-3 days, 6 deliverables, 300-500% ROI', () => {
    expect(section('strategicAssessment', 'en', 'benefits', 'cards').items).toHaveLength(6);
    expect(section('strategicAssessment', 'en', 'process', 'steps').items.map((s) => s.when?.value)).toEqual(['3-5 days', '2-3 days', '2-3 days', '2-3 days']);
    expect(section('strategicAssessment', 'de', 'process', 'steps').items.map((s) => s.when?.value)).toEqual(['3–5 Tage', '2–3 Tage', '2–3 Tage', '2–3 Tage']);
    expect(section('strategicAssessment', 'en', 'deliverables', 'checklist').items).toHaveLength(6);
    expect(section('strategicAssessment', 'en', 'roi', 'metrics').items[0].value).toBe('300-500%');
    expect(plain(section('strategicAssessment', 'fr', 'roi', 'metrics').items[0].value)).toBe('300 à 500 %');
  });

  it('custom implementation: 4 capabilities, 4 phases with durations and 4 tasks each, 8 features, 60% and $2.3M', () => {
    expect(section('customImplementation', 'en', 'capabilities', 'cards').items.map((i) => i.key)).toEqual(['development', 'integration', 'api', 'security']);
    const phases = section('customImplementation', 'en', 'phases', 'steps').items;
    expect(phases.map((p) => [p.key, p.when?.value, p.tasks.length])).toEqual([
      ['planning', '1-2 weeks', 4],
      ['development', '4-8 weeks', 4],
      ['testing', '2-3 weeks', 4],
      ['deployment', '1-2 weeks', 4],
    ]);
    expect(section('customImplementation', 'en', 'features', 'checklist').items).toHaveLength(8);
    expect(servicePageView('customImplementation', 'en').caseStudy.results.map((r) => r.value)).toEqual(['60%', '$2.3M']);
    expect(servicePageView('customImplementation', 'de').caseStudy.results.map((r) => plain(r.value))).toEqual(['60 %', '2,3 Mio. €']);
  });

  it('enterprise training: 4 programs of 1, 2, 3 and 1 days with 4 topics, 6 benefits, 95/40/85%, 6 deliverables, rollout, 2,500 trained', () => {
    const programs = section('enterpriseTraining', 'en', 'programs', 'programs').items;
    expect(programs.map((p) => [p.key, p.duration, p.topics.length, Boolean(p.audience && p.text)])).toEqual([
      ['leadership', '1 day', 4, true],
      ['manager', '2 days', 4, true],
      ['powerUser', '3 days', 4, true],
      ['endUser', '1 day', 4, true],
    ]);
    expect(section('enterpriseTraining', 'en', 'benefits', 'cards').items).toHaveLength(6);
    expect(section('enterpriseTraining', 'en', 'successMetrics', 'metrics').items.map((m) => m.value)).toEqual(['95%', '40%', '85%']);
    expect(section('enterpriseTraining', 'en', 'deliverables', 'checklist').items).toHaveLength(6);
    expect(section('enterpriseTraining', 'en', 'rollout', 'options').items.map((o) => o.duration)).toEqual(['4-6 weeks', '3-6 months']);
    expect(section('enterpriseTraining', 'fr', 'rollout', 'options').items.map((o) => plain(o.duration))).toEqual(['4 à 6 semaines', '3 à 6 mois']);
    const results = servicePageView('enterpriseTraining', 'en').caseStudy.results;
    expect(results.map((r) => `${r.value} ${r.label}`)).toEqual(['2,500 employees trained', '95% adoption rate', '35% productivity increase within 6 months']);
  });

  it('AI agent development: 4 agent types, 4 benefits, 4 phases, 8 capabilities, 80% and 40%', () => {
    expect(section('aiAgentDevelopment', 'en', 'agentTypes', 'cards').items.map((i) => i.key)).toEqual([
      'customerService',
      'knowledgeManagement',
      'dataAnalysis',
      'workflowAutomation',
    ]);
    expect(section('aiAgentDevelopment', 'en', 'benefits', 'cards').items).toHaveLength(4);
    expect(section('aiAgentDevelopment', 'en', 'phases', 'steps').items.map((i) => i.key)).toEqual(['requirements', 'design', 'integration', 'deployment']);
    expect(section('aiAgentDevelopment', 'en', 'capabilities', 'checklist').items).toHaveLength(8);
    expect(servicePageView('aiAgentDevelopment', 'en').caseStudy.results.map((r) => r.value)).toEqual(['80%', '40%']);
  });

  it('governance and security: 4 frameworks, 4 risks with impact, 8 standards, 4 phases, 8 security features, 100% and 60%', () => {
    expect(section('governanceSecurity', 'en', 'frameworks', 'cards').items.map((i) => i.key)).toEqual(['ethics', 'dataSecurity', 'monitoring', 'policy']);
    const risks = section('governanceSecurity', 'en', 'risks', 'risks').items;
    expect(risks.map((r) => [r.impact, r.impactText])).toEqual([
      ['critical', 'Impact: Critical'],
      ['high', 'Impact: High'],
      ['high', 'Impact: High'],
      ['medium', 'Impact: Medium'],
    ]);
    expect(section('governanceSecurity', 'en', 'standards', 'checklist').items).toEqual([
      'GDPR',
      'EU AI Act',
      'ISO/IEC 27001',
      'ISO/IEC 42001',
      'SOC 2 Type II',
      'HIPAA',
      'NIST AI RMF',
      'CCPA',
    ]);
    expect(section('governanceSecurity', 'de', 'standards', 'checklist').items[0]).toBe('DSGVO');
    expect(section('governanceSecurity', 'en', 'process', 'steps').items).toHaveLength(4);
    expect(section('governanceSecurity', 'en', 'securityFeatures', 'checklist').items).toHaveLength(8);
    expect(servicePageView('governanceSecurity', 'en').caseStudy.results.map((r) => r.value)).toEqual(['100%', '60%']);
  });

  it('continuous optimization: focus areas, metrics, process frequencies, tiers, 8 included services, the case study', () => {
    const areas = section('continuousOptimization', 'en', 'focusAreas', 'cards').items;
    expect(areas.map((a) => [a.title, a.bullets.length])).toEqual([
      ['Performance monitoring', 4],
      ['Model fine-tuning', 4],
      ['Usage analytics', 4],
      ['Proactive issue detection', 4],
    ]);
    expect(section('continuousOptimization', 'en', 'metrics', 'metrics').items.map((m) => m.value)).toEqual(['35%', '99.9%', '50%', '25%']);
    expect(section('continuousOptimization', 'de', 'metrics', 'metrics').items.map((m) => plain(m.value))).toEqual(['35 %', '99,9 %', '50 %', '25 %']);
    expect(section('continuousOptimization', 'en', 'process', 'steps').items.map((s) => [s.title, s.when?.value])).toEqual([
      ['Baseline assessment', 'Initial, then quarterly'],
      ['Optimization planning', 'Monthly'],
      ['Implementation', 'Ongoing'],
      ['Monitoring and review', 'Continuous'],
    ]);
    const tiers = section('continuousOptimization', 'en', 'tiers', 'tiers');
    expect(tiers.items.map((t) => [t.name, t.price, t.popular, t.features.length, Boolean(t.text)])).toEqual([
      ['Essential', '$5,000 per month', false, 4, true],
      ['Professional', '$12,000 per month', true, 4, true],
      ['Enterprise', '$25,000 per month', false, 4, true],
    ]);
    expect(tiers.mostPopular).toBe('Most Popular');
    expect(section('continuousOptimization', 'fr', 'tiers', 'tiers').items.map((t) => plain(t.price))).toEqual([
      '5 000 € par mois HT',
      '12 000 € par mois HT',
      '25 000 € par mois HT',
    ]);
    expect(section('continuousOptimization', 'en', 'included', 'checklist').items).toHaveLength(8);
    const cs = servicePageView('continuousOptimization', 'en').caseStudy;
    expect(cs.client).toBe('Global manufacturing company');
    expect(cs.results.map((r) => r.value)).toEqual(['18 months', '45%', '$1.2M']);
  });
});

describe('Service structured data', () => {
  it('offers the displayed range in the displayed currency, before VAT', () => {
    const entry = serviceCatalog[0];
    const base = { entry, name: 'x', description: 'y', category: 'z', url: 'https://example.com/p', areaServed: 'Worldwide', provider: { name: 'ChatGPT Consultant', url: 'https://example.com/' } };
    const en = serviceJsonLd({ ...base, locale: 'en' });
    expect(en.offers.priceSpecification).toEqual({ '@type': 'PriceSpecification', minPrice: 15_000, maxPrice: 35_000, priceCurrency: 'USD', valueAddedTaxIncluded: false });
    expect(en.provider).toEqual({ '@type': 'Organization', name: 'ChatGPT Consultant', url: 'https://example.com/' });
    expect(serviceJsonLd({ ...base, locale: 'fr' }).offers.priceSpecification.priceCurrency).toBe('EUR');
    const monthly = serviceJsonLd({ ...base, entry: serviceCatalog[5], locale: 'de' });
    expect(monthly.offers.priceSpecification).toMatchObject({ '@type': 'UnitPriceSpecification', minPrice: 5_000, maxPrice: 25_000, priceCurrency: 'EUR', unitCode: 'MON' });
  });
});
