import type { ItemConfigurationInputs } from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import type { LineItemDetail } from '@airquote/shared/contracts/line-item/line-item-schemas';
import { coilSelectionResponseSchema } from '@airquote/shared/contracts/selection/selection-contract-schemas';
import { formatEsp } from '@airquote/shared/selection/requirements';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { eventLogs, projectScheduleLineItems } from '../../db/schema/projects.ts';
import { newLineItem, saveBody, saveItemConfiguration } from '../../test/item-configuration-fixtures.ts';
import { testOrderAddresses } from '../../test/order-fixtures.ts';
import { readPdfText } from '../../test/pdf-inspect.ts';
import { callApi, demoProjects, signInDemoAccounts } from '../../test/project-fixtures.ts';
import { changeQuote, createQuote, demoProjectSchedules, getQuote } from '../../test/quote-fixtures.ts';
import { chilledWaterSide, coilInput, inputsForModel } from '../../test/selection-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

/**
 * Sizing by load (issue #13, ADR 29): requirements on the line item, candidates ranked against them,
 * and a unit that misses one saved, quoted or ordered only with a reason.
 */
let app: App;
let rep: string;
let fanCoils: ItemConfigurationInputs;
let riverside: { projectId: number; scheduleIds: number[] };
let lobby: number;

beforeAll(async () => {
  app = await createTestApp();
  ({ rep } = await signInDemoAccounts(app, ['rep']));
  fanCoils = await inputsForModel(app, rep, 'FHC-06');
  riverside = await demoProjectSchedules(app, demoProjects.riverside, ['Tower B – Patient Floors']);
  [lobby] = (await demoProjectSchedules(app, demoProjects.riverside, ['Tower B – Lobby & Admin']))
    .scheduleIds as [number];
});
afterAll(async () => app.close());

const scheduleId = () => riverside.scheduleIds[0] as number;
const classId = () => fanCoils.ProductModel.ProductModelClassId;
const rr = (body: unknown) => callApi(app, rep, 'PUT', '/ItemSelection/GetRRResults', body);
const save = (body: unknown) => saveItemConfiguration(app, rep, body);
const twelveMbh = { CoolingTotalMbh: 12 };
const coolingOnly = () => coilInput();

/** What FHC-02 cools at AHRI 440 with the coil it is saved with, as the engine says. */
async function fhc02Cooling(): Promise<string> {
  const response = await rr({ ...coolingOnly(), ProductModelClassId: classId(), Requirements: twelveMbh });
  const fhc02 = response
    .json()
    .Results.find(
      (result: { ProductModelName: string; Requirement: { Meets: boolean } }) =>
        result.ProductModelName === 'FHC-02' && !result.Requirement.Meets,
    );
  return fhc02.Requirement.Shortfalls[0] as string;
}

describe('GetRRResults with requirements', () => {
  it('answers those meeting 12 MBH first, smallest first, with margins; the misses after, with the shortfall', async () => {
    const response = await rr({ ...coolingOnly(), ProductModelClassId: classId(), Requirements: twelveMbh });
    expect(response.statusCode, response.body).toBe(200);
    const body = coilSelectionResponseSchema.parse(response.json());
    const results = body.Results;
    const meets = results.filter((result) => result.Requirement?.Meets);
    const misses = results.filter((result) => !result.Requirement?.Meets);
    expect(meets.length).toBeGreaterThan(0);
    expect(misses.length).toBeGreaterThan(0);
    // Every meeting candidate comes before every miss.
    expect(results.slice(0, meets.length)).toEqual(meets);
    for (const result of meets) {
      expect(result.Cooling?.TotalMbh ?? 0).toBeGreaterThanOrEqual(12);
      expect(result.Requirement?.Outcomes[0]?.Text).toMatch(/^\+\d+ %$/);
    }
    // Smallest first: the unit sizes of those meeting never go down.
    const sizes = meets.map((result) => Number(result.UnitSize));
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    for (const result of misses) {
      const total = result.Cooling?.TotalMbh;
      expect(result.Requirement?.Shortfalls).toEqual([
        `cooling ${total == null ? 'none' : total.toFixed(1)} of 12.0 MBH`,
      ]);
    }
    expect(misses.some((result) => result.ProductModelName === 'FHC-02')).toBe(true);
    expect(await fhc02Cooling()).toMatch(/^cooling \d+\.\d of 12\.0 MBH$/);
  });

  it('holds the Filter Method = Capacity target as the cooling requirement: it no longer keeps every candidate', async () => {
    const plain = (await rr({ ...coolingOnly(), ProductModelClassId: classId() })).json().Results;
    const targeted = (
      await rr({
        ...coilInput({ Cooling: chilledWaterSide({ FilterMethod: 3, FilterTarget: 12 }) }),
        ProductModelClassId: classId(),
      })
    ).json().Results;
    expect(plain[0].Requirement).toBeUndefined();
    expect(targeted).toHaveLength(plain.length);
    const meeting = targeted.filter(
      (result: { Requirement: { Meets: boolean } }) => result.Requirement.Meets,
    );
    expect(meeting.length).toBeGreaterThan(0);
    expect(meeting.length).toBeLessThan(plain.length);
  });

  it('words airflow, sensible and heating shortfalls', async () => {
    const response = await rr({
      ...coolingOnly(),
      ProductModelClassId: classId(),
      Requirements: { CoolingSensibleMbh: 200, Cfm: 50_000, HeatingMbh: 15 },
    });
    const first = response.json().Results[0];
    expect(first.Requirement.Meets).toBe(false);
    expect(first.Requirement.Shortfalls).toEqual([
      `sensible ${first.Cooling.SensibleMbh.toFixed(1)} of 200.0 MBH`,
      'heating none of 15.0 MBH',
      `${Math.round(first.FanOperatingPoint.Cfm)} of 50000 cfm at ${formatEsp(first.FanOperatingPoint.EspInWg)} in.`,
    ]);
  });

  it('refuses hostile requirements with a clear 400', async () => {
    for (const [bad, words] of [
      ['12', 'Required cooling must be a number'],
      [-5, 'Required cooling must be above 0 MBH'],
      [0, 'Required cooling must be above 0 MBH'],
      [1e12, 'Required cooling must be no more than 5000 MBH'],
      ['NaN', 'Required cooling must be a number'],
    ] as const) {
      const response = await rr({
        ...coolingOnly(),
        ProductModelClassId: classId(),
        Requirements: { CoolingTotalMbh: bad },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toContain(words);
    }
  });
});

describe('FilterProducts with requirements', () => {
  it('keeps only the fan coils that deliver 12 MBH, each with its margin', async () => {
    const all = await callApi(app, rep, 'POST', '/Integration/FilterProducts', {
      ProductModelClassId: classId(),
    });
    const twelve = await callApi(app, rep, 'POST', '/Integration/FilterProducts', {
      ProductModelClassId: classId(),
      RequiredCoolingMbh: 12,
    });
    expect(twelve.statusCode, twelve.body).toBe(200);
    const kept = twelve.json().Candidates;
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(all.json().Candidates.length);
    expect(
      kept.some((candidate: { ProductModelName: string }) => candidate.ProductModelName === 'FHC-02'),
    ).toBe(false);
    for (const candidate of kept) {
      expect(candidate.Coil.Cooling.TotalMbh).toBeGreaterThanOrEqual(12);
      expect(candidate.Requirement.Outcomes[0].Text).toMatch(/^\+\d+ %$/);
    }
    const sensible = await callApi(app, rep, 'POST', '/Integration/FilterProducts', {
      ProductModelClassId: classId(),
      RequiredCoolingMbh: 12,
      RequiredSensibleMbh: 9,
    });
    expect(sensible.json().Candidates.length).toBeLessThanOrEqual(kept.length);
    for (const candidate of sensible.json().Candidates)
      expect(candidate.Coil.Cooling.SensibleMbh).toBeGreaterThanOrEqual(9);
  });
});

async function lastEvent(lineItemId: number) {
  const [event] = await app.deps.db
    .select()
    .from(eventLogs)
    .where(and(eq(eventLogs.entityType, 'LineItem'), eq(eventLogs.entityId, lineItemId)))
    .orderBy(desc(eventLogs.eventLogId))
    .limit(1);
  return event;
}

describe('saving, quoting and ordering a unit that misses a requirement', () => {
  let saved: LineItemDetail;

  it('stores the requirements and returns them on every read', async () => {
    const item = await newLineItem(app, rep, 'FHC-08', scheduleId());
    const requirements = { CoolingTotalMbh: 12, CoolingSensibleMbh: 8, Cfm: 300, EspInWg: 0.05 };
    const response = await save(
      saveBody(item, { Selection: { Kind: 'Coil', Input: coolingOnly() }, Requirements: requirements }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const detail: LineItemDetail = response.json();
    expect(detail.Requirements).toEqual(requirements);
    expect(detail.RequirementOverride).toBeNull();
    const read = await callApi(
      app,
      rep,
      'GET',
      `/ProjectScheduleLineItem/${detail.ProjectScheduleLineItemId}`,
    );
    expect(read.json().Requirements).toEqual(requirements);
    const inputs = await callApi(app, rep, 'POST', '/projectschedulelineitem/getitemconfigurationinputs', {
      ProjectScheduleLineItemId: detail.ProjectScheduleLineItemId,
    });
    expect(inputs.json().ProjectScheduleLineItem.Requirements).toEqual(requirements);
  });

  it('refuses to save FHC-02 for 12 MBH without a reason, naming the shortfall; saves it with one', async () => {
    const item = await newLineItem(app, rep, 'FHC-02', scheduleId());
    const body = saveBody(item, {
      Selection: { Kind: 'Coil', Input: coolingOnly() },
      Requirements: twelveMbh,
    });
    const refused = await save(body);
    expect(refused.statusCode).toBe(400);
    const message: string = refused.json().message;
    expect(message).toMatch(/^FHC-02 misses the line item's requirements \(cooling \d+\.\d of 12\.0 MBH\)\./);
    expect(message).toContain('give a reason to override');
    const shortfall = /\(cooling (.*?)\)/.exec(message)?.[1];
    for (const [requirements, words] of [
      [{ Cfm: 'lots' }, 'Required airflow must be a number'],
      [{ HeatingMbh: -1 }, 'Required heating must be above 0 MBH'],
      [{ EspInWg: 99 }, 'Required ESP must be no more than 5 in. w.g.'],
      [{ CoolingTotalMbh: 10, CoolingSensibleMbh: 11 }, 'sensible cooling cannot be above'],
    ] as const) {
      const bad = await save({ ...body, Requirements: requirements });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.body).toContain(words);
    }
    for (const reason of ['   ', 'x'.repeat(501), 42]) {
      const bad = await save({ ...body, RequirementOverrideReason: reason });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().message).toMatch(/reason|override/i);
    }
    const accepted = await save({
      ...body,
      RequirementOverrideReason: '  Only 8 MBH of load in this closet  ',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    saved = accepted.json();
    const cooled = saved.Performance?.Kind === 'Coil' ? saved.Performance.Result.Cooling?.TotalMbh : null;
    expect(shortfall).toBe(`${cooled?.toFixed(1)} of 12.0 MBH`);
    expect(saved.RequirementOverride).toMatchObject({
      Reason: 'Only 8 MBH of load in this closet',
      Shortfalls: [`cooling ${shortfall}`],
    });
    const event = await lastEvent(saved.ProjectScheduleLineItemId);
    expect(event?.action).toBe('RequirementOverridden');
    expect(event?.summary).toContain('Reason: Only 8 MBH of load in this closet');
    expect(event?.summary).toContain(`cooling ${shortfall}`);
    const grid = await callApi(
      app,
      rep,
      'GET',
      `/ProjectScheduleLineItem/GetByProjectScheduleId/${scheduleId()}`,
    );
    expect(grid.statusCode, grid.body).toBe(200);
    const row = grid
      .json()
      .find((line: LineItemDetail) => line.ProjectScheduleLineItemId === saved.ProjectScheduleLineItemId);
    expect(row.RequirementOverrideReason).toBe('Only 8 MBH of load in this closet');
  });

  it('prints the override under the unit in the submittal', async () => {
    const response = await callApi(app, rep, 'POST', '/Project/GenerateSubmittalPdfs', {
      ProjectId: riverside.projectId,
      SubmittalOptions: [1],
    });
    expect(response.statusCode, response.body).toBe(200);
    const text = (await readPdfText(response.rawPayload)).pages.join('\n');
    expect(text).toContain(`Unit Features — ${saved.ItemTag}`);
    expect(text).toMatch(/Requirement override\s+Only 8 MBH of load in this closet/);
  });

  it('refuses a Capacity target missed without a reason too', async () => {
    const item = await newLineItem(app, rep, 'FHC-02', scheduleId());
    const input = coilInput({ Cooling: chilledWaterSide({ FilterMethod: 3, FilterTarget: 12 }) });
    const refused = await save(saveBody(item, { Selection: { Kind: 'Coil', Input: input } }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('of 12.0 MBH');
  });

  it('refuses to quote or order a unit that misses without an override, and goes ahead with one', async () => {
    const lineItemId = saved.ProjectScheduleLineItemId;
    const override = (
      await app.deps.db
        .select({ value: projectScheduleLineItems.requirementOverride })
        .from(projectScheduleLineItems)
        .where(eq(projectScheduleLineItems.projectScheduleLineItemId, lineItemId))
    )[0]?.value;
    const setOverride = (value: typeof override | null) =>
      app.deps.db
        .update(projectScheduleLineItems)
        .set({ requirementOverride: value })
        .where(eq(projectScheduleLineItems.projectScheduleLineItemId, lineItemId));

    // A line item whose override is gone (e.g. saved before requirements existed) blocks the quote.
    await setOverride(null);
    const refused = await callApi(app, rep, 'POST', '/projectquote', {
      ProjectId: riverside.projectId,
      ProjectScheduleIds: riverside.scheduleIds,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(`${saved.ItemTag} (FHC-02): cooling`);
    expect(refused.json().message).toContain('override reason');

    await setOverride(override);
    const quote = await createQuote(app, rep, {
      ProjectId: riverside.projectId,
      ProjectScheduleIds: [lobby],
    });
    await setOverride(null);
    const addRefused = await changeQuote(app, rep, quote, { ProjectScheduleIds: [lobby, scheduleId()] });
    expect(addRefused.statusCode).toBe(400);
    expect(addRefused.json().message).toContain('(FHC-02): cooling');
    await setOverride(override);
    const added = await changeQuote(app, rep, quote, { ProjectScheduleIds: [lobby, scheduleId()] });
    expect(added.statusCode, added.body).toBe(200);

    await setOverride(null);
    const order = (q: Awaited<ReturnType<typeof getQuote>>) =>
      callApi(app, rep, 'POST', '/ProjectOrder', {
        ProjectQuoteId: q.ProjectQuoteId,
        RowVersion: q.RowVersion,
        PoNumber: 'PO-13',
        RequestedShipDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        ...testOrderAddresses,
        Note: '',
      });
    const orderRefused = await order(await getQuote(app, rep, quote.ProjectQuoteId));
    expect(orderRefused.statusCode).toBe(400);
    expect(orderRefused.json().message).toContain('(FHC-02): cooling');

    await setOverride(override);
    const ordered = await order(await getQuote(app, rep, quote.ProjectQuoteId));
    expect(ordered.statusCode, ordered.body).toBe(200);
  });
});
