// The guard against going live with the example legal identity. The build and start scripts
// (before anything is built) and the server share one rule: scripts/lib/build.ts and
// scripts/serve.ts call it before they do anything else.

/**
 * Every variable of the legal identity (src/features/legal/identity.ts maps each to its field;
 * a unit test keeps the two lists equal). Unset, each shows a visibly example value.
 */
export const LEGAL_VARIABLES: readonly string[] = Object.freeze([
  'LEGAL_NAME',
  'LEGAL_FORM',
  'LEGAL_SHARE_CAPITAL',
  'LEGAL_STREET',
  'LEGAL_POSTAL_CODE',
  'LEGAL_CITY',
  'LEGAL_COUNTRY',
  'LEGAL_REPRESENTATIVES',
  'LEGAL_EMAIL',
  'LEGAL_PHONE',
  'LEGAL_REGISTER_COURT',
  'LEGAL_REGISTER_NUMBER',
  'LEGAL_VAT_ID',
  'LEGAL_CONTENT_RESPONSIBLE',
  'LEGAL_PUBLICATION_DIRECTOR',
  'LEGAL_HOST_NAME',
  'LEGAL_HOST_ADDRESS',
  'LEGAL_HOST_COUNTRY',
  'LEGAL_HOST_PHONE',
  'LEGAL_MAIL_PROVIDER_NAME',
  'LEGAL_MAIL_PROVIDER_ADDRESS',
  'LEGAL_MAIL_PROVIDER_COUNTRY',
  'LEGAL_GOVERNING_LAW',
  'LEGAL_JURISDICTION',
]);

/** The value of LEGAL_EXAMPLE_IDENTITY by which the owner says a public site may show the examples. */
export const ALLOW_EXAMPLE_IDENTITY = 'allow';

const DEFAULT_SITE_URL = 'http://localhost:3000';

/**
 * True when SITE_URL names this machine: localhost (or a name under .localhost), 127.0.0.0/8 or
 * ::1. Such a site is a laptop, a test or a local preview, and keeps the example identity.
 */
export function isLocalSiteUrl(siteUrl: string | undefined): boolean {
  let host: string;
  try {
    host = new URL(siteUrl || DEFAULT_SITE_URL).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '[::1]' || host === '::1') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

type Env = Record<string, string | undefined>;

/** The legal variables still unset (an empty value counts as unset). */
export function unsetLegalVariables(env: Env): string[] {
  return LEGAL_VARIABLES.filter((name) => !env[name]);
}

/**
 * Why building or starting for this environment must stop, or null. A public SITE_URL with any
 * legal variable unset stops, naming them all, unless LEGAL_EXAMPLE_IDENTITY=allow; so does one
 * whose webhooks send leads to a tool the privacy policy does not name (LEGAL_CRM_NAME).
 */
export function launchGuardError(env: Env): string | null {
  if (isLocalSiteUrl(env.SITE_URL)) return null;
  if (env.LEGAL_EXAMPLE_IDENTITY === ALLOW_EXAMPLE_IDENTITY) return null;
  const unset = unsetLegalVariables(env);
  // Leads sent to a tool the privacy policy does not name.
  if (env.LEADS_WEBHOOK_URL && !env.LEGAL_CRM_NAME) unset.push('LEGAL_CRM_NAME and LEGAL_CRM_COUNTRY (the tool LEADS_WEBHOOK_URL sends leads to)');
  if (unset.length === 0) return null;
  return (
    `SITE_URL is ${env.SITE_URL}, a public address, but the legal notice and the privacy policy would show ` +
    `example values (Example Consulting GmbH, HRB 000000 ...). Set ${unset.join(', ')} ` +
    `(docs/operations.md, "Legal notice"), or set LEGAL_EXAMPLE_IDENTITY=${ALLOW_EXAMPLE_IDENTITY} if you mean to publish the examples.`
  );
}
