import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { consultants } from '@/features/consultants/data';
import { consultantContacts, contactOf } from './contacts';

const SRC = path.resolve(__dirname, '../../..');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.(ts|tsx|mts|js|jsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

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
    const importers = sourceFiles(SRC)
      .filter((file) => /from ['"](@\/features\/consultants\/server\/contacts|\.\/contacts)['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(importers).toEqual(['features/consultants/server/reveal-handler.ts']);
  });
});
