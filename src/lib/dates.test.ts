import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './dates';

const utc = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('formatCalendarDate', () => {
  it('writes « 1er » for the first of the month in French, and leaves other days and languages alone', () => {
    expect(formatCalendarDate(utc('2026-09-01'), 'fr-FR', 'full', 'UTC')).toBe('mardi 1er septembre 2026');
    expect(formatCalendarDate(utc('2026-09-01'), 'fr', 'long', 'UTC')).toBe('1er septembre 2026');
    expect(formatCalendarDate(utc('2026-09-11'), 'fr-FR', 'full', 'UTC')).toBe('vendredi 11 septembre 2026');
    expect(formatCalendarDate(utc('2026-09-21'), 'fr-FR', 'long', 'UTC')).toBe('21 septembre 2026');
    expect(formatCalendarDate(utc('2026-09-01'), 'de-DE', 'full', 'UTC')).toBe('Dienstag, 1. September 2026');
    expect(formatCalendarDate(utc('2026-09-01'), 'en-US', 'full', 'UTC')).toBe('Tuesday, September 1, 2026');
  });
});
