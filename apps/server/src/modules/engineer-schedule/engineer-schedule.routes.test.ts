import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import { companies } from '../../db/schema/companies.ts';
import { scheduleSelectionJobs } from '../../db/schema/engineer-schedules.ts';
import { projectScheduleLineItems } from '../../db/schema/projects.ts';
import { callApi, multipartPayload, signInDemoAccounts } from '../../test/project-fixtures.ts';
import { bearer, createTestApp } from '../../test/test-app.ts';
import { loadSelectionCatalog } from '../selection/selection-catalog.ts';
import {
  runningJobs,
  runSelectionJob,
  startJobTakeover,
  takeOverStalledJobs,
} from './selection-job-runner.ts';

let app: App;
let tokens: Record<'rep' | 'engineer' | 'contosoRep', string>;
let scheduleId: number;
let fanCoilClassId: number;

beforeAll(async () => {
  app = await createTestApp();
  tokens = await signInDemoAccounts(app, ['rep', 'engineer', 'contosoRep']);
  const [northwind] = await app.deps.db.select().from(companies).where(eq(companies.name, 'Northwind Reps'));
  const projectId = (
    await callApi(app, tokens.rep, 'POST', '/Project', {
      Name: 'Engineer schedule tests',
      ExpectedCloseDate: '2027-02-01',
      CompanyId: northwind?.companyId,
      BrandId: 1,
    })
  ).json().ProjectId;
  scheduleId = (
    await callApi(app, tokens.rep, 'POST', '/ProjectSchedule', { ProjectId: projectId, Name: 'Tower' })
  ).json().ProjectScheduleId;
  const catalog = await loadSelectionCatalog(app.deps.db);
  const fanCoils = [...catalog.classes.values()].find((c) => c.productTypeId === 1 && c.isOffered);
  fanCoilClassId = fanCoils?.productModelClassId as number;
});

afterAll(async () => {
  await Promise.all(runningJobs);
  await app.close();
});

/** A 60-tag schedule as engineers write them: mixed headings, airflow in l/s, temperatures in °C. */
async function sixtyTagSchedule(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('FCU schedule');
  sheet.addRow([
    'Unit Tag',
    'QTY',
    'Unit type',
    'Airflow (L/s)',
    'E.S.P. (in. w.g.)',
    'Total MBH',
    'Sensible MBH',
    'EAT DB (°C)',
    'EAT WB (°C)',
    'EWT (°F)',
    'LWT (°F)',
    'Voltage',
    'Motor',
  ]);
  for (let index = 1; index <= 60; index += 1) {
    const cooling = [8, 10, 12, 18, 22, 30][index % 6] as number;
    sheet.addRow([
      `FCU-${index}`,
      1 + (index % 2),
      'Fan coil',
      Math.round((cooling * 30) / 2.119),
      0.1,
      cooling,
      Math.round(cooling * 0.72 * 10) / 10,
      26.7,
      19.4,
      45,
      55,
      '115/1/60',
      'PSC',
    ]);
  }
  return Buffer.from((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

function upload(token: string, data: Buffer, fileName = 'schedule.xlsx', id = scheduleId) {
  const { payload, headers } = multipartPayload({}, { fileName, data });
  return app.inject({
    method: 'POST',
    url: `/api/ProjectSchedule/${id}/EngineerSchedule/Read`,
    headers: { ...bearer(token), ...headers },
    payload,
  });
}

/** A job as a server leaves it when it stops after `done` rows: Running, not moved for two minutes. */
async function leaveStalled(jobId: number, done: number) {
  const [stored] = await app.deps.db
    .select()
    .from(scheduleSelectionJobs)
    .where(eq(scheduleSelectionJobs.jobId, jobId));
  if (!stored) throw new Error(`no job ${jobId}`);
  await app.deps.db
    .update(scheduleSelectionJobs)
    .set({
      status: 'Running',
      done,
      result: (stored.result as unknown[]).slice(0, done),
      dateModified: new Date(Date.now() - 2 * 60_000),
    })
    .where(eq(scheduleSelectionJobs.jobId, jobId));
}

async function waitForJob(token = tokens.rep) {
  await Promise.all(runningJobs);
  return (await callApi(app, token, 'GET', `/ProjectSchedule/${scheduleId}/EngineerSchedule/Job`)).json();
}

describe("engineer's schedule import (issue #14)", () => {
  let read: {
    Headings: string[];
    Rows: unknown[];
    Mapping: { Columns: Record<string, { Heading: string; Units: string }> };
  };
  /** Every tag of the read schedule (or `Rows`) selected as fan coils: the started job's answer. */
  const startSelection = (Rows = read.Rows) =>
    callApi(app, tokens.rep, 'POST', `/ProjectSchedule/${scheduleId}/EngineerSchedule/Select`, {
      Sheet: { Headings: read.Headings, Rows },
      Mapping: read.Mapping,
      ProductModelClassId: fanCoilClassId,
    });

  it('reads a 60-tag schedule, recognising mixed headings and their units', async () => {
    const response = await upload(tokens.rep, await sixtyTagSchedule());
    expect(response.statusCode, response.body).toBe(200);
    read = response.json();
    expect(read.Rows).toHaveLength(60);
    expect(read.Mapping.Columns.Tag?.Heading).toBe('Unit Tag');
    expect(read.Mapping.Columns.Qty?.Heading).toBe('QTY');
    expect(read.Mapping.Columns.Cfm).toEqual({ Heading: 'Airflow (L/s)', Units: 'SI' });
    expect(read.Mapping.Columns.Esp).toEqual({ Heading: 'E.S.P. (in. w.g.)', Units: 'IP' });
    expect(read.Mapping.Columns.CoolingTotalMbh?.Heading).toBe('Total MBH');
    expect(read.Mapping.Columns.CoolingSensibleMbh?.Heading).toBe('Sensible MBH');
    expect(read.Mapping.Columns.EatDbF).toEqual({ Heading: 'EAT DB (°C)', Units: 'SI' });
    expect(read.Mapping.Columns.EatWbF).toEqual({ Heading: 'EAT WB (°C)', Units: 'SI' });
    expect(read.Mapping.Columns.EwtF?.Heading).toBe('EWT (°F)');
    expect(read.Mapping.Columns.Voltage?.Heading).toBe('Voltage');
    // Nothing written by reading.
    const items = await app.deps.db
      .select()
      .from(projectScheduleLineItems)
      .where(eq(projectScheduleLineItems.projectScheduleId, scheduleId));
    expect(items).toHaveLength(0);
  });

  it('previews the rows in I-P (SI converted on the way in), all tags added', async () => {
    const response = await callApi(
      app,
      tokens.rep,
      'POST',
      `/ProjectSchedule/${scheduleId}/EngineerSchedule/Preview`,
      {
        Sheet: { Headings: read.Headings, Rows: read.Rows },
        Mapping: read.Mapping,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json();
    expect(preview.Problems).toEqual([]);
    expect(preview.Rows).toHaveLength(60);
    expect(preview.Added).toHaveLength(60);
    const first = preview.Rows[0];
    expect(first.EatDbF).toBeCloseTo(80.1, 1);
    expect(first.EatWbF).toBeCloseTo(66.9, 1);
    expect(first.Requirements.Cfm).toBeGreaterThan(300);
  });

  it('reports every problem of every row of a bad schedule and writes nothing', async () => {
    const Sheet = {
      Headings: ['Tag', 'CFM', 'ESP', 'Total MBH', 'Sensible MBH', 'EAT DB', 'EAT WB'],
      Rows: [
        { Row: 2, Cells: ['A-1', 'lots', '0.1', '12', '14', '80', '90'] },
        { Row: 3, Cells: ['', '400', '9', '12', '8', '80', '67'] },
        { Row: 4, Cells: ['A-1', '400', '0.1', '12', '8', '80', '67'] },
      ],
    };
    const mapping = (
      await callApi(app, tokens.rep, 'POST', `/ProjectSchedule/${scheduleId}/EngineerSchedule/Preview`, {
        Sheet,
        Mapping: {
          Columns: {
            Tag: { Heading: 'Tag', Units: 'IP' },
            Cfm: { Heading: 'CFM', Units: 'IP' },
            Esp: { Heading: 'ESP', Units: 'IP' },
            CoolingTotalMbh: { Heading: 'Total MBH', Units: 'IP' },
            CoolingSensibleMbh: { Heading: 'Sensible MBH', Units: 'IP' },
            EatDbF: { Heading: 'EAT DB', Units: 'IP' },
            EatWbF: { Heading: 'EAT WB', Units: 'IP' },
          },
        },
      })
    ).json();
    const messages = (row: number) =>
      mapping.Problems.filter((p: { Row: number }) => p.Row === row).map(
        (p: { Message: string }) => p.Message,
      );
    expect(messages(2)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('"lots" is not a number'),
        expect.stringContaining('sensible cooling cannot be above'),
        'Entering air wet bulb cannot be above its dry bulb.',
      ]),
    );
    expect(messages(3)).toEqual(
      expect.arrayContaining(['Tag is required.', expect.stringContaining('ESP must be no more than')]),
    );
    expect(messages(4)).toEqual(['Tag A-1 is already on row 2.']);
    const select = await callApi(
      app,
      tokens.rep,
      'POST',
      `/ProjectSchedule/${scheduleId}/EngineerSchedule/Select`,
      {
        Sheet,
        Mapping:
          mapping.Rows.length === 0
            ? { Columns: { Tag: { Heading: 'Tag', Units: 'IP' }, Cfm: { Heading: 'CFM', Units: 'IP' } } }
            : {},
        ProductModelClassId: fanCoilClassId,
      },
    );
    expect(select.statusCode).toBe(400);
    expect(select.json().Problems.length).toBeGreaterThan(0);
    expect(await waitForJob()).toBeNull();
  });

  it('selects every tag as a job: smallest unit meeting each, rows with no fit and their reasons', async () => {
    const Rows = [...(read.Rows as Array<{ Row: number; Cells: string[] }>)];
    // One tag no fan coil can meet.
    Rows.push({
      Row: 62,
      Cells: [
        'FCU-BIG',
        '1',
        'Fan coil',
        '2000',
        '0.1',
        '900',
        '600',
        '26.7',
        '19.4',
        '45',
        '55',
        '115/1/60',
        'PSC',
      ],
    });
    const started = await startSelection(Rows);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().Total).toBe(61);
    const job = await waitForJob(tokens.engineer);
    expect(job.Status).toBe('Done');
    expect(job.Done).toBe(61);
    const big = job.Results.find((r: { Tag: string }) => r.Tag === 'FCU-BIG');
    expect(big.Status).toBe('NoFit');
    expect(big.Reason).toMatch(/misses|cannot be rated/);
    const selected = job.Results.filter((r: { Status: string }) => r.Status === 'Selected');
    expect(selected.length).toBeGreaterThan(0);
    for (const result of selected) {
      expect(result.Outcomes.every((o: { Meets: boolean }) => o.Meets)).toBe(true);
      expect(result.CodeString).toBeTruthy();
    }
  });

  it('accepting a tag with no fit refuses the whole accept (nothing written), accepting some creates them with requirements', async () => {
    const job = await waitForJob();
    const refused = await callApi(
      app,
      tokens.rep,
      'POST',
      `/ProjectSchedule/${scheduleId}/EngineerSchedule/Job/${job.JobId}/Accept`,
      { Tags: ['FCU-1', 'FCU-BIG'] },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('FCU-BIG');
    const none = await app.deps.db
      .select()
      .from(projectScheduleLineItems)
      .where(eq(projectScheduleLineItems.projectScheduleId, scheduleId));
    expect(none).toHaveLength(0);
    const accepted = await callApi(
      app,
      tokens.rep,
      'POST',
      `/ProjectSchedule/${scheduleId}/EngineerSchedule/Job/${job.JobId}/Accept`,
      { Tags: ['FCU-1', 'FCU-2', 'FCU-3'] },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ Added: 3, Updated: 0 });
    expect(
      accepted
        .json()
        .LineItems.map((item: { Tag: string }) => item.Tag)
        .sort(),
    ).toEqual(['FCU-1', 'FCU-2', 'FCU-3']);
    const items = await app.deps.db
      .select()
      .from(projectScheduleLineItems)
      .where(eq(projectScheduleLineItems.projectScheduleId, scheduleId));
    expect(items.map((item) => item.itemTag).sort()).toEqual(['FCU-1', 'FCU-2', 'FCU-3']);
    for (const item of items) {
      expect(item.requirements?.CoolingTotalMbh).toBeGreaterThan(0);
      expect(item.performance?.Kind).toBe('Coil');
      expect(item.codeString).not.toBe('');
    }
  });

  it('a revised schedule shows what changed by tag', async () => {
    const Rows = (read.Rows as Array<{ Row: number; Cells: string[] }>)
      .filter((row) => row.Cells[0] !== 'FCU-3')
      .map((row) =>
        row.Cells[0] === 'FCU-1'
          ? { ...row, Cells: row.Cells.map((cell, index) => (index === 5 ? '14' : cell)) }
          : row,
      );
    const preview = (
      await callApi(app, tokens.rep, 'POST', `/ProjectSchedule/${scheduleId}/EngineerSchedule/Preview`, {
        Sheet: { Headings: read.Headings, Rows },
        Mapping: read.Mapping,
      })
    ).json();
    expect(preview.Removed).toEqual(['FCU-3']);
    expect(preview.Changed).toEqual([
      { Tag: 'FCU-1', Fields: [expect.objectContaining({ Field: 'Total cooling', To: '14' })] },
    ]);
    expect(preview.Added).not.toContain('FCU-2');
  });

  it('remembers the mapping for the company: the next read maps itself', async () => {
    const csv = Buffer.from('Unit Tag,Airflow (L/s),Total MBH\nX-1,200,10\n');
    const response = await upload(tokens.rep, csv, 'next.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().Remembered).toBe(true);
    expect(response.json().Mapping.Columns.Cfm).toEqual({ Heading: 'Airflow (L/s)', Units: 'SI' });
  });

  it('reads a CSV as a spreadsheet saves it: a quoted "FCU-1, north" stays one cell, and previews as that tag', async () => {
    const csv = Buffer.from(
      'Tag,Qty,CFM,Total MBH,Notes\r\n"FCU-1, north",2,400,12,"says ""hi"", twice"\r\n"FCU-2\nlobby",1,"1,200",20,x\r\n',
    );
    const response = await upload(tokens.rep, csv, 'quoted.csv');
    expect(response.statusCode, response.body).toBe(200);
    const sheet = response.json();
    expect(sheet.Headings).toEqual(['Tag', 'Qty', 'CFM', 'Total MBH', 'Notes']);
    expect(sheet.Rows).toEqual([
      { Row: 2, Cells: ['FCU-1, north', '2', '400', '12', 'says "hi", twice'] },
      { Row: 3, Cells: ['FCU-2\nlobby', '1', '1,200', '20', 'x'] },
    ]);
    const preview = (
      await callApi(app, tokens.rep, 'POST', `/ProjectSchedule/${scheduleId}/EngineerSchedule/Preview`, {
        Sheet: { Headings: sheet.Headings, Rows: sheet.Rows },
        Mapping: sheet.Mapping,
      })
    ).json();
    expect(preview.Problems).toEqual([]);
    expect(
      preview.Rows.map((row: { Tag: string; Requirements: { Cfm: number } }) => [
        row.Tag,
        row.Requirements.Cfm,
      ]),
    ).toEqual([
      ['FCU-1, north', 400],
      ['FCU-2\nlobby', 1200],
    ]);
  });

  it("exports the schedule in the engineer's column layout", async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/ProjectSchedule/${scheduleId}/EngineerSchedule/Export`,
      headers: bearer(tokens.rep),
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const header = ((workbook.worksheets[0]?.getRow(1).values ?? []) as string[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['Unit Tag', 'QTY', 'Unit type', 'Airflow (L/s)']);
    expect(header).toEqual(expect.arrayContaining(['Model', 'Code string', 'MCA (A)']));
    expect(workbook.worksheets[0]?.actualRowCount).toBe(4);
  });

  it('cancels a job', async () => {
    const started = (await startSelection()).json();
    const cancelled = await callApi(
      app,
      tokens.rep,
      'POST',
      `/ProjectSchedule/${scheduleId}/EngineerSchedule/Job/${started.JobId}/Cancel`,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().Status).toBe('Cancelled');
    const job = await waitForJob();
    expect(job.Status).toBe('Cancelled');
    expect(job.Done).toBeLessThan(60);
  });

  it('a job whose server stopped is taken over by a running server and ends, no row selected twice (ADR 56)', async () => {
    const started = (await startSelection()).json();
    const finished = await waitForJob();
    expect(finished).toMatchObject({ JobId: started.JobId, Status: 'Done', Done: 60 });
    await leaveStalled(started.JobId, 20);
    expect(
      (await callApi(app, tokens.rep, 'GET', `/ProjectSchedule/${scheduleId}/EngineerSchedule/Job`)).json(),
    ).toMatchObject({ Status: 'Failed', Done: 20 });

    // This server takes it over; asked again at once, nothing is left to take.
    expect(await takeOverStalledJobs(app.deps)).toEqual([started.JobId]);
    expect(await takeOverStalledJobs(app.deps)).toEqual([]);
    // A second server racing for it: each chunk is stored by one of them only.
    await runSelectionJob(app.deps, started.JobId);
    const resumed = await waitForJob();
    expect(resumed).toMatchObject({ JobId: started.JobId, Status: 'Done', Done: 60, Error: null });
    const tags = resumed.Results.map((result: { Tag: string }) => result.Tag);
    expect(tags).toEqual(finished.Results.map((result: { Tag: string }) => result.Tag));
    expect(new Set(tags).size).toBe(60);
  });

  it('a started server looks for such jobs at once, then every few seconds until it stops', async () => {
    const job = await waitForJob();
    await leaveStalled(job.JobId, 30);
    const takeover = startJobTakeover(app.deps);
    try {
      await vi.waitFor(
        async () => {
          await Promise.all(runningJobs);
          expect(await waitForJob()).toMatchObject({ JobId: job.JobId, Status: 'Done', Done: 60 });
        },
        { timeout: 5_000, interval: 50 },
      );
    } finally {
      takeover.stop();
    }
  });

  it('a job left running by a stopped server reads as failed, with a word on what to do', async () => {
    const job = await waitForJob();
    await app.deps.db
      .update(scheduleSelectionJobs)
      .set({ status: 'Running', dateModified: new Date(Date.now() - 5 * 60_000) })
      .where(eq(scheduleSelectionJobs.jobId, job.JobId));
    const stalled = await waitForJob();
    expect(stalled.Status).toBe('Failed');
    expect(stalled.Error).toContain('start it again');
  });

  it("permissions: another company's schedule is 404 for every call; hostile files are 400", async () => {
    const data = await sixtyTagSchedule();
    expect((await upload(tokens.contosoRep, data)).statusCode).toBe(404);
    expect(
      (await callApi(app, tokens.contosoRep, 'GET', `/ProjectSchedule/${scheduleId}/EngineerSchedule/Job`))
        .statusCode,
    ).toBe(404);
    const notSheet = await upload(tokens.rep, Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]));
    expect(notSheet.statusCode).toBe(400);
    const binary = await upload(tokens.rep, Buffer.from([0, 1, 2, 0xff, 0xfe]), 'x.csv');
    expect(binary.statusCode).toBe(400);
  });
});
