import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { pickLocale, translate, type ServerLocale } from './i18n';
import { describeValidationError } from './validation';

function send(reply: FastifyReply, status: number, code: number, msg: string) {
  // Error answers bypass the route's success serializer: their `data` is always null.
  return reply.status(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send({ code, msg, data: null });
}

function formatBytes(bytes: number) {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Fastify's own client errors (bad JSON, size, media type) mapped to translated 400 answers. */
function clientErrorMessage(error: FastifyError, locale: ServerLocale, bodyLimit: number): string | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return translate(locale, 'bodyTooLarge', { limit: formatBytes(bodyLimit) });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return translate(locale, 'invalidJson');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return translate(locale, 'emptyBody');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return translate(locale, 'unsupportedMediaType', { type: String(error.message).split(': ').pop() ?? '' });
    default:
      return error instanceof SyntaxError ? translate(locale, 'invalidJson') : undefined;
  }
}

export function installErrorHandler(app: FastifyInstance, bodyLimit: number) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = pickLocale(request.headers['accept-language']);
    if (error instanceof ApiError) {
      return send(reply, error.httpStatus, error.code, error.text ?? translate(locale, error.messageId, error.values));
    }
    if (error.validation) {
      return send(reply, 400, 400, describeValidationError(locale, error.validation as never, error.validationContext ?? 'body'));
    }
    const clientMessage = clientErrorMessage(error, locale, bodyLimit);
    if (clientMessage) return send(reply, 400, 400, clientMessage);
    if (error.statusCode === 429) return send(reply, 429, 429, translate(locale, 'tooManyRequests', { seconds: 60 }));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, error.statusCode, translate(locale, 'badRequest'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 500, translate(locale, 'internalError'));
  });
}
