/**
 * A calendar date as each language writes it in running text. French marks the first day of a
 * month as an ordinal, « 1er septembre », which Intl does not ("1 septembre").
 */
export function formatCalendarDate(date: Date, locale: string, dateStyle: 'full' | 'long' | 'medium' = 'full', timeZone?: string): string {
  const text = new Intl.DateTimeFormat(locale, { dateStyle, ...(timeZone ? { timeZone } : {}) }).format(date);
  return locale.startsWith('fr') ? text.replace(/(^|\s)1(?=[\s\u00a0\u202f])/u, '$11er') : text;
}
