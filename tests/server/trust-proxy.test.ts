import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { startTestServer, type TestServer } from '../support/test-db';

/** TRUST_PROXY: the client's address, protocol and host come from X-Forwarded-* only through a trusted front server. */
describe('trusting the front server', () => {
  const FRONT = '10.0.0.5';
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: { login: { max: 2, timeWindowMs: 60_000 } },
      config: { trustProxy: [FRONT, '2001:db8::/32'] },
    });
  });
  afterAll(() => server?.close());

  const signIn = (remoteAddress: string, forwardedFor?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      payload: JSON.stringify({ username: 'demo', password: 'wrong' }),
    });

  it('ignores a forged X-Forwarded-For from an untrusted address: its attempts share one budget', async () => {
    expect((await signIn('203.0.113.7', '198.51.100.1')).json().code).toBe(100001);
    expect((await signIn('203.0.113.7', '198.51.100.2')).json().code).toBe(100001);
    const third = await signIn('203.0.113.7', '198.51.100.3');
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe(429);
  });

  it('counts each client behind the trusted front server on its own, by X-Forwarded-For', async () => {
    expect((await signIn(FRONT, '198.51.100.11')).json().code).toBe(100001);
    expect((await signIn(FRONT, '198.51.100.12')).json().code).toBe(100001);
    expect((await signIn(FRONT, '198.51.100.11')).json().code).toBe(100001);
    expect((await signIn(FRONT, '198.51.100.12')).json().code).toBe(100001);
    // Two clients, two attempts each: the front server itself was never counted as one client.
    expect((await signIn(FRONT, '198.51.100.11')).statusCode).toBe(429);
    // The same front server as an IPv4-mapped IPv6 peer, and a front server of a trusted range.
    expect((await signIn(`::ffff:${FRONT}`, '198.51.100.13')).json().code).toBe(100001);
    expect((await signIn('2001:db8::7', '198.51.100.14')).json().code).toBe(100001);
  });

  it("takes the links' protocol and host from the trusted front server only", async () => {
    const document = async (remoteAddress: string) => {
      const res = await server.app.inject({
        method: 'GET',
        url: '/api/v1/openapi.json',
        remoteAddress,
        headers: { host: 'localhost:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'console.example.test' },
      });
      return res.json().servers[0].url as string;
    };
    expect(await document(FRONT)).toBe('https://console.example.test');
    expect(await document('203.0.113.7')).toBe('http://localhost:3000');
  });

  it('reads TRUST_PROXY as addresses and CIDR ranges, refusing anything else by name', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,::1,' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: "10\.0\.0\.0\/33"/);
    expect(() => loadConfig({ TRUST_PROXY: '127.0.0.1,caddy.local' })).toThrow(/TRUST_PROXY: "caddy\.local"/);
  });
});
