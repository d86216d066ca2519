import { createEvent } from 'ics';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email-address';

const accepted = [
  'ada@analytical-engines.com',
  'o’neil'.replace('’', "'") + '@firm.de',
  'first.last+tag@sub.example.co.uk',
  'x@xn--bcher-kva.de',
  `${'a'.repeat(64)}@firm.fr`,
  `a@${'b'.repeat(63)}.com`,
  `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
];
const refused = [
  'plain',
  'a@x',
  'a@x.c',
  'a..b@x.com',
  '.a@x.com',
  'a@-x.com',
  'a@x-.com',
  'ä@x.com',
  'a@bü.de',
  '"a b"@x.com',
  'a@[1.2.3.4]',
  `${'a'.repeat(65)}@firm.fr`,
  `a@${'b'.repeat(64)}.com`,
  `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`,
  'a@x.com\r\nBcc: b@y.com',
];

describe('the one email address rule', () => {
  it.each(accepted)('accepts %s', (address) => expect(isEmailAddress(address)).toBe(true));
  it.each(refused)('refuses %s', (address) => expect(isEmailAddress(address)).toBe(false));

  it('accepts nothing that zod or the calendar library would refuse', () => {
    for (const address of [...accepted, ...refused].filter(isEmailAddress)) {
      expect(z.email().safeParse(address).success).toBe(true);
      const { error } = createEvent({ start: [2030, 1, 2, 9, 0], duration: { hours: 1 }, title: 't', attendees: [{ name: 'A', email: address }] });
      expect(error).toBeFalsy();
    }
  });
});

describe('mailboxKey', () => {
  it('counts an address without case, +tag, and dots where the provider ignores them', async () => {
    const { mailboxKey } = await import('./email-address');
    expect(mailboxKey('Victim+1@Corp.Example')).toBe('victim@corp.example');
    expect(mailboxKey('victim+news+2@corp.example')).toBe('victim@corp.example');
    expect(mailboxKey('v.i.c.t.i.m+x@GoogleMail.com')).toBe('victim@gmail.com');
    // Elsewhere a dot is part of the name: first.last@ and firstlast@ may be two people.
    expect(mailboxKey('first.last@corp.example')).toBe('first.last@corp.example');
    // A local part that is only a tag stays as it is.
    expect(mailboxKey('+tag@corp.example')).toBe('+tag@corp.example');
  });
});
