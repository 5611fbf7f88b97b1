import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, httpStatusOf } from '@podium/contracts';
import { AppError } from './errors.ts';
import { JsonTooDeepError } from './json-body.ts';
import { langOf, translate } from './messages.ts';
import { RequestValidationError, describeValidationFailure } from './validation.ts';

/**
 * The one exit for failures: every error becomes `{code, msg, data}` in the caller's language.
 * Expected errors are not logged as failures; unknown ones are logged in full and answered generically.
 */
export const handleError = (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
  const lang = langOf(request.headers['accept-language']);
  const send = (code: number, msg: string, data: unknown = null, status = httpStatusOf(code)) =>
    reply.status(status).send({ code, msg, data });

  if (error instanceof AppError) {
    if (error.retryAfter) void reply.header('Retry-After', String(error.retryAfter));
    return send(error.code, translate(error.key, lang, error.params), error.data);
  }
  if (error instanceof RequestValidationError) {
    return send(
      ErrorCode.BAD_REQUEST,
      describeValidationFailure(error, lang, request.routeOptions.config?.fieldLabels),
    );
  }
  if (error instanceof JsonTooDeepError)
    return send(ErrorCode.BAD_REQUEST, translate('common.jsonTooDeep', lang));
  const fastifyError = error as FastifyError;
  if (
    fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  ) {
    return send(ErrorCode.BAD_REQUEST, translate('common.invalidJson', lang));
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    // Framework-level client errors (bad content type, body too large …): the framework's text is precise.
    return send(ErrorCode.BAD_REQUEST, fastifyError.message, null, fastifyError.statusCode);
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(ErrorCode.INTERNAL, translate('common.internal', lang));
};
