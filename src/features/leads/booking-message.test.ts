import { describe, expect, it } from 'vitest';
import { bookingServiceName, composeBookingMessage, slotDateInText, slotTimeText, timeSlotId } from './booking-message';
import { longDate, slotLabel } from './slot-time';
import en from '../../../messages/en/leads.json';
import de from '../../../messages/de/leads.json';
import fr from '../../../messages/fr/leads.json';

// Monday 7 December 2026, 13:00-14:00 in Berlin (12:00 UTC), booked by a visitor in Berlin.
const berlin = { start: new Date('2026-12-07T12:00:00Z'), end: new Date('2026-12-07T13:00:00Z'), timeZone: 'Europe/Berlin', ownerTimeZone: 'Europe/Berlin' };
const booking = { goals: 'Automate the support desk.', budget: '25k-50k', slot: berlin } as const;
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2009/g, ' ');

describe('composeBookingMessage', () => {
  it('writes the four labelled lines in English, the time zone named', () => {
    expect(plain(composeBookingMessage(booking, 'en'))).toBe(
      [
        'Goals: Automate the support desk.',
        'Preferred Date: Monday, December 7, 2026',
        'Preferred Time: 1:00 – 2:00 PM (Central European Time)',
        'Budget: $25,000 - $50,000',
      ].join('\n'),
    );
  });

  it('writes German with euros and the German long date', () => {
    expect(plain(composeBookingMessage(booking, 'de'))).toBe(
      [
        'Ziele: Automate the support desk.',
        'Wunschdatum: Montag, 7. Dezember 2026',
        'Wunschzeit: 13:00–14:00 Uhr (Mitteleuropäische Zeit)',
        'Budget: 25.000 € – 50.000 €',
      ].join('\n'),
    );
  });

  it('writes French with euros and the French long date', () => {
    const lines = plain(composeBookingMessage(booking, 'fr')).split('\n');
    expect(lines[1]).toBe('Date souhaitée : lundi 7 décembre 2026');
    expect(lines[2]).toBe('Horaire souhaité : 13:00 – 14:00 (heure d’Europe centrale)');
    expect(lines[3]).toBe('Budget : 25 000 à 50 000 €');
  });

  it("states the visitor's time in the visitor's zone, the owner's beside it", () => {
    const newYork = { ...berlin, timeZone: 'America/New_York' };
    const lines = plain(composeBookingMessage({ ...booking, slot: newYork }, 'en')).split('\n');
    expect(lines[2]).toBe('Preferred Time: 7:00 – 8:00 AM (Eastern Time), that is 1:00 – 2:00 PM in Berlin');
    expect(plain(slotTimeText(newYork, 'America/New_York', 'de'))).toBe('07:00–08:00 Uhr (Nordamerikanische Ostküstenzeit), also 13:00–14:00 Uhr in Berlin');
  });

  it("says 'Not specified' (translated) without a budget", () => {
    expect(composeBookingMessage({ ...booking, budget: undefined }, 'en')).toContain('Budget: Not specified');
    expect(composeBookingMessage({ ...booking, budget: undefined }, 'de')).toContain('Budget: Nicht angegeben');
    expect(composeBookingMessage({ ...booking, budget: undefined }, 'fr')).toContain('Budget\u202f: Non précisé');
  });

  it('keeps the goals verbatim, line breaks included (escaping is the email layer’s job)', () => {
    expect(composeBookingMessage({ ...booking, goals: '<b>a</b>\nb {x}' }, 'en')).toMatch(/^Goals: <b>a<\/b>\nb \{x\}\n/);
  });
});

describe('a slot in words', () => {
  const first = new Date('2026-12-01T09:00:00Z');
  it('writes the date as each language writes it in a sentence', () => {
    expect(slotDateInText({ start: first }, 'Europe/Berlin', 'en')).toBe('Tuesday, December 1, 2026');
    expect(`am ${slotDateInText({ start: new Date('2026-12-07T09:00:00Z') }, 'Europe/Berlin', 'de')}`).toBe('am Montag, den 7. Dezember 2026');
    expect(`le ${slotDateInText({ start: first }, 'Europe/Berlin', 'fr')}`).toBe('le mardi 1er décembre 2026');
  });

  it('takes the day in the reader’s zone: late evening in New York is the next morning in Berlin', () => {
    const start = new Date('2027-01-01T03:00:00Z');
    expect(longDate(start, 'America/New_York', 'en')).toBe('Thursday, December 31, 2026');
    expect(longDate(start, 'Europe/Berlin', 'de')).toBe('Freitag, 1. Januar 2027');
    expect(longDate(start, 'Europe/Paris', 'fr')).toBe('vendredi 1er janvier 2027'); // « 1er », the French ordinal of the first
  });

  it("labels a slot in the visitor's zone with the owner's beside it", () => {
    const ten = new Date('2026-12-07T09:00:00Z');
    expect(plain(slotLabel(ten, 'Europe/Paris', 'Europe/Berlin', 'fr'))).toBe('10:00 Paris · 10:00 Berlin');
    expect(plain(slotLabel(ten, 'America/New_York', 'Europe/Berlin', 'en'))).toBe('4:00 AM New York · 10:00 AM Berlin');
    expect(plain(slotLabel(ten, 'Europe/Berlin', 'Europe/Berlin', 'de'))).toBe('10:00 Berlin');
  });

  it("stores the slot in the owner's zone as the export has always written it", () => {
    expect(timeSlotId(berlin)).toBe('1pm-2pm');
    expect(timeSlotId({ ...berlin, start: new Date('2026-12-07T08:30:00Z'), end: new Date('2026-12-07T09:30:00Z') })).toBe('9:30am-10:30am');
  });
});

describe('bookingServiceName', () => {
  it("is 'Free Consultation Booking' translated per language", () => {
    expect(bookingServiceName('en')).toBe('Free Consultation Booking');
    expect(bookingServiceName('de')).toBe('Kostenlose Beratungsbuchung');
    expect(bookingServiceName('fr')).toBe('Réservation de consultation gratuite');
  });
});

describe('leads dictionary', () => {
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));

  it('has the same keys in all three languages', () => {
    const pick = (m: Record<string, unknown>) => keys(m).sort();
    expect(pick(de)).toEqual(pick(en));
    expect(pick(fr)).toEqual(pick(en));
  });
});
