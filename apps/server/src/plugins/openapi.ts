import { apiErrorSchema } from '@airquote/shared/contracts/errors';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Schemas named once in components.schemas and referenced from every answer that uses them. */
const namedSchemas = z.registry<{ id: string }>();
namedSchemas.add(apiErrorSchema, { id: 'ApiError' });

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
});

/**
 * The client errors a contract-bound route can answer, all in the one ApiError shape
 * (plugins/errors.ts), declared in the document only: the error handler, not a response schema,
 * writes them at run time.
 */
export function clientErrorsOf(route: {
  method: string | string[];
  schema?: {
    params?: unknown;
    querystring?: unknown;
    body?: unknown;
    consumes?: unknown;
    security?: unknown;
  };
  config?: { rateLimit?: unknown };
}) {
  const schema = route.schema ?? {};
  const writes = [route.method].flat().some((method) => method !== 'GET' && method !== 'HEAD');
  return {
    ...(schema.params || schema.querystring || schema.body || schema.consumes
      ? { 400: errorAnswer('The request is not valid: `message` and `fieldErrors` say what to fix.') }
      : {}),
    ...(schema.security
      ? {
          401: errorAnswer('No session, or the session ended: sign in again.'),
          403: errorAnswer('The signed-in user may not do this.'),
        }
      : {}),
    ...(schema.params ? { 404: errorAnswer('Not found, or not visible to this user.') } : {}),
    ...(writes
      ? {
          409: errorAnswer(
            'Changed by someone else since it was read (stale row version), or not allowed now.',
          ),
        }
      : {}),
    ...(route.config?.rateLimit ? { 429: errorAnswer('Too many attempts: wait and try again.') } : {}),
  };
}

const zodTransform = createJsonSchemaTransform({ schemaRegistry: namedSchemas });

/** Adds each API route's client errors to its responses before the zod schemas become JSON Schema. */
const withClientErrors: SwaggerTransform = (document) => {
  const { schema, route } = document;
  if (!schema || !document.url.startsWith('/api/')) return zodTransform(document as never);
  const response = { ...clientErrorsOf({ ...route, schema: schema as never }), ...(schema.response ?? {}) };
  return zodTransform({ ...document, schema: { ...schema, response } } as never);
};

/** OpenAPI document at /api/docs/json, generated from the shared contracts; viewer at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'AirQuote API',
        description:
          'Quoting and selection for HVAC terminal equipment. Paths are matched case-insensitively. ' +
          'Every failure answers with the ApiError shape.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: withClientErrors,
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: namedSchemas }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
