/**
 * Free-mail refusal: the booking and contact forms refuse an address at a free-mail provider or at
 * a subdomain of one. Here: the rule, and the free-mail domains most visitors use, which the
 * browser checks itself. The server is the authority: it checks the whole maintained list
 * (`free-mail-list.ts`), which never reaches the browser.
 */

/** Refused whatever the maintained list says: a version of it that drops one of these changes nothing. */
export const ALWAYS_REFUSED_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'aol.com',
  'icloud.com',
  'live.com',
] as const;

/** What the browser refuses before sending: the seven, and the largest providers of our markets. */
export const COMMON_FREE_MAIL_DOMAINS = [
  ...ALWAYS_REFUSED_DOMAINS,
  'googlemail.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  't-online.de',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'yahoo.fr',
  'hotmail.fr',
] as const;

/** The part after the last '@', lower-cased, without a trailing root dot. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return (at === -1 ? '' : email.slice(at + 1)).trim().toLowerCase().replace(/\.+$/, '');
}

/** True when the domain or any parent domain of it (mail.gmx.de -> gmx.de) is in the list. */
export function domainInList(domain: string, list: ReadonlySet<string>): boolean {
  const labels = domain.trim().toLowerCase().replace(/\.+$/, '').split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    if (list.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}

const common: ReadonlySet<string> = new Set(COMMON_FREE_MAIL_DOMAINS);

export const isCommonFreeMailAddress = (email: string) => domainInList(emailDomain(email), common);
