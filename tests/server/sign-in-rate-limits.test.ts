import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperations } from '../../server/api/schema-loader';
import { startTestServer, type TestServer } from '../support/test-db';
import { http } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    rateLimits: { login: { max: 2, timeWindowMs: 60_000 }, code: { max: 2, timeWindowMs: 60_000 } },
  });
});
afterAll(() => server?.close());

describe('rate limits of the sign-in methods (real HTTP)', () => {
  it('declares code limits for the texted/mailed code calls and login limits for sign-ins and new QR codes', () => {
    const limited = Object.fromEntries(loadOperations().map((op) => [op.operationId, op.rateLimit]));
    expect(limited).toMatchObject({
      resetPassword: 'code',
      sendSmsCode: 'code',
      loginMobile: 'login',
      qrLoginCreate: 'login',
    });
    // Polled every second or two by the waiting page: never limited.
    expect(limited.qrLoginStatus).toBeUndefined();
  });

  it.each([
    ['send_sms_code', '/api/v1/auth/send_sms_code', (n: number) => ({ mobile: `+1555200000${n}` })],
    [
      'reset_password',
      '/api/v1/auth/reset_password',
      () => ({ email: 'x@example.test', email_code: '123456', password: 'whatever1', password_confirmation: 'whatever1' }),
    ],
    ['login_mobile', '/api/v1/auth/login_mobile', () => ({ mobile: '+8613800000000', sms_code: '123456' })],
    ['qr_login/create', '/api/v1/auth/qr_login/create', () => undefined],
  ])('%s: after the allowed calls, 429 in the envelope', async (_name, url, body) => {
    for (let n = 0; n < 2; n++) expect((await http(server, 'POST', url, { body: body(n) })).status).toBe(200);
    const limited = await http(server, 'POST', url, { body: body(2), lang: 'en' });
    expect(limited).toMatchObject({ status: 429, code: 429, data: null });
    expect(limited.msg).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
  });

  it('the QR status can be polled freely', async () => {
    for (let n = 0; n < 12; n++) {
      expect((await http(server, 'GET', `/api/v1/auth/qr_login/status?qr_id=${'B'.repeat(43)}`)).data).toEqual({ status: 'expired' });
    }
  });
});
