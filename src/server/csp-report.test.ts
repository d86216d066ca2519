import { describe, expect, it } from 'vitest';
import { cspReportLines } from './csp-report';

describe('cspReportLines', () => {
  it('reads report-uri reports, without query strings', () => {
    const body = JSON.stringify({
      'csp-report': {
        'document-uri': 'https://site.test/de/leistungen?token=secret',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
        'source-file': 'https://site.test/de/leistungen?x=1',
        'line-number': 3,
      },
    });
    expect(cspReportLines(body)).toEqual(['[csp] script-src-elem blocked inline on https://site.test/de/leistungen from https://site.test/de/leistungen:3']);
  });

  it('reads Reporting API batches, at most ten, and skips other report types', () => {
    const one = { type: 'csp-violation', body: { documentURL: 'https://site.test/', effectiveDirective: 'script-src', blockedURL: 'eval' } };
    const body = JSON.stringify([{ type: 'deprecation', body: {} }, ...Array(12).fill(one)]);
    const lines = cspReportLines(body);
    expect(lines).toHaveLength(9);
    expect(lines[0]).toBe('[csp] script-src blocked eval on https://site.test/');
  });

  it('gives nothing for junk and never echoes control characters or long values', () => {
    expect(cspReportLines('not json')).toEqual([]);
    expect(cspReportLines('{"csp-report": 5}')).toEqual([]);
    const [line] = cspReportLines(
      JSON.stringify({ 'csp-report': { 'violated-directive': 'x\n[fake] line', 'blocked-uri': `https://evil.test/${'a'.repeat(500)}`, 'document-uri': 'javascript:alert(1)' } }),
    );
    expect(line).not.toContain('\n');
    expect(line.length).toBeLessThan(300);
    expect(line).toContain('[csp] ? blocked https://evil.test/');
    expect(line).toContain('on javascript:');
  });
});
