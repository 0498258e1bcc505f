import { z } from 'zod';

export { type ApiError, AUTH_TOKEN_HEADER, apiErrorSchema, GENERIC_ERROR_MESSAGE } from './api-error.ts';

/** Spec section 2: the generic response (Success false by default, WarningMessages empty). */
export const genericResponseSchema = z.object({
  Success: z.boolean().default(false),
  WarningMessages: z.array(z.string()).default([]),
});
