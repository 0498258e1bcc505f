import {
  type EngineerSchedulePreview,
  type ScheduleSelectionJob,
  scheduleSelectionResultSchema,
} from '@airquote/shared/contracts/engineer-schedule/engineer-schedule-contracts';
import {
  checkEngineerSheet,
  ENGINEER_SCHEDULE_MAX_COLUMNS,
  ENGINEER_SCHEDULE_MAX_ROWS,
  type EngineerScheduleField,
  type EngineerScheduleMapping,
  type EngineerScheduleRow,
  type EngineerSheet,
  engineerScheduleFieldInfo,
  engineerScheduleFields,
  mappingForSheet,
} from '@airquote/shared/contracts/engineer-schedule/engineer-schedule-schemas';
import { SCHEDULE_SPREADSHEET_MAX_BYTES } from '@airquote/shared/contracts/project-schedule/schedule-spreadsheet-schemas';
import { readCsv } from '@airquote/shared/rules/csv-upload';
import { ipToSystem } from '@airquote/shared/units/units';
import type { AppDeps } from '../../app-deps.ts';
import { fileWorkerPool } from '../../lib/file-worker-pool.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import {
  checkXlsxEnvelope,
  MAX_UNPACKED_BYTES,
  NotASpreadsheetError,
  SpreadsheetUnpacksTooLargeError,
  writeXlsx,
  XLSX_CONTENT_TYPE,
  type XlsxCellValue,
} from '../../lib/xlsx-workbook.ts';
import type { BinaryResult, UploadedFile } from '../../plugins/contract-route.ts';
import type { Actor } from '../auth/actor.ts';
import { type ProjectEvent, recordEvents } from '../event-log/event-log.service.ts';
import { defaultConfiguration } from '../item-configuration/default-configuration.ts';
import { insertLineItems, updateLineItemIfVersion } from '../line-item/line-item.repository.ts';
import { withTagConflict } from '../line-item/line-item.service.ts';
import { requireVisibleSchedule, touchProject } from '../project/project-access.ts';
import { touchSchedule } from '../project-schedule/project-schedule.repository.ts';
import { selectScheduleLineItemRows } from '../project-schedule/schedule-spreadsheet.repository.ts';
import { spreadsheetMessages } from '../project-schedule/schedule-spreadsheet-import.ts';
import { configuredElectricalData, loadElectricalRatings } from '../selection/electrical-data.service.ts';
import { loadSelectionCatalog } from '../selection/selection-catalog.ts';
import {
  insertSelectionJob,
  rememberMapping,
  type SelectionJobRow,
  selectJob,
  selectLatestJob,
  selectRememberedMapping,
  setJobStatus,
} from './engineer-schedule.repository.ts';
import { engineerScheduleMessages } from './engineer-schedule-messages.ts';
import type { RowSelection } from './engineer-schedule-selection.ts';
import { runJobInBackground } from './selection-job-runner.ts';

/** Reads the upload's first sheet with the schedule spreadsheet's limits (ADR 0018, ADR 0021). */
async function readUpload(file: UploadedFile): Promise<{ row: number; cells: string[] }[]> {
  if (file.data.length > SCHEDULE_SPREADSHEET_MAX_BYTES)
    throw new HttpError(413, spreadsheetMessages.tooLarge(SCHEDULE_SPREADSHEET_MAX_BYTES / 1024 / 1024));
  const isZip = file.data.length >= 4 && file.data.readUInt32LE(0) === 0x04034b50;
  if (!isZip) {
    const text = file.data.toString('utf8');
    // A CSV is text: a NUL byte or invalid UTF-8 says it is some other binary file.
    if (text.includes('\u0000') || text.includes('\uFFFD'))
      throw badRequest(engineerScheduleMessages.notReadable, { file: engineerScheduleMessages.notReadable });
    // As a spreadsheet saves it (RFC 4180): a quoted "FCU-1, north" stays one cell (ADR 0042).
    const lines = readCsv(text);
    if (lines.length - 1 > ENGINEER_SCHEDULE_MAX_ROWS)
      throw badRequest(spreadsheetMessages.tooManyRows(lines.length - 1, ENGINEER_SCHEDULE_MAX_ROWS));
    return lines.map((line) => ({ row: line.line, cells: line.cells.map((cell) => cell.trim()) }));
  }
  const unpacksTooLarge = () =>
    new HttpError(413, spreadsheetMessages.unpacksTooLarge(MAX_UNPACKED_BYTES / 1024 / 1024));
  try {
    checkXlsxEnvelope(file.data);
  } catch (error) {
    if (error instanceof SpreadsheetUnpacksTooLargeError) throw unpacksTooLarge();
    if (error instanceof NotASpreadsheetError)
      throw badRequest(engineerScheduleMessages.notReadable, { file: engineerScheduleMessages.notReadable });
    throw error;
  }
  const outcome = await fileWorkerPool().run('readSpreadsheet', {
    data: file.data,
    maxRows: ENGINEER_SCHEDULE_MAX_ROWS,
  });
  if (outcome.kind === 'unpacksTooLarge') throw unpacksTooLarge();
  if (outcome.kind === 'notSpreadsheet')
    throw badRequest(engineerScheduleMessages.notReadable, { file: engineerScheduleMessages.notReadable });
  if (outcome.sheet.tooManyRows)
    throw badRequest(spreadsheetMessages.tooManyRows(outcome.sheet.rowCount - 1, ENGINEER_SCHEDULE_MAX_ROWS));
  return outcome.sheet.rows;
}

/** POST …/EngineerSchedule/Read: headings, rows as text and the mapping to start from. */
export async function readEngineerSchedule(
  deps: AppDeps,
  viewer: Actor,
  scheduleId: number,
  file: UploadedFile,
) {
  const { project } = await requireVisibleSchedule(deps.db, viewer, scheduleId);
  const rows = await readUpload(file);
  const [header, ...data] = rows;
  if (!header || data.length === 0) throw badRequest(spreadsheetMessages.noRows);
  if (header.cells.length > ENGINEER_SCHEDULE_MAX_COLUMNS)
    throw badRequest(engineerScheduleMessages.tooManyColumns);
  const clip = (cell: string) => cell.slice(0, 200);
  const Headings = header.cells.map((cell) => clip(cell.trim()));
  const remembered = await selectRememberedMapping(deps.db, project.companyId);
  return {
    Headings,
    Rows: data.map((row) => ({
      Row: row.row,
      Cells: row.cells.slice(0, ENGINEER_SCHEDULE_MAX_COLUMNS).map(clip),
    })),
    Mapping: mappingForSheet(Headings, remembered),
    Remembered: remembered !== null,
  };
}

const requirementFields: Array<[keyof EngineerScheduleRow['Requirements'], string]> = [
  ['Cfm', 'Airflow'],
  ['EspInWg', 'ESP'],
  ['CoolingTotalMbh', 'Total cooling'],
  ['CoolingSensibleMbh', 'Sensible cooling'],
  ['HeatingMbh', 'Heating'],
];

/** POST …/EngineerSchedule/Preview: the rows checked, every problem, the changes by tag. */
export async function previewEngineerSchedule(
  deps: AppDeps,
  viewer: Actor,
  scheduleId: number,
  sheet: EngineerSheet,
  mapping: EngineerScheduleMapping,
): Promise<EngineerSchedulePreview> {
  await requireVisibleSchedule(deps.db, viewer, scheduleId);
  const checked = checkEngineerSheet(sheet, mapping);
  const existing = await selectScheduleLineItemRows(deps.db, scheduleId);
  const byTag = new Map(existing.map((item) => [item.itemTag.toUpperCase(), item]));
  const sheetTags = new Set(checked.Rows.map((row) => row.Tag.toUpperCase()));
  const show = (value: number | null | undefined) => (value == null ? '' : String(value));
  const Changed: EngineerSchedulePreview['Changed'] = [];
  const Added: string[] = [];
  for (const row of checked.Rows) {
    const item = byTag.get(row.Tag.toUpperCase());
    if (!item) {
      Added.push(row.Tag);
      continue;
    }
    const Fields: Array<{ Field: string; From: string; To: string }> = [];
    if (item.itemQty !== row.Qty)
      Fields.push({ Field: 'Quantity', From: String(item.itemQty), To: String(row.Qty) });
    for (const [key, label] of requirementFields) {
      const from = show(item.requirements?.[key]);
      const to = show(row.Requirements[key]);
      if (from !== to) Fields.push({ Field: label, From: from, To: to });
    }
    if (Fields.length > 0) Changed.push({ Tag: row.Tag, Fields });
  }
  const Removed = existing
    .filter((item) => !sheetTags.has(item.itemTag.toUpperCase()))
    .map((item) => item.itemTag);
  return { ...checked, Added, Removed, Changed };
}

/** Not moved for this long, no server took it over either: answered as Failed (ADR 37). */
export const STALLED_JOB_MS = 90_000;

function jobOf(row: SelectionJobRow): ScheduleSelectionJob {
  const stalled =
    (row.status === 'Queued' || row.status === 'Running') &&
    Date.now() - row.dateModified.getTime() > STALLED_JOB_MS;
  return {
    JobId: row.jobId,
    Status: stalled ? 'Failed' : row.status,
    Total: row.total,
    Done: row.done,
    ProductModelClassId: Number((row.input as { ProductModelClassId?: number }).ProductModelClassId),
    // The stored rows also carry requirements and performance, for Accept; the answer only the summary.
    Results: (row.result as RowSelection[]).map((result) => scheduleSelectionResultSchema.parse(result)),
    Error: stalled ? engineerScheduleMessages.stalled : row.error,
  };
}

/** POST …/EngineerSchedule/Select: every row checked (400 with each problem), then a job. */
export async function startScheduleSelection(
  deps: AppDeps,
  viewer: Actor,
  scheduleId: number,
  body: { Sheet: EngineerSheet; Mapping: EngineerScheduleMapping; ProductModelClassId: number },
) {
  const { project } = await requireVisibleSchedule(deps.db, viewer, scheduleId);
  const checked = checkEngineerSheet(body.Sheet, body.Mapping);
  if (checked.Problems.length > 0) return { problems: checked.Problems };
  const catalog = await loadSelectionCatalog(deps.db);
  const modelClass = catalog.classes.get(body.ProductModelClassId);
  if (!modelClass?.isOffered)
    throw badRequest(engineerScheduleMessages.wrongClass, {
      ProductModelClassId: engineerScheduleMessages.wrongClass,
    });
  await rememberMapping(deps.db, project.companyId, body.Mapping);
  const job = await insertSelectionJob(deps.db, {
    projectScheduleId: scheduleId,
    createdByUserId: viewer.userId,
    total: checked.Rows.length,
    input: { ProductModelClassId: body.ProductModelClassId, Rows: checked.Rows },
  });
  runJobInBackground(deps, job.jobId);
  return { job: jobOf(job) };
}

export async function getLatestJob(deps: AppDeps, viewer: Actor, scheduleId: number) {
  await requireVisibleSchedule(deps.db, viewer, scheduleId);
  const row = await selectLatestJob(deps.db, scheduleId);
  return row ? jobOf(row) : null;
}

async function requireJob(deps: AppDeps, viewer: Actor, scheduleId: number, jobId: number) {
  await requireVisibleSchedule(deps.db, viewer, scheduleId);
  const job = await selectJob(deps.db, jobId);
  if (!job || job.projectScheduleId !== scheduleId) throw notFound(engineerScheduleMessages.jobNotFound);
  return job;
}

export async function cancelScheduleSelection(
  deps: AppDeps,
  viewer: Actor,
  scheduleId: number,
  jobId: number,
) {
  await requireJob(deps, viewer, scheduleId, jobId);
  await setJobStatus(deps.db, jobId, 'Cancelled');
  return jobOf((await selectJob(deps.db, jobId)) as SelectionJobRow);
}

/**
 * POST …/Job/{id}/Accept: the accepted tags' line items created, or updated when the schedule has
 * the tag, with model, default options, code string, performance, electrical data and requirements,
 * all in one transaction or none.
 */
export async function acceptScheduleSelection(
  deps: AppDeps,
  viewer: Actor,
  scheduleId: number,
  jobId: number,
  tags: readonly string[],
) {
  const job = await requireJob(deps, viewer, scheduleId, jobId);
  if (job.status !== 'Done' && job.status !== 'Cancelled')
    throw badRequest(engineerScheduleMessages.jobNotDone);
  const results = new Map((job.result as RowSelection[]).map((result) => [result.Tag.toUpperCase(), result]));
  const wanted = [...new Set(tags.map((tag) => tag.toUpperCase()))];
  const missing = wanted.filter((tag) => results.get(tag)?.Status !== 'Selected');
  if (missing.length > 0) {
    const message = engineerScheduleMessages.notSelected(missing.map((tag) => results.get(tag)?.Tag ?? tag));
    throw badRequest(message, { Tags: message });
  }
  const accepted = wanted.map((tag) => results.get(tag) as RowSelection);
  const catalog = await loadSelectionCatalog(deps.db);
  const ratings = await loadElectricalRatings(
    deps.db,
    accepted.map((result) => result.ProductModelId as number),
  );
  return withTagConflict(null, () =>
    deps.db.transaction(async (tx) => {
      const { schedule } = await requireVisibleSchedule(tx, viewer, scheduleId);
      await touchSchedule(tx, scheduleId);
      const existing = new Map(
        (await selectScheduleLineItemRows(tx, scheduleId)).map((item) => [item.itemTag.toUpperCase(), item]),
      );
      const events: ProjectEvent[] = [];
      const inserts = [];
      let updated = 0;
      for (const result of accepted) {
        const model = catalog.models.get(result.ProductModelId as number);
        const modelClass = model ? catalog.classes.get(model.productModelClassId) : undefined;
        if (!model || !modelClass) throw badRequest(engineerScheduleMessages.wrongClass);
        const { productModelValues, codeString } = defaultConfiguration(modelClass, model);
        const values = {
          productTypeId: modelClass.productTypeId,
          productTypeCategoryId: modelClass.productTypeCategoryId,
          productModelClassId: modelClass.productModelClassId,
          productModelId: model.productModelId,
          itemQty: result.Qty,
          productModelValues,
          codeString,
          performance: result.Performance,
          electricalData: configuredElectricalData(
            ratings.get(model.productModelId),
            modelClass.segments,
            productModelValues,
          ),
          requirements: result.Requirements,
          requirementOverride: null,
        };
        const item = existing.get(result.Tag.toUpperCase());
        if (item) {
          await updateLineItemIfVersion(tx, item.projectScheduleLineItemId, item.rowVersion, values);
          updated += 1;
          events.push({
            projectId: schedule.projectId,
            entityType: 'LineItem',
            entityId: item.projectScheduleLineItemId,
            action: 'Configured',
            summary: `Selected ${item.itemTag}: ${model.name}, code ${codeString}, from the engineer's schedule in "${schedule.name}"`,
            after: { ProductModelName: model.name, CodeString: codeString, ItemQty: result.Qty },
          });
        } else
          inserts.push({ ...values, projectScheduleId: scheduleId, itemTag: result.Tag, isActive: true });
      }
      const created = await insertLineItems(tx, inserts);
      for (const row of created)
        events.push({
          projectId: schedule.projectId,
          entityType: 'LineItem',
          entityId: row.projectScheduleLineItemId,
          action: 'Created',
          summary: `Added ${row.itemTag} (${row.itemQty} × ${catalog.models.get(row.productModelId)?.name ?? ''}) from the engineer's schedule to "${schedule.name}"`,
          after: { ItemTag: row.itemTag, ItemQty: row.itemQty, ProductModelId: row.productModelId },
        });
      await recordEvents(tx, viewer, events);
      await touchProject(tx, viewer, schedule.projectId);
      const LineItems = [
        ...accepted.flatMap((result) => {
          const item = existing.get(result.Tag.toUpperCase());
          return item
            ? [{ Tag: item.itemTag, ProjectScheduleLineItemId: item.projectScheduleLineItemId }]
            : [];
        }),
        ...created.map((row) => ({
          Tag: row.itemTag,
          ProjectScheduleLineItemId: row.projectScheduleLineItemId,
        })),
      ];
      return { Added: created.length, Updated: updated, LineItems };
    }),
  );
}

/** Export figures: what the line item's selection delivers, per field of the engineer's layout. */
function exportValue(
  field: EngineerScheduleField,
  item: Awaited<ReturnType<typeof selectScheduleLineItemRows>>[number],
): number | string | null {
  const p = item.performance;
  const coil = p?.Kind === 'Coil' ? p.Result : null;
  const pump = p?.Kind === 'HeatPump' ? p.Result : null;
  const fan = coil?.FanOperatingPoint ?? pump?.FanOperatingPoint ?? null;
  switch (field) {
    case 'Tag':
      return item.itemTag;
    case 'Qty':
      return item.itemQty;
    case 'Cfm':
      return fan?.Cfm ?? item.requirements?.Cfm ?? null;
    case 'Esp':
      return fan?.EspInWg ?? item.requirements?.EspInWg ?? null;
    case 'CoolingTotalMbh':
      return coil?.Cooling?.TotalMbh ?? pump?.CoolingTotalMbh ?? null;
    case 'CoolingSensibleMbh':
      return coil?.Cooling?.SensibleMbh ?? pump?.CoolingSensibleMbh ?? null;
    case 'HeatingMbh':
      return coil?.Heating?.TotalMbh ?? pump?.HeatingMbh ?? null;
    case 'EatDbF':
      return p?.Input.CoolingEnteringDbF ?? null;
    case 'EatWbF':
      return p?.Input.CoolingEnteringWbF ?? null;
    case 'EwtF':
      if (p?.Kind === 'Coil') return p.Input.Cooling?.EnteringFluidF ?? null;
      return p?.Kind === 'HeatPump' ? p.Input.CoolingEnteringFluidF : null;
    case 'LwtF':
      return coil?.Cooling?.LeavingFluidF ?? pump?.CoolingLeavingFluidF ?? null;
    case 'Gpm':
      return coil?.Cooling?.FluidGpm ?? (p?.Kind === 'HeatPump' ? p.Input.FluidGpm : null);
    case 'Voltage':
      return item.electricalData ? `${item.electricalData.Volts}/${item.electricalData.Phase}` : null;
    case 'Motor':
      return item.electricalData ? `${item.electricalData.MotorHorsepower} hp` : null;
    default:
      return null;
  }
}

/** GET …/EngineerSchedule/Export: the line items in the engineer's column layout, then ours. */
export async function exportEngineerSchedule(
  deps: AppDeps,
  viewer: Actor,
  scheduleId: number,
): Promise<BinaryResult> {
  const { schedule, project } = await requireVisibleSchedule(deps.db, viewer, scheduleId);
  const mapping = await selectRememberedMapping(deps.db, project.companyId);
  if (!mapping) throw badRequest(engineerScheduleMessages.noMapping);
  const catalog = await loadSelectionCatalog(deps.db);
  const items = (await selectScheduleLineItemRows(deps.db, scheduleId)).filter((item) => item.isActive);
  const mapped = engineerScheduleFields.flatMap((field) => {
    const column = mapping.Columns[field];
    return column ? [{ field, column }] : [];
  });
  const columns = [
    ...mapped.map(({ column }) => ({
      header: column.Heading,
      width: Math.max(10, column.Heading.length + 2),
    })),
    { header: 'Model', width: 14 },
    { header: 'Code string', width: 28 },
    { header: 'Volts', width: 8 },
    { header: 'Phase', width: 8 },
    { header: 'MCA (A)', width: 10 },
    { header: 'MOP (A)', width: 10 },
  ];
  const rows: XlsxCellValue[][] = items.map((item) => {
    const electrical = item.electricalData;
    return [
      ...mapped.map(({ field, column }) => {
        const value = exportValue(field, item);
        const quantity = engineerScheduleFieldInfo[field].quantity;
        if (typeof value !== 'number' || !quantity) return value;
        const shown = ipToSystem(quantity, value, column.Units);
        return Math.round(shown * 100) / 100;
      }),
      catalog.models.get(item.productModelId)?.name ?? null,
      item.codeString || null,
      electrical?.Volts ?? null,
      electrical?.Phase ?? null,
      electrical?.Mca ?? null,
      electrical?.Mop ?? null,
    ];
  });
  return {
    contentType: XLSX_CONTENT_TYPE,
    body: await writeXlsx('Schedule', columns, rows),
    fileName: `${schedule.name} equipment schedule.xlsx`,
    disposition: 'attachment',
    cacheControl: 'no-store',
  };
}
