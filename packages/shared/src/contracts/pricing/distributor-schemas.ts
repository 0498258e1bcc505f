import { z } from 'zod';
import { isValidEmail } from '../../rules/email.ts';
import { requiredText } from '../../rules/forms.ts';
import { idSchema, MAX_ID } from '../../rules/ids.ts';
import { rowVersionSchema } from '../project/project-schemas.ts';

export const distributorSchema = z.object({
  DistributorId: z.number(),
  Name: z.string(),
  RegionId: z.number().nullable(),
  RegionName: z.string().nullable(),
  ContactName: z.string(),
  ContactEmail: z.string(),
  Phone: z.string(),
  City: z.string(),
  StateProvinceCode: z.string(),
  IsActive: z.boolean(),
  RowVersion: z.number(),
  DateModified: z.string(),
});
export type Distributor = z.infer<typeof distributorSchema>;

const optionalText = (maxLength: number) => z.string().trim().max(maxLength).default('');

export const upsertDistributorRequestSchema = z.object({
  /** 0 (or absent) creates a distributor. */
  DistributorId: z.number().int().min(0).max(MAX_ID).default(0),
  Name: requiredText('Name', 120),
  RegionId: idSchema.nullable().default(null),
  ContactName: optionalText(120),
  ContactEmail: optionalText(254).refine((value) => value === '' || isValidEmail(value), {
    error: 'Enter a valid email address for ContactEmail, or leave it empty.',
  }),
  Phone: optionalText(40),
  City: optionalText(80),
  StateProvinceCode: optionalText(10),
  IsActive: z.boolean().default(true),
  /** Required to change an existing distributor. */
  RowVersion: rowVersionSchema.optional(),
});

export const searchDistributorsRequestSchema = z.object({
  /** Part of the name, contact or city. */
  SearchText: z.string().trim().max(100).nullish(),
  RegionId: idSchema.nullish(),
  IncludeInactive: z.boolean().default(false),
});

export const deleteDistributorRequestSchema = z.object({
  DistributorId: idSchema,
  RowVersion: rowVersionSchema,
});

export const distributorMessages = {
  notFound: 'Distributor not found.',
  nameTaken: 'A distributor with this name already exists.',
  regionNotFound: 'Region not found. Choose one of the regions.',
  rowVersionRequired: 'RowVersion is required to change an existing distributor.',
} as const;
