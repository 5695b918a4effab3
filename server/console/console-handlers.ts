import { requireSession, type AreaHandlers, type OperationTypes } from '../api/handler-types';
import { localesBeside, readConsoleMessages } from '../api/locale-files';
import { publicOriginOf } from '../http/public-origin';

export const consoleHandlers = {
  // Without the routes whose menus the caller's role is not granted, whatever the console's permission mode.
  listConsolePages: async (ctx) => ctx.services.grants.pagesFor(requireSession(ctx).user, ctx.services.consoleCatalog.pages()),

  listConsoleOperations: async ({ services }) => services.consoleCatalog.operationTable(),

  listConsoleEntities: async ({ services }) => services.consoleCatalog.entities(),

  // The parser's AST element types are closed interfaces; the schema declares the same JSON as open objects.
  // The texts beside the schemas folder the server started from (the project's locales/ by default).
  listConsoleMessages: async ({ query, services }) =>
    readConsoleMessages(query.locale, localesBeside(services.config.schemasDir)) as OperationTypes['listConsoleMessages']['data'],

  getOpenApiDocument: async ({ services, request }) =>
    services.consoleCatalog.openApiDocument(`${services.config.appTitle} API`, publicOriginOf(request, services.config)),
} satisfies AreaHandlers;
