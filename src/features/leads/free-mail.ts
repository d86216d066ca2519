import providers from 'email-providers/common.json';

/** Refused whatever the maintained list says (DESIGN.md, "Free-mail refusal"). */
export const ALWAYS_REFUSED_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'aol.com',
  'icloud.com',
  'live.com',
] as const;

const refused: ReadonlySet<string> = new Set(
  [...ALWAYS_REFUSED_DOMAINS, ...(providers as string[])].map((d) => d.toLowerCase()),
);

/** The part after the last '@', lower-cased, without a trailing root dot. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return (at === -1 ? '' : email.slice(at + 1)).trim().toLowerCase().replace(/\.+$/, '');
}

/** True when the domain or any parent domain of it (mail.gmx.de -> gmx.de) is a free-mail provider. */
export function isFreeMailDomain(domain: string): boolean {
  const labels = domain.trim().toLowerCase().replace(/\.+$/, '').split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    if (refused.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}

export function isFreeMailAddress(email: string): boolean {
  return isFreeMailDomain(emailDomain(email));
}
