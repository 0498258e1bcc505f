import { ITEM_TAG_PREFIX } from '@airquote/shared/contracts/line-item/line-item-schemas';
import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import {
  SCHEDULE_SPREADSHEET_MAX_BYTES,
  SCHEDULE_SPREADSHEET_MAX_ROWS,
  type ScheduleSpreadsheetRejection,
  type ScheduleSpreadsheetReport,
} from '@airquote/shared/contracts/project-schedule/schedule-spreadsheet-schemas';
import type { AppDeps } from '../../app-deps.ts';
import type { Transaction } from '../../db/client.ts';
import { fileWorkerPool } from '../../lib/file-worker-pool.ts';
import { badRequest, conflict, HttpError } from '../../lib/http-error.ts';
import {
  checkXlsxEnvelope,
  MAX_UNPACKED_BYTES,
  NotASpreadsheetError,
  SpreadsheetUnpacksTooLargeError,
  writeXlsx,
  XLSX_CONTENT_TYPE,
  type XlsxSheet,
} from '../../lib/xlsx-workbook.ts';
import type { BinaryResult, UploadedFile } from '../../plugins/contract-route.ts';
import type { Actor } from '../auth/actor.ts';
import { type ProjectEvent, recordEvents } from '../event-log/event-log.service.ts';
import { insertLineItems } from '../line-item/line-item.repository.ts';
import { withTagConflict } from '../line-item/line-item.service.ts';
import { requireVisibleSchedule, type ScheduleRow, touchProject } from '../project/project-access.ts';
import { loadSelectionCatalog } from '../selection/selection-catalog.ts';
import { allocateItemTags, touchSchedule } from './project-schedule.repository.ts';
import {
  chunks,
  selectScheduleLineItemRows,
  updateLineItemsIfVersion,
} from './schedule-spreadsheet.repository.ts';
import { scheduleSpreadsheetColumns, scheduleSpreadsheetRows } from './schedule-spreadsheet-export.ts';
import {
  spreadsheetMessages as messages,
  type PlannedInsert,
  type PlannedUpdate,
  planSpreadsheet,
  readHeader,
  readSheetLine,
  type SheetLine,
} from './schedule-spreadsheet-import.ts';

/** GET ProjectSchedule/{id}/spreadsheet: the schedule's line items as an .xlsx (no prices for Engineers). */
export async function downloadScheduleSpreadsheet(
  deps: AppDeps,
  viewer: Actor,
  scheduleId: number,
): Promise<BinaryResult> {
  const { schedule, project } = await requireVisibleSchedule(deps.db, viewer, scheduleId);
  const rows = await scheduleSpreadsheetRows(deps, viewer, scheduleId, project.companyId);
  return {
    contentType: XLSX_CONTENT_TYPE,
    body: await writeXlsx('Line items', scheduleSpreadsheetColumns(viewer.canSeePrices), rows),
    fileName: `${schedule.name} line items.xlsx`,
    disposition: 'attachment',
    cacheControl: 'no-store',
  };
}

export type SpreadsheetOutcome = { report: ScheduleSpreadsheetReport; message: string | null };

function rejected(rejections: ScheduleSpreadsheetRejection[]): SpreadsheetOutcome {
  return {
    report: { Added: 0, Updated: 0, Unchanged: 0, Rejected: rejections },
    message: messages.rejected(new Set(rejections.map((rejection) => rejection.Row)).size),
  };
}

/** Thrown inside the transaction so that its lock-taking writes roll back too. */
class RejectedSheet extends Error {
  constructor(readonly rejections: ScheduleSpreadsheetRejection[]) {
    super('rejected sheet');
  }
}

/**
 * The upload's first sheet: refused at once when its zip directory says it is no spreadsheet or
 * unpacks beyond the limit, then read in the file worker (docs/decisions/0021), which measures what
 * it really unpacks to before exceljs holds it in memory (issue #16 item 4).
 */
async function readUploadedSheet(data: Buffer): Promise<XlsxSheet> {
  const unpacksTooLarge = () => {
    const message = messages.unpacksTooLarge(MAX_UNPACKED_BYTES / 1024 / 1024);
    return new HttpError(413, message, { file: message });
  };
  try {
    checkXlsxEnvelope(data);
  } catch (error) {
    if (error instanceof SpreadsheetUnpacksTooLargeError) throw unpacksTooLarge();
    if (error instanceof NotASpreadsheetError)
      throw badRequest(messages.notSpreadsheet, { file: messages.notSpreadsheet });
    throw error;
  }
  const outcome = await fileWorkerPool().run('readSpreadsheet', {
    data,
    maxRows: SCHEDULE_SPREADSHEET_MAX_ROWS,
  });
  if (outcome.kind === 'unpacksTooLarge') throw unpacksTooLarge();
  if (outcome.kind === 'notSpreadsheet')
    throw badRequest(messages.notSpreadsheet, { file: messages.notSpreadsheet });
  return outcome.sheet;
}

/**
 * The sheet's data rows, read, with the cells that cannot be read. A file that cannot be read at
 * all (not an .xlsx, too many rows, columns missing) is refused as a whole.
 */
async function readSheet(
  file: UploadedFile,
): Promise<
  | { lines: SheetLine[]; rejections: ScheduleSpreadsheetRejection[] }
  | { refused: ScheduleSpreadsheetRejection[] }
> {
  if (file.data.length > SCHEDULE_SPREADSHEET_MAX_BYTES)
    throw new HttpError(413, messages.tooLarge(SCHEDULE_SPREADSHEET_MAX_BYTES / 1024 / 1024));
  const sheet = await readUploadedSheet(file.data);
  if (sheet.tooManyRows)
    return {
      refused: [{ Row: 1, Message: messages.tooManyRows(sheet.rowCount - 1, SCHEDULE_SPREADSHEET_MAX_ROWS) }],
    };
  const [header, ...rows] = sheet.rows;
  if (!header) return { refused: [{ Row: 1, Message: messages.noRows }] };
  const columns = readHeader(header);
  if ('rejections' in columns) return { refused: columns.rejections };
  if (rows.length === 0) return { refused: [{ Row: header.row, Message: messages.noRows }] };
  const lines: SheetLine[] = [];
  const rejections: ScheduleSpreadsheetRejection[] = [];
  for (const row of rows) {
    const read = readSheetLine(row, columns.indexes);
    lines.push(read.line);
    rejections.push(...read.rejections);
  }
  return { lines, rejections };
}

/** Tags for the new line items without one: the schedule's next UNIT-n, skipping tags the sheet gives. */
async function tagsForInserts(tx: Transaction, scheduleId: number, inserts: PlannedInsert[]) {
  const untagged = inserts.filter((insert) => insert.itemTag === null).length;
  if (untagged === 0) return inserts.map((insert) => insert.itemTag as string);
  const typed = new Set(inserts.flatMap((insert) => (insert.itemTag === null ? [] : [insert.itemTag])));
  const reserved = [...typed].filter((tag) => tag.startsWith(ITEM_TAG_PREFIX)).length;
  const free = (await allocateItemTags(tx, scheduleId, ITEM_TAG_PREFIX, untagged + reserved)).filter(
    (tag) => !typed.has(tag),
  );
  return inserts.map((insert) => insert.itemTag ?? (free.shift() as string));
}

function updateEvent(update: PlannedUpdate, schedule: ScheduleRow): ProjectEvent {
  const { before } = update;
  const from = { ItemTag: before.itemTag, ItemQty: before.itemQty, IsActive: before.isActive };
  const to = { ItemTag: update.itemTag, ItemQty: update.itemQty, IsActive: update.isActive };
  return {
    projectId: schedule.projectId,
    entityType: 'LineItem',
    entityId: before.projectScheduleLineItemId,
    action: 'Updated',
    summary: `Changed line item ${before.itemTag}${to.ItemTag !== from.ItemTag ? ` to ${to.ItemTag}` : ''}, quantity ${to.ItemQty}${to.IsActive ? '' : ', inactive'}, in schedule "${schedule.name}" from a spreadsheet`,
    before: from,
    after: to,
  };
}

/** Applies a checked plan: updates at their row versions, then the new line items, then the events. */
async function applyPlan(
  tx: Transaction,
  viewer: Actor,
  schedule: ScheduleRow,
  plan: { updates: PlannedUpdate[]; inserts: PlannedInsert[] },
) {
  const movedTags = plan.updates.filter((update) => update.itemTag !== update.before.itemTag);
  const changed = await updateLineItemsIfVersion(
    tx,
    plan.updates.map((update) => ({
      lineItemId: update.before.projectScheduleLineItemId,
      rowVersion: update.before.rowVersion,
      itemTag: update.itemTag,
      itemQty: update.itemQty,
      isActive: update.isActive,
    })),
    movedTags.map((update) => update.before.projectScheduleLineItemId),
  );
  if (changed !== plan.updates.length) throw conflict(STALE_ROW_VERSION_MESSAGE);
  const tags = await tagsForInserts(tx, schedule.projectScheduleId, plan.inserts);
  const events: ProjectEvent[] = plan.updates.map((update) => updateEvent(update, schedule));
  for (const part of chunks(plan.inserts.map((insert, index) => ({ insert, tag: tags[index] as string })))) {
    const created = await insertLineItems(
      tx,
      part.map(({ insert, tag }) => ({
        projectScheduleId: schedule.projectScheduleId,
        productTypeId: insert.productTypeId,
        productTypeCategoryId: insert.productTypeCategoryId,
        productModelClassId: insert.model.productModelClassId,
        productModelId: insert.model.productModelId,
        itemQty: insert.itemQty,
        itemTag: tag,
        isActive: insert.isActive,
      })),
    );
    created.forEach((row, index) => {
      const modelName = part[index]?.insert.model.name ?? '';
      events.push({
        projectId: schedule.projectId,
        entityType: 'LineItem',
        entityId: row.projectScheduleLineItemId,
        action: 'Created',
        summary: `Added ${row.itemTag} (${row.itemQty} × ${modelName}) to schedule "${schedule.name}" from a spreadsheet`,
        after: {
          ItemTag: row.itemTag,
          ItemQty: row.itemQty,
          ProductModelId: row.productModelId,
          IsActive: row.isActive,
        },
      });
    });
  }
  for (const part of chunks(events)) await recordEvents(tx, viewer, part);
  if (events.length > 0) await touchProject(tx, viewer, schedule.projectId);
}

/**
 * POST ProjectSchedule/{id}/spreadsheet: adds and updates line items from an edited sheet, all in one
 * transaction or none. Every row is checked first; with any rejection nothing changes and the
 * report lists each rejected row with its column and reason.
 */
export async function uploadScheduleSpreadsheet(
  deps: AppDeps,
  viewer: Actor,
  scheduleId: number,
  file: UploadedFile,
): Promise<SpreadsheetOutcome> {
  // A schedule the caller may not see is 404 before the file is even read.
  await requireVisibleSchedule(deps.db, viewer, scheduleId);
  const sheet = await readSheet(file);
  if ('refused' in sheet) return rejected(sheet.refused);
  const catalog = await loadSelectionCatalog(deps.db);
  try {
    const report = await withTagConflict(null, () =>
      deps.db.transaction(async (tx): Promise<ScheduleSpreadsheetReport> => {
        const { schedule } = await requireVisibleSchedule(tx, viewer, scheduleId);
        // Locks the schedule first, as every line item write does, so no one changes it meanwhile.
        await touchSchedule(tx, scheduleId);
        const existing = await selectScheduleLineItemRows(tx, scheduleId);
        const plan = planSpreadsheet(sheet.lines, existing, catalog, schedule.isActive);
        // Rows whose cells could not be read are reported with those the schedule refuses.
        const rejections = [...sheet.rejections, ...plan.rejections].sort((a, b) => a.Row - b.Row);
        if (rejections.length > 0) throw new RejectedSheet(rejections);
        await applyPlan(tx, viewer, schedule, plan);
        return {
          Added: plan.inserts.length,
          Updated: plan.updates.length,
          Unchanged: plan.unchanged,
          Rejected: [],
        };
      }),
    );
    return { report, message: null };
  } catch (error) {
    if (error instanceof RejectedSheet) return rejected(error.rejections);
    throw error;
  }
}
