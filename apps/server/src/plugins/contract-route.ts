import type { Contract, ContractSchema } from '@airquote/shared/contracts/define-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Session } from './auth.ts';

type Parsed<T> = T extends ContractSchema ? z.output<T> : undefined;

/** The `file` part of a multipart request, read into memory (size bounded by the multipart limits). */
export type UploadedFile = { fileName: string; mimeType: string; data: Buffer };

/** A multipart contract's body: its validated text fields and the file. */
export type MultipartBody<T> = T & { file: UploadedFile };

type BodyOf<C extends Contract> = C['body'] extends ContractSchema
  ? z.output<C['body']>
  : C['multipart'] extends ContractSchema
    ? MultipartBody<z.output<C['multipart']>>
    : undefined;

export type RouteContext<C extends Contract> = {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: BodyOf<C>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Always present unless the contract is anonymous. */
  session: C['access'] extends { kind: 'anonymous' } ? Session | null : Session;
};

export type BinaryResult = {
  contentType: string;
  body: Buffer | Uint8Array | string;
  fileName?: string;
  /** inline (default) shows it in the browser; attachment makes it a download. */
  disposition?: 'inline' | 'attachment';
  /** Defaults to a private five-minute cache. */
  cacheControl?: string;
};

/**
 * A JSON answer serialised ahead of time (a cached answer, see lib/versioned-cache.ts): sent as is,
 * since serializeResponse already checked and encoded it with the contract's response schema.
 */
export class SerializedJson {
  /** Kept as bytes: a large answer sent as a string would be encoded again on every request. */
  readonly bytes: Buffer;
  constructor(json: string) {
    this.bytes = Buffer.from(json, 'utf8');
  }
}

/** What the route's response serialiser would send, as a string to keep. */
export function serializeResponse<C extends Contract>(
  contract: C,
  value: C['response'] extends ContractSchema ? z.input<C['response']> : never,
): SerializedJson {
  return new SerializedJson(JSON.stringify(z.encode(contract.response as ContractSchema, value)));
}

export type RouteResult<C extends Contract> = C['response'] extends ContractSchema
  ? z.input<C['response']> | SerializedJson
  : BinaryResult;

export type RouteDefinition = {
  contract: Contract;
  handler: (context: RouteContext<Contract>) => Promise<unknown>;
};

/** Binds a handler to its shared contract; the contract gives the path, schemas and access rule. */
export function defineRoute<C extends Contract>(
  contract: C,
  handler: (context: RouteContext<C>) => Promise<RouteResult<C>>,
): RouteDefinition {
  return { contract, handler: handler as unknown as RouteDefinition['handler'] };
}
