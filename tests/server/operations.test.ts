import { describe, expect, it } from 'vitest';
import { findMismatches } from '../../server/api/register-operations';
import { loadOperations, resourcesOf } from '../../server/api/schema-loader';
import { handlers } from '../../server/handlers';
import { resourceHandlers } from '../../server/resources/resource-handlers';

const allHandlers = { ...handlers, ...resourceHandlers(resourcesOf()) };

describe('operations of schemas/api and schemas/resources and their handlers', () => {
  it('every operation has a handler and every handler an operation', () => {
    expect(findMismatches(loadOperations(), allHandlers)).toEqual({ missingHandlers: [], orphanHandlers: [] });
  });

  it('the check notices a missing and an orphan handler', () => {
    const operations = loadOperations();
    const { login: _removed, ...withoutLogin } = allHandlers;
    const result = findMismatches(operations, { ...withoutLogin, notAnOperation: async () => null });
    expect(result.missingHandlers).toEqual(['api/auth.json: login']);
    expect(result.orphanHandlers).toEqual(['notAnOperation']);
  });

  it('declares the auth and user calls of spec §7 with their exact methods and paths', () => {
    const declared = new Set(loadOperations().map((op) => `${op.method} ${op.path}`));
    const spec = [
      'POST /api/v1/auth/login',
      'POST /api/v1/auth/pwauser_reg',
      'POST /api/v1/auth/login_first',
      'POST /api/v1/auth/send_email_code',
      'PUT /api/v1/user/bind_google_captcha',
      'GET /api/v1/user/get_google_bind_url',
      'PUT /api/v1/user/verify_google_captcha',
      'PUT /api/v1/user/user_is_google_open_edit',
      'GET /getPermCode',
      'GET /api/v1/user/logout',
      'PUT /api/v1/user/password_edit',
      'GET /api/v1/user/get_balance',
      'GET /api/v1/user/get_user_details',
      'PUT /api/v1/user/bind_chat_id',
    ];
    expect(spec.filter((call) => !declared.has(call))).toEqual([]);
  });

  it('rate-limits sign-in and the code endpoints', () => {
    const limited = Object.fromEntries(loadOperations().map((op) => [op.operationId, op.rateLimit]));
    expect(limited).toMatchObject({ login: 'login', loginFirst: 'login', sendEmailCode: 'code', pwauserReg: 'code' });
  });
});
