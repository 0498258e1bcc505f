import { z } from 'zod';
import { SubmittalOptions } from '../../enums/lookups.ts';
import { idSchema } from '../../rules/ids.ts';
import { binaryResponse, defineContract } from '../define-contract.ts';

/** The spec's SubmittalOptions in package order, with the titles the package and the modal show. */
export const submittalOptionList = [
  { value: SubmittalOptions.UnitFeatures, label: 'Unit Features' },
  { value: SubmittalOptions.PerformanceProductSummary, label: 'Performance & Product Summary' },
  { value: SubmittalOptions.Drawings, label: 'Drawings' },
  { value: SubmittalOptions.MechanicalSpecs, label: 'Mechanical Specifications' },
] as const;

export const submittalMessages = {
  optionsRequired: 'Choose at least one submittal option.',
  noLineItems: 'The chosen schedules have no active line items to submit.',
  attachmentNotPdf: 'Only PDF attachments of this project can be added to a submittal package.',
  attachmentHoldsPrices:
    'A quote PDF or an order or multiplier request file may hold prices and cannot be added to a submittal package.',
  attachmentUnpacksTooLarge: (name: string, pageMegabytes: number, totalMegabytes: number) =>
    `The attachment "${name}" unpacks to more page content than a submittal can merge (${pageMegabytes} MB for a page, ${totalMegabytes} MB in all). Save it again as a smaller PDF (for example with "Print to PDF") and attach that.`,
  attachmentTooManyPages: (name: string, pages: number, max: number) =>
    `The attachment "${name}" has ${pages} pages; a submittal package takes at most ${max} pages of one attachment.`,
  /** The document worker is drawing other packages and its queue is full (503 with Retry-After). */
  drawingBusy:
    'The server is drawing other documents right now. Try the submittal package again in a few seconds.',
  drawingTooSlow: (seconds: number) =>
    `The submittal package could not be drawn within ${seconds} seconds. Choose fewer units or options, then try again.`,
  drawingTooLarge:
    'The submittal package needs more memory to draw than the server allows. Choose fewer units or options, then try again.',
  /** The thread drawing it stopped (it is replaced at once). */
  drawingCrashed:
    'The server stopped while drawing the submittal package; nothing was saved. Try again in a few seconds.',
} as const;

const submittalOptionSchema = z
  .number()
  .int()
  .refine((value) => submittalOptionList.some((option) => option.value === value), {
    error:
      'SubmittalOptions must be 1 (UnitFeatures), 2 (PerformanceProductSummary), 3 (Drawings) or 4 (MechanicalSpecs)',
  });

/**
 * Which units go into the package: the active line items of ProjectScheduleIds (every schedule of the
 * project when empty), narrowed to LineItemIds when given. PdfAttachmentIds are PDF attachments of the
 * project merged into the package as their own pages (SubmittalPageSrcType PdfFile).
 */
export const generateSubmittalRequestSchema = z.object({
  ProjectId: idSchema,
  ProjectScheduleIds: z.array(idSchema).max(200).default([]),
  LineItemIds: z.array(idSchema).max(2000).default([]),
  SubmittalOptions: z
    .array(submittalOptionSchema)
    .min(1, { error: submittalMessages.optionsRequired })
    .max(4),
  /** Links the stored attachment to the quote the package was made from. */
  ProjectQuoteId: idSchema.nullable().default(null),
  PdfAttachmentIds: z.array(idSchema).max(20).default([]),
});
export type GenerateSubmittalRequest = z.input<typeof generateSubmittalRequestSchema>;

/**
 * The answer is the package itself (application/pdf, attachment disposition); the same bytes are
 * stored as a project attachment (ProjectAttachment SubmittalPdf 3), whose id the
 * X-Project-Attachment-Id header names. A submittal never shows prices, whoever asks.
 */
export const generateSubmittalPdfs = defineContract({
  method: 'POST',
  path: '/Project/GenerateSubmittalPdfs',
  summary:
    'Generate a submittal package (cover, contents, unit features, performance, drawings, mechanical specifications) and store it as a project attachment',
  tag: 'Project',
  access: { kind: 'permission', permission: 'project.edit' },
  body: generateSubmittalRequestSchema,
  response: binaryResponse,
});
