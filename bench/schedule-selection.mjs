// Issue 14 figure: 500 tags of an engineer's schedule selected on the server as a background job,
// through the built server on its embedded database (PGlite, fresh data directory): the time from
// the Select request to the job's Done (every tag selected), how often progress moved, then accepting
// all (500 line items written in one transaction), and meanwhile the p95 of another user's requests
// (the project list) so the job is seen not to stall them. Standalone: node bench/schedule-selection.mjs
import ExcelJS from 'exceljs';
import {
  apiJson as api,
  createProject,
  isMain,
  latencyPercentiles,
  loginToken,
  requireServerBuild,
  sleep,
  withDatabase,
  withServer,
} from './lib.mjs';

export const scheduleSelectionTargets = { tags: 500, selectMs: 5000 };

async function scheduleSheet(tags) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('FCU');
  sheet.addRow(['Tag', 'Qty', 'CFM', 'ESP', 'Total MBH', 'Sensible MBH', 'EAT DB', 'EAT WB', 'EWT', 'LWT']);
  for (let index = 1; index <= tags; index++) {
    const cooling = [8, 10, 12, 18, 22, 30][index % 6];
    sheet.addRow([
      `FCU-${index}`,
      1,
      cooling * 30,
      0.1,
      cooling,
      Math.round(cooling * 7) / 10,
      80,
      67,
      45,
      55,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function benchScheduleSelection() {
  return withDatabase('pglite', null, (database) =>
    withServer(database, { portFrom: 3980 }, async (server) => {
      try {
        const base = server.baseUrl;
        const rep = await loginToken(base);
        const engineer = await loginToken(base, 'engineer@northwind.test');
        const { Projects } = await api(base, rep, 'POST', '/Project/search', {});
        const project = await createProject(base, rep, Projects[0], 'Schedule selection benchmark');
        const { ProjectScheduleId: id } = await api(base, rep, 'POST', '/ProjectSchedule', {
          ProjectId: project.ProjectId,
          Name: 'All floors',
        });
        const classes = await api(base, rep, 'GET', '/ProductModelClass');
        const fhc = classes.find((row) => row.Name === 'FHC');
        const n = scheduleSelectionTargets.tags;
        const form = new FormData();
        form.append('file', new Blob([await scheduleSheet(n)]), 'schedule.xlsx');
        const readStarted = performance.now();
        const readResponse = await fetch(`${base}/api/ProjectSchedule/${id}/EngineerSchedule/Read`, {
          method: 'POST',
          headers: { authorization: `Bearer ${rep}` },
          body: form,
        });
        const read = await readResponse.json();
        if (readResponse.status !== 200) throw new Error(`read: ${JSON.stringify(read).slice(0, 300)}`);
        const sheet = { Headings: read.Headings, Rows: read.Rows };
        const preview = await api(base, rep, 'POST', `/ProjectSchedule/${id}/EngineerSchedule/Preview`, {
          Sheet: sheet,
          Mapping: read.Mapping,
        });
        const previewMs = Math.round(performance.now() - readStarted);
        if (preview.Problems.length > 0) throw new Error(`preview: ${JSON.stringify(preview.Problems[0])}`);

        // Another user meanwhile: the project list, one request after another.
        const latencies = [];
        let running = true;
        const other = (async () => {
          while (running) {
            const started = performance.now();
            await api(base, engineer, 'POST', '/Project/search', {});
            latencies.push(performance.now() - started);
            await sleep(20);
          }
        })();

        const started = performance.now();
        const job = await api(base, rep, 'POST', `/ProjectSchedule/${id}/EngineerSchedule/Select`, {
          Sheet: sheet,
          Mapping: read.Mapping,
          ProductModelClassId: fhc.ProductModelClassId,
        });
        let state = job;
        let lastDone = 0;
        let lastChange = performance.now();
        let longestWithoutProgressMs = 0;
        while (state.Status === 'Queued' || state.Status === 'Running') {
          await sleep(100);
          state = await api(base, rep, 'GET', `/ProjectSchedule/${id}/EngineerSchedule/Job`);
          const now = performance.now();
          if (state.Done !== lastDone) {
            longestWithoutProgressMs = Math.max(longestWithoutProgressMs, now - lastChange);
            lastDone = state.Done;
            lastChange = now;
          }
        }
        const selectMs = Math.round(performance.now() - started);
        running = false;
        await other;
        if (state.Status !== 'Done') throw new Error(`job ended ${state.Status}: ${state.Error}`);
        const tags = state.Results.filter((result) => result.Status === 'Selected').map(
          (result) => result.Tag,
        );
        const acceptStarted = performance.now();
        const accepted = await api(
          base,
          rep,
          'POST',
          `/ProjectSchedule/${id}/EngineerSchedule/Job/${state.JobId}/Accept`,
          { Tags: tags },
          { timeoutMs: 120_000 },
        );
        const acceptMs = Math.round(performance.now() - acceptStarted);
        return {
          tags: n,
          selected: tags.length,
          noFit: n - tags.length,
          readAndPreviewMs: previewMs,
          selectMs,
          longestWithoutProgressMs: Math.round(longestWithoutProgressMs),
          acceptMs,
          added: accepted.Added,
          otherUser: { requests: latencies.length, ...latencyPercentiles(latencies) },
          pass: selectMs + acceptMs < scheduleSelectionTargets.selectMs && longestWithoutProgressMs <= 1000,
        };
      } catch (error) {
        throw new Error(`${error instanceof Error ? error.message : error}\n${server.output().slice(-2000)}`);
      }
    }),
  );
}

if (isMain(import.meta.url)) {
  requireServerBuild();
  const result = await benchScheduleSelection();
  console.log(`${result.tags} tags of an engineer's schedule, PGlite, through the API:`);
  console.log(`  read + preview ${result.readAndPreviewMs} ms`);
  console.log(
    `  select every tag (job, polled every 100 ms) ${result.selectMs} ms: ${result.selected} selected, ${result.noFit} with no fit; longest wait for progress ${result.longestWithoutProgressMs} ms`,
  );
  console.log(`  accept all (${result.added} line items, one transaction) ${result.acceptMs} ms`);
  console.log(
    `  another user's project list meanwhile: ${result.otherUser.requests} requests, p50 ${result.otherUser.p50Ms} ms, p95 ${result.otherUser.p95Ms} ms`,
  );
  console.log(
    `  target select + write < 5 s, progress at least once a second: ${result.pass ? 'PASS' : 'MISS'}`,
  );
  process.exit(0);
}
