import type { LineItem } from '@airquote/shared/contracts/line-item/line-item-schemas';
import {
  READ_ONLY_SUFFIX,
  SCHEDULE_SPREADSHEET_MAX_ROWS,
} from '@airquote/shared/contracts/project-schedule/schedule-spreadsheet-schemas';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { companies } from '../../db/schema/companies.ts';
import { eventLogs } from '../../db/schema/projects.ts';
import { newLineItem, saveBody, saveItemConfiguration } from '../../test/item-configuration-fixtures.ts';
import { callApi, multipartPayload, signInDemoAccounts } from '../../test/project-fixtures.ts';
import { coilInput } from '../../test/selection-fixtures.ts';
import { bearer, createTestApp } from '../../test/test-app.ts';
import { lineItemMessages } from '../line-item/line-item.messages.ts';
import { spreadsheetMessages } from './schedule-spreadsheet-import.ts';

let app: App;
let tokens: Record<'rep' | 'engineer' | 'contosoRep', string>;
let projectId: number;
let scheduleId: number;
let otherScheduleId: number;

type Cell = string | number | boolean | null;
type Sheet = { headers: string[]; rows: Cell[][] };

beforeAll(async () => {
  app = await createTestApp();
  tokens = await signInDemoAccounts(app, ['rep', 'engineer', 'contosoRep']);
  const [northwind] = await app.deps.db.select().from(companies).where(eq(companies.name, 'Northwind Reps'));
  projectId = (
    await callApi(app, tokens.rep, 'POST', '/Project', {
      Name: 'Spreadsheet tests',
      ExpectedCloseDate: '2027-02-01',
      CompanyId: northwind?.companyId,
      BrandId: 1,
    })
  ).json().ProjectId;
  const schedule = (name: string) =>
    callApi(app, tokens.rep, 'POST', '/ProjectSchedule', { ProjectId: projectId, Name: name });
  scheduleId = (await schedule('Level 3')).json().ProjectScheduleId;
  otherScheduleId = (await schedule('Level 4')).json().ProjectScheduleId;
  // UNIT-1 configured (performance and options saved), UNIT-2 and UNIT-3 not.
  const configured = await newLineItem(app, tokens.rep, 'FHC-06', scheduleId);
  const saved = await saveItemConfiguration(
    app,
    tokens.rep,
    saveBody(configured, {
      ItemQty: 2,
      Selection: {
        Kind: 'Coil',
        Input: coilInput(),
      },
    }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  await newLineItem(app, tokens.rep, 'FHC-03', scheduleId);
  await newLineItem(app, tokens.rep, 'WSV-024', scheduleId);
  await newLineItem(app, tokens.rep, 'FHC-12', otherScheduleId);
});
afterAll(async () => app.close());

async function download(token = tokens.rep, id = scheduleId) {
  return app.inject({ method: 'GET', url: `/api/ProjectSchedule/${id}/spreadsheet`, headers: bearer(token) });
}

async function downloadSheet(token = tokens.rep): Promise<Sheet> {
  const response = await download(token);
  expect(response.statusCode, response.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const worksheet = workbook.worksheets[0];
  if (!worksheet) throw new Error('no worksheet');
  const rows: Cell[][] = [];
  worksheet.eachRow((row) => {
    rows.push(
      // Empty cells are holes in exceljs's values; Array.from makes them null.
      Array.from((row.values as unknown[]).slice(1), (value) =>
        value === undefined ? null : (value as Cell),
      ),
    );
  });
  const [headers, ...data] = rows;
  const width = headers?.length ?? 0;
  // Trailing empty cells are not in exceljs's values at all.
  return {
    headers: (headers ?? []).map(String),
    rows: data.map((row) => [...row, ...Array<Cell>(Math.max(0, width - row.length)).fill(null)]),
  };
}

async function toXlsx(sheet: Sheet): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('Line items');
  worksheet.addRow(sheet.headers);
  for (const row of sheet.rows) worksheet.addRow(row);
  return Buffer.from((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

function upload(data: Buffer, token = tokens.rep, id = scheduleId, fileName = 'schedule.xlsx') {
  const { payload, headers } = multipartPayload({}, { fileName, data });
  return app.inject({
    method: 'POST',
    url: `/api/ProjectSchedule/${id}/spreadsheet`,
    headers: { ...bearer(token), ...headers },
    payload,
  });
}

const column = (sheet: Sheet, header: string) => {
  const index = sheet.headers.indexOf(header);
  if (index < 0) throw new Error(`no column ${header} in ${sheet.headers.join(', ')}`);
  return index;
};
const rowOfTag = (sheet: Sheet, tag: string) => {
  const row = sheet.rows.find((cells) => cells[column(sheet, 'Tag')] === tag);
  if (!row) throw new Error(`no row ${tag}`);
  return row;
};
const set = (sheet: Sheet, row: Cell[], header: string, value: Cell) => {
  row[column(sheet, header)] = value;
};
/** A new row with only the editable cells given. */
const newRow = (sheet: Sheet, cells: Record<string, Cell>) => {
  const row: Cell[] = sheet.headers.map(() => null);
  for (const [header, value] of Object.entries(cells)) row[column(sheet, header)] = value;
  return row;
};

async function grid(id = scheduleId): Promise<LineItem[]> {
  const response = await callApi(
    app,
    tokens.rep,
    'GET',
    `/ProjectScheduleLineItem/GetGridColumnsByProjectScheduleId/${id}`,
  );
  return response.json().Rows;
}
const summary = (items: LineItem[]) =>
  items.map(({ ItemTag, ItemQty, ProductModelName, IsActive, RowVersion, ProjectScheduleLineItemId }) => ({
    ProjectScheduleLineItemId,
    ItemTag,
    ItemQty,
    ProductModelName,
    IsActive,
    RowVersion,
  }));
const projectEvents = () => app.deps.db.select().from(eventLogs).where(eq(eventLogs.projectId, projectId));

describe('GET /api/ProjectSchedule/:id/spreadsheet', () => {
  it('answers an .xlsx attachment with editable columns, read-only ones marked, performance and prices', async () => {
    const response = await download();
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Level 3 line items.xlsx"');
    const sheet = await downloadSheet();
    expect(sheet.headers.slice(0, 6)).toEqual([
      'LineItemId',
      'RowVersion',
      'Tag',
      'Quantity',
      'Model',
      'Active',
    ]);
    expect(sheet.headers.slice(6).every((header) => header.endsWith(READ_ONLY_SUFFIX))).toBe(true);
    expect(sheet.rows.map((row) => row[column(sheet, 'Tag')])).toEqual(['UNIT-1', 'UNIT-2', 'UNIT-3']);
    const configured = rowOfTag(sheet, 'UNIT-1');
    expect(configured[column(sheet, 'Model')]).toBe('FHC-06');
    expect(configured[column(sheet, 'Quantity')]).toBe(2);
    expect(configured[column(sheet, 'Active')]).toBe(true);
    expect(String(configured[column(sheet, `Code String${READ_ONLY_SUFFIX}`)])).toMatch(/^FHC06/);
    // Design conditions and performance of the saved selection; empty for an item never configured.
    expect(configured[column(sheet, `Cooling EAT DB °F${READ_ONLY_SUFFIX}`)]).toBe(80);
    expect(configured[column(sheet, `Cooling Total MBH${READ_ONLY_SUFFIX}`)]).toBeGreaterThan(5);
    expect(rowOfTag(sheet, 'UNIT-2')[column(sheet, `Cooling Total MBH${READ_ONLY_SUFFIX}`)]).toBeNull();
    // Prices for a reader who may see them: the same list price the grid shows, extended by quantity.
    const list = configured[column(sheet, `List Price${READ_ONLY_SUFFIX}`)] as number;
    expect(list).toBeGreaterThan(1000);
    expect(configured[column(sheet, `Extended List${READ_ONLY_SUFFIX}`)]).toBeCloseTo(list * 2, 2);
    const plain = rowOfTag(sheet, 'UNIT-2');
    const pricing = await callApi(app, tokens.rep, 'GET', `/Pricing/GetById/${plain[0]}`);
    expect(plain[column(sheet, `List Price${READ_ONLY_SUFFIX}`)]).toBe(Number(pricing.json().UnitListPrice));
    expect(plain[column(sheet, `Net Price${READ_ONLY_SUFFIX}`)]).toBe(
      pricing.json().NetUnitPrice === null ? null : Number(pricing.json().NetUnitPrice),
    );
  });

  it('gives an Engineer the same sheet without any price column', async () => {
    const engineer = await downloadSheet(tokens.engineer);
    const rep = await downloadSheet();
    expect(engineer.headers.some((header) => /price|multiplier|extended|net/i.test(header))).toBe(false);
    expect(rep.headers.filter((header) => !engineer.headers.includes(header))).toEqual([
      `List Price${READ_ONLY_SUFFIX}`,
      `Multiplier${READ_ONLY_SUFFIX}`,
      `Net Price${READ_ONLY_SUFFIX}`,
      `Extended List${READ_ONLY_SUFFIX}`,
      `Extended Net${READ_ONLY_SUFFIX}`,
    ]);
    expect(engineer.rows.length).toBe(3);
  });

  it("answers 404 for another company's schedule, to download and to upload", async () => {
    const response = await download(tokens.contosoRep);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Schedule not found.');
    const sheet = await downloadSheet();
    const refused = await upload(await toXlsx(sheet), tokens.contosoRep);
    expect(refused.statusCode).toBe(404);
  });
});

describe('POST /api/ProjectSchedule/:id/spreadsheet', () => {
  it('uploads a downloaded sheet unchanged: nothing changes, every row is Unchanged', async () => {
    const before = summary(await grid());
    const events = (await projectEvents()).length;
    const response = await upload(await toXlsx(await downloadSheet()));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ Added: 0, Updated: 0, Unchanged: 3, Rejected: [] });
    expect(summary(await grid())).toEqual(before);
    expect((await projectEvents()).length).toBe(events);
  });

  it('round trip: edited cells change exactly those line items, a new row adds one, the rest stays', async () => {
    const before = summary(await grid());
    const otherBefore = summary(await grid(otherScheduleId));
    const sheet = await downloadSheet();
    set(sheet, rowOfTag(sheet, 'UNIT-1'), 'Quantity', 5);
    set(sheet, rowOfTag(sheet, 'UNIT-2'), 'Tag', 'LOBBY-1');
    set(sheet, rowOfTag(sheet, 'UNIT-3'), 'Active', false);
    // Read-only columns are ignored: an edited code string or price changes nothing.
    set(sheet, rowOfTag(sheet, 'UNIT-3'), `Code String${READ_ONLY_SUFFIX}`, 'XYZ');
    set(sheet, rowOfTag(sheet, 'UNIT-3'), `List Price${READ_ONLY_SUFFIX}`, 1);
    sheet.rows.push(newRow(sheet, { Model: 'FHC-04', Quantity: 3 }));
    sheet.rows.push(newRow(sheet, { Model: 'fhc-08', Tag: 'AHU-9' }));

    const response = await upload(await toXlsx(sheet));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ Added: 2, Updated: 3, Unchanged: 0, Rejected: [] });

    const after = summary(await grid());
    const byId = (id: number) => after.find((item) => item.ProjectScheduleLineItemId === id);
    const [unit1, unit2, unit3] = before as [(typeof before)[0], (typeof before)[0], (typeof before)[0]];
    expect(byId(unit1.ProjectScheduleLineItemId)).toEqual({
      ...unit1,
      ItemQty: 5,
      RowVersion: unit1.RowVersion + 1,
    });
    expect(byId(unit2.ProjectScheduleLineItemId)).toEqual({
      ...unit2,
      ItemTag: 'LOBBY-1',
      RowVersion: unit2.RowVersion + 1,
    });
    expect(byId(unit3.ProjectScheduleLineItemId)).toEqual({
      ...unit3,
      IsActive: false,
      RowVersion: unit3.RowVersion + 1,
    });
    const added = after.filter(
      (item) => !before.some((old) => old.ProjectScheduleLineItemId === item.ProjectScheduleLineItemId),
    );
    expect(
      added.map(({ ItemTag, ItemQty, ProductModelName, IsActive, RowVersion }) => ({
        ItemTag,
        ItemQty,
        ProductModelName,
        IsActive,
        RowVersion,
      })),
    ).toEqual([
      { ItemTag: 'AHU-9', ItemQty: 1, ProductModelName: 'FHC-08', IsActive: true, RowVersion: 1 },
      { ItemTag: 'UNIT-4', ItemQty: 3, ProductModelName: 'FHC-04', IsActive: true, RowVersion: 1 },
    ]);
    expect(after).toHaveLength(5);
    // The code string of UNIT-3 is as it was; the other schedule is untouched.
    const unit3Detail = (
      await callApi(app, tokens.rep, 'GET', `/ProjectScheduleLineItem/${unit3.ProjectScheduleLineItemId}`)
    ).json();
    expect(unit3Detail.CodeString).not.toBe('XYZ');
    expect(summary(await grid(otherScheduleId))).toEqual(otherBefore);

    // One event per line item written, in the same transaction.
    const events = await app.deps.db
      .select()
      .from(eventLogs)
      .where(
        and(
          eq(eventLogs.entityType, 'LineItem'),
          inArray(
            eventLogs.entityId,
            after.map((item) => item.ProjectScheduleLineItemId),
          ),
        ),
      );
    const fromSheet = events.filter((event) => event.summary.endsWith('from a spreadsheet'));
    expect(fromSheet.map((event) => event.action).sort()).toEqual([
      'Created',
      'Created',
      'Updated',
      'Updated',
      'Updated',
    ]);
    expect(fromSheet.find((event) => event.entityId === unit2.ProjectScheduleLineItemId)).toMatchObject({
      before: { ItemTag: 'UNIT-2' },
      after: { ItemTag: 'LOBBY-1' },
    });
  });

  it('two line items may swap tags in one upload', async () => {
    const sheet = await downloadSheet();
    set(sheet, rowOfTag(sheet, 'UNIT-1'), 'Tag', 'SWAP');
    set(sheet, rowOfTag(sheet, 'LOBBY-1'), 'Tag', 'UNIT-1');
    set(sheet, rowOfTag(sheet, 'SWAP'), 'Tag', 'LOBBY-1');
    const response = await upload(await toXlsx(sheet));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ Updated: 2, Unchanged: 3 });
    const tags = (await grid()).map((item) => `${item.ItemTag}:${item.ProductModelName}`);
    expect(tags).toContain('UNIT-1:FHC-03');
    expect(tags).toContain('LOBBY-1:FHC-06');
  });

  it('a sheet with bad rows changes nothing and reports every bad row with its number, column and reason', async () => {
    const before = summary(await grid());
    const events = (await projectEvents()).length;
    const sheet = await downloadSheet();
    const other = (await grid(otherScheduleId))[0] as LineItem;
    const stale = rowOfTag(sheet, 'UNIT-3');
    set(sheet, stale, 'RowVersion', (stale[column(sheet, 'RowVersion')] as number) - 1);
    set(sheet, rowOfTag(sheet, 'UNIT-1'), 'Quantity', 0);
    set(sheet, rowOfTag(sheet, 'LOBBY-1'), 'Model', 'FHC-12');
    const valid = newRow(sheet, { Model: 'FHC-04' });
    sheet.rows.push(
      valid,
      newRow(sheet, { Model: 'NOPE-1' }),
      newRow(sheet, { Model: 'FHC-04', Quantity: 'two' }),
      newRow(sheet, { Quantity: 2 }),
      newRow(sheet, {
        LineItemId: other.ProjectScheduleLineItemId,
        RowVersion: other.RowVersion,
        Tag: 'X',
        Quantity: 1,
        Model: 'FHC-12',
        Active: true,
      }),
      newRow(sheet, { Model: 'FHC-04', Tag: 'AHU-9' }),
    );
    const rowNumber = (row: Cell[]) => sheet.rows.indexOf(row) + 2;
    const response = await upload(await toXlsx(sheet));
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ Added: 0, Updated: 0, Unchanged: 0 });
    const lobby = rowOfTag(sheet, 'LOBBY-1');
    const sent = stale[column(sheet, 'RowVersion')] as number;
    const expected = [
      {
        Row: rowNumber(rowOfTag(sheet, 'UNIT-1')),
        Column: 'Quantity',
        Message: 'Quantity must be at least 1',
      },
      { Row: rowNumber(lobby), Column: 'Model', Message: spreadsheetMessages.modelChanged('FHC-06') },
      { Row: rowNumber(stale), Column: 'RowVersion', Message: spreadsheetMessages.stale(sent, sent + 1) },
      {
        Row: rowNumber(sheet.rows.at(-5) as Cell[]),
        Column: 'Model',
        Message: spreadsheetMessages.unknownModel('NOPE-1'),
      },
      {
        Row: rowNumber(sheet.rows.at(-4) as Cell[]),
        Column: 'Quantity',
        Message: 'Quantity must be a number',
      },
      {
        Row: rowNumber(sheet.rows.at(-3) as Cell[]),
        Column: 'Model',
        Message: spreadsheetMessages.modelRequired,
      },
      {
        Row: rowNumber(sheet.rows.at(-2) as Cell[]),
        Column: 'LineItemId',
        Message: spreadsheetMessages.notInSchedule(other.ProjectScheduleLineItemId),
      },
      {
        Row: rowNumber(sheet.rows.at(-1) as Cell[]),
        Column: 'Tag',
        Message: lineItemMessages.duplicateTag('AHU-9'),
      },
    ].sort((a, b) => a.Row - b.Row);
    expect(body.Rejected).toEqual(expected);
    expect(body.message).toBe(spreadsheetMessages.rejected(expected.length));
    // Each bad row is also a field error of the one error shape, so the web client's error carries it.
    expect(body.fieldErrors[`Row ${rowNumber(stale)}`]).toBe(spreadsheetMessages.stale(sent, sent + 1));
    expect(Object.keys(body.fieldErrors)).toHaveLength(expected.length);
    expect(body.Rejected.some((rejection: { Row: number }) => rejection.Row === rowNumber(valid))).toBe(
      false,
    );
    expect(summary(await grid())).toEqual(before);
    expect((await projectEvents()).length).toBe(events);
  });

  it('lists every problem of a row, not the first: three problems, three rejections (issue #15 item 9)', async () => {
    const before = summary(await grid());
    const sheet = await downloadSheet();
    const bad = newRow(sheet, { Tag: 'UNIT-1', Quantity: 'two', Model: 'NOPE-1' });
    sheet.rows.push(bad);
    const row = sheet.rows.indexOf(bad) + 2;
    const response = await upload(await toXlsx(sheet));
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.Rejected).toEqual([
      { Row: row, Column: 'Quantity', Message: 'Quantity must be a number' },
      { Row: row, Column: 'Model', Message: spreadsheetMessages.unknownModel('NOPE-1') },
      { Row: row, Column: 'Tag', Message: lineItemMessages.duplicateTag('UNIT-1') },
    ]);
    expect(body.message).toBe(spreadsheetMessages.rejected(1));
    expect(body.fieldErrors[`Row ${row}`]).toBe(
      body.Rejected.map((rejection: { Message: string }) => rejection.Message).join('; '),
    );
    expect(summary(await grid())).toEqual(before);
  });

  it('escapes a formula-looking cell on export and reads it back as text', async () => {
    const [item] = (await grid()).filter((row) => row.ItemTag === 'AHU-9') as [LineItem];
    const renamed = await callApi(app, tokens.rep, 'PUT', '/ProjectScheduleLineItem', {
      ProjectScheduleLineItemId: item.ProjectScheduleLineItemId,
      ItemQty: item.ItemQty,
      ItemTag: '=HYPERLINK("http://evil.test")',
      RowVersion: item.RowVersion,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const sheet = await downloadSheet();
    const row = sheet.rows.find((cells) => String(cells[column(sheet, 'Tag')]).includes('HYPERLINK'));
    // A plain text cell with a leading apostrophe, never a formula.
    expect(row?.[column(sheet, 'Tag')]).toBe(`'=HYPERLINK("http://evil.test")`);
    sheet.rows.push(newRow(sheet, { Model: 'FHC-04', Tag: '@SUM(1+1)' }));
    const response = await upload(await toXlsx(sheet));
    expect(response.json()).toMatchObject({ Added: 1, Updated: 0, Rejected: [] });
    const tags = (await grid()).map((line) => line.ItemTag);
    expect(tags).toContain('=HYPERLINK("http://evil.test")');
    expect(tags).toContain('@SUM(1+1)');
    const again = await downloadSheet();
    expect(again.rows.map((cells) => cells[column(again, 'Tag')])).toContain(`'@SUM(1+1)`);
  });

  it('refuses a file that is not a spreadsheet, one without the columns, and too many rows, with a clear message', async () => {
    const text = await upload(
      Buffer.from('LineItemId,Tag\n1,UNIT-1\n'),
      tokens.rep,
      scheduleId,
      'schedule.csv',
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(spreadsheetMessages.notSpreadsheet);
    const brokenZip = await upload(Buffer.from('PK\u0003\u0004 not really a zip'));
    expect(brokenZip.statusCode).toBe(400);
    expect(brokenZip.json().message).toBe(spreadsheetMessages.notSpreadsheet);

    const noColumns = await upload(await toXlsx({ headers: ['Tag', 'Quantity'], rows: [['UNIT-1', 2]] }));
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().Rejected).toEqual(
      ['LineItemId', 'RowVersion', 'Model', 'Active'].map((name) => ({
        Row: 1,
        Column: name,
        Message: spreadsheetMessages.missingColumn(name),
      })),
    );

    const rows = SCHEDULE_SPREADSHEET_MAX_ROWS + 1;
    const huge = await toXlsx({
      headers: ['LineItemId', 'RowVersion', 'Tag', 'Quantity', 'Model', 'Active'],
      rows: Array.from({ length: rows }, () => [null, null, null, 1, 'FHC-04', true]),
    });
    const tooMany = await upload(huge);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().Rejected).toEqual([
      { Row: 1, Message: spreadsheetMessages.tooManyRows(rows, SCHEDULE_SPREADSHEET_MAX_ROWS) },
    ]);
    expect(tooMany.json().message).toContain('nothing was changed');
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    big.writeUInt32LE(0x04034b50, 0);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(spreadsheetMessages.tooLarge(10));
  });
});
