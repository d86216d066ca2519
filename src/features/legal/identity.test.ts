import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { LEGAL_VARIABLES } from '@/lib/launch-guard';
import en from '../../../messages/en/legal.json';
import de from '../../../messages/de/legal.json';
import fr from '../../../messages/fr/legal.json';
import { exampleIdentity, exampleIdentityWarning, exampleVariables, formatShareCapital, identityVariables, legalIdentity, legalPlaceholders, transferBases, type LegalWords } from './identity';

/** A value each variable accepts, none of them an example. */
const realValue = (name: string) =>
  ({
    LEGAL_EMAIL: 'a@acme.test',
    LEGAL_COUNTRY: 'FR',
    LEGAL_HOST_COUNTRY: 'FR',
    LEGAL_MAIL_PROVIDER_COUNTRY: 'FR',
    LEGAL_GOVERNING_LAW: 'FR',
    LEGAL_FORM: 'SAS',
    LEGAL_SHARE_CAPITAL: '10000',
  })[name] ?? `Real ${name}`;

describe('the legal identity', () => {
  it('shows visibly example values by default, and the start-up warning names every variable', () => {
    const config = parseEnv({});
    const identity = legalIdentity(config);
    expect(identity).toEqual(exampleIdentity);
    expect(identity.email).toMatch(/@example\.com$/);
    expect(identity.name).toMatch(/Example/);
    expect(exampleVariables(config)).toEqual(Object.values(identityVariables));
    expect(exampleIdentityWarning(config)).toMatch(/^\[startup\] The legal notice .* set LEGAL_NAME, LEGAL_FORM, .*LEGAL_HOST_PHONE, .*LEGAL_MAIL_PROVIDER_NAME, .*LEGAL_GOVERNING_LAW, LEGAL_JURISDICTION and rebuild/);
  });

  it('has the variables the launch guard checks, and no other', () => {
    expect([...Object.values(identityVariables)].sort()).toEqual([...LEGAL_VARIABLES].sort());
  });

  it('takes each field from its variable, and stops warning once all are set', () => {
    const config = parseEnv({ LEGAL_NAME: 'Acme Beratung GmbH', LEGAL_COUNTRY: 'DE', LEGAL_EMAIL: 'impressum@acme.test' });
    expect(legalIdentity(config)).toMatchObject({ name: 'Acme Beratung GmbH', country: 'DE', email: 'impressum@acme.test', city: exampleIdentity.city });
    // Set counts, even to the example's value (a provider in Germany sets LEGAL_COUNTRY=DE).
    expect(exampleVariables(config)).not.toContain('LEGAL_NAME');
    expect(exampleVariables(config)).not.toContain('LEGAL_COUNTRY');
    expect(exampleVariables(config)).toContain('LEGAL_CITY');
    const all = Object.fromEntries(Object.values(identityVariables).map((name) => [name, realValue(name)]));
    expect(exampleIdentityWarning(parseEnv(all))).toBeNull();
    expect(legalIdentity(parseEnv(all))).toMatchObject({ legalForm: 'SAS', shareCapital: 10000 });
  });

  it('refuses a country that is not an ISO code, an address that is not one, an unknown legal form and a capital in words', () => {
    expect(() => parseEnv({ LEGAL_COUNTRY: 'Germany' })).toThrow(/LEGAL_COUNTRY/);
    expect(() => parseEnv({ LEGAL_EMAIL: 'not-an-address' })).toThrow(/LEGAL_EMAIL/);
    expect(() => parseEnv({ LEGAL_FORM: 'Gesellschaft mit beschränkter Haftung' })).toThrow(/LEGAL_FORM: must be one of GmbH/);
    expect(() => parseEnv({ LEGAL_SHARE_CAPITAL: '25,000 EUR' })).toThrow(/LEGAL_SHARE_CAPITAL/);
  });

  it('formats the share capital in each language, not as "25,000 EUR"', () => {
    const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(formatShareCapital(exampleIdentity, 'en')).toBe('€25,000');
    expect(nbsp(formatShareCapital(exampleIdentity, 'de'))).toBe('25.000 €');
    expect(nbsp(formatShareCapital(exampleIdentity, 'fr'))).toBe('25 000 €');
    expect(nbsp(formatShareCapital({ ...exampleIdentity, shareCapital: 1.5 }, 'fr'))).toBe('1,50 €');
  });

  it('names a legal form and its representatives in words of each language', () => {
    for (const dict of [en, de, fr]) {
      for (const form of ['GmbH', 'UG', 'AG', 'SARL', 'SAS', 'SASU'] as const) {
        expect(dict.notice.forms[form]).toMatch(/\p{L}{4}/u);
        expect(dict.notice.representatives[form]).toMatch(/\p{L}{4}/u);
      }
    }
    expect(fr.notice.forms.GmbH).toMatch(/^société à responsabilité limitée de droit allemand/);
    expect(exampleIdentity.representatives).not.toMatch(/Director|\(/);
  });

  it('requires a transfer basis for a processor outside the EEA, and names it', () => {
    expect(() => parseEnv({ LEGAL_MAIL_PROVIDER_COUNTRY: 'US' })).toThrow(/LEGAL_MAIL_PROVIDER_TRANSFER: must say how data reaches US/);
    const config = parseEnv({ LEGAL_MAIL_PROVIDER_COUNTRY: 'US', LEGAL_MAIL_PROVIDER_TRANSFER: 'dpf', LEGAL_HOST_COUNTRY: 'CH', LEGAL_HOST_TRANSFER: 'adequacy' });
    expect(transferBases(config)).toEqual({ host: 'adequacy', mail: 'dpf' });
    expect(transferBases(parseEnv({}))).toEqual({ host: 'eea', mail: 'eea' });
    const values = legalPlaceholders(legalIdentity(config), 'de', de as unknown as LegalWords, transferBases(config), true);
    expect(values).toMatchObject({ mailProviderCountry: 'Vereinigte Staaten', hostCountry: 'Schweiz', analytics: 'on' });
    expect(values.mailTransfer).toMatch(/Data Privacy Framework/);
  });
});
