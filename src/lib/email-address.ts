/**
 * The one rule for an email address, shared by the forms (browser and server), the
 * configuration and the calendar invite: zod's pattern (ASCII, dotted local part, a domain with
 * a TLD of letters), with the length limits of RFC 5321 (local part 64, address 254) and domain
 * labels of 1 to 63 letters, digits and inner hyphens (RFC 1035), which the calendar library
 * also demands. Whatever passes here, every consumer accepts.
 */
const PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export const EMAIL_MAX_LENGTH = 254;

export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH || !PATTERN.test(value)) return false;
  const at = value.lastIndexOf('@');
  return at <= 64 && value.slice(at + 1).split('.').every((label) => LABEL.test(label));
}

/** Providers known to ignore dots in the local part (and their other domain names). */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to, as far as one can tell from outside: lower case, without a
 * `+tag` (victim+1@ and victim+2@ reach victim@), and without dots where the provider ignores
 * them. For counting what we send to one inbox, never for sending.
 */
export function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain in DOTLESS_DOMAINS) {
    domain = DOTLESS_DOMAINS[domain];
    local = local.replace(/\./g, '');
  }
  return `${local}@${domain}`;
}
