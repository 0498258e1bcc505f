import type { ReportFilters, ReportKind } from '@airquote/shared/contracts/report/report-schemas';
import { escapeSpreadsheetText } from '@airquote/shared/rules/csv-upload';
import type { Database } from '../../db/client.ts';
import type { BinaryResult } from '../../plugins/contract-route.ts';
import type { Actor } from '../auth/actor.ts';
import {
  pipelineByBrand,
  pipelineByRegion,
  pipelineByRep,
  pipelineByStatus,
  reviewTurnaround,
  valueByMonth,
  weightedForecast,
} from './report.service.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Column = { header: string; width: number; money?: boolean; numeric?: boolean };
type Table = { title: string; columns: Column[]; rows: (string | number | null)[][] };

/** A money column exists only for readers who may see prices (spec section 6). */
const withMoney = (viewer: Actor, columns: Column[]) =>
  columns.filter((column) => !column.money || viewer.canSeePrices);

async function pipelineTable(
  db: Database,
  viewer: Actor,
  filters: ReportFilters,
  read: typeof pipelineByStatus,
  title: string,
  groupHeader: string,
): Promise<Table> {
  const report = await read(db, viewer, filters);
  const columns = withMoney(viewer, [
    { header: groupHeader, width: 28 },
    { header: 'Quotes', width: 10, numeric: true },
    { header: 'Value', width: 16, money: true },
    { header: 'Without total', width: 14, numeric: true },
  ]);
  const rows = report.Rows.map((row) =>
    viewer.canSeePrices
      ? [row.Name, row.QuoteCount, row.Value, row.UnpricedCount]
      : [row.Name, row.QuoteCount, row.UnpricedCount],
  );
  return { title, columns, rows };
}

async function tableOf(
  db: Database,
  viewer: Actor,
  kind: ReportKind,
  filters: ReportFilters,
): Promise<Table> {
  switch (kind) {
    case 'PipelineByStatus':
      return pipelineTable(db, viewer, filters, pipelineByStatus, 'Pipeline by status', 'Status');
    case 'PipelineByBrand':
      return pipelineTable(db, viewer, filters, pipelineByBrand, 'Pipeline by brand', 'Brand');
    case 'PipelineByRegion':
      return pipelineTable(db, viewer, filters, pipelineByRegion, 'Pipeline by region', 'Region');
    case 'PipelineByRep':
      return pipelineTable(db, viewer, filters, pipelineByRep, 'Pipeline by rep', 'Rep');
    case 'ValueByMonth': {
      const report = await valueByMonth(db, viewer, filters);
      return {
        title: 'Quoted and ordered by month',
        columns: withMoney(viewer, [
          { header: 'Month', width: 10 },
          { header: 'Quotes', width: 10, numeric: true },
          { header: 'Quoted value', width: 16, money: true },
          { header: 'Orders', width: 10, numeric: true },
          { header: 'Ordered value', width: 16, money: true },
        ]),
        rows: report.Rows.map((row) =>
          viewer.canSeePrices
            ? [row.Month, row.QuotedCount, row.QuotedValue, row.OrderedCount, row.OrderedValue]
            : [row.Month, row.QuotedCount, row.OrderedCount],
        ),
      };
    }
    case 'WeightedForecast': {
      const report = await weightedForecast(db, viewer, filters);
      return {
        title: 'Weighted forecast',
        columns: withMoney(viewer, [
          { header: 'Expected close', width: 14 },
          { header: 'Quotes', width: 10, numeric: true },
          { header: 'Value', width: 16, money: true },
          { header: 'Weighted value', width: 16, money: true },
        ]),
        rows: report.Rows.map((row) =>
          viewer.canSeePrices
            ? [row.Month, row.QuoteCount, row.Value, row.WeightedValue]
            : [row.Month, row.QuoteCount],
        ),
      };
    }
    case 'ReviewTurnaround': {
      const report = await reviewTurnaround(db, viewer, filters);
      return {
        title: 'Review turnaround',
        columns: [
          { header: 'Review', width: 14 },
          { header: 'Decided', width: 10, numeric: true },
          { header: 'Pending', width: 10, numeric: true },
          // The screen's words (formatDuration: "25 min" under an hour, "1.5 h" from an hour on), not
          // bare hours that read "0.2" for twelve minutes (issue 15 item 4 leftover).
          { header: 'Average', width: 12 },
          { header: 'Median', width: 12 },
          { header: 'Longest', width: 12 },
        ],
        rows: report.Rows.map((row) => [
          row.Review,
          row.DecidedCount,
          row.PendingCount,
          row.Average ?? '',
          row.Median ?? '',
          row.Longest ?? '',
        ]),
      };
    }
  }
}

/**
 * One report table as an .xlsx: the rows the endpoint answers, money and hours as numbers (money
 * two places, from its exact decimal string), text that could run as a formula escaped.
 */
export async function exportReportTable(
  db: Database,
  viewer: Actor,
  kind: ReportKind,
  filters: ReportFilters,
): Promise<BinaryResult> {
  const table = await tableOf(db, viewer, kind, filters);
  // Loaded on first use: exceljs is large and only report exports need it here.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'AirQuote';
  const worksheet = workbook.addWorksheet(table.title, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = table.columns.map((column) => ({
    header: column.header,
    key: column.header,
    width: column.width,
    ...(column.money ? { style: { numFmt: '#,##0.00' } } : {}),
  }));
  worksheet.getRow(1).font = { bold: true };
  for (const row of table.rows)
    worksheet.addRow(
      row.map((cell, index) => {
        const column = table.columns[index];
        if (cell === null) return null;
        if ((column?.money || column?.numeric) && typeof cell === 'string') return Number(cell);
        return typeof cell === 'string' ? escapeSpreadsheetText(cell) : cell;
      }),
    );
  const buffer = await workbook.xlsx.writeBuffer();
  return {
    contentType: XLSX_TYPE,
    body: Buffer.from(buffer as ArrayBuffer),
    fileName: `${kind}.xlsx`,
    disposition: 'attachment',
    cacheControl: 'no-store',
  };
}
