import { escapeHtml } from '@/lib/escape-html';

export { escapeHtml };

/** Escaped text with its line breaks kept as <br>. */
export function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

/**
 * Text that goes into a header (subject, display name): line breaks and other control
 * characters become one space, so no value can start a header of its own.
 */
export function headerSafe(value: string, maxLength = 200): string {
  const clean = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim();
  return clean.length > maxLength ? `${clean.slice(0, maxLength - 1)}…` : clean;
}

/** The address of a "Name <address>" mailbox, or the value itself. */
export function mailboxAddress(mailbox: string): string {
  return /<([^<>]+)>\s*$/.exec(mailbox)?.[1].trim() ?? mailbox.trim();
}

/** The display name of a "Name <address>" mailbox, if any. */
export function mailboxName(mailbox: string): string | undefined {
  const name = /^\s*"?([^"<]*?)"?\s*</.exec(mailbox)?.[1].trim();
  return name || undefined;
}
