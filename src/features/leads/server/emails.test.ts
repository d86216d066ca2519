import { describe, expect, it } from 'vitest';
import { consumeConsoleCalls } from '../../../../tests/support/fail-on-console';
import type { Contact } from '@/features/leads/schemas';
import {
  newsletterConfirmEmail,
  ownerBookingEmail,
  ownerContactEmail,
  ownerCancelledEmail,
  visitorBookingEmail,
  visitorCancelledEmail,
  visitorConfirmedEmail,
  visitorContactEmail,
  visitorDeclinedEmail,
  type BookingFacts,
} from './emails';
import { firstName, salutationName } from './salutation';
import { escapeHtml, headerSafe, mailboxAddress, mailboxName } from '@/server/mail/escape';
import { toMessage } from '@/server/mail/transport';
import type { OutboxRow } from '@/server/db/schema';

const config = { siteUrl: 'https://site.test', leadsTo: 'owner@consultancy.test', mailFrom: 'ChatGPT Consultant <hello@consultancy.test>' };
const meta = { id: 42, locale: 'de' as const, pagePath: '/de/leistungen', receivedAt: new Date('2026-11-21T10:00:00Z') };

// Monday 7 December 2026, 16:00-17:00 in Berlin, booked from a German page.
const booking: BookingFacts = {
  id: 42,
  locale: 'de',
  name: 'Eve <script>alert(1)</script>',
  email: 'eve@evil-corp.test',
  company: 'Evil & "Co"',
  phone: '+49 30 1234567',
  budget: null,
  goals: "<img src=x onerror=alert('x')>\nsecond line",
  consultant: 'lukas-schneider',
  origin: null,
  slot: { start: new Date('2026-12-07T15:00:00Z'), end: new Date('2026-12-07T16:00:00Z'), timeZone: 'Europe/Berlin', ownerTimeZone: 'Europe/Berlin' },
  inviteUid: '0b9e1d8c-3f4a-4e7b-9c2d-1a5f6e7d8c9b@consultancy.test',
};
const links = {
  confirm: 'https://site.test/api/booking/confirm?token=owner-token',
  decline: 'https://site.test/api/booking/decline?token=owner-token',
  cancel: 'https://site.test/api/booking/cancel?token=visitor-token',
};
/** The text with the narrow and thin spaces Intl writes as plain ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f\u2009]/g, ' ');
const unfold = (ics: string | null | undefined) => (ics ?? '').replace(/\r\n[ \t]/g, '');

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
  it('owner booking email: English, every field, the time in the owner’s zone, the confirm and decline links, nothing unescaped', () => {
    const mail = ownerBookingEmail(booking, meta, config, links);
    const text = plain(mail.text);
    expect(mail.toAddress).toBe('owner@consultancy.test');
    expect(mail.replyTo).toBe('eve@evil-corp.test');
    expect(mail.subject).toBe('New consultation request: Eve <script>alert(1)</script>, Evil & "Co"');
    expect(text).toContain('Preferred date: Monday, December 7, 2026');
    expect(text).toContain('Preferred time: 4:00 – 5:00 PM (Central European Time)');
    expect(text).not.toContain("Visitor's time");
    expect(text).toContain('Budget: Not specified');
    expect(text).toContain('Phone: +49 30 1234567');
    expect(text).toContain('Received: 2026-11-21T10:00:00.000Z (#42)');
    expect(text).toContain('Service: Free Consultation Booking');
    expect(ownerBookingEmail({ ...booking, origin: 'aiAgentDevelopment' }, meta, config, links).text).toContain('Booked from: aiAgentDevelopment');
    expect(text).toContain(`Confirm the booking: ${links.confirm}`);
    expect(text).toContain(`Decline the booking: ${links.decline}`);
    expect(mail.html).toContain(`href="${links.confirm}"`);
    expect(mail.html).toContain(`href="${links.decline}"`);
    expect(mail.text).not.toContain(links.cancel);
    expect(text).toContain('Booking message:\nZiele: <img');
    expect(text).toContain('Wunschdatum: Montag, 7. Dezember 2026');
    expect(text).toContain('Budget: Nicht angegeben');
    expect(onlyTemplateTags(mail.html)).toEqual([]);
    expect(mail.html).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Evil &amp; &quot;Co&quot;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(&#39;x&#39;)&gt;<br>second line');
    // The form sends the directory's id; the email names the consultant as the directory does.
    expect(text).toContain('Consultant: Lukas Schneider');
    expect(mail.ics).toBeUndefined();
    expect(mail.priority).toBe(0);
  });

  it("owner booking email: a visitor in another zone, the visitor's time beside the owner's", () => {
    const text = plain(ownerBookingEmail({ ...booking, slot: { ...booking.slot, timeZone: 'America/New_York' } }, meta, config, links).text);
    expect(text).toContain('Preferred time: 4:00 – 5:00 PM (Central European Time)');
    expect(text).toContain("Visitor's time: 10:00 – 11:00 AM (Eastern Time)");
  });

  it('visitor booking email: in German and the visitor’s zone, the date as Germans write it, the cancel link, no invite yet', () => {
    const mail = visitorBookingEmail(booking, links);
    const text = plain(mail.text);
    expect(mail.toAddress).toBe('eve@evil-corp.test');
    expect(mail.subject).toBe('Ihre Beratungsanfrage für Montag, den 7. Dezember 2026');
    expect(text).toContain('Guten Tag Eve,');
    expect(text).toContain('Ihre Anfrage für Montag, den 7. Dezember 2026, 16:00–17:00 Uhr (Mitteleuropäische Zeit), ist bei uns eingegangen');
    expect(text).toContain('Berater: Lukas Schneider');
    expect(text).toContain(`Beratung stornieren: ${links.cancel}`);
    expect(mail.text).not.toContain('owner-token');
    expect(onlyTemplateTags(mail.html)).toEqual([]);
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.priority).toBeUndefined();
    expect(mail.ics ?? null).toBeNull();
    // The visitor's copy repeats nothing the visitor typed but the first name: no relay for
    // anyone's text to any address.
    for (const typed of ['script', 'Evil', 'Co"', '1234567', 'onerror', 'second line']) {
      expect(mail.text).not.toContain(typed);
      expect(mail.html).not.toContain(typed);
      expect(mail.subject).not.toContain(typed);
    }
  });

  it('visitor emails in a zone of their own: New York time first, Berlin beside it; French dates with « 1er »', () => {
    const ny = { ...booking, locale: 'en' as const, slot: { ...booking.slot, timeZone: 'America/New_York' } };
    expect(plain(visitorBookingEmail(ny, links).text)).toContain('your request for Monday, December 7, 2026, 10:00 – 11:00 AM (Eastern Time), that is 4:00 – 5:00 PM in Berlin');
    const fr = { ...booking, locale: 'fr' as const, slot: { ...booking.slot, start: new Date('2026-12-01T09:00:00Z'), end: new Date('2026-12-01T10:00:00Z'), timeZone: 'Europe/Paris' } };
    const confirmed = visitorConfirmedEmail(fr, config, links);
    expect(plain(confirmed.subject)).toBe('Confirmé : votre consultation du mardi 1er décembre 2026');
    expect(plain(confirmed.text)).toContain('consultation gratuite du mardi 1er décembre 2026, 10:00 – 11:00 (heure d’Europe centrale), soit 10:00 – 11:00 à Berlin');
  });

  it('confirmation: the invitation (METHOD:REQUEST, sequence 0, in UTC); cancellation: METHOD:CANCEL, the same UID, sequence 1', () => {
    const confirmed = visitorConfirmedEmail(booking, config, links);
    expect(confirmed.subject).toBe('Bestätigt: Ihre Beratung am Montag, den 7. Dezember 2026');
    expect(confirmed.text).toContain(links.cancel);
    const request = unfold(confirmed.ics);
    expect(request).toMatch(/^METHOD:REQUEST\r$/m);
    expect(request).toMatch(/^UID:0b9e1d8c-3f4a-4e7b-9c2d-1a5f6e7d8c9b@consultancy\.test\r$/m);
    expect(request).toMatch(/^SEQUENCE:0\r$/m);
    expect(request).toMatch(/^STATUS:CONFIRMED\r$/m);
    expect(request).toMatch(/^DTSTART:20261207T150000Z\r$/m);
    expect(request).toMatch(/^DTEND:20261207T160000Z\r$/m);
    expect(request).toContain('SUMMARY:Kostenlose Beratung mit ChatGPT Consultant');
    expect(request).toMatch(/ORGANIZER;CN="ChatGPT Consultant":mailto:hello@consultancy.test\r\n/i);

    const cancelled = visitorCancelledEmail(booking, config, true);
    const cancel = unfold(cancelled.ics);
    expect(cancel).toMatch(/^METHOD:CANCEL\r$/m);
    expect(cancel).toMatch(/^UID:0b9e1d8c-3f4a-4e7b-9c2d-1a5f6e7d8c9b@consultancy\.test\r$/m);
    expect(cancel).toMatch(/^SEQUENCE:1\r$/m);
    expect(cancel).toMatch(/^STATUS:CANCELLED\r$/m);
    expect(cancel).toMatch(/^DTSTART:20261207T150000Z\r$/m);
    expect(cancelled.subject).toBe('Storniert: Ihre Beratung am Montag, den 7. Dezember 2026');
    // A request never confirmed had no invitation: nothing to cancel in a calendar.
    expect(visitorCancelledEmail(booking, config, false).ics ?? null).toBeNull();
  });

  it('declined and cancelled: the visitor is told and offered the booking page; the owner hears of a cancellation', () => {
    const declined = visitorDeclinedEmail(booking, config);
    expect(declined.toAddress).toBe('eve@evil-corp.test');
    expect(plain(declined.text)).toContain('Leider können wir die Beratung am Montag, den 7. Dezember 2026, 16:00–17:00 Uhr (Mitteleuropäische Zeit), nicht wahrnehmen.');
    expect(declined.text).toContain('Anderen Termin buchen: https://site.test/de/beratung-buchen');
    expect(declined.ics ?? null).toBeNull();
    const owner = ownerCancelledEmail(booking, config);
    expect(owner.toAddress).toBe('owner@consultancy.test');
    expect(owner.subject).toBe('Booking cancelled: Eve <script>alert(1)</script>, Evil & "Co"');
    expect(plain(owner.text)).toContain('has cancelled the consultation on Monday, December 7, 2026, 4:00 – 5:00 PM (Central European Time). The time is free again.');
    expect(onlyTemplateTags(owner.html)).toEqual([]);
  });

  it('invite: a name cannot add parameters or attendees, and the attendance is not pre-accepted', () => {
    const mail = visitorConfirmedEmail({ ...booking, name: 'Eve", ROLE=CHAIR;CN=x:mailto:boss@victim.test' }, config, links);
    const ics = unfold(mail.ics);
    const attendee = ics.split('\r\n').find((l) => l.startsWith('ATTENDEE')) ?? '';
    // The first word is no name: the attendee is named by the address, with our parameters only.
    expect(attendee.split(';').map((p) => p.split('=')[0])).toEqual(['ATTENDEE', 'RSVP', 'ROLE', 'PARTSTAT', 'CN']);
    expect(attendee).toMatch(/;PARTSTAT="?NEEDS-ACTION"?;CN="eve@evil-corp\.test":mailto:eve@evil-corp\.test$/);
    expect(ics.match(/mailto:/gi)).toHaveLength(2);
    const named = unfold(visitorConfirmedEmail({ ...booking, name: 'Ada Lovelace' }, config, links).ics);
    expect(named).toMatch(/;CN="?Ada"?:mailto:eve@evil-corp\.test\r\n/);
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
    const mail = visitorConfirmedEmail({ ...booking, email }, config, links);
    expect(mail.toAddress).toBe(email);
    expect(mail.ics).toBeNull();
    expect(consumeConsoleCalls().map((c) => c.args[0])).toEqual(['[leads] the booking invite could not be built; the email goes without it']);
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
    expect(message.icalEvent).toBeUndefined();
    // An invitation or its cancellation goes as the calendar alternative with its method, which calendars act on.
    const cancel = toMessage({ ...row, ics: visitorCancelledEmail(booking, config, true).ics! }, config.mailFrom);
    expect(cancel.icalEvent).toMatchObject({ method: 'CANCEL', filename: 'consultation.ics' });
    expect(toMessage({ ...row, ics: visitorConfirmedEmail(booking, config, links).ics! }, config.mailFrom).icalEvent).toMatchObject({ method: 'REQUEST' });
  });
});
