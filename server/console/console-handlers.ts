import type { AreaHandlers, OperationTypes } from '../api/handler-types';
import { readConsoleMessages } from '../api/locale-files';
import { buildOpenApiDocument } from '../api/openapi';
import { loadEntities, loadOperations, loadPages } from '../api/schema-loader';

// Read on each call so an edited schema shows after a reload, without a rebuild.
export const consoleHandlers = {
  listConsolePages: async () => loadPages(),

  listConsoleEntities: async () => loadEntities(),

  // The parser's AST element types are closed interfaces; the schema declares the same JSON as open objects.
  listConsoleMessages: async ({ query }) => readConsoleMessages(query.locale) as OperationTypes['listConsoleMessages']['data'],

  getOpenApiDocument: async ({ services }) =>
    buildOpenApiDocument(loadOperations(), { title: `${services.config.appTitle} API`, version: '1' }),
} satisfies AreaHandlers;
