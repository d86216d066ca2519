/**
 * The downloadable service brief: a plain-text file composed in the browser from texts the
 * server page already rendered (no network call). Pure functions, shared by the dialog and tests.
 */

export type BriefInput = {
  /** The service's title in the page's language; the file is named after it. */
  title: string;
  /** Localized file-name suffix ("service-brief", "leistungsbeschreibung", ...). */
  fileSuffix: string;
  heading: string;
  subtitle: string;
  description: string;
  /** Category, investment, duration and ideal-for lines, already worded. */
  facts: string[];
  featuresHeading: string;
  features: string[];
  deliverablesHeading: string;
  deliverables: string[];
  contact: string;
  company: string;
};

/** "Strategic Assessment" -> "strategic-assessment"; "Évaluation stratégique" -> "evaluation-strategique". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "strategic-assessment-service-brief.txt" */
export function briefFileName(input: Pick<BriefInput, 'title' | 'fileSuffix'>): string {
  return `${slugify(input.title)}-${slugify(input.fileSuffix)}.txt`;
}

const underline = (text: string, char: string) => `${text}\n${char.repeat(Math.max(text.length, 3))}`;

/** The brief's text: heading, summary, facts, features, deliverables and how to get in touch. */
export function briefText(input: BriefInput): string {
  const parts = [
    underline(input.heading, '='),
    input.subtitle,
    input.description,
    input.facts.join('\n'),
    `${underline(input.featuresHeading, '-')}\n${input.features.map((f) => `- ${f}`).join('\n')}`,
    `${underline(input.deliverablesHeading, '-')}\n${input.deliverables.map((d) => `- ${d}`).join('\n')}`,
    input.contact,
    input.company,
  ];
  return `${parts.join('\n\n')}\n`;
}
