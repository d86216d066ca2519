import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { exampleIdentity, exampleIdentityWarning, exampleVariables, identityVariables, legalIdentity } from './identity';

describe('the legal identity', () => {
  it('shows visibly example values by default, and the start-up warning names every variable', () => {
    const config = parseEnv({});
    const identity = legalIdentity(config);
    expect(identity).toEqual(exampleIdentity);
    expect(identity.email).toMatch(/@example\.com$/);
    expect(identity.name).toMatch(/Example/);
    expect(exampleVariables(config)).toEqual(Object.values(identityVariables));
    expect(exampleIdentityWarning(config)).toMatch(/^\[startup\] The legal notice .* set LEGAL_NAME, LEGAL_FORM, .*LEGAL_HOST_PHONE, LEGAL_GOVERNING_LAW, LEGAL_JURISDICTION and rebuild/);
  });

  it('takes each field from its variable, and stops warning once all are set', () => {
    const config = parseEnv({ LEGAL_NAME: 'Acme Beratung GmbH', LEGAL_COUNTRY: 'DE', LEGAL_EMAIL: 'impressum@acme.test' });
    expect(legalIdentity(config)).toMatchObject({ name: 'Acme Beratung GmbH', country: 'DE', email: 'impressum@acme.test', city: exampleIdentity.city });
    // Set counts, even to the example's value (a provider in Germany sets LEGAL_COUNTRY=DE).
    expect(exampleVariables(config)).not.toContain('LEGAL_NAME');
    expect(exampleVariables(config)).not.toContain('LEGAL_COUNTRY');
    expect(exampleVariables(config)).toContain('LEGAL_CITY');
    const all = Object.fromEntries(Object.entries(identityVariables).map(([field, name]) => [name, field === 'email' ? 'a@acme.test' : field === 'country' || field === 'governingLaw' ? 'FR' : `Real ${field}`]));
    expect(exampleIdentityWarning(parseEnv(all))).toBeNull();
  });

  it('refuses a country that is not an ISO code and an address that is not one', () => {
    expect(() => parseEnv({ LEGAL_COUNTRY: 'Germany' })).toThrow(/LEGAL_COUNTRY/);
    expect(() => parseEnv({ LEGAL_EMAIL: 'not-an-address' })).toThrow(/LEGAL_EMAIL/);
  });
});
