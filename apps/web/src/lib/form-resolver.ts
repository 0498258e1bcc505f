import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The react-hook-form resolver of a form whose controls hold T, from the zod schema of the rules
 * (shared/rules, the contracts). The schema's output must hold every field of Output (T unless the
 * schema transforms, e.g. a typed number into a number) with its type, so a form field the rules do
 * not know, or know with another type, fails typecheck; fields the form does not edit (ids,
 * versions) may be more. The submit handler gets the parsed values, as zodResolver gives them.
 * One cast here instead of one per form: zodResolver types its resolver by the schema's input,
 * which for fields parsed from text is not the form's T.
 */
export function formResolver<T extends FieldValues, Output extends FieldValues = T>(
  schema: z.ZodType<Output>,
): Resolver<T, unknown, Output> {
  return zodResolver(schema as z.ZodType<Output, FieldValues>) as unknown as Resolver<T, unknown, Output>;
}
