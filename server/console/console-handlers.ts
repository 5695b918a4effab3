import type { HandlerMap } from '../api/handler-types';
import { readConsoleMessages } from '../api/locale-files';
import { buildOpenApiDocument } from '../api/openapi';
import { loadEntities, loadOperations, loadPages } from '../api/schema-loader';

// Read on each call so an edited schema shows after a reload, without a rebuild.
export const consoleHandlers: HandlerMap = {
  listConsolePages: async () => loadPages(),

  listConsoleEntities: async () => loadEntities(),

  listConsoleMessages: async ({ query }) => readConsoleMessages(query.locale),

  getOpenApiDocument: async ({ services }) =>
    buildOpenApiDocument(loadOperations(), { title: `${services.config.appTitle} API`, version: '1' }),
};
