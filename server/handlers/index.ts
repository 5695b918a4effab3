import type { HandlerMap } from '../api/handler-types';
import { authHandlers } from './auth-handlers';
import { consoleHandlers } from './console-handlers';
import { userHandlers } from './user-handlers';

export const handlers: HandlerMap = { ...authHandlers, ...userHandlers, ...consoleHandlers };
