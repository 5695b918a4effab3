import type { AreaHandlers } from '../api/handler-types';
import { accountOf } from '../auth/caller';

export const pushHandlers = {
  pushList: async (ctx) => ctx.services.push.list(accountOf(ctx), ctx.query),
  pushDetail: async (ctx) => ctx.services.push.detail(accountOf(ctx), ctx.query.id),
  pushAdd: async (ctx) => ctx.services.push.add(accountOf(ctx), ctx.body),
  pushEdit: async (ctx) => ctx.services.push.edit(accountOf(ctx), ctx.body),
  pushSend: async (ctx) => ctx.services.push.send(accountOf(ctx), ctx.body.id),
  pushCancel: async (ctx) => ctx.services.push.cancel(accountOf(ctx), ctx.body.id),
  pushDel: async (ctx) => ({ deleted: await ctx.services.push.del(accountOf(ctx), ctx.body.ids) }),
  pushAudienceCount: async (ctx) => ({ count: await ctx.services.push.audienceCount(accountOf(ctx), ctx.body) }),
  pushDeliveryList: async (ctx) => ctx.services.push.deliveries(accountOf(ctx), ctx.query),
  pushAppList: async (ctx) => ctx.services.push.appList(accountOf(ctx), ctx.query),
  pushCountryOptions: async (ctx) => ctx.services.push.countries(accountOf(ctx), ctx.query),
  pushSubscriberList: async (ctx) => ctx.services.push.subscribers(accountOf(ctx), ctx.query),

  hostedPushKey: async (ctx) => ({ public_key: (await ctx.services.vapidKeys()).publicKey }),
  hostedPushSubscription: async (ctx) => ({ saved: await ctx.services.pushSubscriptions.save(ctx.body) }),
  hostedPushClick: async (ctx) => ({ counted: await ctx.services.pushSubscriptions.click(ctx.body) }),
} satisfies AreaHandlers;
