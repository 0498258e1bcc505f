import { excelSheetTypes } from '@airquote/shared/contracts/excel-uploader/excel-uploader-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { productModels } from '../../db/schema/catalog.ts';
import { heatPumpRatings } from '../../db/schema/catalog-engineering.ts';
import { testActor } from '../../test/actor-fixtures.ts';
import { request } from '../../test/catalog-fixtures.ts';
import { callApi } from '../../test/project-fixtures.ts';
import { downloadRows, type SheetRows, uploadRows } from '../../test/spreadsheet-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';
import { downloadSheet, uploadSheet } from './excel-uploader.service.ts';

let app: App;
let admin: string;
let pricing: string;

beforeAll(async () => {
  app = await createTestApp();
  [admin, pricing] = await Promise.all([
    signIn(app, 'admin@airquote.test'),
    signIn(app, 'pricing@airquote.test'),
  ]);
});
afterAll(async () => app.close());

/** A cell as Excel's General format shows it, and "Save as CSV" writes it: 1E-05 below 0.0001. */
const excelGeneral = (cell: SheetRows[number][number]) =>
  typeof cell === 'number' && cell !== 0 && Math.abs(cell) < 1e-4
    ? cell
        .toExponential()
        .toUpperCase()
        .replace(/E([+-])(\d)$/, 'E$10$2')
    : cell;

/** The model's engineering data as the selection reads it (the item configuration's inputs). */
async function selectionModel(name: string) {
  const inputs = await callApi(app, admin, 'POST', '/projectschedulelineitem/getitemconfigurationinputs', {
    ProductModelName: name,
  });
  return inputs
    .json()
    .SelectionModels.find((candidate: { ProductModelName: string }) => candidate.ProductModelName === name);
}

const rowOf = (rows: SheetRows, ...key: Array<string | number>) =>
  rows.findIndex((row) => key.every((value, index) => row[index] === value));

describe('ExcelUploader round trip', () => {
  it.each(excelSheetTypes)(
    '%s: a downloaded sheet uploads back unchanged and changes nothing',
    async (type) => {
      const rows = await downloadRows(app, admin, type);
      expect(rows.length).toBeGreaterThan(10);
      const response = await uploadRows(app, admin, type, rows);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        Success: true,
        WarningMessages: [],
        RowErrors: [],
        RowsInserted: 0,
        RowsUpdated: 0,
      });
    },
  );

  it('also reads the text sent as text/plain, the other way to send "the file contents as a string"', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/ExcelUploader/Upload/ProductPrices/false',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/plain' },
      payload: 'ModelName,BaseListPrice\r\nFHC-03,1560.00',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ Success: true, RowsUpdated: 0, RowsInserted: 0 });
  });

  it('ProductModels: changes exactly the edited cells and adds a new model', async () => {
    const rows = await downloadRows(app, admin, 'ProductModels');
    expect(rows[0]).toEqual([
      'Name',
      'ModelClass',
      'UnitSize',
      'NominalCfm',
      'NominalCapacityMbh',
      'BaseListPrice',
      'IsActive',
    ]);
    const index = rowOf(rows, 'FHC-06');
    expect(rows[index]).toEqual(['FHC-06', 'FHC', '06', 600, 19.9, 2080, true]);
    (rows[index] as SheetRows[number])[5] = 2155.5;
    rows.push(['FHC-14', 'FHC', '12', 1400, 47.5, 4350, false]);
    const response = await uploadRows(app, admin, 'ProductModels', rows);
    expect(response.json()).toMatchObject({ Success: true, RowsInserted: 1, RowsUpdated: 1 });

    const after = await downloadRows(app, admin, 'ProductModels');
    expect(after[rowOf(after, 'FHC-06')]).toEqual(['FHC-06', 'FHC', '06', 600, 19.9, 2155.5, true]);
    expect(after[rowOf(after, 'FHC-14')]).toEqual(['FHC-14', 'FHC', '12', 1400, 47.5, 4350, false]);
    // Every other row is as it was.
    const untouched = (list: SheetRows) => list.filter((row) => row[0] !== 'FHC-06' && row[0] !== 'FHC-14');
    expect(untouched(after)).toEqual(untouched(rows));
    const models = (await request(app, admin, 'GET', '/ProductModel')).json();
    expect(models.find((model: { Name: string }) => model.Name === 'FHC-06').BaseListPrice).toBe('2155.50');
  });

  it('CodeStringValues: a description with commas, a new value with a rule, one default per segment', async () => {
    const rows = await downloadRows(app, admin, 'CodeStringValues');
    expect(rows[0]).toEqual([
      'ModelClass',
      'Segment',
      'Code',
      'ListPriceAdder',
      'IsDefault',
      'AvailabilityRule',
      'Description',
    ]);
    const ecm = rowOf(rows, 'FVC', 'MOTOR', 'E');
    expect(rows[ecm]).toEqual(['FVC', 'MOTOR', 'E', 185, false, '', 'ECM motor, programmable speed taps']);
    (rows[ecm] as SheetRows[number])[6] = 'ECM motor, 5 speed taps, field programmable';
    rows.push([
      'FVC',
      'CTRL',
      'B',
      510,
      false,
      '(MOTOR IN (E) AND VOLT IN (1,2,3))',
      'BACnet controller, ECM speed output',
    ]);
    const response = await uploadRows(app, admin, 'CodeStringValues', rows);
    expect(response.json()).toMatchObject({ Success: true, RowsInserted: 1, RowsUpdated: 1 });
    const after = await downloadRows(app, admin, 'CodeStringValues');
    expect(after[rowOf(after, 'FVC', 'MOTOR', 'E')]?.[6]).toBe('ECM motor, 5 speed taps, field programmable');
    expect(after[rowOf(after, 'FVC', 'CTRL', 'B')]).toEqual([
      'FVC',
      'CTRL',
      'B',
      510,
      false,
      '(MOTOR IN (E) AND VOLT IN (1,2,3))',
      'BACnet controller, ECM speed output',
    ]);
  });

  it('FanCurves: one edited point changes one fan curve', async () => {
    const rows = await downloadRows(app, admin, 'FanCurves');
    const point = rowOf(rows, 'FHC-04', 'ECM', 'High');
    const watts = rows[point]?.[6] as number;
    (rows[point] as SheetRows[number])[6] = watts + 7;
    const response = await uploadRows(app, admin, 'FanCurves', rows);
    expect(response.json()).toMatchObject({ Success: true, RowsInserted: 0, RowsUpdated: 1 });
    expect((await downloadRows(app, admin, 'FanCurves'))[point]?.[6]).toBe(watts + 7);
  });

  it('CoilProfiles: a coil’s tube inside diameter is a catalog value the selection uses', async () => {
    const rows = await downloadRows(app, admin, 'CoilProfiles');
    const header = rows[0] as SheetRows[number];
    const column = header.indexOf('TubeInsideDiameterIn');
    expect(column).toBe(header.indexOf('TubeCircuits') + 1);
    const coil = rowOf(rows, 'FHC-04', 'Cooling', 3);
    expect(rows[coil]?.[column]).toBe(0.347);
    (rows[coil] as SheetRows[number])[column] = 0.5;
    const response = await uploadRows(app, admin, 'CoilProfiles', rows);
    expect(response.json()).toMatchObject({ Success: true, RowsInserted: 0, RowsUpdated: 1 });
    expect((await downloadRows(app, admin, 'CoilProfiles'))[coil]?.[column]).toBe(0.5);
    const model = await selectionModel('FHC-04');
    const tubes = model.CoilProfiles.map(
      (profile: { Duty: string; Rows: number; TubeInsideDiameterIn: number }) => [
        `${profile.Duty}/${profile.Rows}`,
        profile.TubeInsideDiameterIn,
      ],
    );
    expect(Object.fromEntries(tubes)).toMatchObject({
      'Cooling/3': 0.5,
      'Cooling/2': 0.347,
      'Heating/1': 0.347,
    });
  });

  it('HeatPumpRatings: a sheet saved as CSV by Excel, its small coefficients in exponent form (1E-05), changes nothing', async () => {
    const rows = await downloadRows(app, admin, 'HeatPumpRatings');
    const small = rows
      .flat()
      .filter((cell) => typeof cell === 'number' && cell !== 0 && Math.abs(cell) < 1e-4);
    expect(small.length).toBeGreaterThan(0);
    const asExcelShowsIt = rows.map((row) => row.map(excelGeneral));
    expect(asExcelShowsIt.flat()).toContain('-1E-05');
    const response = await uploadRows(app, admin, 'HeatPumpRatings', asExcelShowsIt);
    expect(response.json()).toMatchObject({ Success: true, RowsInserted: 0, RowsUpdated: 0 });
  });

  it('HeatPumpRatings: an edited EER and curve are the admin’s and the selection uses them', async () => {
    const rows = await downloadRows(app, admin, 'HeatPumpRatings');
    const header = rows[0] as SheetRows[number];
    const column = (name: string) => header.indexOf(name);
    expect(header.slice(0, 3)).toEqual(['ModelName', 'RatedCfm', 'RatedGpm']);
    expect(header).toHaveLength(1 + 17 + 48);
    const rating = rowOf(rows, 'WSH-024');
    expect(rows[rating]?.[column('RatedEer')]).toBe(14.9);
    expect(rows[rating]?.[column('CoolingPowerEwtB')]).toBe(0.0147);
    (rows[rating] as SheetRows[number])[column('RatedEer')] = 15.6;
    (rows[rating] as SheetRows[number])[column('CoolingPowerEwtB')] = 0.015;
    const response = await uploadRows(app, admin, 'HeatPumpRatings', rows);
    expect(response.json()).toMatchObject({ Success: true, RowsInserted: 0, RowsUpdated: 1 });
    const stored = await app.deps.db
      .select({ source: heatPumpRatings.source, eer: heatPumpRatings.ratedEer })
      .from(heatPumpRatings)
      .innerJoin(productModels, eq(productModels.productModelId, heatPumpRatings.productModelId))
      .where(eq(productModels.name, 'WSH-024'));
    expect(stored).toEqual([{ source: 'upload', eer: 15.6 }]);
    const model = await selectionModel('WSH-024');
    expect(model.HeatPumpRating).toMatchObject({ RatedEer: 15.6, RatedCoolingMbh: 23.7 });
    expect(model.HeatPumpRating.Corrections.CoolingPower.Ewt).toEqual({ A: 1, B: 0.015, C: 0.0001835 });
  });

  it('escapes text that would run as a formula on export and reads it back unchanged', async () => {
    const header = 'ModelClass,Segment,Code,ListPriceAdder,IsDefault,AvailabilityRule,Description';
    const formula = `${header}\r\nFHC,CONN,R,0,FALSE,,=HYPERLINK("http://evil.test","Right")`;
    expect((await uploadRows(app, admin, 'CodeStringValues', formula)).json()).toMatchObject({
      Success: true,
      RowsUpdated: 1,
    });
    const rows = await downloadRows(app, admin, 'CodeStringValues');
    // The CSV rule stripped the quotes; the stored text begins with '=' and is escaped in the sheet.
    expect(rows[rowOf(rows, 'FHC', 'CONN', 'R')]?.[6]).toBe("'=HYPERLINK(http://evil.test,Right)");
    expect((await uploadRows(app, admin, 'CodeStringValues', rows)).json()).toMatchObject({ RowsUpdated: 0 });
  });
});

describe('ExcelUploader refusals', () => {
  it('a file with bad rows changes nothing and reports every bad row', async () => {
    const before = await app.deps.db.select().from(productModels);
    const text = [
      'ModelName,BaseListPrice',
      'FHC-02,1499.00',
      'FHC-03,12.345',
      'NOPE-99,100',
      'FHC-04,-5',
      'FHC-06,abc',
      'FHC-02,1600',
    ].join('\n');
    const response = await uploadRows(app, admin, 'ProductPrices', text);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('5 row(s) of the file have errors; nothing was changed.');
    expect(body.Success).toBe(false);
    expect(body.RowErrors).toEqual([
      { Row: 3, Message: 'BaseListPrice: must be an amount like 1450.00' },
      { Row: 4, Message: 'Model NOPE-99 does not exist.' },
      { Row: 5, Message: 'BaseListPrice: must not be negative' },
      { Row: 6, Message: 'BaseListPrice: must be an amount like 1450.00' },
      { Row: 7, Message: 'Model FHC-02 is already on row 2.' },
    ]);
    expect(body.fieldErrors['Row 4']).toBe('Model NOPE-99 does not exist.');
    expect(await app.deps.db.select().from(productModels)).toEqual(before);
  });

  it('from eSelect, rows naming what the catalog lacks are skipped with a warning', async () => {
    const response = await uploadRows(
      app,
      admin,
      'ProductPrices',
      'ModelName,BaseListPrice\nNOPE-99,100\nFHC-02,1451',
      true,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Success: true,
      WarningMessages: ['Row 2 skipped: Model NOPE-99 does not exist.'],
      RowErrors: [],
      RowsInserted: 0,
      RowsUpdated: 1,
    });
  });

  it('checks code-string rules: unknown operators, codes, segments and defaults', async () => {
    const header = 'ModelClass,Segment,Code,ListPriceAdder,IsDefault,AvailabilityRule,Description';
    const text = [
      header,
      'FHC,EHEAT,3,275,FALSE,(VOLT LIKE (2)),3 kW electric heat',
      'FHC,EHEAT,4,310,FALSE,(VOLT IN (9)),4 kW electric heat',
      'FHC,PIPE,4,240,TRUE,,4-Pipe System',
      'FHC,FILTER,12,0,FALSE,,Too long',
      'FHC,NOSEG,1,0,FALSE,,Unknown segment',
      'FHC,CONN,R,0,FALSE,(COLOR IN (1)),Right',
    ].join('\n');
    const response = await uploadRows(app, admin, 'CodeStringValues', text);
    expect(response.statusCode).toBe(400);
    expect(response.json().RowErrors).toEqual([
      { Row: 2, Message: 'AvailabilityRule: Unknown operator.' },
      { Row: 3, Message: 'AvailabilityRule: 9 is not a code of VOLT.' },
      { Row: 4, Message: 'IsDefault: segment PIPE must have exactly one default value; it would have 2.' },
      { Row: 5, Message: 'Code: 12 must be 1 character(s) long, as segment FILTER is.' },
      {
        Row: 6,
        Message: 'Segment NOSEG is not a segment of class FHC; add it at productcodestringsegments first.',
      },
      { Row: 7, Message: 'AvailabilityRule: COLOR is not a segment of this model class.' },
    ]);
  });

  it('refuses a default that its own rules make unavailable', async () => {
    const header = 'ModelClass,Segment,Code,ListPriceAdder,IsDefault,AvailabilityRule,Description';
    const text = [header, 'FHC,HROW,0,0,TRUE,(PIPE IN (4)),No heating coil'].join('\n');
    const response = await uploadRows(app, admin, 'CodeStringValues', text);
    expect(response.statusCode).toBe(400);
    expect(response.json().RowErrors[0].Message).toMatch(
      /^IsDefault: default HROW 0 is not available with the other defaults \(needs PIPE in \(4\)/,
    );
  });

  it('keeps a coil upload all-or-nothing: a valid edit is not applied beside an impossible rating', async () => {
    const rows = await downloadRows(app, admin, 'CoilProfiles');
    const header = rows[0] as SheetRows[number];
    const column = (name: string) => header.indexOf(name);
    const good = rowOf(rows, 'FHC-08', 'Cooling', 3);
    const bad = rowOf(rows, 'FHC-10', 'Cooling', 4);
    const before = rows[good]?.[column('FinsPerInch')];
    (rows[good] as SheetRows[number])[column('FinsPerInch')] = 14;
    (rows[bad] as SheetRows[number])[column('RatedSensibleMbh')] = 99;
    (rows[bad] as SheetRows[number])[column('MaxCfm')] = 100;
    const response = await uploadRows(app, admin, 'CoilProfiles', rows);
    expect(response.statusCode).toBe(400);
    expect(response.json().RowErrors).toEqual([
      {
        Row: bad + 1,
        Message:
          'RatedSensibleMbh: must not be above RatedTotalMbh; RatedCfm: must lie between MinCfm and MaxCfm',
      },
    ]);
    expect((await downloadRows(app, admin, 'CoilProfiles'))[good]?.[column('FinsPerInch')]).toBe(before);
  });

  it('refuses a heat pump rating an engineer could not sign, and a rating on a model that is no heat pump', async () => {
    const rows = await downloadRows(app, admin, 'HeatPumpRatings');
    const header = rows[0] as SheetRows[number];
    const column = (name: string) => header.indexOf(name);
    const edit = (model: string, name: string, value: number | string) => {
      (rows[rowOf(rows, model)] as SheetRows[number])[column(name)] = value;
    };
    const good = rowOf(rows, 'WSV-036');
    const eerBefore = rows[good]?.[column('RatedEer')];
    edit('WSV-036', 'RatedEer', 16.1);
    // Off the rating point: 0.9 at 86 °F EWT, where the catalog's figure must come back.
    edit('WSH-012', 'CoolingCapacityEwtA', 0.9);
    // A slip of the decimal point: 0.42 per °F instead of 0.0042 runs the factor far below zero at 110 °F.
    edit('WSH-015', 'CoolingCapacityEwtB', -0.42);
    // A cooling range that leaves out the 86 °F rating.
    edit('WSH-036', 'MaxCoolingEwtF', 80);
    const fanCoil = ['FHC-04', ...(rows[rowOf(rows, 'WSH-048')] as SheetRows[number]).slice(1)];
    const response = await uploadRows(app, admin, 'HeatPumpRatings', [...rows, fanCoil]);
    expect(response.statusCode).toBe(400);
    expect(response.json().RowErrors).toEqual([
      {
        Row: rowOf(rows, 'WSH-012') + 1,
        Message:
          'CoolingCapacityEwt: the curve gives 0.9 at the rating point (x = 0); it must give 1 within 2 %; CoolingCapacity: the four CoolingCapacity curves together give 0.9 at the rating point; they must give 1 within 2 %',
      },
      {
        Row: rowOf(rows, 'WSH-015') + 1,
        Message:
          'CoolingCapacityEwt: the curve falls to -9.086 at x = 24 °F from rating, inside the rated range; it must stay at 0.2 or above; CoolingCapacityEwt: the curve rises to 18.203 at x = -41 °F from rating, inside the rated range; it must stay at 3 or below',
      },
      {
        Row: rowOf(rows, 'WSH-036') + 1,
        Message: 'MinCoolingEwtF: MinCoolingEwtF to MaxCoolingEwtF must include the 86 °F rating',
      },
      { Row: rows.length + 1, Message: 'Model FHC-04 is not a water source heat pump.' },
    ]);
    expect((await downloadRows(app, admin, 'HeatPumpRatings'))[good]?.[column('RatedEer')]).toBe(eerBefore);
  });

  it('answers 400 for malformed content', async () => {
    const object = await app.inject({
      method: 'POST',
      url: '/api/ExcelUploader/Upload/ProductPrices/false',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ file: 'x' }),
    });
    expect(object.statusCode).toBe(400);
    expect(object.json().message).toBe('Send the file contents as a JSON string');
    const empty = await uploadRows(app, admin, 'ProductPrices', '');
    expect(empty.json().message).toBe('The file is empty.');
    const header = await uploadRows(app, admin, 'ProductPrices', 'Name,Price\nFHC-02,1');
    expect(header.statusCode).toBe(400);
    expect(header.json().RowErrors).toEqual([
      { Row: 1, Message: 'The first line must be the header ModelName,BaseListPrice.' },
    ]);
    const noRows = await uploadRows(app, admin, 'ProductPrices', 'ModelName,BaseListPrice\r\n');
    expect(noRows.json().RowErrors[0].Message).toBe('The file has no rows after its header.');
    const extraCells = await uploadRows(
      app,
      admin,
      'ProductPrices',
      'ModelName,BaseListPrice\nFHC-02,1,450.00',
    );
    expect(extraCells.json().RowErrors[0].Message).toMatch(/^The row has 3 cells; the sheet has 2 columns/);
    const type = await uploadRows(app, admin, 'Nonsense', 'a');
    expect(type.statusCode).toBe(400);
    expect(type.json().message).toMatch(/^The type must be one of ProductModels/);
    const flag = await app.inject({
      method: 'POST',
      url: '/api/ExcelUploader/Upload/ProductPrices/maybe',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: JSON.stringify('ModelName,BaseListPrice'),
    });
    expect(flag.json().message).toBe('isFromEselect must be true or false');
    expect((await request(app, admin, 'GET', '/ExcelUploader/Download/Nonsense')).statusCode).toBe(400);
  });

  it('keeps price sheets from a reader who may not see prices, even with admin.products', async () => {
    const engineerAdmin = testActor({
      userId: 1,
      impersonatorUserId: null,
      isInternal: true,
      canSeePrices: false,
    });
    await expect(downloadSheet(app.deps, engineerAdmin, 'ProductPrices')).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(
      uploadSheet(app.deps, engineerAdmin, 'CodeStringValues', 'x', { isFromEselect: false }),
    ).rejects.toMatchObject({ statusCode: 403 });
    await expect(downloadSheet(app.deps, engineerAdmin, 'FanCurves')).resolves.toMatchObject({
      fileName: 'FanCurves.xlsx',
    });
  });

  it('needs admin.products: others get 403, no token 401', async () => {
    expect((await request(app, pricing, 'GET', '/ExcelUploader/Download/ProductPrices')).statusCode).toBe(
      403,
    );
    expect(
      (await uploadRows(app, pricing, 'ProductPrices', 'ModelName,BaseListPrice\nFHC-02,1')).statusCode,
    ).toBe(403);
    expect(
      (await uploadRows(app, null, 'ProductPrices', 'ModelName,BaseListPrice\nFHC-02,1')).statusCode,
    ).toBe(401);
  });
});
