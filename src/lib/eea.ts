/**
 * The European Economic Area: the EU's 27 member states, Iceland, Liechtenstein and Norway.
 * Personal data may go to a processor there without a transfer safeguard (GDPR chapter V).
 */
export const EEA_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'IS', 'LI', 'NO',
] as const;

export const isEea = (country: string) => (EEA_COUNTRIES as readonly string[]).includes(country);

/**
 * How data reaches a processor outside the EEA: an adequacy decision of the European Commission
 * (Art. 45 GDPR; e.g. Switzerland, the United Kingdom), the EU-U.S. Data Privacy Framework (an
 * adequacy decision for certified U.S. companies), or the Commission's Standard Contractual
 * Clauses (Art. 46 (2) (c) GDPR).
 */
export const transferBases = ['adequacy', 'dpf', 'scc'] as const;
export type TransferBasis = (typeof transferBases)[number];
