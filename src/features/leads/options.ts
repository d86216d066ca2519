import { EMAIL_MAX_LENGTH } from '@/lib/email-address';

/**
 * A field no person sees or fills; a bot that fills it gets a pretended success. Its name has no
 * autofill meaning (a browser or password manager filling 'website' dropped real leads).
 */
export const HONEYPOT_FIELD = 'leave_empty';

/**
 * The one-time key a form sends with each submission (made in the browser when it is sent, kept
 * for a retry of the same submission, new after a success): the server stores it once, so a
 * double click, a retry or a replay stores and sends nothing new.
 */
export const FORM_KEY_FIELD = 'form_key';
/** What a key looks like (the browser sends 22 base64url characters). */
export const FORM_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The length bounds of the form fields, in characters: the schemas (schemas.ts) enforce them and
 * the inputs' maxLength shows them to the browser.
 */
export const BOUNDS = {
  name: { min: 2, max: 120 },
  company: { min: 2, max: 120 },
  email: { max: EMAIL_MAX_LENGTH },
  phone: { min: 6, max: 32 },
  goals: { min: 10, max: 5000 },
  message: { min: 10, max: 5000 },
  consultant: { max: 120 },
  service: { max: 120 },
} as const;

/** The booking and contact forms' choices: ids only; labels are message keys (forms.budgets, forms.services). */
export const BUDGETS = ['under-25k', '25k-50k', '50k-100k', '100k-250k', '250k-500k', '500k-plus', 'not-sure'] as const;
export type Budget = (typeof BUDGETS)[number];

export const CONTACT_SERVICES = [
  'assessment',
  'implementation',
  'training',
  'gpt-development',
  'governance',
  'optimization',
  'consultation',
] as const;
export type ContactService = (typeof CONTACT_SERVICES)[number];
