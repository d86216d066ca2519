/**
 * The message formatter of the browser bundle (next.config.ts aliases `use-intl/format-message`
 * to it for the browser only). The messages that reach the browser (`browserNamespaces`) are
 * plain text with simple `{name}` arguments, or a message that is one plural
 * (`{count, plural, =0 {…} one {# …} other {# …}}`); a unit test checks every one of them
 * against next-intl's own output. So the browser needs no ICU parser: intl-messageformat
 * (12 KB gzip) stays on the server.
 */
const PLURAL = /^\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}$/;
const BRANCH = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

type Options = { locale?: string };

/** One of each Intl object per language, made when first needed: the first `Intl.NumberFormat` of a page costs some 70 ms on a phone. */
const plurals = new Map<string | undefined, Intl.PluralRules>();
const numbers = new Map<string | undefined, Intl.NumberFormat>();
const cached = <T,>(map: Map<string | undefined, T>, locale: string | undefined, make: () => T): T => {
  let found = map.get(locale);
  if (!found) map.set(locale, (found = make()));
  return found;
};
/** `#` of a plural: a whole number below 1000 reads the same in every language of the site, with no Intl object to build. */
const formatCount = (n: number, locale: string | undefined) =>
  Number.isInteger(n) && n >= 0 && n < 1000 ? String(n) : cached(numbers, locale, () => new Intl.NumberFormat(locale)).format(n);

export default function formatMessage(key: string, message: unknown, values?: Record<string, unknown>, options: Options = {}): string {
  if (typeof message !== 'string') throw new TypeError(`message ${key} is not a string`);
  if (!values) return message;
  const plural = PLURAL.exec(message);
  if (plural) {
    const n = Number(values[plural[1]]);
    const branches = new Map([...plural[2].matchAll(BRANCH)].map((m) => [m[1], m[2]]));
    const text = branches.get(`=${n}`) ?? branches.get(cached(plurals, options.locale, () => new Intl.PluralRules(options.locale)).select(n)) ?? branches.get('other') ?? '';
    return text.replace(/#/g, () => formatCount(n, options.locale));
  }
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
