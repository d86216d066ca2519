import 'server-only';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { env } from '@/lib/env';
import type { OutboxRow } from '@/server/db/schema';
import { headerSafe, mailboxAddress } from './escape';

export type MailerConfig = { smtpUrl?: string; dataDir: string; mailFrom: string };

/** Sends one outbox row; rejects when the message was not handed over. */
export type Mailer = { kind: 'smtp' | 'file'; send: (row: OutboxRow) => Promise<void> };

/** The METHOD of an iCalendar text (REQUEST, CANCEL, PUBLISH). */
const icsMethod = (ics: string) => /^METHOD:([A-Z-]+)\r?$/m.exec(ics)?.[1] ?? 'PUBLISH';

/** The nodemailer message of a row. Headers come only from header-safe values; nodemailer encodes addresses. */
export function toMessage(row: OutboxRow, mailFrom: string): Mail.Options {
  const domain = mailboxAddress(mailFrom).split('@').pop() || 'localhost';
  return {
    from: mailFrom,
    to: row.toAddress,
    replyTo: row.replyTo ?? undefined,
    subject: headerSafe(row.subject),
    text: row.text,
    html: row.html,
    // Stable per row (stored on it): a retried row keeps its Message-ID, so a receiver can drop a
    // duplicate; random, so it tells nobody how much mail the site sends.
    messageId: `<${row.messageId}@${domain}>`,
    date: row.createdAt,
    // An iTIP invitation or cancellation: as the text/calendar alternative with its method (what
    // calendar clients act on) and as consultation.ics (nodemailer adds both).
    ...(row.ics ? { icalEvent: { filename: 'consultation.ics', method: icsMethod(row.ics), content: row.ics } } : {}),
    ...(row.listUnsubscribe
      ? {
          list: { unsubscribe: row.listUnsubscribe },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }
      : {}),
  };
}

function smtpMailer(config: MailerConfig & { smtpUrl: string }): Mailer {
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    // Fail fast: a hanging server must not hold the worker for minutes (the row is retried).
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(row) {
      await transport.sendMail(toMessage(row, config.mailFrom));
    },
  };
}

/** Without SMTP_URL: each message becomes <DATA_DIR>/outbox/<created>-<id>.eml (one file per row). */
function fileMailer(config: MailerConfig): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = path.resolve(config.dataDir, 'outbox');
  return {
    kind: 'file',
    async send(row) {
      const info = await transport.sendMail(toMessage(row, config.mailFrom));
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const stamp = row.createdAt.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
      const file = path.join(dir, `${stamp}-${row.id}.eml`);
      // Written whole or not at all: a reader never sees half a message.
      await writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.tmp`, file);
    },
  };
}

export function createMailer(config: MailerConfig): Mailer {
  return config.smtpUrl ? smtpMailer({ ...config, smtpUrl: config.smtpUrl }) : fileMailer(config);
}

const store = globalThis as typeof globalThis & { __leadsMailer?: { key: string; mailer: Mailer } };

/** The mailer for the current env() (one per configuration). */
export function getMailer(): Mailer {
  const { SMTP_URL, DATA_DIR, MAIL_FROM } = env();
  const key = JSON.stringify([SMTP_URL, DATA_DIR, MAIL_FROM]);
  if (store.__leadsMailer?.key !== key) {
    store.__leadsMailer = { key, mailer: createMailer({ smtpUrl: SMTP_URL, dataDir: DATA_DIR, mailFrom: MAIL_FROM }) };
  }
  return store.__leadsMailer.mailer;
}
