import type { AreaHandlers } from '../api/handler-types';

export const operationLogHandlers = {
  adminOperationLogList: async (ctx) => ctx.services.operationLog.list(ctx.query),

  adminOperationLogOperations: async (ctx) => ctx.services.operationLog.operations(),
} satisfies AreaHandlers;
