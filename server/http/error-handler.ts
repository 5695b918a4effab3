import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stemsFromInput } from '../shared/db-errors';
import type { FieldLabeler } from '../api/form-field-labels';
import { ApiError, InputFieldError } from './api-error';
import { pickLocale, translate, type ServerLocale } from './i18n';
import { describeValidationError } from './validation';

function send(reply: FastifyReply, status: number, code: number, msg: string, data: Record<string, unknown> | null = null) {
  // Error answers bypass the route's success serializer: their `data` is null, or what the error says about the input (`{field}`).
  return reply.status(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send({ code, msg, data });
}

function formatBytes(bytes: number) {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** The request's content type as the caller sent it, for messages (never the parser's wording). */
function contentTypeOf(request: FastifyRequest) {
  const header = request.headers['content-type'];
  return typeof header === 'string' && header.trim() ? header.split(';')[0]!.trim().slice(0, 100) : '(none)';
}

/** Fastify's own client errors (bad JSON, size, media type, URL) mapped to translated 400 answers. */
function clientErrorMessage(error: FastifyError, request: FastifyRequest, locale: ServerLocale, bodyLimit: number) {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return translate(locale, 'bodyTooLarge', { limit: formatBytes(bodyLimit) });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return translate(locale, 'invalidJson');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return translate(locale, 'emptyBody');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return translate(locale, 'unsupportedMediaType', { type: contentTypeOf(request) });
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return translate(locale, 'invalidContentLength');
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return translate(locale, 'badUrl');
    default:
      return error instanceof SyntaxError ? translate(locale, 'invalidJson') : undefined;
  }
}

/** Every error of a request becomes an envelope; only a fault of the server itself answers 500. */
export function installErrorHandler(app: FastifyInstance, bodyLimit: number, labelOf: FieldLabeler = (_op, field) => field) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = pickLocale(request.headers['accept-language']);
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    const label = (field: string) => labelOf(operationId, field, locale);
    if (error instanceof InputFieldError) {
      const reason = translate(locale, error.reasonId, error.reasonValues);
      const msg = translate(locale, 'validation.invalid', { field: label(error.field), reason });
      return send(reply, 400, 400, msg, { field: error.field, reason });
    }
    if (error instanceof ApiError) {
      return send(reply, error.httpStatus, error.code, error.text ?? translate(locale, error.messageId, error.values), error.data ?? null);
    }
    if (error.validation) {
      const context = error.validationContext ?? 'body';
      // No body at all (no content type, nothing sent) reaches validation as undefined.
      if (context === 'body' && request.body === undefined) return send(reply, 400, 400, translate(locale, 'emptyBody'));
      const { msg, field, reason } = describeValidationError(locale, error.validation as never, context, label);
      return send(reply, 400, 400, msg, field ? { field, reason } : null);
    }
    const clientMessage = clientErrorMessage(error, request, locale, bodyLimit);
    if (clientMessage) return send(reply, 400, 400, clientMessage);
    if (stemsFromInput(error)) {
      // Validation should have refused the value; say so in the log, but the caller gets a 400.
      request.log.warn({ err: error }, 'database refused a value of the request');
      return send(reply, 400, 400, translate(locale, 'databaseRefusedInput'));
    }
    if (error.statusCode === 429) return send(reply, 429, 429, translate(locale, 'tooManyRequests', { seconds: 60 }));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, error.statusCode, translate(locale, 'badRequest'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 500, translate(locale, 'internalError'));
  });
}

/**
 * Errors Fastify raises before routing (an undecodable URL), which never reach the error handler.
 * Passed to Fastify's `frameworkErrors` option.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = pickLocale(request.headers['accept-language']);
  const message = clientErrorMessage(error, request, locale, 0) ?? translate(locale, 'badRequest');
  void send(reply, 400, 400, message);
}
