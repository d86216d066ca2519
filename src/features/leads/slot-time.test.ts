import { describe, expect, it } from 'vitest';
import { slotLabel, zoneCity } from './slot-time';

describe('a booking time as people read it', () => {
  it('names a zone by its city in the reader’s language', () => {
    expect(['en', 'de', 'fr'].map((l) => zoneCity('Europe/Vienna', l))).toEqual(['Vienna', 'Wien', 'Vienne']);
    expect(['en', 'de', 'fr'].map((l) => zoneCity('Europe/Zurich', l))).toEqual(['Zurich', 'Zürich', 'Zurich']);
    expect(['en', 'de', 'fr'].map((l) => zoneCity('Africa/Cairo', l))).toEqual(['Cairo', 'Kairo', 'Le Caire']);
    // A city that every language writes the same, and one the table does not know: as the id writes it.
    expect(zoneCity('Europe/Berlin', 'fr')).toBe('Berlin');
    expect(zoneCity('America/Argentina/Buenos_Aires', 'de')).toBe('Buenos Aires');
  });

  it('shows the visitor’s clock beside ours, both cities in the page’s language', () => {
    const start = new Date('2026-12-04T15:00:00Z');
    expect(slotLabel(start, 'Europe/Vienna', 'Europe/Berlin', 'de')).toBe('16:00 Wien · 16:00 Berlin');
    expect(slotLabel(start, 'Europe/Brussels', 'Europe/Berlin', 'fr')).toBe('16:00 Bruxelles · 16:00 Berlin');
    expect(slotLabel(start, 'America/New_York', 'Europe/Berlin', 'en')).toBe('10:00 AM New York · 4:00 PM Berlin');
    // One clock when the visitor's zone is ours.
    expect(slotLabel(start, 'Europe/Berlin', 'Europe/Berlin', 'de')).toBe('16:00 Berlin');
  });
});
