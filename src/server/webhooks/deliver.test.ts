import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { isLinkLocalOrMetadata, newEventId, sendWebhook, signedHeaders } from './deliver';

const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

describe('isLinkLocalOrMetadata', () => {
  it.each([
    '169.254.169.254',
    '169.254.170.2',
    '169.254.0.1',
    '100.100.100.200',
    '192.0.0.192',
    'fe80::1',
    'fd00:ec2::254',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '64:ff9b::169.254.169.254',
  ])('refuses %s', (address) => expect(isLinkLocalOrMetadata(address)).toBe(true));

  it.each(['127.0.0.1', '::1', '10.1.2.3', '192.168.1.10', '93.184.215.14', '2001:db8::1', 'fd00::1', 'not an address'])('lets %s through', (address) =>
    expect(isLinkLocalOrMetadata(address)).toBe(false),
  );
});

describe('signing', () => {
  it('follows Standard Webhooks: the specification’s library verifies it, and a changed byte fails', () => {
    const body = JSON.stringify({ type: 'contact.created', data: { name: 'Zoë' } });
    const at = new Date();
    const id = newEventId();
    const headers = signedHeaders(secret, id, body, at);
    expect(headers['webhook-id']).toMatch(/^msg_[A-Za-z0-9_-]{22}$/);
    expect(headers['webhook-timestamp']).toBe(String(Math.floor(at.getTime() / 1000)));
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(body.replace('Zoë', 'Zoe'), headers)).toThrow();
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 8).toString('base64')}`).verify(body, headers)).toThrow();
  });
});

describe('sendWebhook refuses before connecting', () => {
  const event = { id: newEventId(), body: '{}' };
  const resolveTo = (address: string) => async () => [{ address, family: address.includes(':') ? 6 : 4 }];

  it('a host that resolves to a metadata address', async () => {
    const result = await sendWebhook({ url: 'https://hooks.example.com/in', secret, allowLinkLocal: false }, event, { resolve: resolveTo('169.254.169.254') });
    expect(result).toMatchObject({ outcome: 'failed', status: null });
    expect(result.detail).toMatch(/^refused: the host resolves to a link-local or metadata address/);
  });

  it('a literal link-local address', async () => {
    const result = await sendWebhook({ url: 'http://[fe80::1]/in', secret, allowLinkLocal: false }, event);
    expect(result.detail).toMatch(/^refused/);
  });

  it('a URL that is not http(s)', async () => {
    expect((await sendWebhook({ url: 'ftp://example.com/', secret, allowLinkLocal: false }, event)).detail).toBe('not an http(s) URL');
  });

  it('a name that does not resolve, with the error’s kind only', async () => {
    const fail = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND secret-token.example'), { code: 'ENOTFOUND' });
    };
    expect((await sendWebhook({ url: 'https://secret-token.example/', secret, allowLinkLocal: false }, event, { resolve: fail })).detail).toBe('DNS Error ENOTFOUND');
  });
});
