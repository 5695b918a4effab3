import type { AreaHandlers } from '../api/handler-types';
import { toLoginAnswer } from './user-info';
import { signInMetaOf } from './caller';

export const authHandlers = {
  login: async ({ body, services, request }) => {
    const answer = await services.auth.login(body, signInMetaOf(request));
    return toLoginAnswer(answer, await services.accountFigures.of(answer.user), services.consoleCatalog.pages());
  },

  loginFirst: async ({ body, services }) => services.auth.loginFirst(body),

  sendEmailCode: async ({ body, services, locale }) => ({
    expires_in: await services.registration.sendCode(body.email, body.scene ?? 'register', locale),
  }),

  pwauserReg: async ({ body, services }) => services.registration.register(body),
} satisfies AreaHandlers;
