import type { PageKey } from '@/i18n/routing';
import type { ContactService } from '@/features/leads/options';
import type { IconName } from './icons';

/**
 * THE service catalogue: one record per service (its ids, page, contact choice, category, icon,
 * price and duration), the only source of these facts.
 * Figures are numbers (amounts in whole units of the displayed currency); every text is a
 * message key under `serviceCatalog.services.<id>` (messages/<locale>/serviceCatalog.json).
 * Where a service had two prices or durations to choose from, the catalogue holds the one its
 * own service page states, and every view shows that one (decision 007).
 */

export const SERVICE_IDS = [
  'strategic-assessment',
  'custom-implementation',
  'enterprise-training',
  'ai-agent-development',
  'governance-security',
  'continuous-optimization',
] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export const SERVICE_CATEGORIES = ['strategy', 'implementation', 'training', 'development', 'governance', 'support'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** A price range. The figure is the same in every language; only the currency sign follows it. */
export type PriceRange = { min: number; max: number; currency: 'USD'; per?: 'month' };

/** How long a service runs: a range of weeks, or ongoing (a monthly retainer). */
export type ServiceDuration = { kind: 'weeks'; min: number; max: number } | { kind: 'ongoing' };

/** Keys of the list items every catalogue entry has (same shape for all six, all languages). */
export const FEATURE_KEYS = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'] as const;
export const BENEFIT_KEYS = ['b1', 'b2', 'b3', 'b4'] as const;
export const PROCESS_KEYS = ['p1', 'p2', 'p3', 'p4'] as const;
export const DELIVERABLE_KEYS = ['d1', 'd2', 'd3', 'd4', 'd5'] as const;

export type CatalogEntry = {
  id: ServiceId;
  /** The service's own page in the route table. */
  pageKey: PageKey;
  /** The matching choice of the contact form's service field. */
  contactService: Exclude<ContactService, 'consultation'>;
  category: ServiceCategory;
  /** Its icon on the cards, the home page and its own page. */
  icon: IconName;
  price: PriceRange;
  duration: ServiceDuration;
};

export const serviceCatalog = [
  {
    id: 'strategic-assessment',
    pageKey: 'strategicAssessment',
    contactService: 'assessment',
    category: 'strategy',
    icon: 'compass',
    price: { min: 15_000, max: 35_000, currency: 'USD' },
    duration: { kind: 'weeks', min: 2, max: 4 },
  },
  {
    id: 'custom-implementation',
    pageKey: 'customImplementation',
    contactService: 'implementation',
    category: 'implementation',
    icon: 'code',
    price: { min: 50_000, max: 250_000, currency: 'USD' },
    duration: { kind: 'weeks', min: 8, max: 16 },
  },
  {
    id: 'enterprise-training',
    pageKey: 'enterpriseTraining',
    contactService: 'training',
    category: 'training',
    icon: 'graduationCap',
    price: { min: 25_000, max: 75_000, currency: 'USD' },
    duration: { kind: 'weeks', min: 2, max: 6 },
  },
  {
    id: 'ai-agent-development',
    pageKey: 'aiAgentDevelopment',
    contactService: 'gpt-development',
    category: 'development',
    icon: 'bot',
    price: { min: 75_000, max: 200_000, currency: 'USD' },
    duration: { kind: 'weeks', min: 6, max: 12 },
  },
  {
    id: 'governance-security',
    pageKey: 'governanceSecurity',
    contactService: 'governance',
    category: 'governance',
    icon: 'shieldCheck',
    price: { min: 40_000, max: 120_000, currency: 'USD' },
    duration: { kind: 'weeks', min: 4, max: 8 },
  },
  {
    id: 'continuous-optimization',
    pageKey: 'continuousOptimization',
    contactService: 'optimization',
    category: 'support',
    icon: 'refresh',
    price: { min: 5_000, max: 25_000, currency: 'USD', per: 'month' },
    duration: { kind: 'ongoing' },
  },
] as const satisfies readonly CatalogEntry[];

/** The page keys of the six services' own pages. */
export type ServicePageKey = (typeof serviceCatalog)[number]['pageKey'];

/** The three support tiers of Continuous Optimization, per month. */
export const OPTIMIZATION_TIERS = [
  { id: 'essential', price: 5_000, popular: false },
  { id: 'professional', price: 12_000, popular: true },
  { id: 'enterprise', price: 25_000, popular: false },
] as const;
export type OptimizationTierId = (typeof OPTIMIZATION_TIERS)[number]['id'];

export function getService(id: ServiceId): CatalogEntry {
  const entry = serviceCatalog.find((s) => s.id === id);
  if (!entry) throw new Error(`Unknown service: ${id}`);
  return entry;
}

export function serviceForPage(pageKey: ServicePageKey): CatalogEntry;
export function serviceForPage(pageKey: PageKey): CatalogEntry | undefined;
export function serviceForPage(pageKey: PageKey): CatalogEntry | undefined {
  return serviceCatalog.find((s) => s.pageKey === pageKey);
}

export const isServiceId = (value: unknown): value is ServiceId =>
  typeof value === 'string' && (SERVICE_IDS as readonly string[]).includes(value);
