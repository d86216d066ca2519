import { describe, expect, it } from 'vitest';
import { bookingServiceName, composeBookingMessage } from './booking-message';
import { formatLongDate } from './translate';
import en from '../../../messages/en/leads.json';
import de from '../../../messages/de/leads.json';
import fr from '../../../messages/fr/leads.json';

const booking = { goals: 'Automate the support desk.', date: '2026-12-07', timeSlot: '1pm-2pm', budget: '25k-50k' } as const;

describe('composeBookingMessage', () => {
  it('writes the four labelled lines in English', () => {
    expect(composeBookingMessage(booking, 'en')).toBe(
      [
        'Goals: Automate the support desk.',
        'Preferred Date: Monday, December 7, 2026',
        'Preferred Time: 1:00 PM - 2:00 PM',
        'Budget: $25,000 - $50,000',
      ].join('\n'),
    );
  });

  it('writes German with euros and the German long date', () => {
    expect(composeBookingMessage(booking, 'de')).toBe(
      [
        'Ziele: Automate the support desk.',
        'Wunschdatum: Montag, 7. Dezember 2026',
        'Wunschzeit: 13:00 – 14:00 Uhr',
        'Budget: 25.000 € – 50.000 €',
      ].join('\n'),
    );
  });

  it('writes French with euros and the French long date', () => {
    const lines = composeBookingMessage(booking, 'fr').replace(/[\u00a0\u202f]/g, ' ').split('\n');
    expect(lines[1]).toBe('Date souhaitée : lundi 7 décembre 2026');
    expect(lines[2]).toBe('Horaire souhaité : 13 h – 14 h');
    expect(lines[3]).toBe('Budget : 25 000 à 50 000 €');
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

describe('bookingServiceName', () => {
  it("is 'Free Consultation Booking' translated per language", () => {
    expect(bookingServiceName('en')).toBe('Free Consultation Booking');
    expect(bookingServiceName('de')).toBe('Kostenlose Beratungsbuchung');
    expect(bookingServiceName('fr')).toBe('Réservation de consultation gratuite');
  });
});

describe('formatLongDate', () => {
  it('formats a calendar date without shifting it by the time zone', () => {
    expect(formatLongDate('2027-01-01', 'en')).toBe('Friday, January 1, 2027');
    expect(formatLongDate('2027-01-01', 'de')).toBe('Freitag, 1. Januar 2027');
    expect(formatLongDate('2027-01-01', 'fr')).toBe('vendredi 1er janvier 2027'); // « 1er », the French ordinal of the first
  });
});

describe('leads dictionary', () => {
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));

  it('has the same email and errors keys in all three languages', () => {
    const pick = (m: Record<string, unknown>) => keys({ email: m.email as object, errors: m.errors as object }).sort();
    expect(pick(de)).toEqual(pick(en));
    expect(pick(fr)).toEqual(pick(en));
  });
});
