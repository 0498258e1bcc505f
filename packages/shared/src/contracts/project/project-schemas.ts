import { z } from 'zod';
import { requiredText } from '../../rules/forms.ts';
import { idSchema } from '../../rules/ids.ts';

/** Every update carries the row version it was based on; a stale one is refused with 409. */
export const rowVersionSchema = z.number().int().min(1);
export const STALE_ROW_VERSION_MESSAGE =
  'Someone else changed this since you opened it. Reload to see their changes, then make yours again.';

/** YYYY-MM-DD, a calendar date without time zone. */
/** A calendar day; years outside 1900–9999 are refused (the database has no year 0). */
export const calendarDateSchema = z.iso
  .date({ error: 'Enter a date as YYYY-MM-DD' })
  .refine((day) => day >= '1900-01-01' && day <= '9999-12-31', {
    error: 'Enter a date between 1900 and 9999',
  });

export const projectScheduleSummarySchema = z.object({
  ProjectScheduleId: z.number(),
  Name: z.string(),
  IsActive: z.boolean(),
  LineItemCount: z.number(),
  DateModified: z.string(),
});

export const projectListItemSchema = z.object({
  ProjectId: z.number(),
  Name: z.string(),
  Description: z.string(),
  IsActive: z.boolean(),
  ExpectedCloseDate: z.string(),
  CompanyId: z.number(),
  CompanyName: z.string(),
  BrandId: z.number(),
  BrandName: z.string(),
  ProjectStatusName: z.string().nullable(),
  CreatedByName: z.string(),
  DateCreated: z.string(),
  DateModified: z.string(),
  RowVersion: z.number(),
  /** Newest first (spec section 4). */
  ProjectSchedules: z.array(projectScheduleSummarySchema),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

export const locationSchema = z.object({
  LocationId: z.number(),
  Address1: z.string(),
  Address2: z.string(),
  City: z.string(),
  StateProvinceCode: z.string(),
  PostalCode: z.string(),
  CountryCode: z.string(),
  RowVersion: z.number(),
});
export type Location = z.infer<typeof locationSchema>;

export const projectUserSchema = z.object({
  UserId: z.number(),
  FirstName: z.string(),
  LastName: z.string(),
  EmailAddress: z.string(),
  CompanyName: z.string().nullable(),
  DateAdded: z.string(),
});

export const projectAttachmentSchema = z.object({
  ProjectAttachmentId: z.number(),
  ProjectId: z.number(),
  ProjectQuoteId: z.number().nullable(),
  AttachmentName: z.string(),
  FileName: z.string(),
  ContentType: z.string(),
  SizeBytes: z.number(),
  ProjectAttachmentLookupValue: z.number(),
  IsActive: z.boolean(),
  UploadedByName: z.string(),
  DateCreated: z.string(),
  RowVersion: z.number(),
});

export const projectSchema = projectListItemSchema.extend({
  ProjectMarketId: z.number().nullable(),
  ProjectStatusId: z.number().nullable(),
  ProjectPhaseId: z.number().nullable(),
  WinProbabilityId: z.number().nullable(),
  Location: locationSchema.nullable(),
  ProjectUsers: z.array(projectUserSchema),
  Attachments: z.array(projectAttachmentSchema),
});
export type Project = z.infer<typeof projectSchema>;

/** The editable fields of a project (create and update). */
export const projectInputSchema = z.object({
  Name: requiredText('Name', 150),
  Description: z
    .string()
    .trim()
    .max(2000, { error: 'Description must be no more than 2000 characters long' })
    .default(''),
  ExpectedCloseDate: calendarDateSchema,
  CompanyId: idSchema,
  BrandId: idSchema,
  ProjectMarketId: idSchema.nullable().default(null),
  ProjectStatusId: idSchema.nullable().default(null),
  ProjectPhaseId: idSchema.nullable().default(null),
  WinProbabilityId: idSchema.nullable().default(null),
});

export const lookupOptionSchema = z.object({ Id: z.number(), Name: z.string(), IsActive: z.boolean() });
export const includeInactiveQuerySchema = z.object({
  includeInactive: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const eventLogSchema = z.object({
  EventLogId: z.number(),
  ProjectId: z.number(),
  EntityType: z.string(),
  EntityId: z.number(),
  Action: z.string(),
  Summary: z.string(),
  UserName: z.string(),
  ImpersonatorName: z.string().nullable(),
  Before: z.record(z.string(), z.unknown()).nullable(),
  After: z.record(z.string(), z.unknown()).nullable(),
  At: z.string(),
});
export type EventLog = z.infer<typeof eventLogSchema>;
