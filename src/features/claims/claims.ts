import { directoryFigures, TOP_RATED } from '@/features/consultants/data';

/**
 * Every figure the site states about the consultancy, its consultants or its clients, each with
 * where it comes from. Pages read their figures here (or, for the directory, from the
 * computation this module names), and show the basis beside them in the visitor's language
 * (messages/<locale>/claims.json, `basis.<basis>`). A figure that is not here is not stated.
 *
 * The kinds of basis:
 * - `directory`: computed at build time from the consultant list (src/features/consultants/data.ts);
 *   it can never disagree with the cards beneath it.
 * - `records`: the owner's own project records; not audited by anyone else. The page says so,
 *   and that past results promise nothing about a future project. The owner must be able to show
 *   these records to back the figure (German § 5 UWG, French article L121-2 of the Code de la
 *   consommation put the burden of proof on the one who claims).
 * - `clientRatings`: ratings clients give after an engagement, as the owner collects them; the
 *   page says how, and that no one else checks them (§ 5b (3) UWG, article L111-7-2 of the Code
 *   de la consommation).
 * - `example`: an illustration written by us, not a real client's words or results. Shown only with
 *   a visible note saying so, until the owner replaces it with a real, approved one.
 */
export type Basis = 'directory' | 'records' | 'clientRatings' | 'example';

/** A length of time: a single value or a range of days, weeks or months. */
export type Span = { unit: 'day' | 'week' | 'month'; min: number; max?: number };

/** A figure shown to visitors, formatted per language ("95%", "95 %"; "$2.3M", "2,3 Mio. €"). */
export type Figure =
  | { kind: 'percent'; value: number }
  | { kind: 'percentRange'; min: number; max: number }
  | { kind: 'money'; amount: number; compact?: boolean }
  | { kind: 'count'; value: number }
  | { kind: 'span'; span: Span };

export type MetricItem = { key: string; figure: Figure; /** Fills {span} in the label. */ labelSpan?: Span };

/** A group of figures shown together, with their one basis. */
export type MetricClaim = { basis: Basis; items: MetricItem[] };

const percent = (value: number): Figure => ({ kind: 'percent', value });
const months = (min: number, max?: number): Span => ({ unit: 'month', min, max });
const weeks = (min: number, max?: number): Span => ({ unit: 'week', min, max });

/**
 * The consultancy's track record: the home page's headline figures, the services page's 'Why
 * choose us' and the FAQ state it. Figures of the whole network of consultants (more than the
 * directory lists), so each page says "in our network". A project counts as a success when it
 * reached production and met the goals agreed at its start (the page gives this definition).
 */
export const TRACK_RECORD = {
  basis: 'records',
  implementations: 80,
  roiMonths: { min: 3, max: 6 },
  successRate: 95,
} as const satisfies { basis: Basis } & Record<string, unknown>;

/** The home page's outcome ranges: what clients measured against the baseline agreed before the work. */
export const OUTCOMES = {
  basis: 'records',
  items: {
    efficiency: { kind: 'percentRange', min: 20, max: 40 },
    response: { kind: 'percentRange', min: 30, max: 50 },
    cost: { kind: 'percentRange', min: 15, max: 25 },
    workload: { kind: 'percent', value: 70 },
  },
} as const satisfies { basis: Basis; items: Record<string, Figure> };

/** The figure sections of the service pages, by page key and section key. */
export const SERVICE_METRICS = {
  strategicAssessment: {
    roi: { basis: 'records', items: [{ key: 'firstYear', figure: { kind: 'percentRange', min: 300, max: 500 } }] },
  },
  enterpriseTraining: {
    successMetrics: {
      basis: 'records',
      items: [
        { key: 'satisfaction', figure: percent(95) },
        { key: 'timeSaved', figure: percent(40) },
        { key: 'dailyUse', figure: percent(85) },
      ],
    },
  },
  continuousOptimization: {
    metrics: {
      basis: 'records',
      items: [
        { key: 'responseTime', figure: percent(35) },
        { key: 'uptime', figure: percent(99.9) },
        { key: 'issues', figure: percent(50) },
        { key: 'costs', figure: percent(25) },
      ],
    },
  },
} as const satisfies Record<string, Record<string, MetricClaim>>;

/**
 * The case studies of the service pages: illustrations of a typical engagement, written by us,
 * not reports of a named client. Each page marks its case study as an example while the basis
 * is `example`.
 */
export const CASE_STUDIES = {
  strategicAssessment: {
    basis: 'example',
    items: [
      { key: 'useCases', figure: { kind: 'count', value: 14 } },
      { key: 'approved', figure: { kind: 'count', value: 3 } },
      { key: 'timeline', figure: { kind: 'span', span: weeks(3) } },
    ],
  },
  customImplementation: {
    basis: 'example',
    items: [
      { key: 'processing', figure: percent(60) },
      { key: 'savings', figure: { kind: 'money', amount: 2_300_000, compact: true } },
    ],
  },
  enterpriseTraining: {
    basis: 'example',
    items: [
      { key: 'trained', figure: { kind: 'count', value: 2_500 } },
      { key: 'adoption', figure: percent(95) },
      { key: 'productivity', figure: percent(35), labelSpan: months(6) },
    ],
  },
  aiAgentDevelopment: {
    basis: 'example',
    items: [
      { key: 'automated', figure: percent(80) },
      { key: 'cost', figure: percent(40) },
    ],
  },
  governanceSecurity: {
    basis: 'example',
    items: [
      { key: 'audit', figure: percent(100) },
      { key: 'approval', figure: percent(60) },
    ],
  },
  continuousOptimization: {
    basis: 'example',
    items: [
      { key: 'duration', figure: { kind: 'span', span: months(18) } },
      { key: 'performance', figure: percent(45) },
      { key: 'savings', figure: { kind: 'money', amount: 1_200_000, compact: true } },
    ],
  },
} as const satisfies Record<string, MetricClaim>;

/**
 * The services page's testimonials. `example: true` while they are quotes we wrote to show the
 * layout: the page then says so above them. Names are no one else's on the site (a unit test
 * checks them against the consultants and the article authors). Replace them with real quotes,
 * approved in writing by the people quoted, and set `example` to false.
 */
export const TESTIMONIALS = {
  basis: 'example',
  example: true,
  items: [
    { key: 't1', name: 'Rebecca Holt', rating: 5 },
    { key: 't2', name: 'Stefan Brandt', rating: 5 },
    { key: 't3', name: 'Nathalie Moreau', rating: 5 },
  ],
} as const satisfies { basis: Basis; example: boolean; items: ReadonlyArray<{ key: string; name: string; rating: number }> };

/**
 * The consultant directory's figures: computed from the list, so the strip, the city counts and
 * the cards never disagree. Consultants' ratings and review counts are client ratings; the
 * "Top Rated" badge follows TOP_RATED, which the page states.
 */
export const DIRECTORY = {
  figures: { basis: 'directory', compute: directoryFigures },
  ratings: { basis: 'clientRatings', topRated: TOP_RATED },
} as const;
