// zod/mini: every call on the sign-in path reads failures with this schema (ADR 34).
import { z } from 'zod/mini';

/** The one JSON shape of every failed request. */
export const apiErrorSchema = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  requestId: z.optional(z.string()),
  /** Field name → first message, for 400 answers of form submissions. */
  fieldErrors: z.optional(z.record(z.string(), z.string())),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Response header that carries a new or renewed session token (spec section 4). */
export const AUTH_TOKEN_HEADER = 'X-Auth-Token';

/** Spec section 8: what callers see for a network error or an unexpected backend error. */
export const GENERIC_ERROR_MESSAGE = 'Something bad happened; please try again later.';
