import type { AreaHandlers } from '../api/handler-types';
import { accountOf } from '../auth/caller';
import { publicOriginOf } from '../http/public-origin';
import { sdkAccountOf } from './sdk-guard';
import { sdkIntegrationOf } from './sdk-integration';

export const sdkHandlers = {
  sdkKeyList: async (ctx) => ctx.services.sdkKeys.list(accountOf(ctx), ctx.query),

  sdkKeyAdd: async (ctx) => ctx.services.sdkKeys.add(accountOf(ctx), ctx.body),

  sdkKeyRotate: async (ctx) => ctx.services.sdkKeys.rotate(accountOf(ctx), ctx.body.id),

  sdkKeyState: async (ctx) => ({ updated: await ctx.services.sdkKeys.setState(accountOf(ctx), ctx.body.ids, ctx.body.state) }),

  verifySdk: async (ctx) => ctx.services.sdkKeys.verify(accountOf(ctx), ctx.body),

  sdkCallList: async (ctx) => ctx.services.sdkCalls.list(accountOf(ctx), ctx.query),

  sdkIntegration: async (ctx) => sdkIntegrationOf(accountOf(ctx), publicOriginOf(ctx.request, ctx.services.config)),

  // Signed with an access key: the key's account (server/sdk/sdk-guard.ts).
  sdkEventReport: async (ctx) => ctx.services.sdkEvents.report(sdkAccountOf(ctx), ctx.body),

  sdkInstallCounts: async (ctx) => ctx.services.sdkEvents.installCounts(sdkAccountOf(ctx), ctx.query),

  sdkBrowserEvent: async (ctx) => {
    // Any page may report (the snippet runs on the app's own site): a simple cross-origin answer, no credentials.
    ctx.reply.header('Access-Control-Allow-Origin', '*');
    return ctx.services.sdkEvents.browserEvent(ctx.body);
  },

  getPublicApiDocument: async (ctx) => {
    ctx.reply.header('Access-Control-Allow-Origin', '*');
    return ctx.services.consoleCatalog.publicApiDocument(
      `${ctx.services.config.appTitle} API`,
      publicOriginOf(ctx.request, ctx.services.config),
    );
  },
} satisfies AreaHandlers;
