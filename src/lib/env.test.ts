import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('serves a laptop with no configuration', () => {
    const env = parseEnv({});
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('drops a trailing slash from URLs and treats empty values as unset', () => {
    expect(parseEnv({ SITE_URL: 'https://example.com/', SMTP_URL: '' })).toMatchObject({ SITE_URL: 'https://example.com' });
    expect(parseEnv({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
  });

  it.each([
    ['SITE_URL', 'not a url'],
    ['BLOG_SITE_URL', 'ftp://blog.example.com'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://mail'],
    ['LEADS_TO', 'nobody'],
  ])('stops with a message naming %s when it is invalid', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*${name}`));
  });
});
