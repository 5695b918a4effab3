import type { AreaHandlers } from '../api/handler-types';
import { accountOf } from '../auth/caller';

export const commentHandlers = {
  commentInfo: async (ctx) => ctx.services.comments.list(accountOf(ctx), ctx.query),

  commentAdd: async (ctx) => ctx.services.comments.add(accountOf(ctx), ctx.body),

  commentEdit: async (ctx) => ctx.services.comments.edit(accountOf(ctx), ctx.body),

  commentReply: async (ctx) => ctx.services.comments.reply(accountOf(ctx), ctx.body.id, ctx.body.reply),

  commentVisible: async (ctx) => ctx.services.comments.setVisible(accountOf(ctx), ctx.body.id, ctx.body.visible),

  commentDel: async (ctx) => ({ deleted: await ctx.services.comments.del(accountOf(ctx), ctx.body.ids) }),

  commentImport: async (ctx) => ctx.services.commentImport.importRows(accountOf(ctx), ctx.body.rows, ctx.locale),

  refreshComments: async (ctx) => ctx.services.comments.refresh(accountOf(ctx), ctx.body.app_id),

  commentSummary: async (ctx) => ctx.services.comments.summary(accountOf(ctx), ctx.query.app_id),
} satisfies AreaHandlers;
