import type { HandlerMap } from '../api/handler-types';
import { loadPages } from '../api/schema-loader';

export const consoleHandlers: HandlerMap = {
  // Read on each call so an edited page schema shows after a reload, without a rebuild.
  listConsolePages: async () => loadPages(),
};
