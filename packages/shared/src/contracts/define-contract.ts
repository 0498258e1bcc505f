import type { z } from 'zod';
import type { Permission } from '../enums/permissions.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone, any signed-in user, or a signed-in user holding a permission
 * (or one of several).
 * The server enforces it; the client only uses it to decide whether to send a token.
 */
export type ContractAccess =
  | { kind: 'anonymous' }
  | { kind: 'user' }
  | { kind: 'permission'; permission: Permission }
  /** Any one of several permissions (a lookup several admin screens read). */
  | { kind: 'anyPermission'; permissions: readonly Permission[] };

/** A binary answer (image, PDF): the server streams bytes and the client reads a Blob. */
export const binaryResponse = 'binary' as const;

/**
 * A schema of a contract: a zod schema (the browser's sign-in path reads none: it checks answers
 * with the JSON Schemas generated from these, ADR 47). Typed by zod's core, which callers parse with.
 */
export type ContractSchema = z.core.$ZodType;

/** A problem an answer's check found (Standard Schema's issue). */
export type AnswerIssue = { readonly message: string; readonly path?: readonly PropertyKey[] };

/**
 * What checks an answer: a Standard Schema (standardschema.dev), as every zod schema is, and as the
 * sign-in path's zod-free checks are (json-schema-answer.ts, ADR 47). callApi reads only this.
 */
export type AnswerSchema<T> = {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (
      value: unknown,
    ) =>
      | { readonly value: T; readonly issues?: undefined }
      | { readonly issues: readonly AnswerIssue[] }
      | Promise<
          { readonly value: T; readonly issues?: undefined } | { readonly issues: readonly AnswerIssue[] }
        >;
  };
};

export type Contract = {
  method: HttpMethod;
  /** Path below /api, with :name parameters (Fastify syntax); matched case-insensitively. */
  path: string;
  summary: string;
  tag: string;
  access: ContractAccess;
  params?: ContractSchema;
  query?: ContractSchema;
  body?: ContractSchema;
  /**
   * A multipart/form-data request: the schema of its text fields; the file is the part named
   * `file`. The client sends a FormData; the server validates the fields and the file.
   */
  multipart?: ContractSchema;
  response: ContractSchema | typeof binaryResponse;
  /** Rate-limited per client address (sign-in endpoints). */
  rateLimited?: boolean;
};

export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}

type InputOf<T> = T extends ContractSchema ? z.input<T> : never;

/** What a caller passes: only the parts the contract declares. */
export type ContractInput<C extends Contract> = (C['params'] extends ContractSchema
  ? { params: InputOf<C['params']> }
  : { params?: undefined }) &
  (C['query'] extends ContractSchema ? { query: InputOf<C['query']> } : { query?: undefined }) &
  (C['body'] extends ContractSchema
    ? { body: InputOf<C['body']> }
    : C['multipart'] extends ContractSchema
      ? { body: FormDataLike }
      : { body?: undefined });

/** Browser FormData, named structurally so this package needs no DOM types. */
export type FormDataLike = { append(name: string, value: unknown, fileName?: string): void };

/** The parsed answer; binary answers are typed by the caller (Blob in the browser). */
export type ContractResponse<C extends Contract, TBinary = unknown> = C['response'] extends ContractSchema
  ? z.output<C['response']>
  : TBinary;

/**
 * A contract as the browser calls it without its zod schemas (the sign-in path, ADR 47): its route
 * and an answer check derived from its response schema. Generated (sign-in-path.generated.ts);
 * typed by the contract it describes, so callApi takes the same input and gives the same answer.
 */
export type ContractCall<C extends Contract> = {
  readonly method: C['method'];
  readonly path: C['path'];
  readonly access: C['access'];
  readonly response: C['response'] extends ContractSchema
    ? AnswerSchema<z.output<C['response']>>
    : typeof binaryResponse;
  /** Type only: the contract this call describes. */
  readonly '~contract'?: C;
};

export function contractCall<C extends Contract>(call: ContractCall<C>): ContractCall<C> {
  return call;
}

/** Fills :name parameters of a contract path. */
export function buildContractPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
