import type { ItemConfigurationInputs } from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import type { LineItemDetail } from '@airquote/shared/contracts/line-item/line-item-schemas';
import { codesBySegmentId, formatCodeString } from '@airquote/shared/logic/code-string';
import { selectCoilUnit } from '@airquote/shared/selection/select-coil-units';
import { selectHeatPump } from '@airquote/shared/selection/select-heat-pumps';
import {
  coilSelectionInputSchema,
  heatPumpSelectionInputSchema,
} from '@airquote/shared/selection/selection-schemas';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { eventLogs } from '../../db/schema/projects.ts';
import {
  choose,
  codeOf,
  newLineItem,
  otherCode,
  saveBody,
  saveItemConfiguration,
} from '../../test/item-configuration-fixtures.ts';
import { callApi, demoProjects, demoScheduleId, signInDemoAccounts } from '../../test/project-fixtures.ts';
import { coilInput, heatPumpInput, hotWaterSide } from '../../test/selection-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

let app: App;
let rep: string;
let patientFloorsId: number;
let buildingAId: number;

beforeAll(async () => {
  app = await createTestApp();
  ({ rep } = await signInDemoAccounts(app, ['rep']));
  patientFloorsId = await demoScheduleId(app, demoProjects.riverside, 'Tower B – Patient Floors');
  buildingAId = await demoScheduleId(app, demoProjects.harbor, 'Building A Units');
});
afterAll(async () => app.close());

const save = (body: unknown, token = rep) => saveItemConfiguration(app, token, body);

describe('saveitemconfiguration', () => {
  it('stores options, code string and the performance the server computes; every read returns it', async () => {
    const item = await newLineItem(app, rep, 'FHC-06', patientFloorsId);
    const values = choose(item.inputs, {
      PIPE: '4',
      HROW: otherCode(item.inputs, 'HROW', '0'),
      CTRL: 'T',
    });
    const input = coilInput({ CoilConfiguration: 2, Heating: hotWaterSide(), HeatCoilRows: 1 });
    const response = await save(
      saveBody(item, { ProductModelValues: values, Selection: { Kind: 'Coil', Input: input } }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved: LineItemDetail = response.json();

    const model = item.inputs.SelectionModels.find((candidate) => candidate.ProductModelName === 'FHC-06');
    if (!model) throw new Error('FHC-06 missing from SelectionModels');
    const parsed = coilSelectionInputSchema.parse(input);
    const rows = Number(codeOf(item.inputs, values, 'CROW'));
    expect(saved.Performance).toEqual({
      Kind: 'Coil',
      Input: parsed,
      Result: selectCoilUnit(parsed, model, rows),
    });
    expect(saved.Performance?.Kind === 'Coil' && saved.Performance.Result.Cooling?.Rows).toBe(rows);
    const codeString = formatCodeString(
      item.inputs.CodeStringSegments,
      codesBySegmentId(item.inputs.CodeStringSegments, values),
    );
    expect(saved).toMatchObject({
      CodeString: codeString,
      ItemQty: 3,
      RowVersion: item.lineItem.RowVersion + 1,
    });
    expect(codeString.startsWith('FHC064')).toBe(true);
    expect(new Set(saved.ProductModelValues.map((value) => JSON.stringify(value)))).toEqual(
      new Set(values.map((value) => JSON.stringify(value))),
    );

    const detail = await callApi(
      app,
      rep,
      'GET',
      `/ProjectScheduleLineItem/${saved.ProjectScheduleLineItemId}`,
    );
    expect(detail.json()).toEqual(saved);
    const reopened: ItemConfigurationInputs = (
      await callApi(app, rep, 'POST', '/projectschedulelineitem/getitemconfigurationinputs', {
        ProjectScheduleLineItemId: saved.ProjectScheduleLineItemId,
      })
    ).json();
    expect(reopened.ProjectScheduleLineItem).toEqual(saved);
    expect(reopened.ProductModelValues).toEqual(saved.ProductModelValues);
    const adders = values.reduce((sum, chosen) => {
      const segment = reopened.CodeStringSegments.find(
        (s) => s.CodeStringSegmentId === chosen.CodeStringSegmentId,
      );
      const value = segment?.Values.find((v) => v.CodeStringValueId === chosen.CodeStringValueId);
      return sum + Math.round(Number(value?.ListPriceAdder) * 100);
    }, 0);
    expect(adders).toBeGreaterThan(0);
    expect(Math.round(Number(reopened.ProjectScheduleLineItemPricing?.UnitListPrice) * 100)).toBe(
      208_000 + adders,
    );

    const [event] = await app.deps.db
      .select()
      .from(eventLogs)
      .where(
        and(eq(eventLogs.entityType, 'LineItem'), eq(eventLogs.entityId, saved.ProjectScheduleLineItemId)),
      )
      .orderBy(desc(eventLogs.eventLogId))
      .limit(1);
    expect(event?.action).toBe('Configured');
    expect(event?.summary).toBe(
      `Configured ${saved.ItemTag}: FHC-06, code ${codeString}, in schedule "Tower B – Patient Floors"`,
    );
    expect(event?.after).toMatchObject({ CodeString: codeString, ItemQty: 3, Selection: 'Coil' });
  });

  it('copies the whole configuration with CopyLineItems', async () => {
    const item = await newLineItem(app, rep, 'FHC-08', patientFloorsId);
    const values = choose(item.inputs, { FILTER: '4', CONN: 'R' });
    const saved: LineItemDetail = (
      await save(
        saveBody(item, {
          ProductModelValues: values,
          Selection: { Kind: 'Coil', Input: coilInput({ CoilConnection: 2 }) },
        }),
      )
    ).json();
    const lobbyId = await demoScheduleId(app, demoProjects.riverside, 'Tower B – Lobby & Admin');
    const copied = await callApi(app, rep, 'POST', `/ProjectSchedule/CopyLineItems/${lobbyId}`, [
      saved.ProjectScheduleLineItemId,
    ]);
    expect(copied.statusCode, copied.body).toBe(200);
    const copy: LineItemDetail = (
      await callApi(app, rep, 'GET', `/ProjectScheduleLineItem/${copied.json()[0].ProjectScheduleLineItemId}`)
    ).json();
    expect(copy.ProjectScheduleId).toBe(lobbyId);
    expect(copy.ProductModelValues).toEqual(saved.ProductModelValues);
    expect(copy.CodeString).toBe(saved.CodeString);
    expect(copy.Performance).toEqual(saved.Performance);
  });

  it('computes a heat pump with the engine and stores it', async () => {
    const item = await newLineItem(app, rep, 'WSV-012', buildingAId);
    const input = heatPumpInput({ CoolingEnteringFluidF: 90 });
    const response = await save(saveBody(item, { Selection: { Kind: 'HeatPump', Input: input } }));
    expect(response.statusCode, response.body).toBe(200);
    const model = item.inputs.SelectionModels.find((candidate) => candidate.ProductModelName === 'WSV-012');
    if (!model) throw new Error('WSV-012 missing');
    const parsed = heatPumpSelectionInputSchema.parse(input);
    expect(response.json().Performance).toEqual({
      Kind: 'HeatPump',
      Input: parsed,
      Result: selectHeatPump(parsed, model),
    });
    expect(response.json().Performance.Result.Eer).toBeGreaterThan(0);
  });

  it('stores an input outside the rated range with the warning and no numbers', async () => {
    const item = await newLineItem(app, rep, 'FHC-04', patientFloorsId);
    const input = coilInput({
      Cooling: { ...coilInput().Cooling, SelectionMethod: 1, FluidGpm: 60, LeavingFluidF: null },
    });
    const response = await save(saveBody(item, { Selection: { Kind: 'Coil', Input: input } }));
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().Performance.Result;
    expect(result.Cooling.TotalMbh).toBeNull();
    expect(result.Warnings.map((warning: { Code: string }) => warning.Code)).toContain('GpmOutOfRange');
  });
});
