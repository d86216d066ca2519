import { env, type Env } from '@/lib/env';

/**
 * Who runs the site: the facts of the legal notice (§ 5 DDG in Germany, article 6 III LCEN in
 * France) and the controller named by the privacy policy. One typed module; each field can be
 * set by its environment variable (src/lib/env.ts), read at build time into the prerendered pages.
 */
export type LegalIdentity = {
  /** The provider's name, as registered. */
  name: string;
  legalForm: string;
  /** France (LCEN): the share capital of a registered company. */
  shareCapital: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166 code; each page names the country in its language. */
  country: string;
  /** The persons authorised to represent the provider (managing directors). */
  representatives: string;
  email: string;
  phone: string;
  registerCourt: string;
  registerNumber: string;
  vatId: string;
  /** Germany: the person responsible for the content (§ 18 (2) MStV), with an address. */
  contentResponsible: string;
  /** France: the directeur de la publication. */
  publicationDirector: string;
  hostName: string;
  hostAddress: string;
  hostPhone: string;
  /** The law the terms of service choose (each language words it: 'German law', 'deutsches Recht'). */
  governingLaw: 'DE' | 'FR';
  /** Where disputes with businesses go to court. */
  jurisdiction: string;
};

/**
 * The documented defaults: visibly example values (example.com, zeros, "Example"), so that no
 * one mistakes them for real ones. The server warns at start while any of them is in use.
 */
export const exampleIdentity: LegalIdentity = {
  name: 'Example Consulting GmbH',
  legalForm: 'Gesellschaft mit beschränkter Haftung (GmbH)',
  shareCapital: '25,000 EUR',
  street: 'Example Street 1',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
  representatives: 'Jane Example (Managing Director)',
  email: 'legal@example.com',
  phone: '+49 30 0000000',
  registerCourt: 'Amtsgericht Example',
  registerNumber: 'HRB 000000',
  vatId: 'DE000000000',
  contentResponsible: 'Jane Example, Example Street 1, 10115 Berlin',
  publicationDirector: 'Jane Example',
  hostName: 'Example Hosting Ltd.',
  hostAddress: 'Example Road 2, 00000 Example City',
  hostPhone: '+00 000 000000',
  governingLaw: 'DE',
  jurisdiction: 'Berlin',
};

/** Each field's environment variable. */
export const identityVariables = {
  name: 'LEGAL_NAME',
  legalForm: 'LEGAL_FORM',
  shareCapital: 'LEGAL_SHARE_CAPITAL',
  street: 'LEGAL_STREET',
  postalCode: 'LEGAL_POSTAL_CODE',
  city: 'LEGAL_CITY',
  country: 'LEGAL_COUNTRY',
  representatives: 'LEGAL_REPRESENTATIVES',
  email: 'LEGAL_EMAIL',
  phone: 'LEGAL_PHONE',
  registerCourt: 'LEGAL_REGISTER_COURT',
  registerNumber: 'LEGAL_REGISTER_NUMBER',
  vatId: 'LEGAL_VAT_ID',
  contentResponsible: 'LEGAL_CONTENT_RESPONSIBLE',
  publicationDirector: 'LEGAL_PUBLICATION_DIRECTOR',
  hostName: 'LEGAL_HOST_NAME',
  hostAddress: 'LEGAL_HOST_ADDRESS',
  hostPhone: 'LEGAL_HOST_PHONE',
  governingLaw: 'LEGAL_GOVERNING_LAW',
  jurisdiction: 'LEGAL_JURISDICTION',
} as const satisfies { [K in keyof LegalIdentity]: keyof Env };

const fields = Object.keys(identityVariables) as (keyof LegalIdentity)[];

/** The identity: every field from its variable when set, else the example default. */
export function legalIdentity(config: Env = env()): LegalIdentity {
  return Object.fromEntries(fields.map((field) => [field, config[identityVariables[field]] ?? exampleIdentity[field]])) as LegalIdentity;
}

/** The variables not set, whose fields still show the example values. */
export function exampleVariables(config: Env = env()): string[] {
  return fields.filter((field) => config[identityVariables[field]] === undefined).map((field) => identityVariables[field]);
}

/** The provider's country, named in a language ('DE' -> Germany, Deutschland, Allemagne). */
export const countryName = (identity: LegalIdentity, locale: string) =>
  new Intl.DisplayNames([locale], { type: 'region' }).of(identity.country) ?? identity.country;

/**
 * The values the legal texts (messages/<locale>/legal.json) name as {placeholders}: who the
 * controller and the host are, and which law and courts the terms choose.
 */
export function legalPlaceholders(identity: LegalIdentity, locale: string, governingLaw: string): Record<string, string> {
  return {
    providerName: identity.name,
    providerAddress: `${identity.street}, ${identity.postalCode} ${identity.city}, ${countryName(identity, locale)}`,
    providerEmail: identity.email,
    representatives: identity.representatives,
    hostName: identity.hostName,
    hostAddress: identity.hostAddress,
    governingLaw,
    jurisdiction: identity.jurisdiction,
  };
}

/** The start-up warning while the legal notice shows example values; null once every field is set. */
export function exampleIdentityWarning(config: Env = env()): string | null {
  const variables = exampleVariables(config);
  if (variables.length === 0) return null;
  return (
    `[startup] The legal notice and the privacy policy still show example values. Before the site goes live, ` +
    `set ${variables.join(', ')} and rebuild (README, "Legal notice").`
  );
}
