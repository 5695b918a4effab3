import type { AreaHandlers } from '../api/handler-types';
import { accountOf } from '../auth/caller';

export const teamHandlers = {
  accountList: async (ctx) => ctx.services.teamList.list(accountOf(ctx), ctx.query),

  // Answered as text/csv without the envelope (the operation's x-download).
  accountExport: async (ctx) => ctx.services.teamList.csv(accountOf(ctx), ctx.query, ctx.locale),

  accountAdd: async (ctx) => ctx.services.team.addOperator(accountOf(ctx), ctx.body),

  accountEdit: async (ctx) => ctx.services.team.edit(accountOf(ctx), ctx.body.id, ctx.body.truename),

  accountState: async (ctx) => ctx.services.team.setStatus(accountOf(ctx), ctx.body.id, ctx.body.status),

  accountResetPassword: async (ctx) => {
    await ctx.services.team.resetPassword(accountOf(ctx), ctx.body.id, ctx.body.password, ctx.body.password_confirmation);
    return null;
  },

  accountDetail: async (ctx) => ctx.services.team.detail(accountOf(ctx), ctx.query.id),

  accountSendEmailCode: async (ctx) => ctx.services.team.sendEmailCode(accountOf(ctx), ctx.body.id, ctx.body.email, ctx.locale),

  accountBindEmail: async (ctx) => ctx.services.team.bindEmail(accountOf(ctx), ctx.body.id, ctx.body.email, ctx.body.email_code),

  accountBindChatId: async (ctx) => ctx.services.team.bindChatId(accountOf(ctx), ctx.body.id, ctx.body.telegram_chat),
} satisfies AreaHandlers;
