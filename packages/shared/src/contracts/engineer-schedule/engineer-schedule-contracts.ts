import { z } from 'zod';
import { idParamSchema, idSchema } from '../../rules/ids.ts';
import { requirementOutcomeSchema } from '../../selection/requirements.ts';
import { binaryResponse, defineContract } from '../define-contract.ts';
import {
  engineerScheduleMappingSchema,
  engineerScheduleProblemSchema,
  engineerScheduleRowSchema,
  engineerSheetSchema,
} from './engineer-schedule-schemas.ts';

/** Issue #14, ADR 0037: an engineer's schedule imported, every tag selected, accepted, exported. */
const params = z.object({ projectScheduleId: idParamSchema });
const jobParams = z.object({ projectScheduleId: idParamSchema, jobId: idParamSchema });
const tag = 'EngineerSchedule';

export const readEngineerSchedule = defineContract({
  method: 'POST',
  path: '/ProjectSchedule/:projectScheduleId/EngineerSchedule/Read',
  summary:
    "Read an engineer's schedule (.xlsx or .csv, multipart: file; the schedule spreadsheet's size and row limits): its headings, rows as text, and the column mapping the headings suggest (or the company's remembered one). Nothing is written.",
  tag,
  access: { kind: 'permission', permission: 'project.edit' },
  params,
  multipart: z.object({}),
  response: engineerSheetSchema.extend({ Mapping: engineerScheduleMappingSchema, Remembered: z.boolean() }),
});

const changeSchema = z.object({
  Tag: z.string(),
  Fields: z.array(z.object({ Field: z.string(), From: z.string(), To: z.string() })),
});

export const engineerSchedulePreviewSchema = z.object({
  Rows: z.array(engineerScheduleRowSchema),
  Problems: z.array(engineerScheduleProblemSchema),
  /** Compared by tag with the schedule's line items: a revised schedule shows what changed. */
  Added: z.array(z.string()),
  Removed: z.array(z.string()),
  Changed: z.array(changeSchema),
});
export type EngineerSchedulePreview = z.infer<typeof engineerSchedulePreviewSchema>;

const sheetWithMapping = z.object({ Sheet: engineerSheetSchema, Mapping: engineerScheduleMappingSchema });

export const previewEngineerSchedule = defineContract({
  method: 'POST',
  path: '/ProjectSchedule/:projectScheduleId/EngineerSchedule/Preview',
  summary:
    'The rows read with a mapping (figures in I-P), every problem of every row, and the changes by tag against the schedule. Nothing is written.',
  tag,
  access: { kind: 'permission', permission: 'project.edit' },
  params,
  body: sheetWithMapping,
  response: engineerSchedulePreviewSchema,
});

export const scheduleSelectionResultSchema = z.object({
  Row: z.number().int(),
  Tag: z.string(),
  Qty: z.number().int(),
  Status: z.enum(['Selected', 'NoFit']),
  ProductModelId: z.number().int().nullable(),
  ModelName: z.string().nullable(),
  CodeString: z.string().nullable(),
  Outcomes: z.array(requirementOutcomeSchema),
  Warnings: z.array(z.string()),
  /** Why no unit fits (NoFit). */
  Reason: z.string().nullable(),
});
export type ScheduleSelectionResult = z.infer<typeof scheduleSelectionResultSchema>;

export const scheduleSelectionJobSchema = z.object({
  JobId: z.number().int(),
  Status: z.enum(['Queued', 'Running', 'Done', 'Cancelled', 'Failed']),
  Total: z.number().int(),
  Done: z.number().int(),
  ProductModelClassId: z.number().int(),
  Results: z.array(scheduleSelectionResultSchema),
  Error: z.string().nullable(),
});
export type ScheduleSelectionJob = z.infer<typeof scheduleSelectionJobSchema>;

export const startScheduleSelection = defineContract({
  method: 'POST',
  path: '/ProjectSchedule/:projectScheduleId/EngineerSchedule/Select',
  summary:
    "Select every tag: the smallest unit of the model class meeting each row's requirements, as a background job (400 with every problem of every row when any row cannot be read). Remembers the mapping for the project's company.",
  tag,
  access: { kind: 'permission', permission: 'project.edit' },
  params,
  body: sheetWithMapping.extend({ ProductModelClassId: idSchema }),
  response: scheduleSelectionJobSchema,
});

export const getScheduleSelectionJob = defineContract({
  method: 'GET',
  path: '/ProjectSchedule/:projectScheduleId/EngineerSchedule/Job',
  summary: "The schedule's latest selection job with its progress and results (null when none)",
  tag,
  access: { kind: 'permission', permission: 'project.view' },
  params,
  response: scheduleSelectionJobSchema.nullable(),
});

export const cancelScheduleSelection = defineContract({
  method: 'POST',
  path: '/ProjectSchedule/:projectScheduleId/EngineerSchedule/Job/:jobId/Cancel',
  summary: 'Stop a selection job; the tags already selected are kept in its results',
  tag,
  access: { kind: 'permission', permission: 'project.edit' },
  params: jobParams,
  response: scheduleSelectionJobSchema,
});

export const acceptScheduleSelection = defineContract({
  method: 'POST',
  path: '/ProjectSchedule/:projectScheduleId/EngineerSchedule/Job/:jobId/Accept',
  summary:
    'Create or update (matched by tag) the line items of the accepted tags with their model, default options, code string, performance and requirements, in one transaction',
  tag,
  access: { kind: 'permission', permission: 'project.edit' },
  params: jobParams,
  body: z.object({
    Tags: z.array(z.string().max(50)).min(1, { error: 'Choose at least one tag' }).max(2_000),
  }),
  response: z.object({
    Added: z.number().int(),
    Updated: z.number().int(),
    /** Each accepted tag's line item, so the page can open its configuration. */
    LineItems: z.array(z.object({ Tag: z.string(), ProjectScheduleLineItemId: z.number().int() })),
  }),
});

export const exportEngineerSchedule = defineContract({
  method: 'GET',
  path: '/ProjectSchedule/:projectScheduleId/EngineerSchedule/Export',
  summary:
    "The schedule as .xlsx in the engineer's column layout (the company's remembered mapping), with the selected model, code string, performance and electrical data",
  tag,
  access: { kind: 'permission', permission: 'project.view' },
  params,
  response: binaryResponse,
});
