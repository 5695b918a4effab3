import type { HandlerMap } from './api/handler-types';
import { adminAccountHandlers } from './accounts/admin-account-handlers';
import { appHandlers } from './apps/app-handlers';
import { authHandlers } from './auth/auth-handlers';
import { channelHandlers } from './channels/channel-handlers';
import { consoleHandlers } from './console/console-handlers';
import { domainHandlers } from './domains/domain-handlers';
import { installHandlers } from './installs/install-handlers';
import { menuHandlers } from './menus/menu-handlers';
import { moneyHandlers } from './money/money-handlers';
import { orderHandlers } from './orders/order-handlers';
import { noticeHandlers } from './notices/notice-handlers';
import { workbenchHandlers } from './workbench/workbench-handlers';
import { statisticsHandlers } from './statistics/statistics-handlers';
import { packageHandlers } from './packages/package-handlers';
import { signInMethodHandlers } from './sign-in/sign-in-method-handlers';
import { userHandlers } from './auth/user-handlers';
import { teamHandlers } from './team/team-handlers';
import { inviteHandlers } from './invites/invite-handlers';
import { commentHandlers } from './comments/comment-handlers';
import { workOrderHandlers } from './workorders/work-order-handlers';
import { sdkHandlers } from './sdk/sdk-handlers';
import { pushHandlers } from './push/push-handlers';
import { catalogueHandlers } from './catalogue/catalogue-handlers';
import { operationLogHandlers } from './operation-log/operation-log-handlers';
import { roleHandlers } from './roles/role-handlers';
import { adminNoticeHandlers } from './notices/admin-notice-handlers';
import { adminOrderHandlers } from './orders/admin-order-handlers';

export const handlers: HandlerMap = {
  ...authHandlers,
  ...userHandlers,
  ...consoleHandlers,
  ...appHandlers,
  ...channelHandlers,
  ...noticeHandlers,
  ...workbenchHandlers,
  ...signInMethodHandlers,
  ...menuHandlers,
  ...moneyHandlers,
  ...domainHandlers,
  ...teamHandlers,
  ...inviteHandlers,
  ...statisticsHandlers,
  ...installHandlers,
  ...packageHandlers,
  ...catalogueHandlers,
  ...orderHandlers,
  ...commentHandlers,
  ...workOrderHandlers,
  ...sdkHandlers,
  ...pushHandlers,
  ...adminAccountHandlers,
  ...operationLogHandlers,
  ...roleHandlers,
  ...adminNoticeHandlers,
  ...adminOrderHandlers,
};
