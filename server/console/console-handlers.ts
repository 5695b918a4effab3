import type { AreaHandlers, OperationTypes } from '../api/handler-types';
import { readConsoleMessages } from '../api/locale-files';

export const consoleHandlers = {
  listConsolePages: async ({ services }) => services.consoleCatalog.pages(),

  listConsoleOperations: async ({ services }) => services.consoleCatalog.operationTable(),

  listConsoleEntities: async ({ services }) => services.consoleCatalog.entities(),

  // The parser's AST element types are closed interfaces; the schema declares the same JSON as open objects.
  listConsoleMessages: async ({ query }) => readConsoleMessages(query.locale) as OperationTypes['listConsoleMessages']['data'],

  getOpenApiDocument: async ({ services }) => services.consoleCatalog.openApiDocument(`${services.config.appTitle} API`),
} satisfies AreaHandlers;
