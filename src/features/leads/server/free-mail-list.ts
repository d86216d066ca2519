import providers from 'email-providers/common.json';
import { COMMON_FREE_MAIL_DOMAINS, domainInList, emailDomain } from '../free-mail';

/** The server's list: the common providers and the maintained list of the email-providers package. */
const refused: ReadonlySet<string> = new Set([...COMMON_FREE_MAIL_DOMAINS, ...(providers as string[])].map((d) => d.toLowerCase()));

export const isFreeMailDomain = (domain: string) => domainInList(domain, refused);

export const isFreeMailAddress = (email: string) => isFreeMailDomain(emailDomain(email));
