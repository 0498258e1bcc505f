import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { calendarDateSchema } from '../project/project-schemas.ts';

/**
 * The reports of /topmenu/reports (issue 7; the spec shows no report endpoint). Every report reads
 * the current revision of each quote the user may see. Money is a decimal string, exact to the cent,
 * and null for readers who may not see prices (Engineers, application engineering: spec section 6).
 */
export const reportKinds = [
  'PipelineByStatus',
  'PipelineByBrand',
  'PipelineByRegion',
  'PipelineByRep',
  'ValueByMonth',
  'WeightedForecast',
  'ReviewTurnaround',
] as const;
export const reportKindSchema = z.enum(reportKinds, { error: 'Choose one of the reports.' });
export type ReportKind = z.infer<typeof reportKindSchema>;

export const reportMessages = {
  dateRange: 'The start date must not be after the end date.',
} as const;

/** The page's filters: a day range (UTC, inclusive) on each report's own date, a brand, a region. */
export const reportFiltersSchema = z
  .object({
    DateFrom: calendarDateSchema.nullable().optional(),
    DateTo: calendarDateSchema.nullable().optional(),
    BrandId: idSchema.nullable().optional(),
    RegionId: idSchema.nullable().optional(),
  })
  .refine((filters) => !filters.DateFrom || !filters.DateTo || filters.DateFrom <= filters.DateTo, {
    error: reportMessages.dateRange,
    path: ['DateTo'],
  });
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

const money = z.string().nullable();

/** Quotes of one group: how many, their value and how many of them have no total yet. */
export const pipelineRowSchema = z.object({
  /** The status, brand, region or user id; null for "no region". */
  Id: z.number().nullable(),
  Name: z.string(),
  QuoteCount: z.number(),
  /** Σ quote totals; null for readers who may not see prices. */
  Value: money,
  /** Quotes with a line that has no multiplier: counted, but their value is not in Value. */
  UnpricedCount: z.number(),
});
export type PipelineRow = z.infer<typeof pipelineRowSchema>;

export const pipelineReportSchema = z.object({
  Rows: z.array(pipelineRowSchema),
  TotalQuoteCount: z.number(),
  TotalValue: money,
  /** Whether the money columns are filled (false for readers who may not see prices). */
  ShowsMoney: z.boolean(),
});
export type PipelineReport = z.infer<typeof pipelineReportSchema>;

export const valueByMonthRowSchema = z.object({
  /** "2026-03" (UTC). */
  Month: z.string(),
  QuotedCount: z.number(),
  QuotedValue: money,
  OrderedCount: z.number(),
  OrderedValue: money,
});
export const valueByMonthReportSchema = z.object({
  Rows: z.array(valueByMonthRowSchema),
  ShowsMoney: z.boolean(),
});
export type ValueByMonthReport = z.infer<typeof valueByMonthReportSchema>;

export const forecastRowSchema = z.object({
  /** The month of the project's expected close date ("2026-03"). */
  Month: z.string(),
  QuoteCount: z.number(),
  /** Σ quote totals of the open pipeline closing that month. */
  Value: money,
  /** Σ total × the project's win probability, rounded half up to the cent once per month. */
  WeightedValue: money,
});
export const forecastReportSchema = z.object({
  Rows: z.array(forecastRowSchema),
  TotalValue: money,
  TotalWeightedValue: money,
  ShowsMoney: z.boolean(),
});
export type ForecastReport = z.infer<typeof forecastReportSchema>;

export const turnaroundRowSchema = z.object({
  Review: z.enum(['Engineering', 'Multiplier']),
  /** Requests sent and decided in the range (by the day they were sent). */
  DecidedCount: z.number(),
  /** Requests sent and still waiting. */
  PendingCount: z.number(),
  /** Hours from sending to decision, one decimal; null when nothing was decided. */
  AverageHours: z.string().nullable(),
  MedianHours: z.string().nullable(),
  MaxHours: z.string().nullable(),
  /** The same spans as people read them: "25 min" under an hour, "1.5 h" from an hour on. */
  Average: z.string().nullable(),
  Median: z.string().nullable(),
  Longest: z.string().nullable(),
});
export const turnaroundReportSchema = z.object({ Rows: z.array(turnaroundRowSchema) });
export type TurnaroundReport = z.infer<typeof turnaroundReportSchema>;
