import { z } from 'zod';

/** The one JSON shape of every failed request. */
export const apiErrorSchema = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
  /** Field name → first message, for 400 answers of form submissions. */
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Response header that carries a new or renewed session token (spec section 4). */
export const AUTH_TOKEN_HEADER = 'X-Auth-Token';

/** Spec section 8: what callers see for a network error or an unexpected backend error. */
export const GENERIC_ERROR_MESSAGE = 'Something bad happened; please try again later.';

/** Spec section 2: the generic response (Success false by default, WarningMessages empty). */
export const genericResponseSchema = z.object({
  Success: z.boolean().default(false),
  WarningMessages: z.array(z.string()).default([]),
});
