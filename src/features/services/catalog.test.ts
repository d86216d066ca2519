import { describe, expect, it } from 'vitest';
import { pageRoutes } from '@/i18n/routing';
import { CONTACT_SERVICES } from '@/features/leads/options';
import { OPTIMIZATION_TIERS, SERVICE_IDS, getService, serviceCatalog, serviceForPage } from './catalog';

describe('the service catalogue', () => {
  it('holds the six services, once each, in their fixed order', () => {
    expect(serviceCatalog.map((s) => s.id)).toEqual([
      'strategic-assessment',
      'custom-implementation',
      'enterprise-training',
      'ai-agent-development',
      'governance-security',
      'continuous-optimization',
    ]);
    expect(new Set(serviceCatalog.map((s) => s.id)).size).toBe(SERVICE_IDS.length);
  });

  it('carries the prices and durations the service pages state (decision 007)', () => {
    const table = Object.fromEntries(serviceCatalog.map((s) => [s.id, { price: s.price, duration: s.duration }]));
    expect(table).toEqual({
      'strategic-assessment': { price: { min: 15_000, max: 35_000, currency: 'USD' }, duration: { kind: 'weeks', min: 2, max: 4 } },
      'custom-implementation': { price: { min: 50_000, max: 250_000, currency: 'USD' }, duration: { kind: 'weeks', min: 8, max: 16 } },
      'enterprise-training': { price: { min: 25_000, max: 75_000, currency: 'USD' }, duration: { kind: 'weeks', min: 2, max: 6 } },
      'ai-agent-development': { price: { min: 75_000, max: 200_000, currency: 'USD' }, duration: { kind: 'weeks', min: 6, max: 12 } },
      'governance-security': { price: { min: 40_000, max: 120_000, currency: 'USD' }, duration: { kind: 'weeks', min: 4, max: 8 } },
      'continuous-optimization': { price: { min: 5_000, max: 25_000, currency: 'USD', per: 'month' }, duration: { kind: 'ongoing' } },
    });
  });

  it('prices the optimization tiers at $5,000, $12,000 and $25,000 a month, Professional the most popular', () => {
    expect(OPTIMIZATION_TIERS.map((t) => [t.id, t.price, t.popular])).toEqual([
      ['essential', 5_000, false],
      ['professional', 12_000, true],
      ['enterprise', 25_000, false],
    ]);
    const retainer = getService('continuous-optimization').price;
    for (const tier of OPTIMIZATION_TIERS) {
      expect(tier.price).toBeGreaterThanOrEqual(retainer.min);
      expect(tier.price).toBeLessThanOrEqual(retainer.max);
    }
  });

  it('maps each service to its page in the route table and to a contact-form choice', () => {
    expect(serviceCatalog.map((s) => [s.id, s.pageKey, s.contactService])).toEqual([
      ['strategic-assessment', 'strategicAssessment', 'assessment'],
      ['custom-implementation', 'customImplementation', 'implementation'],
      ['enterprise-training', 'enterpriseTraining', 'training'],
      ['ai-agent-development', 'aiAgentDevelopment', 'gpt-development'],
      ['governance-security', 'governanceSecurity', 'governance'],
      ['continuous-optimization', 'continuousOptimization', 'optimization'],
    ]);
    for (const s of serviceCatalog) {
      expect(pageRoutes).toHaveProperty(s.pageKey);
      expect(CONTACT_SERVICES).toContain(s.contactService);
      expect(serviceForPage(s.pageKey)).toBe(s);
    }
    expect(serviceForPage('newsViews')).toBeUndefined();
  });

  it('gives each service its own category, with a consistent range', () => {
    expect(serviceCatalog.map((s) => s.category)).toEqual(['strategy', 'implementation', 'training', 'development', 'governance', 'support']);
    for (const s of serviceCatalog) {
      expect(s.price.min).toBeLessThan(s.price.max);
      if (s.duration.kind === 'weeks') expect(s.duration.min).toBeLessThan(s.duration.max);
    }
  });
});
