import { describe, expect, it } from 'vitest';
import formatMessage from '@/i18n/format-message-browser';
import en from '../../../messages/en/consultants.json';
import de from '../../../messages/de/consultants.json';
import fr from '../../../messages/fr/consultants.json';
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

describe('count texts of the directory, as the browser writes them', () => {
  // The browser's formatter (next.config.ts aliases it for client bundles) over the real messages.
  const count = (locale: 'en' | 'de' | 'fr', key: string, n: number) => {
    const messages = { en, de, fr }[locale] as unknown as Record<string, Record<string, string>>;
    const [group, name] = key.split('.');
    return plain(formatMessage(key, messages[group][name], { count: n }, { locale }));
  };

  it('picks none, one or other and writes the number in the language', () => {
    expect(count('en', 'directory.resultCount', 0)).toBe('No consultants found');
    expect(count('en', 'directory.resultCount', 1)).toBe('1 consultant found');
    expect(count('en', 'directory.resultCount', 25)).toBe('25 consultants found');
    expect(count('de', 'reveal.waitHours', 1000)).toBe('Ihr Limit wird in 1.000 Stunden zurückgesetzt.');
  });

  it('follows the language’s plural rules (French counts 0 as singular)', () => {
    expect(count('fr', 'reveal.waitMinutes', 0)).toBe('Votre limite sera réinitialisée dans 0 minute.');
    expect(count('fr', 'reveal.waitMinutes', 2)).toBe('Votre limite sera réinitialisée dans 2 minutes.');
  });
});
