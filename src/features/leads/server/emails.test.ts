import { describe, expect, it } from 'vitest';
import { consumeConsoleCalls } from '../../../../tests/support/fail-on-console';
import type { Booking, Contact } from '@/features/leads/schemas';
import {
  newsletterConfirmEmail,
  ownerBookingEmail,
  ownerContactEmail,
  visitorBookingEmail,
  visitorContactEmail,
  firstName,
  salutationName,
} from './emails';
import { escapeHtml, headerSafe, mailboxAddress, mailboxName } from '@/server/mail/escape';
import { toMessage } from '@/server/mail/transport';
import type { OutboxRow } from '@/server/db/schema';

const config = { siteUrl: 'https://site.test', leadsTo: 'owner@consultancy.test', mailFrom: 'ChatGPT Consultant <hello@consultancy.test>' };
const meta = { id: 42, locale: 'de' as const, pagePath: '/de/leistungen', receivedAt: new Date('2026-11-21T10:00:00Z') };

const booking: Booking = {
  name: 'Eve <script>alert(1)</script>',
  email: 'eve@evil-corp.test',
  company: 'Evil & "Co"',
  phone: '+49 30 1234567',
  budget: undefined,
  date: '2026-12-07',
  timeSlot: '4pm-5pm',
  goals: "<img src=x onerror=alert('x')>\nsecond line",
  consultant: 'lukas-schneider',
  service: undefined,
};

const contact: Contact = {
  name: 'Grace <i>Hopper</i>',
  email: 'grace@compilers.test',
  company: 'Compilers SA',
  phone: '0123456789',
  service: 'governance',
  message: 'Hello </td></table><script>x()</script>',
};

/** Every '<' in the html must open one of the tags the template itself writes. */
function onlyTemplateTags(html: string) {
  const tags = [...html.matchAll(/<\/?([a-zA-Z0-9!]+)/g)].map((m) => m[1].toLowerCase());
  const allowed = new Set(['!doctype', 'html', 'head', 'meta', 'title', 'body', 'div', 'p', 'br', 'table', 'tr', 'th', 'td', 'h2', 'pre', 'a', 'strong', 'hr']);
  return tags.filter((t) => !allowed.has(t));
}

describe('escaping helpers', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('turns line breaks and control characters in header values into one space', () => {
    expect(headerSafe('Eve\r\nBcc: victim@x.test')).toBe('Eve Bcc: victim@x.test');
    expect(headerSafe('a\u2028b\u0000c\td')).toBe('a b c d');
    expect(headerSafe('x'.repeat(300))).toHaveLength(200);
  });

  it('reads the parts of a mailbox', () => {
    expect(mailboxAddress('ChatGPT Consultant <hello@consultancy.test>')).toBe('hello@consultancy.test');
    expect(mailboxName('"ChatGPT Consultant" <hello@consultancy.test>')).toBe('ChatGPT Consultant');
    expect(mailboxAddress('hello@consultancy.test')).toBe('hello@consultancy.test');
    expect(mailboxName('hello@consultancy.test')).toBeUndefined();
  });
});

describe('lead emails', () => {
  it('owner booking email: English, every field, the composed German message, nothing unescaped', () => {
    const mail = ownerBookingEmail(booking, meta, config);
    expect(mail.toAddress).toBe('owner@consultancy.test');
    expect(mail.replyTo).toBe('eve@evil-corp.test');
    expect(mail.subject).toBe('New consultation booking: Eve <script>alert(1)</script>, Evil & "Co"');
    expect(mail.text).toContain('Preferred date: Monday, December 7, 2026');
    expect(mail.text).toContain('Preferred time: 4:00 PM - 5:00 PM');
    expect(mail.text).toContain('Budget: Not specified');
    expect(mail.text).toContain('Phone: +49 30 1234567');
    expect(mail.text).toContain('Received: 2026-11-21T10:00:00.000Z (#42)');
    expect(mail.text).toContain('Service: Free Consultation Booking');
    expect(ownerBookingEmail({ ...booking, service: 'aiAgentDevelopment' }, meta, config).text).toContain(
      'Booked from: aiAgentDevelopment',
    );
    expect(mail.text).toContain('Booking message:\nZiele: <img');
    expect(mail.text).toContain('Wunschdatum: Montag, 7. Dezember 2026');
    expect(mail.text).toContain('Budget: Nicht angegeben');
    expect(onlyTemplateTags(mail.html)).toEqual([]);
    expect(mail.html).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Evil &amp; &quot;Co&quot;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(&#39;x&#39;)&gt;<br>second line');
    // The form sends the directory's id; the email names the consultant as the directory does.
    expect(mail.text).toContain('Consultant: Lukas Schneider');
    expect(mail.ics).toBeUndefined();
    expect(mail.priority).toBe(0);
  });

  it('visitor booking email: in German, with an invite for the date and slot', () => {
    const mail = visitorBookingEmail(booking, meta, config);
    expect(mail.toAddress).toBe('eve@evil-corp.test');
    expect(mail.subject).toBe('Ihre Beratungsanfrage für Montag, 7. Dezember 2026');
    expect(mail.text).toContain('Guten Tag Eve,');
    expect(mail.text).toContain('Ihre Anfrage für Montag, 7. Dezember 2026, 16:00 – 17:00 Uhr, ist bei uns eingegangen.');
    expect(mail.text).toContain('Berater: Lukas Schneider');
    expect(onlyTemplateTags(mail.html)).toEqual([]);
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.priority).toBeUndefined();
    // The visitor's copy repeats nothing the visitor typed but the first name: no relay for
    // anyone's text to any address.
    for (const typed of ['script', 'Evil', 'Co"', '1234567', 'onerror', 'second line']) {
      expect(mail.text).not.toContain(typed);
      expect(mail.html).not.toContain(typed);
      expect(mail.subject).not.toContain(typed);
    }
    const ics = mail.ics ?? '';
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toMatch(/DTSTART:20261207T160000\r\n/);
    expect(ics).toMatch(/DTEND:20261207T170000\r\n/);
    expect(ics).toContain('SUMMARY:Kostenlose Beratung mit ChatGPT Consultant');
    expect(ics).toContain('mailto:eve@evil-corp.test');
    expect(ics).toMatch(/ORGANIZER;CN="ChatGPT Consultant":mailto:hello@consultancy.test\r\n/i);
  });

  it('invite: a name cannot add parameters or attendees, and the attendance is not pre-accepted', () => {
    const mail = visitorBookingEmail({ ...booking, name: 'Eve", ROLE=CHAIR;CN=x:mailto:boss@victim.test' }, meta, config);
    const ics = (mail.ics ?? '').replace(/\r\n[ \t]/g, '');
    const attendee = ics.split('\r\n').find((l) => l.startsWith('ATTENDEE')) ?? '';
    // The first word is no name: the attendee is named by the address, with our parameters only.
    expect(attendee.split(';').map((p) => p.split('=')[0])).toEqual(['ATTENDEE', 'RSVP', 'ROLE', 'PARTSTAT', 'CN']);
    expect(attendee).toMatch(/;PARTSTAT="?NEEDS-ACTION"?;CN="eve@evil-corp\.test":mailto:eve@evil-corp\.test$/);
    expect(ics.match(/mailto:/gi)).toHaveLength(2);
    const named = visitorBookingEmail({ ...booking, name: 'Ada Lovelace' }, meta, config).ics ?? '';
    expect(named.replace(/\r\n[ \t]/g, '')).toMatch(/;CN="?Ada"?:mailto:eve@evil-corp\.test\r\n/);
  });

  it('greets as each language does: the honorific with the surname, else the full name (de, fr) or the first name (en)', () => {
    expect(salutationName('Frau Erika Müller', 'de')).toBe('Frau Müller');
    expect(salutationName('Herr Dr. Jan Kowalski', 'de')).toBe('Herr Dr. Kowalski');
    expect(salutationName('Erika Müller', 'de')).toBe('Erika Müller');
    expect(salutationName('Mme Claire Martin', 'fr')).toBe('Madame Martin');
    expect(salutationName('M. Jean Dupont', 'fr')).toBe('Monsieur Dupont');
    expect(salutationName('Jean-Pierre Dupont', 'fr')).toBe('Jean-Pierre Dupont');
    expect(salutationName('Mrs Ada Lovelace', 'en')).toBe('Mrs. Lovelace');
    expect(salutationName('Ada Lovelace', 'en')).toBe('Ada');
    expect(salutationName('Dr. Ada Lovelace', 'en')).toBe('Dr. Lovelace');
    expect(salutationName('Dr. Erika Müller', 'de')).toBe('Dr. Erika Müller');
    expect(salutationName('Dr Claire Martin', 'fr')).toBe('Claire Martin');
    // An honorific alone is no name; nor is anything but name words, which are never repeated.
    expect(salutationName('Frau', 'de')).toBeNull();
    expect(salutationName('Frau http://evil.example', 'de')).toBeNull();
    expect(salutationName('Dup Test http://evil.example/promo Win', 'de')).toBe('Dup Test');
    const german = visitorContactEmail({ ...contact, name: 'Frau Erika Müller' }, { ...meta, locale: 'de' });
    expect(german.text.startsWith('Guten Tag Frau Müller,\n')).toBe(true);
  });

  it('greets by a first name that is a name, and without a name otherwise', () => {
    expect(firstName('Ada Lovelace')).toBe('Ada');
    expect(firstName('  Jean-Pierre  Dupont')).toBe('Jean-Pierre');
    expect(firstName('Zoë O’Brien')).toBe('Zoë');
    expect(firstName('Łukasz')).toBe('Łukasz');
    // Decomposed (e + combining diaeresis), as some keyboards send it: the letter it makes.
    expect(firstName('Zoe\u0308 Smith')).toBe('Zoë');
    for (const junk of [
      'http://evil.example/promo',
      'evil.example',
      'www.x.de Bob',
      'a@b.test',
      'Buy!!!',
      '12345',
      '-Ada',
      "Ada'",
      'x'.repeat(41),
      // A URL in look-alike letters of other scripts (Lisu colon and full stop, Canadian syllabics slash).
      'httpsꓽᐟᐟevilꓸcom',
      'evilꓸcom',
      // Latin mixed with a Cyrillic а: not one script.
      'Evil\u0430',
      // Letters of another script than the site's languages'.
      'Дмитрий',
      // A combining overlay that draws a slash through a letter.
      'h\u0338ttps',
    ]) {
      expect(firstName(junk)).toBeNull();
    }
    const spam = visitorContactEmail({ ...contact, name: 'Dup Test http://evil.example/promo' }, { ...meta, locale: 'en' });
    expect(spam.text.startsWith('Dear Dup,\n')).toBe(true);
    expect(JSON.stringify(spam)).not.toContain('evil');
    const url = visitorContactEmail({ ...contact, name: 'http://evil.example/promo' }, { ...meta, locale: 'fr' });
    expect(url.text.startsWith('Bonjour,\n')).toBe(true);
    expect(JSON.stringify(url)).not.toContain('evil');
  });

  it('invite: an address the calendar refuses costs the invite, never the email', () => {
    const email = `ada@${'a'.repeat(64)}.com`;
    const mail = visitorBookingEmail({ ...booking, email }, meta, config);
    expect(mail.toAddress).toBe(email);
    expect(mail.ics).toBeNull();
    expect(consumeConsoleCalls().map((c) => c.args[0])).toEqual(['[leads] the booking invite could not be built; the confirmation goes without it']);
  });

  it('contact emails: service label per language, message escaped', () => {
    const owner = ownerContactEmail(contact, { ...meta, locale: 'fr' }, config);
    expect(owner.subject).toBe('New contact message: Grace <i>Hopper</i>, Compilers SA');
    expect(owner.text).toContain('Service: Governance & Security');
    expect(owner.text).toContain('Language: French (fr)');
    expect(onlyTemplateTags(owner.html)).toEqual([]);
    expect(owner.html).toContain('Hello &lt;/td&gt;&lt;/table&gt;&lt;script&gt;x()&lt;/script&gt;');

    const visitor = visitorContactEmail(contact, { ...meta, locale: 'fr' });
    expect(visitor.subject).toBe('Nous avons bien reçu votre message');
    expect(visitor.text).toContain('Service\u202f: Gouvernance et sécurité');
    expect(visitor.text).toContain('Nous vous répondrons sous 24\u00a0heures.');
    expect(visitor.text).toContain('Bonjour Grace,');
    for (const typed of ['Hello', 'Hopper', 'Compilers', '0123456789']) expect(JSON.stringify(visitor)).not.toContain(typed);
    expect(onlyTemplateTags(visitor.html)).toEqual([]);
  });

  it('newsletter confirmation: absolute confirm and unsubscribe links, List-Unsubscribe', () => {
    const mail = newsletterConfirmEmail(
      { email: 'reader@corp.test', locale: 'en', confirmToken: 'confirm_token-123456', unsubscribeToken: 'unsub_token-1234567' },
      config,
    );
    expect(mail.text).toContain('Confirm my subscription: https://site.test/api/newsletter/confirm?token=confirm_token-123456');
    expect(mail.text).toContain('Unsubscribe: https://site.test/api/newsletter/unsubscribe?token=unsub_token-1234567');
    expect(mail.html).toContain('href="https://site.test/api/newsletter/confirm?token=confirm_token-123456"');
    expect(mail.listUnsubscribe).toBe('https://site.test/api/newsletter/unsubscribe?token=unsub_token-1234567');
  });
});

describe('toMessage', () => {
  it('strips line breaks from a stored subject even if a row holds them, and names no recipient', () => {
    const row = {
      id: 7,
      toAddress: 'eve@evil-corp.test',
      replyTo: null,
      subject: 'Hi\r\nX-Injected: 1',
      text: 't',
      html: '<p>t</p>',
      ics: null,
      listUnsubscribe: null,
      leadId: null,
      priority: 1,
      attempts: 0,
      nextAttemptAt: new Date(),
      claimedAt: null,
      sentAt: null,
      lastError: null,
      deadAt: null,
      messageId: '5f0c6a34-2b7e-4d0e-9a51-3c1f2d8e9b70',
      createdAt: new Date('2026-11-21T10:00:00Z'),
    } satisfies OutboxRow;
    const message = toMessage(row, config.mailFrom);
    expect(message.subject).toBe('Hi X-Injected: 1');
    expect(message.to).toBe('eve@evil-corp.test');
    // The row's opaque id, not its number: nothing to count for outsiders.
    expect(message.messageId).toBe('<5f0c6a34-2b7e-4d0e-9a51-3c1f2d8e9b70@consultancy.test>');
    expect(message.attachments).toEqual([]);
  });
});
