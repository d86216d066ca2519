import { describe, expect, it } from 'vitest';
import { locales } from '../../../src/i18n/routing';
import { LOCALES } from './refusals.mjs';

describe("the server's refusal pages", () => {
  it('speak exactly the languages of the route table', () => {
    expect(LOCALES).toEqual([...locales]);
  });
});
