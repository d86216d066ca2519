import 'server-only';

/**
 * What a server log line may say about an error: its kind and code (a PostgreSQL SQLSTATE, a
 * socket error, an SMTP response code), never its message. Messages carry personal data: the
 * driver's "Failed query … params: …", the calendar library's rejected address, an SMTP server
 * echoing a recipient.
 */
export function errorSummary(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') break;
    const { name, code, responseCode } = e as { name?: unknown; code?: unknown; responseCode?: unknown };
    const part = [typeof name === 'string' ? name : 'Error', code, responseCode].filter((v) => typeof v === 'string' || typeof v === 'number').join(' ');
    if (!parts.includes(part)) parts.push(part);
  }
  return parts.join(' ← ') || 'unknown error';
}

/** The server's log of handled failures and refusals: a fixed message and the error's summary (if any), one line. */
export const logFailure = (message: string, error: unknown) => (error == null ? console.error(message) : console.error(message, errorSummary(error)));
