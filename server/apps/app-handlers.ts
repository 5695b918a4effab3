import { requireSession, type AreaHandlers } from '../api/handler-types';
import { forbidden } from '../http/api-error';
import { accountOf, callerOf } from '../auth/caller';
import { appCategoriesIn } from './app-categories';
import { readUploadRequest } from './upload-request';

export const appHandlers = {
  appList: async (ctx) => ctx.services.apps.list(accountOf(ctx), ctx.query),

  getApp: async (ctx) => {
    const { account, origin } = callerOf(ctx);
    return ctx.services.apps.details(account, ctx.body.app_id, origin);
  },

  getAppType: async (ctx) => ({ items: appCategoriesIn(ctx.locale) }),

  newApp: async (ctx) => ctx.services.apps.save(accountOf(ctx), ctx.body),

  appState: async (ctx) => ctx.services.apps.setState(accountOf(ctx), ctx.body.app_id, ctx.body.state),

  appVersionDel: async (ctx) => ctx.services.appUploads.removeVersion(accountOf(ctx), ctx.body.app_id, ctx.body.version),

  adminAppList: async (ctx) => ctx.services.adminApps.list(ctx.query),

  adminAppBan: async (ctx) => ctx.services.adminApps.setBanned(ctx.body),

  upload: async (ctx) => {
    const input = await readUploadRequest(ctx.request, ctx.services.config.packageLimits);
    // An official uploads a work order's pictures only; the app's files are its master's.
    if (requireSession(ctx).user.role === 'official' && input.fileType !== 'picture') throw forbidden();
    return ctx.services.appUploads.upload(accountOf(ctx), input);
  },
} satisfies AreaHandlers;
