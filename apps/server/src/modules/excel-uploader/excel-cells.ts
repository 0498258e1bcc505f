import { unescapeSpreadsheetText } from '@airquote/shared/rules/csv-upload';
import { z } from 'zod';

/**
 * Cell readers for uploaded CSV rows: every cell arrives as text, so each kind says how it reads
 * and what a person is told when it cannot ("must be a number"). The field name is added by the
 * caller, so messages read "NominalCfm: must be a whole number".
 */
// Excel's General format writes very small or large numbers in exponent form (1E-05) in a CSV.
const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

export const textCell = (max: number) =>
  z
    .string()
    .trim()
    .transform(unescapeSpreadsheetText)
    .pipe(
      z
        .string()
        .min(1, { error: 'is required' })
        .max(max, { error: `must be no more than ${max} characters long` }),
    );

/** Empty text is allowed (e.g. a rule that is always true). */
export const optionalTextCell = (max: number) =>
  z
    .string()
    .trim()
    .transform(unescapeSpreadsheetText)
    .pipe(z.string().max(max, { error: `must be no more than ${max} characters long` }));

export const numberCell = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(NUMBER, { error: 'must be a number' })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `must be at least ${min}` })
        .max(max, { error: `must be no more than ${max}` }),
    );

export const optionalNumberCell = (min: number, max: number) =>
  z.union(
    [
      z
        .string()
        .trim()
        .length(0)
        .transform(() => null),
      numberCell(min, max),
    ],
    {
      error: 'must be a number or empty',
    },
  );

export const integerCell = (min: number, max: number) =>
  numberCell(min, max).refine(Number.isInteger, { error: 'must be a whole number' });

/** A price in dollars with at most two decimals, as integer cents (never binary floating point). */
export const moneyCell = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d{0,2})?$/, { error: 'must be an amount like 1450.00' })
    .transform((text) => {
      const negative = text.startsWith('-');
      const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
      const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
      return negative ? -cents : cents;
    })
    .pipe(
      z
        .number()
        .min(-max * 100, { error: `must be at least -${max}` })
        .max(max * 100, { error: `must be no more than ${max}` }),
    );

export const booleanCell = z
  .string()
  .trim()
  .regex(/^(true|false|yes|no|1|0)$/i, { error: 'must be TRUE or FALSE' })
  .transform((text) => /^(true|yes|1)$/i.test(text));

/** A spec option list cell: its number or its label (PSC/ECM, Low/Medium/High). */
export const optionCell = (options: ReadonlyArray<{ value: number; label: string }>) =>
  z
    .string()
    .trim()
    .transform((text, context) => {
      const option = options.find(
        (item) => String(item.value) === text || item.label.toLowerCase() === text.toLowerCase(),
      );
      if (option) return option.value;
      context.addIssue({
        code: 'custom',
        message: `must be one of ${options.map((item) => item.label).join(', ')}`,
      });
      return z.NEVER;
    });

/** "Field: message; Field: message" for one row's zod issues. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
