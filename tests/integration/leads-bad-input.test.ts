import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { handleBooking, handleContact, handleSubscribe } from '@/features/leads/server/handlers';
import { formDataFields, type LeadDeps, type LeadInput } from '@/features/leads/server/submission';
import { BOUNDS, formFields, type LeadForm } from '@/features/leads/schemas';
import type { FormState } from '@/features/leads/form-state';
import { newsletterErrors } from '@/i18n/messages';
import { getDb } from '@/server/db/client';
import { leads, newsletterSubscriptions } from '@/server/db/schema';
import { processOutbox } from '@/server/mail/outbox';
import { getMailer } from '@/server/mail/transport';
import en from '../../messages/en/forms.json';
import de from '../../messages/de/forms.json';
import fr from '../../messages/fr/forms.json';
import { bookingFields, contactFields, testDeps, useTestEnv } from '../support/leads';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** What an attacker or a broken client sends into one field. `undefined`: the field is left out; a Blob: a file where text belongs. */
const BAD: Record<string, (field: string) => string | Blob | undefined> = {
  oversize: (field) => 'x'.repeat((field in BOUNDS ? BOUNDS[field as keyof typeof BOUNDS].max : 120) + 1),
  huge: () => 'y'.repeat(200_000),
  missing: () => undefined,
  file: () => new Blob(['not text']),
  rtlOverride: () => 'Ada \u202eecalevoL\u202c',
  zeroWidth: () => 'A\u200bd\u200ba\u200d Lovelace',
  emoji: () => '🚀 Ada 👩‍💻',
  nul: () => 'Ada\u0000 Love\u0007lace\u001b[31m',
  html: () => '<script>alert(1)</script><img src=x onerror=alert(2)>',
  crlf: () => 'Ada\r\nBcc: victim@elsewhere.test\r\nX-Injected: 1',
};

const FORMS: Record<LeadForm, { base: () => Record<string, string>; handle: (input: LeadInput, deps: LeadDeps) => Promise<FormState> }> = {
  booking: { base: () => bookingFields(), handle: handleBooking },
  contact: { base: () => contactFields(), handle: handleContact },
  newsletter: { base: () => ({ email: 'reader@example-corp.test', locale: 'de', page: '/de', leave_empty: '' }), handle: handleSubscribe },
};

const dictionaries = { en, de, fr };
/** The text of a message key of 'forms' in one language (a notice has a title and a description). */
function textOf(dictionary: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), dictionary);
}

const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe('bad input in every field of every form', () => {
  it('gets a clear message in each language with the values kept and nothing stored, or is stored clean; no header is injected, and the server keeps serving', async () => {
    const env = await useTestEnv();
    cleanup = env.cleanup;
    const { dataDir } = env;
    const { deps } = testDeps();
    const db = await getDb();
    const outbox = path.join(dataDir, 'outbox');
    const seen = new Set<string>();
    let client = 0;
    let refused = 0;
    let stored = 0;

    for (const form of Object.keys(FORMS) as LeadForm[]) {
      for (const field of formFields[form]) {
        for (const [kind, make] of Object.entries(BAD)) {
          const value = make(field);
          const formData = new FormData();
          for (const [k, v] of Object.entries(FORMS[form].base())) if (k !== field) formData.append(k, v);
          // Each case is a submission of its own: another client, another message.
          if (field !== 'message' && form === 'contact') formData.set('message', `Case ${form} ${field} ${kind}, a message.`);
          if (field !== 'goals' && form === 'booking') formData.set('goals', `Case ${form} ${field} ${kind}, our goals.`);
          if (value !== undefined) formData.append(field, value);
          const input = { fields: formDataFields(formData), ip: `10.${client >> 8}.${client++ & 255}.1` };
          const before = form === 'newsletter' ? await db.$count(newsletterSubscriptions) : await db.$count(leads);
          const state = await FORMS[form].handle(input, deps);
          const after = form === 'newsletter' ? await db.$count(newsletterSubscriptions) : await db.$count(leads);
          const label = `${form}.${field} ${kind}`;

          if (state.status === 'error') {
            refused++;
            expect(after, label).toBe(before);
            expect(state.notice, label).toBeDefined();
            // The footer's form reads its messages from the layout's short list.
            if (form === 'newsletter') for (const key of [state.notice, ...Object.values(state.errors)]) expect(newsletterErrors, `${label}: ${key}`).toContain(`forms.${key}`);
            for (const dictionary of Object.values(dictionaries)) {
              expect(textOf(dictionary, `${state.notice}.title`), `${label}: notice`).toEqual(expect.any(String));
              for (const key of Object.values(state.errors)) expect(textOf(dictionary, key), `${label}: ${key}`).toEqual(expect.any(String));
            }
            // The form gets back what was typed (cut to the field's bound, controls removed).
            if (typeof value === 'string') expect(value.replace(new RegExp(CONTROLS, 'g'), '').startsWith(state.values[field] ?? ''), label).toBe(true);
            if (typeof value === 'string') expect(state.values[field]?.length, label).toBeGreaterThan(0);
            continue;
          }
          expect(state.status, label).toBe('success');
          stored++;
          if (form !== 'newsletter') {
            const [row] = await db.select().from(leads).orderBy(desc(leads.id)).limit(1);
            for (const text of Object.values(row)) if (typeof text === 'string') expect(CONTROLS.test(text), `${label}: stored ${text.slice(0, 40)}`).toBe(false);
          }
          await processOutbox({ db, mailer: getMailer(), log: () => {} });
          for (const file of readdirSync(outbox)) {
            if (seen.has(file) || !file.endsWith('.eml')) continue;
            seen.add(file);
            const raw = readFileSync(path.join(outbox, file), 'utf8');
            const headers = raw.slice(0, raw.indexOf('\n\n'));
            expect(headers, `${label}: ${file}`).not.toMatch(/^(bcc|x-injected):/im);
            expect(CONTROLS.test(raw), `${label}: ${file}`).toBe(false);
          }
        }
      }
    }
    // Both outcomes happened, and after all of it a plain submission still goes through.
    expect(refused).toBeGreaterThan(50);
    expect(stored).toBeGreaterThan(20);
    expect((await handleContact({ fields: contactFields({ message: 'After the storm.' }), ip: '192.0.2.99' }, deps)).status).toBe('success');
  }, 300_000);
});
