import { binaryResponse, type Contract } from '@airquote/shared/contracts/define-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { auditLog } from '../db/schema/audit-log.ts';
import { contentDisposition } from '../lib/content-disposition.ts';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import { type BinaryResult, type RouteDefinition, SerializedJson } from './contract-route.ts';
import { readMultipartBody } from './multipart-body.ts';

type RateLimitSettings = { max: number; timeWindow: number };

async function enforceAccess(route: RouteDefinition, request: FastifyRequest): Promise<void> {
  const access = route.contract.access;
  if (access.kind === 'anonymous') return;
  if (!request.session) throw unauthorized();
  const held = request.session.principal.permissions;
  if (access.kind === 'permission' && !held.has(access.permission)) throw forbidden();
  if (access.kind === 'anyPermission' && !access.permissions.some((permission) => held.has(permission)))
    throw forbidden();
}

/** Every write made while impersonating is recorded with the impersonator (issue 2, part 4). */
function auditImpersonatedWrite(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): void {
  const session = request.session;
  if (!session || session.impersonatorUserId <= 0 || request.method === 'GET') return;
  deps.db
    .insert(auditLog)
    .values({
      userId: session.userId,
      impersonatorUserId: session.impersonatorUserId,
      action: `${request.method} ${request.routeOptions.url ?? request.url}`,
      requestId: request.id,
      details: { statusCode: reply.statusCode },
    })
    .catch((error: unknown) => request.log.error({ err: error }, 'audit write failed'));
}

/** Registers contract-bound routes under /api with validation, serialisation, access and rate limits. */
export function registerContractRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  routes: readonly RouteDefinition[],
  rateLimit: RateLimitSettings,
): void {
  for (const route of routes) {
    const { contract } = route;
    const isBinary = contract.response === binaryResponse;
    const multipart: Contract['multipart'] = contract.multipart;
    app.route({
      method: contract.method,
      url: `/api${contract.path}`,
      config: contract.rateLimited ? { rateLimit } : { rateLimit: false },
      schema: {
        summary: contract.summary,
        tags: [contract.tag],
        ...(contract.params ? { params: contract.params } : {}),
        ...(contract.query ? { querystring: contract.query } : {}),
        ...(contract.body ? { body: contract.body } : {}),
        ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
        ...(isBinary ? {} : { response: { 200: contract.response } }),
        ...(contract.access.kind === 'anonymous' ? {} : { security: [{ bearerAuth: [] }] }),
      },
      // Before validation: a caller without a token learns nothing about the request shape.
      preValidation: async (request) => enforceAccess(route, request),
      onResponse: async (request, reply) => auditImpersonatedWrite(deps, request, reply),
      handler: async (request, reply) => {
        const result = await route.handler({
          params: request.params as never,
          query: request.query as never,
          body: (multipart ? await readMultipartBody(request, multipart) : request.body) as never,
          request,
          reply,
          session: request.session as never,
        });
        if (result instanceof SerializedJson)
          return reply.type('application/json; charset=utf-8').send(result.bytes);
        if (!isBinary) return result;
        const binary = result as BinaryResult;
        reply.type(binary.contentType).header('Cache-Control', binary.cacheControl ?? 'private, max-age=300');
        if (binary.fileName)
          reply.header(
            'Content-Disposition',
            contentDisposition(binary.disposition ?? 'inline', binary.fileName),
          );
        return reply.send(binary.body);
      },
    });
  }
}
