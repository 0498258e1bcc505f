import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './password.ts';

/** The sign-in request. */
export const loginRequestSchema = z.object({
  Email: z.string().max(254),
  Password: z.string().max(PASSWORD_MAX_LENGTH),
});
