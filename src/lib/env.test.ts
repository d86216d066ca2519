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

  describe('webhooks', () => {
    const secret = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;

    it('are off by default, and on with a URL and its secret', () => {
      const none = parseEnv({});
      expect([none.LEADS_WEBHOOK_URL, none.LEADS_WEBHOOK_SECRET, none.LEADS_WEBHOOK_ALLOW_LINK_LOCAL]).toEqual([undefined, undefined, false]);
      expect(parseEnv({ LEADS_WEBHOOK_URL: 'https://hooks.example.com/in', LEADS_WEBHOOK_SECRET: secret, LEADS_WEBHOOK_ALLOW_LINK_LOCAL: 'true' })).toMatchObject({
        LEADS_WEBHOOK_URL: 'https://hooks.example.com/in',
        LEADS_WEBHOOK_SECRET: secret,
        LEADS_WEBHOOK_ALLOW_LINK_LOCAL: true,
      });
    });

    it.each([
      [{ LEADS_WEBHOOK_URL: 'https://hooks.example.com/in' }, 'LEADS_WEBHOOK_SECRET: is required when LEADS_WEBHOOK_URL is set'],
      [{ LEADS_WEBHOOK_SECRET: secret }, 'LEADS_WEBHOOK_URL: is required when LEADS_WEBHOOK_SECRET is set'],
      [{ LEADS_WEBHOOK_URL: 'ftp://hooks.example.com/in', LEADS_WEBHOOK_SECRET: secret }, 'LEADS_WEBHOOK_URL'],
      [{ LEADS_WEBHOOK_URL: 'https://hooks.example.com/in', LEADS_WEBHOOK_SECRET: 'hunter2hunter2hunter2hunter2' }, 'LEADS_WEBHOOK_SECRET: must be whsec_'],
      // 16 bytes: under the specification's 24.
      [{ LEADS_WEBHOOK_URL: 'https://hooks.example.com/in', LEADS_WEBHOOK_SECRET: `whsec_${Buffer.alloc(16, 1).toString('base64')}` }, 'LEADS_WEBHOOK_SECRET: must be whsec_'],
      [{ LEADS_WEBHOOK_URL: 'https://hooks.example.com/in', LEADS_WEBHOOK_SECRET: 'whsec_not base64!' }, 'LEADS_WEBHOOK_SECRET: must be whsec_'],
      [{ LEADS_WEBHOOK_ALLOW_LINK_LOCAL: 'yes' }, 'LEADS_WEBHOOK_ALLOW_LINK_LOCAL'],
    ])('stops on %j', (vars, message) => {
      expect(() => parseEnv(vars)).toThrow(message);
    });

    it('never prints the secret it refuses', () => {
      const wrong = 'whsec_c2VjcmV0LXRvby1zaG9ydA==';
      expect(() => parseEnv({ LEADS_WEBHOOK_URL: 'https://hooks.example.com/in', LEADS_WEBHOOK_SECRET: wrong })).toThrow(expect.objectContaining({ message: expect.not.stringContaining('c2VjcmV0') }));
    });
  });
});
