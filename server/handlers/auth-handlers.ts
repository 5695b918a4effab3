import type { HandlerMap } from '../api/handler-types';
import { toUserInfo } from '../services/user-info';

export const authHandlers: HandlerMap = {
  login: async ({ body, services, request }) => {
    const { token, expiresAt, user } = await services.auth.login(body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    return { token, expires_at: expiresAt.toISOString(), userInfo: toUserInfo(user) };
  },

  loginFirst: async ({ body, services }) => services.auth.loginFirst(body),

  sendEmailCode: async ({ body, services, locale }) => ({
    expires_in: await services.registration.sendCode(body.email, body.scene ?? 'register', locale),
  }),

  pwauserReg: async ({ body, services }) => services.registration.register(body),
};
