import { env, type Env, type legalForms } from '@/lib/env';
import { isEea, type TransferBasis } from '@/lib/eea';

export type LegalForm = (typeof legalForms)[number];

/**
 * Who runs the site: the facts of the legal notice (§ 5 DDG in Germany, article 6 III LCEN in
 * France) and the controller named by the privacy policy. One typed module; each field can be
 * set by its environment variable (src/lib/env.ts), read at build time into the prerendered pages.
 */
export type LegalIdentity = {
  /** The provider's name, as registered. */
  name: string;
  /** A code (GmbH, SAS ...); each page names the form, and the body that represents it, in its language. */
  legalForm: LegalForm;
  /** France (LCEN): the share capital of a registered company, in euros; each page formats it. */
  shareCapital: number;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166 code; each page names the country in its language. */
  country: string;
  /** The names of the persons authorised to represent the provider; the page says in what role (legal.notice.representatives.<form>). */
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
  /** ISO 3166 code of the host's country (also the analytics provider's: its analytics are the host's). */
  hostCountry: string;
  hostPhone: string;
  /** The email provider (a processor the privacy policy names). */
  mailProviderName: string;
  mailProviderAddress: string;
  mailProviderCountry: string;
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
  legalForm: 'GmbH',
  shareCapital: 25000,
  street: 'Example Street 1',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
  representatives: 'Jane Example',
  email: 'legal@example.com',
  phone: '+49 30 0000000',
  registerCourt: 'Amtsgericht Example',
  registerNumber: 'HRB 000000',
  vatId: 'DE000000000',
  contentResponsible: 'Jane Example, Example Street 1, 10115 Berlin',
  publicationDirector: 'Jane Example',
  hostName: 'Example Hosting Ltd.',
  hostAddress: 'Example Road 2, 00000 Example City',
  hostCountry: 'DE',
  hostPhone: '+00 000 000000',
  mailProviderName: 'Example Mail GmbH',
  mailProviderAddress: 'Example Lane 3, 00000 Example City',
  mailProviderCountry: 'DE',
  governingLaw: 'DE',
  jurisdiction: 'Berlin',
};

/** Each field's environment variable (the launch guard's list, src/lib/launch-guard.ts, names the same). */
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
  hostCountry: 'LEGAL_HOST_COUNTRY',
  hostPhone: 'LEGAL_HOST_PHONE',
  mailProviderName: 'LEGAL_MAIL_PROVIDER_NAME',
  mailProviderAddress: 'LEGAL_MAIL_PROVIDER_ADDRESS',
  mailProviderCountry: 'LEGAL_MAIL_PROVIDER_COUNTRY',
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

/** A country, named in a language ('DE' -> Germany, Deutschland, Allemagne). */
export const regionName = (code: string, locale: string) => new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;

/** The provider's country, named in a language. */
export const countryName = (identity: LegalIdentity, locale: string) => regionName(identity.country, locale);

/** The share capital in the page's language: "€25,000", "25.000 €", "25 000 €". */
export const formatShareCapital = (identity: LegalIdentity, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: Number.isInteger(identity.shareCapital) ? 0 : 2 }).format(identity.shareCapital);

/** How data reaches a processor: within the EEA, or on the transfer basis its variable names. */
export type TransferWording = 'eea' | TransferBasis;

/** The processors' transfer bases, from the configuration (env.ts refuses a non-EEA country without one). */
export function transferBases(config: Env = env(), identity: LegalIdentity = legalIdentity(config)): { host: TransferWording; mail: TransferWording } {
  const basis = (country: string, given: TransferBasis | undefined): TransferWording => (isEea(country) ? 'eea' : (given ?? 'scc'));
  return { host: basis(identity.hostCountry, config.LEGAL_HOST_TRANSFER), mail: basis(identity.mailProviderCountry, config.LEGAL_MAIL_PROVIDER_TRANSFER) };
}

/** The tool that receives the lead events (LEADS_WEBHOOK_URL), as the privacy policy names it; null when none is named. */
export type CrmProcessor = { name: string; country: string; transfer: TransferWording };

export function crmProcessor(config: Env = env()): CrmProcessor | null {
  const { LEGAL_CRM_NAME: name, LEGAL_CRM_COUNTRY: country, LEGAL_CRM_TRANSFER: given } = config;
  if (!name || !country) return null;
  return { name, country, transfer: isEea(country) ? 'eea' : (given ?? 'scc') };
}

/** The words of the legal dictionary that the placeholders need (legal.governingLaw, legal.transfer). */
export type LegalWords = { governingLaw: Record<'DE' | 'FR', string>; transfer: Record<TransferWording, string> };

/**
 * The values the legal texts (messages/<locale>/legal.json) name as {placeholders}: who the
 * controller, the host and the email provider are, where the data goes and on what basis, whether
 * analytics can load at all (`analytics`: on or off, for an ICU select), the tool that receives the
 * lead events (`crm`: on or off), and which law and courts the terms choose.
 */
export function legalPlaceholders(
  identity: LegalIdentity,
  locale: string,
  words: LegalWords,
  transfers: { host: TransferWording; mail: TransferWording } = { host: 'eea', mail: 'eea' },
  analytics = false,
  crm: CrmProcessor | null = null,
): Record<string, string> {
  return {
    providerName: identity.name,
    providerAddress: `${identity.street}, ${identity.postalCode} ${identity.city}, ${countryName(identity, locale)}`,
    providerEmail: identity.email,
    representatives: identity.representatives,
    hostName: identity.hostName,
    hostAddress: identity.hostAddress,
    hostCountry: regionName(identity.hostCountry, locale),
    hostTransfer: words.transfer[transfers.host],
    mailProviderName: identity.mailProviderName,
    mailProviderAddress: identity.mailProviderAddress,
    mailProviderCountry: regionName(identity.mailProviderCountry, locale),
    mailTransfer: words.transfer[transfers.mail],
    analytics: analytics ? 'on' : 'off',
    crm: crm ? 'on' : 'off',
    crmName: crm?.name ?? '',
    crmCountry: crm ? regionName(crm.country, locale) : '',
    crmTransfer: crm ? words.transfer[crm.transfer] : '',
    governingLaw: words.governingLaw[identity.governingLaw],
    jurisdiction: identity.jurisdiction,
  };
}

/** The start-up warning while the legal notice shows example values; null once every field is set. */
export function exampleIdentityWarning(config: Env = env()): string | null {
  const variables = exampleVariables(config);
  if (variables.length === 0) return null;
  return (
    `[startup] The legal notice and the privacy policy still show example values. Before the site goes live, ` +
    `set ${variables.join(', ')} and rebuild (docs/operations.md, "Legal notice").`
  );
}
