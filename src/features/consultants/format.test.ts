import { describe, expect, it } from 'vitest';
import { plural } from './directory-types';
import { formatHourlyRate, formatRating } from './format';

// Intl separates with (narrow) no-break spaces; compare on plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('rate and rating formats', () => {
  it('shows dollars in English and the same numbers in euros in German and French', () => {
    expect(plain(formatHourlyRate({ min: 150, max: 250 }, 'en'))).toBe('$150 – $250');
    expect(plain(formatHourlyRate({ min: 150, max: 250 }, 'de'))).toBe('150–250 €');
    expect(plain(formatHourlyRate({ min: 1500, max: 2500 }, 'fr'))).toBe('1 500–2 500 €');
  });

  it('writes the decimal separator of the language', () => {
    expect(formatRating(4.8, 'en')).toBe('4.8');
    expect(formatRating(4.8, 'de')).toBe('4,8');
    expect(formatRating(5, 'fr')).toBe('5,0');
  });
});

describe('plural texts of the client components', () => {
  const text = { none: 'No consultants found', one: '{count} consultant found', other: '{count} consultants found' };

  it('picks none, one or other and writes the number in the language', () => {
    expect(plural(text, 0, 'en')).toBe('No consultants found');
    expect(plural(text, 1, 'en')).toBe('1 consultant found');
    expect(plural(text, 25, 'en')).toBe('25 consultants found');
    expect(plural({ one: '{count} Stunde', other: '{count} Stunden' }, 1000, 'de')).toBe('1.000 Stunden');
  });

  it('follows the language’s plural rules (French counts 0 as singular)', () => {
    const fr = { one: '{count} minute', other: '{count} minutes' };
    expect(plural(fr, 0, 'fr')).toBe('0 minute');
    expect(plural(fr, 2, 'fr')).toBe('2 minutes');
  });
});
