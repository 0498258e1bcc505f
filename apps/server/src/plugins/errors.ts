import type { ApiError } from '@airquote/shared/contracts/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database-errors.ts';
import { HttpError } from '../lib/http-error.ts';

const statusNames: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** One error handler and one JSON shape for every failure; 5xx never shows internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const requestId = request.id;
    let body: ApiError;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          String(issue.instancePath ?? '')
            .replace(/^\//, '')
            .replaceAll('/', '.') || 'request';
        fieldErrors[field] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.entries(fieldErrors)[0];
      body = {
        statusCode: 400,
        error: statusNames[400] as string,
        message: first ? first[1] : 'The request is not valid.',
        requestId,
        fieldErrors,
      };
    } else if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      body = {
        statusCode: error.statusCode,
        error: statusNames[error.statusCode] ?? 'Error',
        message: error.message,
        requestId,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, too large, rate limit) carry safe messages.
      body = {
        statusCode: error.statusCode,
        error: statusNames[error.statusCode] ?? 'Error',
        message: error.message,
        requestId,
      };
    } else if (isDatabaseUnavailable(error)) {
      // Lost, frozen or restarting database: the client may try again; nothing was acknowledged.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      body = {
        statusCode: 503,
        error: statusNames[503] as string,
        message: 'The database is not available right now. Please try again in a moment.',
        requestId,
      };
    } else {
      request.log.error({ err: error }, 'request failed');
      body = {
        statusCode: 500,
        error: statusNames[500] as string,
        message: 'Something went wrong on our side. Please try again later.',
        requestId,
      };
    }
    if (body.statusCode >= 400 && body.statusCode < 500)
      request.log.info({ status: body.statusCode, msg: body.message });
    return reply.status(body.statusCode).type('application/json').send(body);
  });
}
