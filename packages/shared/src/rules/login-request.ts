import { z } from 'zod/mini';
import { PASSWORD_MAX_LENGTH } from './password.ts';

/** The sign-in request; in zod/mini, as the login page's JavaScript stays small (ADR 34). */
export const loginRequestSchema = z.object({
  Email: z.string().check(z.maxLength(254)),
  Password: z.string().check(z.maxLength(PASSWORD_MAX_LENGTH)),
});
