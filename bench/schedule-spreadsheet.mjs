// Issue 6 figure: a schedule of 5,000 line items by spreadsheet, export < 2 s and import < 5 s, through
// the built server on its embedded database (PGlite, a fresh data directory) as the web client calls
// it. Standalone: node bench/schedule-spreadsheet.mjs [--runs 3]. The schedule is filled by the import
// itself (5,000 new rows), then exported, every row's quantity edited and imported again (5,000
// updates at their row versions); each step is timed from request to answer, the median of the runs.
import ExcelJS from 'exceljs';
import {
  apiJson as api,
  argValue,
  createProject,
  isMain,
  loginToken,
  requireServerBuild,
  withDatabase,
  withServer,
} from './lib.mjs';

export const spreadsheetTargets = { lineItems: 5000, exportMs: 2000, importMs: 5000 };

const editable = ['LineItemId', 'RowVersion', 'Tag', 'Quantity', 'Model', 'Active'];
const models = ['FHC-03', 'FHC-06', 'FHC-08', 'FVC-06', 'BCH-12', 'WSH-024'];

async function timed(fn) {
  const start = performance.now();
  const value = await fn();
  return { ms: Math.round(performance.now() - start), value };
}

async function exportSheet(baseUrl, token, scheduleId) {
  const response = await fetch(`${baseUrl}/api/ProjectSchedule/${scheduleId}/spreadsheet`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(60_000),
  });
  if (response.status !== 200) throw new Error(`export: HTTP ${response.status} ${await response.text()}`);
  return Buffer.from(await response.arrayBuffer());
}

async function importSheet(baseUrl, token, scheduleId, data) {
  const form = new FormData();
  form.append('file', new Blob([data]), 'schedule.xlsx');
  const response = await fetch(`${baseUrl}/api/ProjectSchedule/${scheduleId}/spreadsheet`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(120_000),
  });
  const body = await response.json();
  if (response.status !== 200)
    throw new Error(`import: HTTP ${response.status} ${JSON.stringify(body).slice(0, 400)}`);
  return body;
}

async function workbookOf(headers, rows) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Line items');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The exported sheet with every quantity changed: what a person editing a whole schedule uploads. */
async function editedQuantities(exported) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(exported);
  const sheet = workbook.worksheets[0];
  const quantity = sheet.getRow(1).values.indexOf('Quantity');
  let rows = 0;
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    row.getCell(quantity).value = (Number(row.getCell(quantity).value) % 9) + 1;
    rows++;
  });
  return { data: Buffer.from(await workbook.xlsx.writeBuffer()), rows };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function benchScheduleSpreadsheet({ runs = 3 } = {}) {
  return withDatabase('pglite', null, (database) =>
    withServer(database, { portFrom: 3960 }, async (server) => {
      try {
        const token = await loginToken(server.baseUrl);
        const { Projects } = await api(server.baseUrl, token, 'POST', '/Project/search', {});
        const demo = Projects[0];
        const n = spreadsheetTargets.lineItems;
        const newRows = Array.from({ length: n }, (_, index) => [
          null,
          null,
          null,
          1 + (index % 12),
          models[index % models.length],
          true,
        ]);
        const newSheet = await workbookOf(editable, newRows);
        const exports = [];
        const adds = [];
        const updates = [];
        let bytes = 0;
        for (let run = 0; run < runs; run++) {
          const project = await createProject(
            server.baseUrl,
            token,
            demo,
            `Spreadsheet benchmark ${run + 1}`,
          );
          const { ProjectScheduleId: scheduleId } = await api(
            server.baseUrl,
            token,
            'POST',
            '/ProjectSchedule',
            {
              ProjectId: project.ProjectId,
              Name: 'All floors',
            },
          );
          const added = await timed(() => importSheet(server.baseUrl, token, scheduleId, newSheet));
          if (added.value.Added !== n) throw new Error(`import added ${added.value.Added}, not ${n}`);
          const exported = await timed(() => exportSheet(server.baseUrl, token, scheduleId));
          bytes = exported.value.length;
          const edited = await editedQuantities(exported.value);
          if (edited.rows !== n) throw new Error(`the export has ${edited.rows} rows, not ${n}`);
          const updated = await timed(() => importSheet(server.baseUrl, token, scheduleId, edited.data));
          if (updated.value.Updated !== n)
            throw new Error(`import updated ${updated.value.Updated}, not ${n}`);
          adds.push(added.ms);
          exports.push(exported.ms);
          updates.push(updated.ms);
          console.log(
            `  run ${run + 1}: import ${n} new ${added.ms} ms, export ${exported.ms} ms, import ${n} edited ${updated.ms} ms`,
          );
        }
        const exportMs = median(exports);
        const importMs = Math.max(median(adds), median(updates));
        return {
          lineItems: n,
          xlsxBytes: bytes,
          exportMs: exports,
          importNewMs: adds,
          importEditedMs: updates,
          pass: exportMs < spreadsheetTargets.exportMs && importMs < spreadsheetTargets.importMs,
          medianExportMs: exportMs,
          medianImportMs: importMs,
        };
      } catch (error) {
        // The server's last words say what went wrong on its side.
        throw new Error(`${error instanceof Error ? error.message : error}\n${server.output().slice(-2000)}`);
      }
    }),
  );
}

export function describeScheduleSpreadsheet(result) {
  return [
    `${result.lineItems} line items (.xlsx of ${Math.round(result.xlsxBytes / 1024)} KiB), PGlite, through the API, median of ${result.exportMs.length} runs:`,
    `  export ${median(result.exportMs)} ms (target < ${spreadsheetTargets.exportMs} ms)`,
    `  import of ${result.lineItems} new rows ${median(result.importNewMs)} ms, of ${result.lineItems} edited rows ${median(result.importEditedMs)} ms (target < ${spreadsheetTargets.importMs} ms)`,
  ];
}

if (isMain(import.meta.url)) {
  requireServerBuild();
  const result = await benchScheduleSpreadsheet({ runs: Number(argValue('--runs', 3)) });
  for (const text of describeScheduleSpreadsheet(result)) console.log(text);
  console.log(`  targets export < 2 s, import < 5 s: ${result.pass ? 'PASS' : 'MISS'}`);
  process.exit(0);
}
