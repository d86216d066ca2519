import { CASE_STUDIES, SERVICE_METRICS, type MetricClaim } from '@/features/claims/claims';
import type { ServicePageKey } from './catalog';
import type { Span } from './catalog-text';
import type { IconName } from './icons';

export type { Figure, MetricItem } from '@/features/claims/claims';

/**
 * The six service pages as data: the sections each page shows, their item keys, icons and
 * figures. One layout (service-page.tsx) renders them all. Texts live in
 * messages/<locale>/servicePages.json under `<pageKey>.sections.<section>.items.<item>`;
 * the figures a page states about results (its metrics, its case study) come from the claims
 * module with their basis, formatted per language when the page is built.
 */

export type RiskImpact = 'critical' | 'high' | 'medium';

export type CardItem = { key: string; icon: IconName; bullets?: number };
export type StepItem = {
  key: string;
  /** How long the phase takes. */
  span?: Span;
  /** How often the phase recurs, as text (items.<key>.when), for ongoing services. */
  frequency?: boolean;
  /** Number of task lines (items.<key>.tasks.t1..tN). */
  tasks?: number;
};

export type Section =
  | { kind: 'cards'; key: string; columns: 2 | 3 | 4; items: CardItem[] }
  | { kind: 'steps'; key: string; items: StepItem[] }
  | { kind: 'checklist'; key: string; count: number; style?: 'list' | 'badges' }
  | { kind: 'metrics'; key: string; claim: MetricClaim }
  | { kind: 'programs'; key: string; items: Array<{ key: string; icon: IconName; days: number; topics: number }> }
  | { kind: 'risks'; key: string; items: Array<{ key: string; impact: RiskImpact }> }
  | { kind: 'options'; key: string; items: Array<{ key: string; icon: IconName; span: Span }> }
  | { kind: 'tiers'; key: string; features: number };

/** A service page's own content; its service (id, icon, price) is the catalogue's record for its page key. */
export type ServicePageContent = {
  sections: Section[];
  caseStudy: MetricClaim;
};

const days = (min: number, max?: number): Span => ({ unit: 'day', min, max });
const weeks = (min: number, max?: number): Span => ({ unit: 'week', min, max });
const months = (min: number, max?: number): Span => ({ unit: 'month', min, max });

/** Keys c1..cN of a checklist's items. */
export const listKeys = (count: number, prefix = 'c') => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);

export const servicePages: Record<ServicePageKey, ServicePageContent> = {
  strategicAssessment: {
    sections: [
      {
        kind: 'cards',
        key: 'benefits',
        columns: 3,
        items: [
          { key: 'clarity', icon: 'target' },
          { key: 'roi', icon: 'trendingUp' },
          { key: 'risk', icon: 'shieldCheck' },
          { key: 'alignment', icon: 'users' },
          { key: 'quickWins', icon: 'zap' },
          { key: 'roadmap', icon: 'map' },
        ],
      },
      {
        kind: 'steps',
        key: 'process',
        items: [
          { key: 'discovery', span: days(3, 5) },
          { key: 'analysis', span: days(2, 3) },
          { key: 'strategy', span: days(2, 3) },
          { key: 'presentation', span: days(2, 3) },
        ],
      },
      { kind: 'checklist', key: 'deliverables', count: 6 },
      { kind: 'metrics', key: 'roi', claim: SERVICE_METRICS.strategicAssessment.roi },
    ],
    caseStudy: CASE_STUDIES.strategicAssessment,
  },
  customImplementation: {
    sections: [
      {
        kind: 'cards',
        key: 'capabilities',
        columns: 4,
        items: [
          { key: 'development', icon: 'code' },
          { key: 'integration', icon: 'plug' },
          { key: 'api', icon: 'server' },
          { key: 'security', icon: 'lock' },
        ],
      },
      {
        kind: 'steps',
        key: 'phases',
        items: [
          { key: 'planning', span: weeks(1, 2), tasks: 4 },
          { key: 'development', span: weeks(4, 8), tasks: 4 },
          { key: 'testing', span: weeks(2, 3), tasks: 4 },
          { key: 'deployment', span: weeks(1, 2), tasks: 4 },
        ],
      },
      { kind: 'checklist', key: 'features', count: 8 },
    ],
    caseStudy: CASE_STUDIES.customImplementation,
  },
  enterpriseTraining: {
    sections: [
      {
        kind: 'programs',
        key: 'programs',
        items: [
          { key: 'leadership', icon: 'briefcase', days: 1, topics: 4 },
          { key: 'manager', icon: 'users', days: 2, topics: 4 },
          { key: 'powerUser', icon: 'zap', days: 3, topics: 4 },
          { key: 'endUser', icon: 'userCheck', days: 1, topics: 4 },
        ],
      },
      {
        kind: 'cards',
        key: 'benefits',
        columns: 3,
        items: [
          { key: 'adoption', icon: 'rocket' },
          { key: 'productivity', icon: 'trendingUp' },
          { key: 'safety', icon: 'shieldCheck' },
          { key: 'consistency', icon: 'layers' },
          { key: 'champions', icon: 'award' },
          { key: 'culture', icon: 'lightbulb' },
        ],
      },
      { kind: 'metrics', key: 'successMetrics', claim: SERVICE_METRICS.enterpriseTraining.successMetrics },
      { kind: 'checklist', key: 'deliverables', count: 6 },
      {
        kind: 'options',
        key: 'rollout',
        items: [
          { key: 'targeted', icon: 'target', span: weeks(4, 6) },
          { key: 'enterprise', icon: 'building', span: months(3, 6) },
        ],
      },
    ],
    caseStudy: CASE_STUDIES.enterpriseTraining,
  },
  aiAgentDevelopment: {
    sections: [
      {
        kind: 'cards',
        key: 'agentTypes',
        columns: 4,
        items: [
          { key: 'customerService', icon: 'headphones' },
          { key: 'knowledgeManagement', icon: 'bookOpen' },
          { key: 'dataAnalysis', icon: 'barChart' },
          { key: 'workflowAutomation', icon: 'workflow' },
        ],
      },
      {
        kind: 'cards',
        key: 'benefits',
        columns: 4,
        items: [
          { key: 'availability', icon: 'clock' },
          { key: 'speed', icon: 'zap' },
          { key: 'scale', icon: 'trendingUp' },
          { key: 'accuracy', icon: 'target' },
        ],
      },
      {
        kind: 'steps',
        key: 'phases',
        items: [{ key: 'requirements' }, { key: 'design' }, { key: 'integration' }, { key: 'deployment' }],
      },
      { kind: 'checklist', key: 'capabilities', count: 8 },
    ],
    caseStudy: CASE_STUDIES.aiAgentDevelopment,
  },
  governanceSecurity: {
    sections: [
      {
        kind: 'cards',
        key: 'frameworks',
        columns: 4,
        items: [
          { key: 'ethics', icon: 'scale' },
          { key: 'dataSecurity', icon: 'lock' },
          { key: 'monitoring', icon: 'activity' },
          { key: 'policy', icon: 'fileText' },
        ],
      },
      {
        kind: 'risks',
        key: 'risks',
        items: [
          { key: 'dataLeakage', impact: 'critical' },
          { key: 'compliance', impact: 'high' },
          { key: 'bias', impact: 'high' },
          { key: 'accuracy', impact: 'medium' },
        ],
      },
      { kind: 'checklist', key: 'standards', count: 8, style: 'badges' },
      {
        kind: 'steps',
        key: 'process',
        items: [{ key: 'assessment' }, { key: 'design' }, { key: 'implementation' }, { key: 'monitoring' }],
      },
      { kind: 'checklist', key: 'securityFeatures', count: 8 },
    ],
    caseStudy: CASE_STUDIES.governanceSecurity,
  },
  continuousOptimization: {
    sections: [
      {
        kind: 'cards',
        key: 'focusAreas',
        columns: 2,
        items: [
          { key: 'performance', icon: 'gauge', bullets: 4 },
          { key: 'fineTuning', icon: 'sliders', bullets: 4 },
          { key: 'analytics', icon: 'barChart', bullets: 4 },
          { key: 'issueDetection', icon: 'bellRing', bullets: 4 },
        ],
      },
      { kind: 'metrics', key: 'metrics', claim: SERVICE_METRICS.continuousOptimization.metrics },
      {
        kind: 'steps',
        key: 'process',
        items: [
          { key: 'baseline', frequency: true },
          { key: 'planning', frequency: true },
          { key: 'implementation', frequency: true },
          { key: 'monitoring', frequency: true },
        ],
      },
      { kind: 'tiers', key: 'tiers', features: 4 },
      { kind: 'checklist', key: 'included', count: 8 },
    ],
    caseStudy: CASE_STUDIES.continuousOptimization,
  },
};
