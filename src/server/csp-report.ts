/**
 * The log lines of a CSP violation report, in either format browsers send:
 * report-uri's `application/csp-report` ({"csp-report": {...}}) or the Reporting API's
 * `application/reports+json` ([{type: "csp-violation", body: {...}}]).
 * Each line names the directive, what was blocked and the page: paths only, never a query
 * string, each part cut short. Anything unreadable gives no line.
 */
export function cspReportLines(body: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  const reports: Record<string, unknown>[] = [];
  if (Array.isArray(parsed)) {
    for (const entry of parsed.slice(0, 10)) {
      if (isRecord(entry) && entry.type === 'csp-violation' && isRecord(entry.body)) reports.push(entry.body);
    }
  } else if (isRecord(parsed) && isRecord(parsed['csp-report'])) {
    const r = parsed['csp-report'];
    reports.push({
      effectiveDirective: r['effective-directive'] ?? r['violated-directive'],
      blockedURL: r['blocked-uri'],
      documentURL: r['document-uri'],
      sourceFile: r['source-file'],
      lineNumber: r['line-number'],
    });
  }
  return reports.map((r) => {
    const where = r.sourceFile ? ` from ${location(r.sourceFile)}${typeof r.lineNumber === 'number' ? `:${r.lineNumber}` : ''}` : '';
    return `[csp] ${word(r.effectiveDirective)} blocked ${location(r.blockedURL)} on ${location(r.documentURL)}${where}`;
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A directive name, or '?'. */
const word = (value: unknown) => (typeof value === 'string' && /^[a-z-]{1,40}$/.test(value) ? value : '?');

/** 'inline', 'eval' and the like as they are; a URL as origin and path, without its query; anything else '?'. */
function location(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '?';
  if (/^[a-z-]{1,20}$/.test(value)) return value;
  try {
    const url = new URL(value);
    const shown = url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}` : url.protocol;
    return shown.replace(/[^\x21-\x7e]/g, '?').slice(0, 200);
  } catch {
    return '?';
  }
}
