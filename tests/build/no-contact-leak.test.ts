import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir, staleReason } from '../../scripts/lib/build';
import { consultants } from '@/features/consultants/data';
import { contactOf } from '@/features/consultants/server/contacts';
import { locales } from '@/i18n/routing';

/**
 * Contact details must never reach a browser except through the reveal call: no prerendered
 * page (HTML, RSC payload) and no client asset of the production build may contain a
 * consultant's email or phone. Server bundles (.next/server/**\/*.js) hold them legitimately
 * and are not sent to browsers, so they are not scanned.
 */
const ROOT = path.resolve(__dirname, '../..');
// The build the e2e run made (NEXT_DIST_DIR, .next-e2e there), or .next.
const NEXT = distDir(process.env);

/** Everything a browser can receive: client assets, and the prerendered output of every page. */
const SENT_TO_BROWSERS = /^(static\/.+|server\/(app|pages)\/.+\.(html|rsc|body|meta|txt|xml|json|webmanifest))$/;

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** The digits of a phone number with any common separators (or none) between them. */
function phonePattern(phone: string): RegExp {
  const digits = phone.replace(/\D/g, '').split('');
  return new RegExp(`(?<!\\d)${digits.join('[\\s().\\-/\\u00a0\\u202f]{0,3}')}(?!\\d)`);
}

/** The email, also with its @ escaped as JSON, HTML or URL encoding would write it. */
function emailPattern(email: string): RegExp {
  const [local, domain] = email.split('@');
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${esc(local)}(@|\\\\u0040|&#64;|&#x40;|%40)${esc(domain)}`, 'i');
}

const secrets = consultants.map((c) => {
  const contact = contactOf(c.id);
  if (!contact) throw new Error(`no contact details for ${c.id}`);
  return { id: c.id, email: emailPattern(contact.email), phone: phonePattern(contact.phone) };
});

describe('no contact detail in the build output', () => {
  it('the patterns find a detail in any of its usual spellings', () => {
    const [{ id, email, phone }] = secrets;
    expect(id).toBe('sarah-mitchell');
    for (const text of ['mailto:sarah.mitchell@chatgpt-consultant.com', '"sarah.mitchell\\u0040chatgpt-consultant.com"', 'Sarah.Mitchell%40chatgpt-consultant.com']) {
      expect(email.test(text), text).toBe(true);
    }
    for (const text of ['+44 20 7946 0312', 'tel:+442079460312', '+44 (20) 7946-0312', '"442079460312"']) {
      expect(phone.test(text), text).toBe(true);
    }
    expect(phone.test('1442079460312')).toBe(false);
  });

  it('no prerendered page and no client asset contains an email or phone of a consultant', () => {
    if (!existsSync(path.join(NEXT, 'BUILD_ID'))) {
      throw new Error(`There is no production build in ${path.relative(ROOT, NEXT)}/: build first (npm run build), then run this test.`);
    }
    const stale = staleReason(process.env, { anyEnv: true });
    if (stale) throw new Error(`The production build in ${path.relative(ROOT, NEXT)}/ is stale (${stale}): build first (\`npm run build\`), then run this test.`);

    const files = walk(NEXT)
      .map((file) => path.relative(NEXT, file).split(path.sep).join('/'))
      .filter((rel) => SENT_TO_BROWSERS.test(rel));

    // The scan must cover the directory itself: its prerendered page in every language, and client chunks.
    for (const locale of locales) {
      const page = files.find((rel) => rel.startsWith('server/app/') && rel.endsWith(`/${locale}/find-consultant.html`));
      expect(page, `the prerendered find-consultant page (${locale}) is in the build`).toBeDefined();
      expect(readFileSync(path.join(NEXT, page ?? ''), 'utf8')).toContain('Sarah Mitchell');
    }
    expect(files.some((rel) => /^static\/chunks\/.+\.js$/.test(rel))).toBe(true);

    const leaks: string[] = [];
    for (const rel of files) {
      const text = readFileSync(path.join(NEXT, rel), 'utf8');
      for (const s of secrets) {
        if (s.email.test(text)) leaks.push(`${rel}: email of ${s.id}`);
        if (s.phone.test(text)) leaks.push(`${rel}: phone of ${s.id}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});
