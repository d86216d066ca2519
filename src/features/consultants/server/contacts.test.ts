import { describe, expect, it } from 'vitest';
import { consultants } from '@/features/consultants/data';
import { consultantContacts, contactOf } from './contacts';
import { importersOf } from '../../../../tests/support/import-graph';

describe('consultant contacts', () => {
  it('has an email and a phone for every consultant, all distinct', () => {
    expect(Object.keys(consultantContacts).sort()).toEqual(consultants.map((c) => c.id).sort());
    const emails = Object.values(consultantContacts).map((c) => c.email);
    const phones = Object.values(consultantContacts).map((c) => c.phone.replace(/\D/g, ''));
    expect(new Set(emails).size).toBe(consultants.length);
    expect(new Set(phones).size).toBe(consultants.length);
    for (const { email, phone } of Object.values(consultantContacts)) {
      expect(email).toMatch(/^[a-z.]+@chatgpt-consultant\.com$/);
      expect(phone).toMatch(/^\+\d[\d ]{7,}$/);
    }
  });

  it('does not answer for unknown ids or inherited keys', () => {
    expect(contactOf('nobody')).toBeUndefined();
    expect(contactOf('toString')).toBeUndefined();
    expect(contactOf('sarah-mitchell')?.email).toBe('sarah.mitchell@chatgpt-consultant.com');
  });

  it('is imported only by the reveal handler on the server, never by a page or client module', () => {
    expect(importersOf('features/consultants/server/contacts.ts')).toEqual(['features/consultants/server/reveal-handler.ts']);
  });
});
