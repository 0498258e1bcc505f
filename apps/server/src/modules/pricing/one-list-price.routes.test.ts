import type { ItemConfigurationInputs } from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import type { LineItem } from '@airquote/shared/contracts/line-item/line-item-schemas';
import { READ_ONLY_SUFFIX } from '@airquote/shared/contracts/project-schedule/schedule-spreadsheet-schemas';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { companies } from '../../db/schema/companies.ts';
import {
  choose,
  newLineItem,
  otherCode,
  saveBody,
  saveItemConfiguration,
} from '../../test/item-configuration-fixtures.ts';
import { readPdfText } from '../../test/pdf-inspect.ts';
import { addersOf, cents } from '../../test/pricing-fixtures.ts';
import { callApi, signInDemoAccounts } from '../../test/project-fixtures.ts';
import { createQuote, getQuote } from '../../test/quote-fixtures.ts';
import { bearer, createTestApp } from '../../test/test-app.ts';
import { catalogChanged } from '../catalog/catalog-version.ts';
import { formatMoney } from '../document/quote-pdf.ts';

// Issue #15 item 2: the grid showed the model's base price while the configuration and the quote
// showed base + adders. Every screen and file that shows a configured unit's list price must show
// the one figure of docs/domain.md section 5.1.
let app: App;
let rep: string;
let projectId: number;
let scheduleId: number;
let lineItemId: number;
/** Base + adders of the options saved below, computed here from the configuration screen's lists. */
let expectedListCents: number;

type Grid = { Columns: Array<{ Field: string; Header: string }>; Rows: LineItem[] };
const readGrid = async (): Promise<Grid> => {
  const response = await callApi(
    app,
    rep,
    'GET',
    `/ProjectScheduleLineItem/GetGridColumnsByProjectScheduleId/${scheduleId}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
/** The grid's List Price column of the line item, read as the screen reads it: through its column. */
const gridListPrice = (grid: Grid): unknown => {
  const column = grid.Columns.find((item) => item.Header === 'List Price');
  const row = grid.Rows.find((item) => item.ProjectScheduleLineItemId === lineItemId);
  return column && row ? (row as Record<string, unknown>)[column.Field] : undefined;
};

beforeAll(async () => {
  app = await createTestApp();
  ({ rep } = await signInDemoAccounts(app, ['rep']));
  const [northwind] = await app.deps.db.select().from(companies).where(eq(companies.name, 'Northwind Reps'));
  projectId = (
    await callApi(app, rep, 'POST', '/Project', {
      Name: 'One list price',
      ExpectedCloseDate: '2027-03-01',
      CompanyId: northwind?.companyId,
      BrandId: 1,
    })
  ).json().ProjectId;
  scheduleId = (
    await callApi(app, rep, 'POST', '/ProjectSchedule', { ProjectId: projectId, Name: 'Level 5' })
  ).json().ProjectScheduleId;
  // FHC-02 ($1,450 base) configured as a 4-pipe unit with heating rows: options that add to the price.
  const item = await newLineItem(app, rep, 'FHC-02', scheduleId);
  const inputs: ItemConfigurationInputs = item.inputs;
  const values = choose(inputs, { PIPE: '4', HROW: otherCode(inputs, 'HROW', '0') });
  const saved = await saveItemConfiguration(
    app,
    rep,
    saveBody(item, { ItemQty: 2, ProductModelValues: values }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  lineItemId = item.lineItem.ProjectScheduleLineItemId;
  expectedListCents = 145_000 + addersOf(inputs, values);
});
afterAll(async () => app.close());

async function spreadsheetListPrice(): Promise<unknown> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/ProjectSchedule/${scheduleId}/spreadsheet`,
    headers: bearer(rep),
  });
  expect(response.statusCode, response.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  const headers = (sheet.getRow(1).values as unknown[]).map(String);
  const idColumn = headers.indexOf('LineItemId');
  const listColumn = headers.indexOf(`List Price${READ_ONLY_SUFFIX}`);
  let price: unknown;
  sheet.eachRow((row) => {
    if ((row.values as unknown[])[idColumn] === lineItemId) price = (row.values as unknown[])[listColumn];
  });
  return price;
}

describe('one list price: grid = spreadsheet = configuration = quote = quote PDF', () => {
  it('shows base + adders of the configured options everywhere', async () => {
    expect(expectedListCents).toBeGreaterThan(145_000);
    const expected = (expectedListCents / 100).toFixed(2);

    const grid = await readGrid();
    expect(gridListPrice(grid)).toBe(expected);
    const row = grid.Rows.find((item) => item.ProjectScheduleLineItemId === lineItemId);
    expect(row?.BaseListPrice).toBe('1450.00');

    expect(await spreadsheetListPrice()).toBe(expectedListCents / 100);

    const configuration = await callApi(app, rep, 'POST', '/pricing/getpricinginputs', {
      ProductModelName: 'FHC-02',
      ProjectScheduleLineItemId: lineItemId,
    });
    expect(configuration.statusCode, configuration.body).toBe(200);
    expect(configuration.json().ProjectScheduleLineItemPricing.UnitListPrice).toBe(expected);
    const screen = await callApi(app, rep, 'POST', '/projectschedulelineitem/getitemconfigurationinputs', {
      ProjectScheduleLineItemId: lineItemId,
    });
    expect(screen.json().ProjectScheduleLineItemPricing.UnitListPrice).toBe(expected);

    const created = await createQuote(app, rep, { ProjectId: projectId, ProjectScheduleIds: [scheduleId] });
    const quote = await getQuote(app, rep, created.ProjectQuoteId);
    const line = quote.LineItems.find((item) => item.ProjectScheduleLineItemId === lineItemId);
    expect(line?.Pricing?.UnitListPrice).toBe(expected);
    expect(cents(line?.Pricing?.ExtendedListPrice)).toBe(2 * expectedListCents);

    const pdf = await callApi(app, rep, 'POST', '/ProjectQuote/GenerateQuotePdfs', {
      ProjectQuoteId: quote.ProjectQuoteId,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = (await readPdfText(pdf.rawPayload)).text;
    expect(text).toContain('List unit');
    expect(text).toContain(formatMoney(expected));
    expect(text).not.toContain(formatMoney('1450'));
  });

  it('moves the grid’s price at once when an option’s adder or the options change (the cached grid is rebuilt)', async () => {
    const before = cents(String(gridListPrice(await readGrid())));
    // Straight in the database, then told as the catalog writes and uploads of this process tell it
    // (another instance's write shows within the catalog cache's second).
    await app.deps.db.execute(
      sql`update code_string_value set list_price_adder_cents = list_price_adder_cents + 10000
        where list_price_adder_cents > 0 and code_string_value_id in (
          select (value->>'CodeStringValueId')::int
          from project_schedule_line_item, jsonb_array_elements(product_model_values) value
          where project_schedule_line_item_id = ${lineItemId})`,
    );
    catalogChanged();
    const raised = cents(String(gridListPrice(await readGrid()))) ?? 0;
    expect(raised).toBeGreaterThan(before ?? 0);
    expect((raised - (before ?? 0)) % 10_000).toBe(0);

    const detail = (await callApi(app, rep, 'GET', `/ProjectScheduleLineItem/${lineItemId}`)).json();
    const inputs: ItemConfigurationInputs = (
      await callApi(app, rep, 'POST', '/projectschedulelineitem/getitemconfigurationinputs', {
        ProjectScheduleLineItemId: lineItemId,
      })
    ).json();
    const twoPipe = choose(inputs, { PIPE: '2', HROW: '0' });
    const saved = await saveItemConfiguration(app, rep, {
      ...saveBody({ lineItem: detail, inputs, header: headerOf(detail) }, { ProductModelValues: twoPipe }),
      ItemQty: detail.ItemQty,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const plain = cents(String(gridListPrice(await readGrid())));
    expect(plain).toBe(145_000 + addersOf(inputs, twoPipe));
    expect(plain).toBeLessThan(raised);
  });
});

function headerOf(detail: LineItem) {
  return {
    ProductTypeId: detail.ProductTypeId,
    ProductTypeCategoryId: detail.ProductTypeCategoryId,
    ProductModelClassId: detail.ProductModelClassId,
    ProductModelId: detail.ProductModelId,
  };
}
