import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';

/** The location form (advanced project properties, schedules). */
export const locationInputSchema = z.object({
  LocationId: idSchema.nullable().default(null),
  Address1: z.string().trim().max(200).default(''),
  Address2: z.string().trim().max(200).default(''),
  City: z.string().trim().max(100).default(''),
  StateProvinceCode: z.string().trim().max(10).default(''),
  PostalCode: z.string().trim().max(20).default(''),
  CountryCode: z.string().trim().length(2, { error: 'Choose a country' }).default('US'),
});
