import { ITEM_TAG_PREFIX } from '@airquote/shared/contracts/line-item/line-item-schemas';
import {
  scheduleSpreadsheetColumns as columns,
  type ScheduleSpreadsheetRejection,
} from '@airquote/shared/contracts/project-schedule/schedule-spreadsheet-schemas';
import { MAX_ID } from '@airquote/shared/rules/ids';
import type { z } from 'zod';
import type { XlsxTextRow } from '../../lib/xlsx-workbook.ts';
import { booleanCell, integerCell, textCell } from '../excel-uploader/excel-cells.ts';
import { lineItemMessages } from '../line-item/line-item.messages.ts';
import type { LineItemRow } from '../project/project-access.ts';
import type { CatalogModel, SelectionCatalog } from '../selection/selection-catalog.ts';

/** One data row of the sheet, read; null = the cell was empty or could not be read. */
export type SheetLine = {
  row: number;
  /** Columns whose cells could not be read (reported already): no other check speaks of them. */
  unreadable?: ReadonlySet<string>;
  lineItemId: number | null;
  rowVersion: number | null;
  tag: string | null;
  quantity: number | null;
  model: string | null;
  active: boolean | null;
};

export const spreadsheetMessages = {
  notSpreadsheet:
    'The file is not an .xlsx spreadsheet. Download the schedule as .xlsx, edit it and upload that.',
  tooLarge: (megabytes: number) =>
    `The file is larger than ${megabytes} MB; upload at most ${megabytes} MB at a time.`,
  unpacksTooLarge: (megabytes: number) =>
    `The file unpacks to more than ${megabytes} MB (a downloaded schedule of about 19,000 lines). Upload the sheet as downloaded, without pictures or extra sheets, and a large schedule in parts.`,
  tooManyRows: (rows: number, max: number) =>
    `The sheet has ${rows.toLocaleString('en-US')} rows; upload at most ${max.toLocaleString('en-US')} at a time.`,
  missingColumn: (name: string) =>
    `The column ${name} is missing: the first row must hold the headers of the downloaded sheet.`,
  noRows: 'The sheet has no line items after its header row.',
  rejected: (rows: number) => `${rows} row(s) of the sheet cannot be applied; nothing was changed.`,
  notInSchedule: (id: number) => `Line item ${id} is not in this schedule.`,
  listedTwice: (id: number, row: number) => `Line item ${id} is already on row ${row}.`,
  rowVersionRequired: 'RowVersion is required for an existing line item: keep it as downloaded.',
  stale: (sent: number, current: number) =>
    `This line item was changed after the sheet was downloaded (RowVersion ${sent}, now ${current}). Download the sheet again.`,
  required: (column: string) => `${column} is required for an existing line item.`,
  modelRequired: 'Model is required for a new line item.',
  unknownModel: (name: string) => `Model "${name}" is not in the catalog.`,
  modelNotOffered: (name: string) => `Model "${name}" is no longer offered. Choose another one.`,
  modelChanged: (current: string) =>
    `The model of an existing line item cannot be changed here (it is ${current}); open its item configuration to choose another.`,
  scheduleInactive: 'The schedule is inactive: activate it to add line items.',
} as const;

type CellReader = z.ZodType<unknown, string>;

const readers: Record<keyof Omit<SheetLine, 'row' | 'unreadable'>, { column: string; reader: CellReader }> = {
  lineItemId: { column: columns.lineItemId, reader: integerCell(1, MAX_ID) },
  rowVersion: { column: columns.rowVersion, reader: integerCell(1, MAX_ID) },
  tag: { column: columns.tag, reader: textCell(50) },
  quantity: { column: columns.quantity, reader: integerCell(1, 9999) },
  model: { column: columns.model, reader: textCell(100) },
  active: { column: columns.active, reader: booleanCell },
};

/** Header text → column index; an upload finds its columns by header, so their order is free. */
export function readHeader(
  header: XlsxTextRow,
): { indexes: Record<string, number> } | { rejections: ScheduleSpreadsheetRejection[] } {
  const indexes: Record<string, number> = {};
  header.cells.forEach((cell, index) => {
    const name = cell.trim().toLowerCase();
    const known = Object.values(columns).find((column) => column.toLowerCase() === name);
    if (known && indexes[known] === undefined) indexes[known] = index;
  });
  const missing = Object.values(columns).filter((column) => indexes[column] === undefined);
  if (missing.length === 0) return { indexes };
  return {
    rejections: missing.map((column) => ({
      Row: header.row,
      Column: column,
      Message: spreadsheetMessages.missingColumn(column),
    })),
  };
}

/**
 * A data row's editable cells, each read with the catalog upload's cell readers. A cell that cannot
 * be read is reported and left null, and the row is still planned, so that the report lists every
 * problem of the row rather than the first (issue #15 item 9).
 */
export function readSheetLine(
  row: XlsxTextRow,
  indexes: Record<string, number>,
): { line: SheetLine; rejections: ScheduleSpreadsheetRejection[] } {
  const rejections: ScheduleSpreadsheetRejection[] = [];
  const unreadable = new Set<string>();
  const line: Record<string, unknown> = { row: row.row };
  for (const [field, { column, reader }] of Object.entries(readers)) {
    line[field] = null;
    const text = row.cells[indexes[column] ?? -1] ?? '';
    if (text.trim() === '') continue;
    const parsed = reader.safeParse(text);
    if (parsed.success) line[field] = parsed.data;
    else {
      unreadable.add(column);
      for (const issue of parsed.error.issues)
        rejections.push({ Row: row.row, Column: column, Message: `${column} ${issue.message}` });
    }
  }
  if (unreadable.size > 0) line.unreadable = unreadable;
  return { line: line as SheetLine, rejections };
}

export type PlannedUpdate = {
  row: number;
  before: LineItemRow;
  itemTag: string;
  itemQty: number;
  isActive: boolean;
};

export type PlannedInsert = {
  row: number;
  model: CatalogModel;
  productTypeId: number;
  productTypeCategoryId: number;
  /** null: the next UNIT-n. */
  itemTag: string | null;
  itemQty: number;
  isActive: boolean;
};

export type SpreadsheetPlan = {
  rejections: ScheduleSpreadsheetRejection[];
  updates: PlannedUpdate[];
  inserts: PlannedInsert[];
  unchanged: number;
};

/** "UNIT-" alone is no tag, as in the item configuration header. */
const typedTag = (tag: string | null) => (tag === null || tag.toUpperCase() === ITEM_TAG_PREFIX ? null : tag);

/**
 * What the sheet asks of the schedule's line items, checked against them as stored: each row adds
 * a line item (no LineItemId) or updates one of this schedule's at its row version; tags stay unique
 * in the schedule. Rows not in the sheet are left alone.
 */
export function planSpreadsheet(
  lines: readonly SheetLine[],
  existing: readonly LineItemRow[],
  catalog: SelectionCatalog,
  scheduleIsActive: boolean,
): SpreadsheetPlan {
  const rejections: ScheduleSpreadsheetRejection[] = [];
  const byId = new Map(existing.map((item) => [item.projectScheduleLineItemId, item]));
  const seenOnRow = new Map<number, number>();
  const updates: PlannedUpdate[] = [];
  const inserts: PlannedInsert[] = [];
  let unchanged = 0;
  /** Tags the rows ask for, checked together below, rejected rows included (every problem is told). */
  const updateClaims: { tag: string; owner: string; row: number; itemId: number }[] = [];
  const insertClaims: { tag: string; owner: string; row: number }[] = [];
  let line: SheetLine | undefined;
  // A cell that could not be read was reported as such; no check speaks of it again.
  const reject = (row: number, Message: string, Column?: string) => {
    if (Column && line?.row === row && line.unreadable?.has(Column)) return;
    rejections.push({ Row: row, ...(Column ? { Column } : {}), Message });
  };

  for (line of lines) {
    const count = rejections.length;
    // Without a readable LineItemId it is unknown whether the row adds or changes a line item.
    if (line.unreadable?.has(columns.lineItemId)) continue;
    if (line.lineItemId !== null) {
      const item = byId.get(line.lineItemId);
      const firstRow = seenOnRow.get(line.lineItemId);
      if (!item) reject(line.row, spreadsheetMessages.notInSchedule(line.lineItemId), columns.lineItemId);
      else if (firstRow !== undefined)
        reject(line.row, spreadsheetMessages.listedTwice(line.lineItemId, firstRow), columns.lineItemId);
      if (!item || firstRow !== undefined) continue;
      seenOnRow.set(line.lineItemId, line.row);
      if (line.tag !== null)
        updateClaims.push({
          tag: line.tag,
          owner: `item ${item.projectScheduleLineItemId}`,
          row: line.row,
          itemId: item.projectScheduleLineItemId,
        });
      const modelName = catalog.models.get(item.productModelId)?.name ?? '';
      if (line.rowVersion === null)
        reject(line.row, spreadsheetMessages.rowVersionRequired, columns.rowVersion);
      else if (line.rowVersion !== item.rowVersion)
        reject(line.row, spreadsheetMessages.stale(line.rowVersion, item.rowVersion), columns.rowVersion);
      if (line.tag === null) reject(line.row, spreadsheetMessages.required(columns.tag), columns.tag);
      if (line.quantity === null)
        reject(line.row, spreadsheetMessages.required(columns.quantity), columns.quantity);
      if (line.active === null)
        reject(line.row, spreadsheetMessages.required(columns.active), columns.active);
      if (line.model !== null && line.model.toUpperCase() !== modelName.toUpperCase())
        reject(line.row, spreadsheetMessages.modelChanged(modelName), columns.model);
      if (rejections.length > count) continue;
      const update = {
        row: line.row,
        before: item,
        itemTag: line.tag as string,
        itemQty: line.quantity as number,
        isActive: line.active as boolean,
      };
      if (
        update.itemTag === item.itemTag &&
        update.itemQty === item.itemQty &&
        update.isActive === item.isActive
      )
        unchanged += 1;
      else updates.push(update);
      continue;
    }
    if (!scheduleIsActive) reject(line.row, spreadsheetMessages.scheduleInactive);
    const model = line.model === null ? undefined : catalog.modelsByName.get(line.model.toUpperCase());
    if (line.model === null) reject(line.row, spreadsheetMessages.modelRequired, columns.model);
    else if (!model) reject(line.row, spreadsheetMessages.unknownModel(line.model), columns.model);
    else if (!model.isOffered)
      reject(line.row, spreadsheetMessages.modelNotOffered(model.name), columns.model);
    const typed = typedTag(line.tag);
    if (typed !== null) insertClaims.push({ tag: typed, owner: `row ${line.row}`, row: line.row });
    const modelClass = model ? catalog.classes.get(model.productModelClassId) : undefined;
    if (rejections.length > count || !model || !modelClass) continue;
    inserts.push({
      row: line.row,
      model,
      productTypeId: modelClass.productTypeId,
      productTypeCategoryId: modelClass.productTypeCategoryId,
      itemTag: typed,
      itemQty: line.quantity ?? 1,
      isActive: line.active ?? true,
    });
  }

  // Tags must stay unique among the schedule's line items as they will be after the upload.
  line = undefined;
  const changing = new Set(updateClaims.map((claim) => claim.itemId));
  const owners = new Map<string, string>();
  for (const item of existing)
    if (!changing.has(item.projectScheduleLineItemId))
      owners.set(item.itemTag, `item ${item.projectScheduleLineItemId}`);
  for (const { tag, owner, row } of [...updateClaims, ...insertClaims]) {
    const current = owners.get(tag);
    if (current !== undefined && current !== owner)
      reject(row, lineItemMessages.duplicateTag(tag), columns.tag);
    else owners.set(tag, owner);
  }

  rejections.sort((a, b) => a.Row - b.Row);
  return { rejections, updates, inserts, unchanged };
}
