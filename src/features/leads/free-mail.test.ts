import { describe, expect, it } from 'vitest';
import { ALWAYS_REFUSED_DOMAINS, COMMON_FREE_MAIL_DOMAINS, emailDomain, isCommonFreeMailAddress } from './free-mail';
import { isFreeMailAddress, isFreeMailDomain } from './server/free-mail-list';

const mixedCase = (s: string) => [...s].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join('');

describe('free-mail refusal', () => {
  it.each(ALWAYS_REFUSED_DOMAINS)('refuses %s in any case', (domain) => {
    expect(isFreeMailAddress(`jane@${domain}`)).toBe(true);
    expect(isFreeMailAddress(`jane@${domain.toUpperCase()}`)).toBe(true);
    expect(isFreeMailAddress(`Jane.Doe@${mixedCase(domain)}`)).toBe(true);
  });

  it.each(['gmx.de', 'web.de', 't-online.de', 'orange.fr', 'laposte.net', 'free.fr', 'GMX.DE'])(
    'refuses the European provider %s from the maintained list',
    (domain) => expect(isFreeMailAddress(`kontakt@${domain}`)).toBe(true),
  );

  it('refuses subdomains of a listed domain', () => {
    expect(isFreeMailAddress('a@mail.gmail.com')).toBe(true);
    expect(isFreeMailAddress('a@eu.mx.Web.DE')).toBe(true);
  });

  it('looks only at the part after the last @', () => {
    expect(emailDomain('"x@acme.com"@gmail.com')).toBe('gmail.com');
    expect(isFreeMailAddress('"x@gmail.com"@acme-consulting.com')).toBe(false);
    expect(isFreeMailAddress('"x@acme.com"@gmail.com')).toBe(true);
  });

  it('ignores a trailing root dot', () => {
    expect(isFreeMailAddress('a@gmail.com.')).toBe(true);
  });

  it('accepts business domains, including ones that merely end like a provider', () => {
    expect(isFreeMailAddress('cto@acme-consulting.com')).toBe(false);
    expect(isFreeMailAddress('cto@siemens.de')).toBe(false);
    expect(isFreeMailAddress('cto@notgmail.com')).toBe(false);
    expect(isFreeMailAddress('cto@gmail.com.acme.io')).toBe(false);
    expect(isFreeMailDomain('com')).toBe(false);
    expect(isFreeMailAddress('no-at-sign')).toBe(false);
  });
});

describe('the browser’s list', () => {
  it('holds the seven always refused and is a subset of the server’s', () => {
    for (const domain of ALWAYS_REFUSED_DOMAINS) expect(COMMON_FREE_MAIL_DOMAINS).toContain(domain);
    for (const domain of COMMON_FREE_MAIL_DOMAINS) expect(isFreeMailDomain(domain)).toBe(true);
    expect(COMMON_FREE_MAIL_DOMAINS.length).toBeLessThanOrEqual(20);
  });

  it('refuses common providers and their subdomains, and leaves the rest to the server', () => {
    expect(isCommonFreeMailAddress('a@Mail.GMX.de')).toBe(true);
    expect(isCommonFreeMailAddress('a@acme-consulting.com')).toBe(false);
    // In the maintained list only: the server refuses it, the browser lets it through.
    expect(isFreeMailAddress('a@mail.ru')).toBe(true);
    expect(isCommonFreeMailAddress('a@mail.ru')).toBe(false);
  });
});
