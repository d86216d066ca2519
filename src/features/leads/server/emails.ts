import 'server-only';
import { logFailure } from '@/server/log';
import { composeBookingMessage, labelSeparator, slotDateInText, slotTimeText, type BookedSlot } from '@/features/leads/booking-message';
import { findConsultant } from '@/features/consultants/data';
import type { Budget } from '@/features/leads/options';
import type { Contact } from '@/features/leads/schemas';
import { longDate } from '@/features/leads/slot-time';
import { leadsTranslator, optionLabel, type LeadsTranslator } from '@/features/leads/translate';
import { localizedPath, type Locale } from '@/i18n/routing';
import { escapeHtml, escapeMultiline, headerSafe, mailboxAddress, mailboxName } from '@/server/mail/escape';
import type { MailDraft } from '@/server/mail/outbox';
import { bookingInvite } from './ics';
import type { BookingLinks } from './booking-links';
import { firstName, salutationName } from './salutation';

export type MailConfig = { siteUrl: string; leadsTo: string; mailFrom: string };

export type LeadMeta = { id: number; locale: Locale; pagePath: string | null; receivedAt: Date };

type Row = { label: string; value: string };

const languageName = (locale: Locale) => new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale;

/** A colon that ends a heading line: French sets a narrow no-break space before it. */
const colon = (locale: Locale) => labelSeparator(locale).trimEnd();

function textBlock(rows: Row[], locale: Locale): string {
  return rows.map((r) => `${r.label}${labelSeparator(locale)}${r.value}`).join('\n');
}

function htmlTable(rows: Row[]): string {
  const cells = rows
    .map(
      (r) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;white-space:nowrap">${escapeHtml(r.label)}</th>` +
        `<td style="padding:4px 0">${escapeMultiline(r.value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellspacing="0" cellpadding="0" style="border-collapse:collapse">${cells}</table>`;
}

/** A plain, inline-styled document: every dynamic value is escaped by the callers' helpers. */
function layout(locale: Locale, title: string, body: string): string {
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111827">` +
    `<div style="max-width:640px;margin:0 auto">${body}</div></body></html>`
  );
}

const p = (text: string) => `<p>${escapeMultiline(text)}</p>`;
const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

function greeting(t: LeadsTranslator, name: string, locale: Locale): string {
  const addressed = salutationName(name, locale);
  return addressed ? t('email.greetingByName', { name: addressed }) : t('email.greeting');
}

/** The consultant a booking names, as the directory writes the name (the form sends the id). */
const consultantLabel = (id: string) => findConsultant(id)?.name ?? id;

function signOff(t: LeadsTranslator) {
  return { text: `${t('email.closing')}\n${t('email.signature')}`, html: p(`${t('email.closing')}\n${t('email.signature')}`) };
}

/**
 * The visitor's copy carries no text the visitor typed (but the name words of the greeting):
 * an acknowledgement that repeated name, company or message would let anyone send their text
 * to any address through our server. It lists the choices, in our words.
 */
type Audience = 'owner' | 'visitor';

/** Who sent a lead, for the owner only. */
function senderRows(t: LeadsTranslator, lead: { name: string; email: string; company: string; phone: string }): Row[] {
  return [
    { label: t('email.fields.name'), value: lead.name },
    { label: t('email.fields.email'), value: lead.email },
    { label: t('email.fields.company'), value: lead.company },
    { label: t('email.fields.phone'), value: lead.phone },
  ];
}

function contactRows(t: LeadsTranslator, c: Contact, locale: Locale, audience: Audience): Row[] {
  const service: Row[] = c.service ? [{ label: t('email.fields.service'), value: optionLabel(locale, 'services', c.service) }] : [];
  if (audience === 'visitor') return service;
  return [
    ...senderRows(t, c),
    ...service,
    { label: t('email.fields.message'), value: c.message },
  ];
}

function metaRows(t: LeadsTranslator, meta: LeadMeta, config: MailConfig): Row[] {
  return [
    { label: t('email.fields.language'), value: `${languageName(meta.locale)} (${meta.locale})` },
    { label: t('email.fields.page'), value: meta.pagePath ? `${config.siteUrl}${meta.pagePath}` : config.siteUrl },
    { label: t('email.fields.received'), value: `${meta.receivedAt.toISOString()} (#${meta.id})` },
  ];
}

/** A booking as its emails tell it: the stored lead's fields and its slot. */
export type BookingFacts = {
  id: number;
  locale: Locale;
  name: string;
  email: string;
  company: string;
  phone: string;
  budget: Budget | null;
  goals: string;
  consultant: string | null;
  /** The service page the booking was started from, when given. */
  origin: string | null;
  slot: BookedSlot;
  inviteUid: string;
};

/** The date and time of a booking in a reader's zone, for a sentence and for the summary rows. */
function when(b: BookingFacts, zone: string, locale: Locale) {
  return { date: slotDateInText(b.slot, zone, locale), time: slotTimeText(b.slot, zone, locale), longDate: longDate(b.slot.start, zone, locale) };
}

/** What the visitor chose, in the visitor's zone (the owner's clock beside it). */
function choiceRows(t: LeadsTranslator, b: BookingFacts, locale: Locale, zone: string): Row[] {
  const w = when(b, zone, locale);
  const rows: Row[] = [
    { label: t('email.fields.date'), value: w.longDate },
    { label: t('email.fields.timeSlot'), value: w.time },
    { label: t('email.fields.budget'), value: b.budget ? optionLabel(locale, 'budgets', b.budget) : t('email.bookingMessage.notSpecified') },
  ];
  if (b.consultant) rows.push({ label: t('email.fields.consultant'), value: consultantLabel(b.consultant) });
  return rows;
}

/** A link as a line of the text part and a paragraph of the HTML part. */
function linkBlock(locale: Locale, label: string, url: string) {
  return { text: `${label}${labelSeparator(locale)}${url}`, html: `<p><strong>${link(url, label)}</strong></p>` };
}

/** The sender of the site's mail as the invite's organizer. */
const organizerOf = (config: MailConfig) => ({ name: mailboxName(config.mailFrom), email: mailboxAddress(config.mailFrom) });

/**
 * The booking's invitation (METHOD:REQUEST, sequence 0) or its cancellation (METHOD:CANCEL,
 * sequence 1, the same UID). Best effort: an address the calendar library refuses (a domain label
 * over 63 characters, say) costs the invite, never the email.
 */
function invite(b: BookingFacts, method: 'REQUEST' | 'CANCEL', config: MailConfig): string | null {
  const t = leadsTranslator(b.locale);
  try {
    return bookingInvite({
      uid: b.inviteUid,
      method,
      sequence: method === 'REQUEST' ? 0 : 1,
      start: b.slot.start,
      end: b.slot.end,
      title: t('email.visitorBooking.eventTitle'),
      description: t('email.visitorBooking.eventDescription'),
      organizer: organizerOf(config),
      // The calendar shows a name: the first name, or else the address (never 'Unnamed attendee').
      attendee: { name: firstName(b.name) ?? b.email, email: b.email },
    });
  } catch (error) {
    logFailure('[leads] the booking invite could not be built; the email goes without it', error);
    return null;
  }
}

/**
 * To the owner, in English: every field, the time in the owner's zone with the visitor's beside
 * it, the composed booking message, the confirm and decline links, the visitor as Reply-To.
 */
export function ownerBookingEmail(b: BookingFacts, meta: LeadMeta, config: MailConfig, links: BookingLinks): MailDraft {
  const t = leadsTranslator('en');
  const owner = b.slot.ownerTimeZone;
  const composed = composeBookingMessage(b, meta.locale);
  const rows = [
    ...senderRows(t, b),
    ...choiceRows(t, b, 'en', owner),
    ...(b.slot.timeZone === owner ? [] : [{ label: t('email.fields.visitorTime'), value: slotTimeText({ ...b.slot, ownerTimeZone: b.slot.timeZone }, b.slot.timeZone, 'en') }]),
    { label: t('email.fields.service'), value: t('email.bookingMessage.service') },
    ...(b.origin ? [{ label: t('email.fields.origin'), value: b.origin }] : []),
    { label: t('email.fields.goals'), value: b.goals },
    ...metaRows(t, meta, config),
  ];
  const subject = headerSafe(t('email.owner.bookingSubject', { name: b.name, company: b.company }));
  const hint = t('email.owner.replyHint', { name: b.name });
  const decide = t('email.owner.decide');
  const confirm = linkBlock('en', t('email.owner.confirmLink'), links.confirm);
  const decline = linkBlock('en', t('email.owner.declineLink'), links.decline);
  return {
    toAddress: config.leadsTo,
    replyTo: b.email,
    priority: 0,
    subject,
    text: [t('email.owner.bookingIntro'), textBlock(rows, 'en'), `${decide}\n${confirm.text}\n${decline.text}`, `${t('email.owner.composedMessage')}:\n${composed}`, hint].join('\n\n'),
    html: layout(
      'en',
      subject,
      p(t('email.owner.bookingIntro')) +
        htmlTable(rows) +
        p(decide) +
        confirm.html +
        decline.html +
        `<h2 style="font-size:16px">${escapeHtml(t('email.owner.composedMessage'))}</h2>` +
        `<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(composed)}</pre>` +
        p(hint),
    ),
  };
}

/** The visitor's emails share a frame: greeting, paragraphs, the summary, a link, the sign-off. */
function visitorMail(b: BookingFacts, parts: { subject: string; paragraphs: string[]; summary?: boolean; link?: { label: string; url: string; note: string }; ics?: string | null }): MailDraft {
  const t = leadsTranslator(b.locale);
  const subject = headerSafe(parts.subject);
  const hello = greeting(t, b.name, b.locale);
  const rows = parts.summary ? choiceRows(t, b, b.locale, b.slot.timeZone) : [];
  const action = parts.link ? linkBlock(b.locale, parts.link.label, parts.link.url) : null;
  const end = signOff(t);
  const summaryTitle = t('email.visitorBooking.summary');
  return {
    toAddress: b.email,
    subject,
    text: [
      hello,
      ...parts.paragraphs,
      ...(rows.length ? [`${summaryTitle}${colon(b.locale)}\n${textBlock(rows, b.locale)}`] : []),
      ...(parts.link && action ? [`${parts.link.note}\n${action.text}`] : []),
      end.text,
    ].join('\n\n'),
    html: layout(
      b.locale,
      subject,
      p(hello) +
        parts.paragraphs.map(p).join('') +
        (rows.length ? `<h2 style="font-size:16px">${escapeHtml(summaryTitle)}</h2>` + htmlTable(rows) : '') +
        (parts.link && action ? p(parts.link.note) + action.html : '') +
        end.html,
    ),
    ics: parts.ics ?? null,
  };
}

/** To the visitor, in their language and zone: the request is held, the owner confirms; the cancel link. */
export function visitorBookingEmail(b: BookingFacts, links: Pick<BookingLinks, 'cancel'>): MailDraft {
  const t = leadsTranslator(b.locale);
  const w = when(b, b.slot.timeZone, b.locale);
  return visitorMail(b, {
    subject: t('email.visitorBooking.subject', { date: w.date }),
    paragraphs: [t('email.visitorBooking.intro', { date: w.date, time: w.time }), t('email.visitorBooking.next')],
    summary: true,
    link: { note: t('email.visitorBooking.cancelNote'), label: t('email.visitorBooking.cancelLink'), url: links.cancel },
  });
}

/** To the visitor once the owner confirmed: the invitation (METHOD:REQUEST) and the cancel link. */
export function visitorConfirmedEmail(b: BookingFacts, config: MailConfig, links: Pick<BookingLinks, 'cancel'>): MailDraft {
  const t = leadsTranslator(b.locale);
  const w = when(b, b.slot.timeZone, b.locale);
  return visitorMail(b, {
    subject: t('email.bookingConfirmed.subject', { date: w.date }),
    paragraphs: [t('email.bookingConfirmed.intro', { date: w.date, time: w.time }), t('email.bookingConfirmed.next')],
    summary: true,
    link: { note: t('email.visitorBooking.cancelNote'), label: t('email.visitorBooking.cancelLink'), url: links.cancel },
    ics: invite(b, 'REQUEST', config),
  });
}

/** To the visitor when the owner declined: the time is free again; a link to choose another. */
export function visitorDeclinedEmail(b: BookingFacts, config: MailConfig): MailDraft {
  const t = leadsTranslator(b.locale);
  const w = when(b, b.slot.timeZone, b.locale);
  return visitorMail(b, {
    subject: t('email.bookingDeclined.subject', { date: w.date }),
    paragraphs: [t('email.bookingDeclined.intro', { date: w.date, time: w.time })],
    link: { note: t('email.bookingDeclined.again'), label: t('email.bookingDeclined.againLink'), url: `${config.siteUrl}${localizedPath('bookConsultation', b.locale)}` },
  });
}

/** To the visitor who cancelled: a record of it, and the cancellation of the invitation they had (METHOD:CANCEL). */
export function visitorCancelledEmail(b: BookingFacts, config: MailConfig, hadInvite: boolean): MailDraft {
  const t = leadsTranslator(b.locale);
  const w = when(b, b.slot.timeZone, b.locale);
  return visitorMail(b, {
    subject: t('email.bookingCancelled.subject', { date: w.date }),
    paragraphs: [t('email.bookingCancelled.intro', { date: w.date, time: w.time }), ...(hadInvite ? [t('email.bookingCancelled.calendar')] : [])],
    link: { note: t('email.bookingDeclined.again'), label: t('email.bookingDeclined.againLink'), url: `${config.siteUrl}${localizedPath('bookConsultation', b.locale)}` },
    ics: hadInvite ? invite(b, 'CANCEL', config) : null,
  });
}

/** To the owner, in English, when the visitor cancelled: the slot is free again. */
export function ownerCancelledEmail(b: BookingFacts, config: MailConfig): MailDraft {
  const t = leadsTranslator('en');
  const w = when(b, b.slot.ownerTimeZone, 'en');
  const subject = headerSafe(t('email.owner.cancelledSubject', { name: b.name, company: b.company }));
  const intro = t('email.owner.cancelledIntro', { name: b.name, date: w.date, time: w.time });
  const rows = [...senderRows(t, b), ...choiceRows(t, b, 'en', b.slot.ownerTimeZone), { label: t('email.fields.received'), value: `#${b.id}` }];
  return {
    toAddress: config.leadsTo,
    replyTo: b.email,
    priority: 0,
    subject,
    text: [intro, textBlock(rows, 'en')].join('\n\n'),
    html: layout('en', subject, p(intro) + htmlTable(rows)),
  };
}

export function ownerContactEmail(c: Contact, meta: LeadMeta, config: MailConfig): MailDraft {
  const t = leadsTranslator('en');
  const rows = [...contactRows(t, c, 'en', 'owner'), ...metaRows(t, meta, config)];
  const subject = headerSafe(t('email.owner.contactSubject', { name: c.name, company: c.company }));
  const hint = t('email.owner.replyHint', { name: c.name });
  return {
    toAddress: config.leadsTo,
    replyTo: c.email,
    priority: 0,
    subject,
    text: [t('email.owner.contactIntro'), textBlock(rows, 'en'), hint].join('\n\n'),
    html: layout('en', subject, p(t('email.owner.contactIntro')) + htmlTable(rows) + p(hint)),
  };
}

export function visitorContactEmail(c: Contact, meta: LeadMeta): MailDraft {
  const t = leadsTranslator(meta.locale);
  const subject = headerSafe(t('email.visitorContact.subject'));
  const hello = greeting(t, c.name, meta.locale);
  const intro = t('email.visitorContact.intro');
  const rows = contactRows(t, c, meta.locale, 'visitor');
  const end = signOff(t);
  const summary = rows.length > 0;
  return {
    toAddress: c.email,
    subject,
    text: [hello, intro, ...(summary ? [`${t('email.visitorContact.summary')}${colon(meta.locale)}\n${textBlock(rows, meta.locale)}`] : []), end.text].join('\n\n'),
    html: layout(
      meta.locale,
      subject,
      p(hello) +
        p(intro) +
        (summary ? `<h2 style="font-size:16px">${escapeHtml(t('email.visitorContact.summary'))}</h2>` + htmlTable(rows) : '') +
        end.html,
    ),
  };
}

export const newsletterConfirmUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/api/newsletter/confirm?token=${encodeURIComponent(token)}`;
export const newsletterUnsubscribeUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/** The footer every newsletter email carries: why it came, and the unsubscribe link. */
export function newsletterFooter(locale: Locale, unsubscribeUrl: string) {
  const t = leadsTranslator(locale);
  const note = t('email.newsletter.unsubscribeNote');
  const label = t('email.newsletter.unsubscribeLink');
  return {
    text: `--\n${note}\n${label}${labelSeparator(locale)}${unsubscribeUrl}`,
    html:
      `<hr style="border:0;border-top:1px solid #e5e7eb;margin:24px 0">` +
      `<p style="font-size:13px;color:#4b5563">${escapeHtml(note)} ${link(unsubscribeUrl, label)}</p>`,
  };
}

/** Double opt-in: the link that confirms, and (as in every newsletter email) the unsubscribe link. */
export function newsletterConfirmEmail(
  sub: { email: string; locale: Locale; confirmToken: string; unsubscribeToken: string },
  config: MailConfig,
): MailDraft {
  const t = leadsTranslator(sub.locale);
  const confirmUrl = newsletterConfirmUrl(config.siteUrl, sub.confirmToken);
  const unsubscribeUrl = newsletterUnsubscribeUrl(config.siteUrl, sub.unsubscribeToken);
  const subject = headerSafe(t('email.newsletter.confirmSubject'));
  const footer = newsletterFooter(sub.locale, unsubscribeUrl);
  const end = signOff(t);
  const hello = t('email.greeting');
  const intro = t('email.newsletter.confirmIntro');
  const confirmLabel = t('email.newsletter.confirmLink');
  const ignore = t('email.newsletter.ignore');
  return {
    toAddress: sub.email,
    subject,
    text: [hello, intro, `${confirmLabel}${labelSeparator(sub.locale)}${confirmUrl}`, ignore, end.text, footer.text].join('\n\n'),
    html: layout(
      sub.locale,
      subject,
      p(hello) + p(intro) + `<p><strong>${link(confirmUrl, confirmLabel)}</strong></p>` + p(ignore) + end.html + footer.html,
    ),
    listUnsubscribe: unsubscribeUrl,
  };
}
