import { z } from 'zod';
import { requiredText } from '../../rules/forms.ts';
import { idSchema } from '../../rules/ids.ts';
import { rowVersionSchema } from '../project/project-schemas.ts';

/** A sales region with its regional sales manager (a multiplier reviewer) and its companies. */
export const regionSchema = z.object({
  RegionId: z.number(),
  Name: z.string(),
  RegionalSalesManagerUserId: z.number().nullable(),
  RegionalSalesManagerName: z.string().nullable(),
  IsActive: z.boolean(),
  /** The companies (rep firms, customers) whose projects belong to this region. */
  CompanyIds: z.array(z.number()),
  RowVersion: z.number(),
  DateModified: z.string(),
});
export type Region = z.infer<typeof regionSchema>;

export const searchRegionsRequestSchema = z.object({
  IncludeInactive: z.boolean().default(false),
  SearchText: z.string().trim().max(100).nullish(),
});

export const updateRegionRequestSchema = z.object({
  RegionId: idSchema,
  Name: requiredText('Name', 80),
  /** Must hold the RegionalSalesManager user role; null leaves the region without one. */
  RegionalSalesManagerUserId: idSchema.nullable(),
  IsActive: z.boolean(),
  /** When given, exactly these companies are in the region (moved from any other region). */
  CompanyIds: z.array(idSchema).max(1000).nullish(),
  RowVersion: rowVersionSchema,
});

export const regionMessages = {
  notFound: 'Region not found.',
  nameTaken: 'A region with this name already exists.',
  notRegionalSalesManager:
    'The regional sales manager must be an active user holding the RegionalSalesManager role.',
  companyNotFound: 'One or more of the companies were not found.',
  internalCompany: 'The internal company belongs to no sales region.',
} as const;
