// C0 and C1 control characters (tab and line breaks aside) and the bidirectional controls that can
// disguise text (U+202E and the like): the lead handlers and the CSV export script
// (scripts/leads-export.ts) share this one rule.

const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The text without control and bidi characters. */
export function stripControls(value: string): string {
  return value.replace(CONTROLS, '');
}
