import type { HandlerMap } from '../api/handler-types';
import { appHandlers } from './app-handlers';
import { authHandlers } from './auth-handlers';
import { channelHandlers } from './channel-handlers';
import { consoleHandlers } from './console-handlers';
import { menuHandlers } from './menu-handlers';
import { noticeHandlers } from './notice-handlers';
import { signInMethodHandlers } from './sign-in-method-handlers';
import { userHandlers } from './user-handlers';

export const handlers: HandlerMap = {
  ...authHandlers,
  ...userHandlers,
  ...consoleHandlers,
  ...appHandlers,
  ...channelHandlers,
  ...noticeHandlers,
  ...signInMethodHandlers,
  ...menuHandlers,
};
