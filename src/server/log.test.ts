import { describe, expect, it } from 'vitest';
import { errorSummary } from './log';

describe('errorSummary', () => {
  it('names the error and its codes, never its message', () => {
    const pg = Object.assign(new Error('duplicate key value violates unique constraint "x" for ada@example.com'), { code: '23505' });
    const drizzle = Object.assign(new Error('Failed query: insert into leads … params: Ada Lovelace,ada@example.com'), { name: 'DrizzleQueryError', cause: pg });
    const summary = errorSummary(drizzle);
    expect(summary).toBe('DrizzleQueryError ← Error 23505');
    expect(summary).not.toMatch(/ada|Lovelace|params/i);
    expect(errorSummary(Object.assign(new Error('550 <bob@example.com> unknown'), { code: 'EENVELOPE', responseCode: 550 }))).toBe('Error EENVELOPE 550');
    expect(errorSummary('text with ada@example.com')).toBe('unknown error');
  });
});
