// The console of the site's server (scripts/serve.ts): what a visitor's client got wrong becomes
// one short line of its kind a minute, anything else is written as it is, once per kind a minute.
import { createThrottle, kindOf } from '../../../src/lib/throttled-log';

/** Next's log lines for requests that a visitor's client got wrong, and the one short line each becomes. */
const CLIENT_MISTAKES: Array<[RegExp, string]> = [
  [/Failed to find Server Action/, 'refused a form post naming a server action the build does not have'],
  [/Missing `origin` header from a forwarded Server Actions request/, 'took a server action without an Origin header (not a browser)'],
  [/does not match `origin` header|Invalid Server Actions request/, 'refused a server action posted from another site'],
  [/Unexpected end of (form|multipart data)|Malformed part header|Boundary not found|Malformed urlencoded form|Unexpected end of JSON input|Failed to parse body as FormData/, 'refused a malformed request body'],
  [/^URIError|URI malformed|Failed to decode param/, 'refused a malformed address'],
];

/**
 * What a console call says, for sorting it: the first Error's name and message, or the first
 * string, without colors and Next's one-character prefixes.
 */
function textOf(args: unknown[]): string {
  for (const arg of args) {
    if (arg instanceof Error) return `${arg.name}: ${arg.message}`;
    if (typeof arg === 'string') {
      const plain = arg.replace(/\x1b\[[0-9;]*m/g, '').trim();
      if (plain.length > 2) return plain;
    }
  }
  return args.map(String).join(' ');
}

/**
 * Every console.error and console.warn of the process (Next's and the app's) passes here: what a
 * visitor's client got wrong becomes one short line of its kind a minute, without a stack trace;
 * anything else (a failure of ours) is written as it is, once per kind a minute, with a count of
 * what was left out.
 */
export function quietConsole(
  target: { error: (...args: unknown[]) => void; warn: (...args: unknown[]) => void },
  log: (kind: string, line?: string) => void,
  intervalMs = 60_000,
): void {
  const allow = createThrottle(intervalMs);
  for (const method of ['error', 'warn'] as const) {
    const original = target[method].bind(target);
    target[method] = (...args: unknown[]) => {
      const text = textOf(args);
      const mistake = CLIENT_MISTAKES.find(([pattern]) => pattern.test(text));
      if (mistake) return log(mistake[1], `[serve] ${mistake[1]}`);
      const skipped = allow(kindOf(text));
      if (skipped === null) return;
      original(...args);
      if (skipped) original(`(and ${skipped} more like it since the last one)`);
    };
  }
}
