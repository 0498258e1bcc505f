// The browser checks failures with the JSON Schema derived from it (sign-in-path.generated.ts,
// ADR 47).
import { z } from 'zod';

export { AUTH_TOKEN_HEADER, GENERIC_ERROR_MESSAGE } from './api-constants.ts';

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
