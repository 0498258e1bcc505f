import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiAs, signIn } from './support/app.ts';

/** "1234.56" → 123456n, exactly. */
const cents = (text: string) => {
  const [whole, fraction = '00'] = text.split('.');
  return BigInt(whole ?? '0') * 100n + BigInt(fraction.padEnd(2, '0'));
};
const money = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

/**
 * A day range around now (UTC) that holds the quotes this test makes, whatever the hour, and brand 2
 * (Contoso's): the other specs make their quotes on Northwind's brand 1 at the same time.
 */
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const range = { DateFrom: dayOffset(-1), DateTo: dayOffset(1), BrandId: 2 };

type PipelineRow = { Name: string; QuoteCount: number; Value: string | null };
type Pipeline = { Rows: PipelineRow[]; TotalQuoteCount: number; TotalValue: string | null };

const openRow = (report: Pipeline) =>
  report.Rows.find((row) => row.Name === 'Open') ?? { Name: 'Open', QuoteCount: 0, Value: '0.00' };

/** The exact values of one row of a report table (data-value of each cell, by column header). */
async function tableRow(page: Page, report: string, row: string) {
  const cells = page.locator(`section[data-report="${report}"] tr[data-row="${row}"] td`);
  await expect(cells.first()).toBeVisible();
  const values: Record<string, string> = {};
  for (const cell of await cells.all())
    values[(await cell.getAttribute('data-column')) ?? ''] = (await cell.getAttribute('data-value')) ?? '';
  return values;
}

test.describe('reports', () => {
  test('the pricing director sees charts whose numbers match the quotes made through the API, and exports a table', async ({
    page,
    request,
  }) => {
    test.slow();
    const rep = await apiAs(request, 'rep@contoso.test');
    const pricing = await apiAs(request, 'pricing@airquote.test');
    const before: Pipeline = await pricing('POST', '/Report/PipelineByStatus', range);

    // Two open quotes of Westbrook (Contoso, brand 2) with known totals (one with freight).
    const { Projects } = await rep('POST', '/Project/search', { SearchText: 'Westbrook' });
    const project = Projects.find((candidate: { Name: string }) => candidate.Name.startsWith('Westbrook'));
    expect(project.BrandId).toBe(2);
    const scheduleIds = project.ProjectSchedules.map(
      (schedule: { ProjectScheduleId: number }) => schedule.ProjectScheduleId,
    );
    const first = await rep('POST', '/projectquote', {
      ProjectId: project.ProjectId,
      ProjectScheduleIds: [scheduleIds[0]],
    });
    const second = await rep('POST', '/projectquote', {
      ProjectId: project.ProjectId,
      ProjectScheduleIds: scheduleIds,
    });
    await rep('POST', '/ProjectQuoteNetAdds', {
      ProjectQuoteId: second.ProjectQuoteId,
      NetAddType: 'Freight',
      Amount: '987.65',
    });
    const totals = await Promise.all(
      [first, second].map(
        async (quote) => (await rep('GET', `/projectquote/${quote.ProjectQuoteId}`)).Totals.Total as string,
      ),
    );
    const made = totals.reduce((sum, total) => sum + cents(total), 0n);

    const after: Pipeline = await pricing('POST', '/Report/PipelineByStatus', range);
    expect(openRow(after).QuoteCount).toBe(openRow(before).QuoteCount + 2);
    expect(openRow(after).Value).toBe(money(cents(openRow(before).Value ?? '0') + made));

    await signIn(page, 'pricing@airquote.test');
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.goto(`/topmenu/reports?from=${range.DateFrom}&to=${range.DateTo}&brand=${range.BrandId}`);
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await expect(page.getByLabel('From')).toHaveValue(range.DateFrom);

    // The table beside the chart holds the API's numbers, to the cent.
    const open = await tableRow(page, 'PipelineByStatus', 'Open');
    expect(open).toMatchObject({ Quotes: String(openRow(after).QuoteCount), Value: openRow(after).Value });
    const total = await tableRow(page, 'PipelineByStatus', 'Total');
    expect(total).toMatchObject({ Quotes: String(after.TotalQuoteCount), Value: after.TotalValue });
    // The chart draws one bar per status row.
    const statusChart = page.locator('section[data-report="PipelineByStatus"] [data-testid="report-chart"]');
    await expect(statusChart.locator('.recharts-bar-rectangle')).toHaveCount(after.Rows.length);
    for (const kind of [
      'PipelineByBrand',
      'PipelineByRegion',
      'PipelineByRep',
      'ValueByMonth',
      'WeightedForecast',
    ])
      await expect(
        page.locator(`section[data-report="${kind}"] [data-testid="report-chart"] svg`).first(),
      ).toBeVisible();

    const byMonth = await pricing('POST', '/Report/ValueByMonth', range);
    for (const row of byMonth.Rows as { Month: string; QuotedCount: number; QuotedValue: string }[])
      expect(await tableRow(page, 'ValueByMonth', row.Month)).toMatchObject({
        Quotes: String(row.QuotedCount),
        'Quoted value': row.QuotedValue,
      });

    await page.screenshot({ path: '/tmp/reports-page.png', fullPage: true });

    // The export of the status table holds the same numbers.
    const downloading = page.waitForEvent('download');
    await page
      .locator('section[data-report="PipelineByStatus"]')
      .getByRole('button', { name: 'Export .xlsx' })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('PipelineByStatus.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Status', 'Quotes', 'Value', 'Without total']);
    const openInFile = rows.find((row) => row[0] === 'Open');
    expect(openInFile?.[1]).toBe(openRow(after).QuoteCount);
    expect(Number(openInFile?.[2]).toFixed(2)).toBe(openRow(after).Value);
  });

  test('application engineering sees counts and no money; the filters stay in the address', async ({
    page,
  }) => {
    await signIn(page, 'engineering@airquote.test');
    await page.goto('/topmenu/reports');
    await page.getByLabel('From').fill(range.DateFrom);
    await expect(page).toHaveURL(new RegExp(`from=${range.DateFrom}`));
    const section = page.locator('section[data-report="PipelineByStatus"]');
    await expect(section.getByRole('columnheader', { name: 'Quotes' })).toBeVisible();
    await expect(section.getByRole('columnheader', { name: 'Value' })).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText('$');
    // The region filter is every report reader's: choosing one keeps it in the address.
    await page.getByRole('combobox', { name: 'Region' }).click();
    await page.getByRole('option', { name: 'Midwest' }).click();
    await expect(page).toHaveURL(/region=\d+/);
  });

  test('an Engineer gets the no-access page, no report call and no Reports entry, and stays signed in', async ({
    page,
  }) => {
    await signIn(page, 'engineer@northwind.test');
    const reportCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/Report\//i.test(request.url())) reportCalls.push(request.url());
    });
    await page.goto('/topmenu/reports');
    const noAccess = page.getByTestId('no-access-page');
    await expect(noAccess).toBeVisible();
    await expect(noAccess).toContainText('Your account has no access to reports.');
    await expect(page.getByRole('link', { name: 'Reports' })).toHaveCount(0);
    await expect(page.getByTestId('signed-in-user')).toContainText('Ned Engel');
    expect(reportCalls).toEqual([]);
  });

  test('the charts of the seeded quotes show, bar by bar, the totals of those quotes', async ({
    page,
    request,
  }) => {
    // The seeded quotes were made days ago; the quotes other specs make today are outside the range.
    const seeded = { DateFrom: dayOffset(-60), DateTo: dayOffset(-2) };
    const pricing = await apiAs(request, 'pricing@airquote.test');
    // The reference: every current quote of the range, from the quotes list (another code path).
    const { Quotes } = await pricing('POST', '/ProjectQuote/search', {
      DateField: 'DateCreated',
      ...seeded,
      PageSize: 200,
    });
    const expected = new Map<string, { count: number; cents: bigint }>();
    for (const quote of Quotes as { BrandName: string; Total: string | null }[]) {
      const brand = expected.get(quote.BrandName) ?? { count: 0, cents: 0n };
      expected.set(quote.BrandName, {
        count: brand.count + 1,
        cents: brand.cents + cents(quote.Total ?? '0'),
      });
    }
    expect(Quotes.length).toBeGreaterThanOrEqual(3);
    expect(expected.size).toBe(2);

    const byBrand: Pipeline = await pricing('POST', '/Report/PipelineByBrand', seeded);
    expect(byBrand.Rows.map((row) => [row.Name, row.QuoteCount, row.Value]).sort()).toEqual(
      [...expected].map(([name, brand]) => [name, brand.count, money(brand.cents)]).sort(),
    );

    await signIn(page, 'pricing@airquote.test');
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.goto(`/topmenu/reports?from=${seeded.DateFrom}&to=${seeded.DateTo}`);
    const section = page.locator('section[data-report="PipelineByBrand"]');
    const bars = section.locator('[data-testid="report-chart"] .recharts-bar-rectangle');
    await expect(bars).toHaveCount(expected.size);
    // Each bar's tooltip names its brand and its value, as the table beside it does.
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const shown = new Map<string, string>();
    for (const bar of await bars.all()) {
      await bar.hover();
      const tooltip = section.locator('.recharts-tooltip-wrapper');
      await expect(tooltip).toContainText('$');
      const text = (await tooltip.textContent()) ?? '';
      const brand = [...expected.keys()].find((name) => text.includes(name));
      if (!brand) throw new Error(`the tooltip names no brand: ${text}`);
      shown.set(brand, text);
    }
    for (const [brand, { cents: value }] of expected) {
      expect(shown.get(brand)).toContain(usd.format(Number(money(value))));
      expect(await tableRow(page, 'PipelineByBrand', brand)).toMatchObject({ Value: money(value) });
    }
  });
});
