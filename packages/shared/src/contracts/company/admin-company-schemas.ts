import { z } from 'zod';
import { requiredText } from '../../rules/forms.ts';
import { idSchema, MAX_ID } from '../../rules/ids.ts';
import { rowVersionSchema } from '../project/project-schemas.ts';
import { companySchema } from '../user-info.ts';

export const companyKinds = ['Internal', 'RepFirm', 'Customer'] as const;
export type CompanyKind = (typeof companyKinds)[number];

/** A company as the admin area sees it: the spec's Company plus what editing and the list need. */
export const adminCompanySchema = z.object({
  ...companySchema.shape,
  Kind: z.enum(companyKinds),
  EmployeeCount: z.number(),
  RowVersion: z.number(),
  DateModified: z.string(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

/** The editable fields; there is one internal company, so a new one is a rep firm or a customer. */
export const companyInputSchema = z.object({
  Name: requiredText('Name', 120),
  Kind: z.enum(companyKinds),
  DefaultBrandId: idSchema,
});
export type CompanyInput = z.infer<typeof companyInputSchema>;

export const upsertCompanyRequestSchema = companyInputSchema.extend({
  /** 0 (or absent) creates a company. */
  CompanyId: z.number().int().min(0).max(MAX_ID).default(0),
  /** Required when CompanyId names an existing company. */
  RowVersion: rowVersionSchema.optional(),
});

export const updateCompanyRequestSchema = companyInputSchema.extend({
  CompanyId: idSchema,
  RowVersion: rowVersionSchema,
});

/** Logos are small raster images; SVG is refused because it can carry script. */
export const LOGO_MAX_BYTES = 512 * 1024;
export const logoImageTypes = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
export type LogoImageType = keyof typeof logoImageTypes;
export const LOGO_ACCEPT = Object.values(logoImageTypes).join(',');

export const companyMessages = {
  notFound: 'Company not found.',
  nameTaken: 'A company with this name already exists.',
  brandNotFound: 'Choose one of the brands.',
  oneInternalCompany:
    'There is exactly one internal company: its kind cannot change, and no other company can be internal.',
  internalStaysActive: 'The internal company cannot be deactivated.',
  rowVersionRequired: 'RowVersion is required to change an existing company.',
  logoTooLarge: `The logo is larger than ${LOGO_MAX_BYTES / 1024} KB. Upload a smaller image.`,
  logoWrongType: 'The logo must be a PNG, JPEG, GIF or WebP image. SVG and other files are not accepted.',
} as const;
