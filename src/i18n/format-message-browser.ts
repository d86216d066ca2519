/**
 * The message formatter of the browser bundle (next.config.ts aliases `use-intl/format-message`
 * to it for the browser only). The messages that reach the browser (`clientNamespaces`) are
 * plain text with at most simple `{name}` arguments, and a unit test holds them to that, so the
 * browser needs no ICU parser: intl-messageformat (12 KB gzip) stays on the server.
 */
export default function formatMessage(_key: string, message: unknown, values?: Record<string, unknown>): string {
  if (typeof message !== 'string') throw new TypeError(`message ${_key} is not a string`);
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
