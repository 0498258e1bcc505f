import { z } from 'zod';

import { MAX_ID } from './id-limits.ts';

export { MAX_ID };

/** A database id in a JSON body: a positive whole number that fits the id columns (so 400, not 500). */
export const idSchema = z.number().int().positive().max(MAX_ID);

/** A database id read from a path or query string. */
export const idParamSchema = z.coerce.number().int().positive().max(MAX_ID);
