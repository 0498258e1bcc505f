// zod/mini (ADR 34). The browser checks failures with the JSON Schema derived from it
// (sign-in-path.generated.ts, ADR 47).
import { z } from 'zod/mini';

export { AUTH_TOKEN_HEADER, GENERIC_ERROR_MESSAGE } from './api-constants.ts';

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
