import { describe, expect, it } from 'vitest';
import { serveConfig, trustWarning } from './serve-config';

describe('serveConfig', () => {
  it('holds slow clients to seconds by default: headers 10 s, a request 30 s, keep-alive 5 s, 512 connections', () => {
    expect(serveConfig({})).toMatchObject({
      port: 3000,
      host: undefined,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: 512,
      postBucket: { burst: 20, perSecond: 1 },
      proxyHeader: 'x-forwarded-for',
    });
    expect(serveConfig({ POST_BURST: '60', POST_RATE: '0.5' }).postBucket).toEqual({ burst: 60, perSecond: 0.5 });
    expect(serveConfig({ HEADERS_TIMEOUT: '2', REQUEST_TIMEOUT: '5', KEEP_ALIVE_TIMEOUT: '0.25', MAX_CONNECTIONS: '64', PORT: '8080' })).toMatchObject({
      port: 8080,
      headersTimeoutMs: 2_000,
      requestTimeoutMs: 5_000,
      keepAliveTimeoutMs: 250,
      maxConnections: 64,
    });
  });

  it('listens where HOST says, or HOSTNAME (as Next reads it)', () => {
    expect(serveConfig({ HOST: '127.0.0.1', HOSTNAME: '0.0.0.0' }).host).toBe('127.0.0.1');
    expect(serveConfig({ HOSTNAME: '::1' }).host).toBe('::1');
    expect(serveConfig({ HOST: '', HOSTNAME: '' }).host).toBeUndefined();
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => serveConfig({ HEADERS_TIMEOUT: 'soon', MAX_CONNECTIONS: '0', TRUST_PROXY: 'everyone', PROXY_HEADER: 'x-real-ip', PORT: '99999' })).toThrow(
      /Invalid configuration:\n {2}PORT: .*\n {2}HEADERS_TIMEOUT: .*\n {2}MAX_CONNECTIONS: .*\n {2}TRUST_PROXY: .*\n {2}PROXY_HEADER: /,
    );
    expect(() => serveConfig({ HEADERS_TIMEOUT: '40' })).toThrow(/HEADERS_TIMEOUT: must not be longer than REQUEST_TIMEOUT/);
    expect(() => serveConfig({ POST_BURST: '0', POST_RATE: 'fast' })).toThrow(/POST_BURST: .*\n {2}POST_RATE: /);
  });

  it('warns when a hop count trusts the forwarding header of clients that reach the server directly', () => {
    expect(trustWarning(serveConfig({ TRUST_PROXY: '1' }))).toMatch(/^TRUST_PROXY=1 trusts x-forwarded-for from any peer, and the server listens on every interface/);
    expect(trustWarning(serveConfig({ TRUST_PROXY: '2', PROXY_HEADER: 'forwarded', HOST: '0.0.0.0' }))).toMatch(/^TRUST_PROXY=2 trusts forwarded from any peer, and the server listens on 0\.0\.0\.0/);
    // Listening on loopback, named proxies, or no proxy at all: no direct client can name itself.
    for (const env of [{ TRUST_PROXY: '1', HOST: '127.0.0.1' }, { TRUST_PROXY: '1', HOST: '127.0.1.1' }, { TRUST_PROXY: '1', HOSTNAME: '::1' }, { TRUST_PROXY: '1', HOST: 'localhost' }, { TRUST_PROXY: 'private' }, { TRUST_PROXY: 'loopback' }, {}]) {
      expect(trustWarning(serveConfig(env)), JSON.stringify(env)).toBeNull();
    }
  });
});
