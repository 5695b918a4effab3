import { requireSession, type AreaHandlers } from '../api/handler-types';
import { publicOriginOf } from '../http/public-origin';
import { toLoginAnswer } from '../auth/user-info';
import { signInMetaOf } from '../auth/caller';

/** Password reset, mobile sign-in and QR-code sign-in. */
export const signInMethodHandlers = {
  resetPassword: async ({ body, services }) => {
    await services.passwordReset.reset(body);
    return null;
  },

  sendSmsCode: async ({ body, services, locale }) => ({ expires_in: await services.mobileLogin.sendCode(body.mobile, locale) }),

  loginMobile: async ({ body, services, request }) => {
    const answer = await services.mobileLogin.login(body, signInMetaOf(request));
    return toLoginAnswer(answer, await services.accountFigures.of(answer.user), services.consoleCatalog.pages());
  },

  qrLoginCreate: async ({ services, request }) => services.qrLogin.create(publicOriginOf(request, services.config)),

  qrLoginStatus: async ({ query, services, request }) => {
    const answer = await services.qrLogin.status(query.qr_id, signInMetaOf(request));
    return 'token' in answer
      ? { status: answer.status, ...toLoginAnswer(answer, await services.accountFigures.of(answer.user), services.consoleCatalog.pages()) }
      : answer;
  },

  qrLoginScan: async (ctx) => ctx.services.qrLogin.scan(requireSession(ctx).user, ctx.body.qr_id),

  qrLoginConfirm: async (ctx) => ctx.services.qrLogin.confirm(requireSession(ctx).user, ctx.body.qr_id, ctx.body.confirm),

  unlockScreen: async (ctx) => ctx.services.lockScreen.unlock(requireSession(ctx), ctx.body.password),
} satisfies AreaHandlers;
