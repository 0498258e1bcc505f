import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { newLineItem, saveBody, saveItemConfiguration } from '../../test/item-configuration-fixtures.ts';
import { callApi, demoProjects, projectIdByName, signInDemoAccounts } from '../../test/project-fixtures.ts';
import { coilInput } from '../../test/selection-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

/**
 * Issue #14 part 3 (ADR 0038): many line items changed in one call, "needs re-selection" after a
 * change of design conditions, re-selection in one call, and quoting refused meanwhile.
 */
let app: App;
let rep: string;
let contosoRep: string;
let projectId: number;
let scheduleId: number;

type Item = {
  ProjectScheduleLineItemId: number;
  ItemTag: string;
  ItemQty: number;
  RowVersion: number;
  NeedsReselection?: boolean;
};
type Detail = Item & {
  Performance: {
    Kind: 'Coil';
    Input: { Cooling: { EnteringFluidF: number } };
    Result: { Cooling: { TotalMbh: number } };
  } | null;
};

beforeAll(async () => {
  app = await createTestApp();
  ({ rep, contosoRep } = await signInDemoAccounts(app, ['rep', 'contosoRep']));
  projectId = await projectIdByName(app, demoProjects.riverside);
  const schedule = await callApi(app, rep, 'POST', '/ProjectSchedule', {
    ProjectId: projectId,
    Name: 'Bulk change floor',
  });
  scheduleId = schedule.json().ProjectScheduleId;
});
afterAll(async () => app.close());

/** A new FHC-06 saved with a chilled-water selection at 45 °F entering water. */
async function selectedUnit(): Promise<Item> {
  const item = await newLineItem(app, rep, 'FHC-06', scheduleId);
  const saved = await saveItemConfiguration(
    app,
    rep,
    saveBody(item, { Selection: { Kind: 'Coil', Input: coilInput() } }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json();
}
const ref = (item: Item) => ({
  ProjectScheduleLineItemId: item.ProjectScheduleLineItemId,
  RowVersion: item.RowVersion,
});
const bulk = (items: Item[], change: Record<string, unknown>, token = rep) =>
  callApi(app, token, 'POST', '/ProjectScheduleLineItem/BulkChange', {
    Items: items.map(ref),
    Change: change,
  });
const reselect = (items: Item[]) =>
  callApi(app, rep, 'POST', '/ProjectScheduleLineItem/Reselect', { Items: items.map(ref) });
const detail = async (item: Item): Promise<Detail> =>
  (await callApi(app, rep, 'GET', `/ProjectScheduleLineItem/${item.ProjectScheduleLineItemId}`)).json();
const quote = () =>
  callApi(app, rep, 'POST', '/projectquote', { ProjectId: projectId, ProjectScheduleIds: [scheduleId] });

describe('bulk change of line items', () => {
  let units: Item[];

  beforeAll(async () => {
    units = [await selectedUnit(), await selectedUnit(), await selectedUnit()];
  });

  it('changes the quantity of every chosen line item at its row version, without asking for re-selection', async () => {
    const response = await bulk(units, { ItemQty: 4 });
    expect(response.statusCode, response.body).toBe(200);
    const changed: Item[] = response.json();
    expect(changed.map((item) => item.ItemQty)).toEqual([4, 4, 4]);
    expect(changed.map((item) => item.RowVersion)).toEqual(units.map((item) => item.RowVersion + 1));
    expect(changed.every((item) => item.NeedsReselection === false)).toBe(true);
    units = changed;
  });

  it('refuses a stale row with 409 and changes none of the others', async () => {
    const stale = [
      ...units.slice(0, 2),
      { ...units[2], RowVersion: (units[2]?.RowVersion ?? 1) - 1 } as Item,
    ];
    const response = await bulk(stale, { ItemQty: 7 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(STALE_ROW_VERSION_MESSAGE);
    for (const unit of units) expect((await detail(unit)).ItemQty).toBe(4);
  });

  it('refuses line items of a project the caller cannot see (404), and nothing changes', async () => {
    const response = await bulk(units, { ItemQty: 9 }, contosoRep);
    expect(response.statusCode).toBe(404);
    for (const unit of units) expect((await detail(unit)).ItemQty).toBe(4);
  });

  it('refuses bad input with a clear 400', async () => {
    for (const [change, words] of [
      [{}, 'Choose at least one thing to change'],
      [{ ItemQty: 0 }, 'Quantity'],
      [{ CoolingEnteringWaterF: 'cold' }, 'chilled water entering temperature must be a number'],
      [{ CoolingEnteringWaterF: 5 }, 'between 20 and 130'],
    ] as const) {
      const response = await bulk(units, change);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.body).toContain(words);
    }
    const twice = await callApi(app, rep, 'POST', '/ProjectScheduleLineItem/BulkChange', {
      Items: [ref(units[0] as Item), ref(units[0] as Item)],
      Change: { ItemQty: 2 },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('listed twice');
  });

  it('is one transaction: a row that cannot take a new condition refuses the change for all, naming it and why', async () => {
    const bare = (await newLineItem(app, rep, 'FHC-06', scheduleId)).lineItem as unknown as Item;
    const response = await bulk([...units, bare], { CoolingEnteringWaterF: 42, ItemQty: 2 });
    expect(response.statusCode).toBe(400);
    const message: string = response.json().message;
    expect(message).toContain('Nothing was changed');
    expect(message).toContain(`${bare.ItemTag} (FHC-06) has no saved selection`);
    for (const unit of units) {
      const read = await detail(unit);
      expect(read.ItemQty).toBe(4);
      expect(read.RowVersion).toBe(unit.RowVersion);
      expect(read.Performance?.Input.Cooling.EnteringFluidF).toBe(45);
    }
    // The bare line item is set aside again (inactive) so it does not stand in the quote below.
    await callApi(
      app,
      rep,
      'PUT',
      `/ProjectScheduleLineItem/ToggleStatus/${bare.ProjectScheduleLineItemId}`,
      {
        RowVersion: bare.RowVersion,
      },
    );
  });

  it('changes the chilled water to 42 °F: "needs re-selection" is set and quoting is refused naming the tags', async () => {
    const before = await detail(units[0] as Item);
    const response = await bulk(units, { CoolingEnteringWaterF: 42 });
    expect(response.statusCode, response.body).toBe(200);
    units = response.json();
    expect(units.every((item) => item.NeedsReselection === true)).toBe(true);
    const after = await detail(units[0] as Item);
    expect(after.Performance?.Input.Cooling.EnteringFluidF).toBe(42);
    // The stored performance is still the one at 45 °F until re-selected.
    expect(after.Performance?.Result.Cooling.TotalMbh).toBe(before.Performance?.Result.Cooling.TotalMbh);
    const grid = await callApi(
      app,
      rep,
      'GET',
      `/ProjectScheduleLineItem/GetGridColumnsByProjectScheduleId/${scheduleId}`,
    );
    expect(
      grid
        .json()
        .Rows.filter((row: Item) => row.NeedsReselection)
        .map((row: Item) => row.ItemTag),
    ).toEqual(units.map((item) => item.ItemTag));

    const refused = await quote();
    expect(refused.statusCode).toBe(400);
    const message: string = refused.json().message;
    expect(message).toContain('3 units need re-selection');
    for (const unit of units) expect(message).toContain(unit.ItemTag);
  });

  it('re-selects them all: performance computed again at 42 °F with the same model, the flag cleared, quoting allowed', async () => {
    const before = await detail(units[0] as Item);
    const response = await reselect(units);
    expect(response.statusCode, response.body).toBe(200);
    const reselected: Item[] = response.json();
    expect(reselected.every((item) => item.NeedsReselection === false)).toBe(true);
    const after = await detail(reselected[0] as Item);
    expect(after.Performance?.Input.Cooling.EnteringFluidF).toBe(42);
    // The engine ran again at 42 °F (the chilled water side is selected by its leaving temperature,
    // so the flow and the capacity both move): the stored figures are no longer those at 45 °F.
    expect(after.Performance?.Result.Cooling.TotalMbh).toEqual(expect.any(Number));
    expect(after.Performance?.Result.Cooling.TotalMbh).not.toBe(before.Performance?.Result.Cooling.TotalMbh);
    const stale = await reselect(units);
    expect(stale.statusCode).toBe(409);
    const quoted = await quote();
    expect(quoted.statusCode, quoted.body).toBe(200);
  });

  it('clears "needs re-selection" when the configuration is saved again', async () => {
    const item = await newLineItem(app, rep, 'FHC-06', scheduleId);
    const first = await saveItemConfiguration(
      app,
      rep,
      saveBody(item, { Selection: { Kind: 'Coil', Input: coilInput() } }),
    );
    const changed: Item[] = (await bulk([first.json()], { CoolingEnteringWaterF: 44 })).json();
    expect(changed[0]?.NeedsReselection).toBe(true);
    const again = { ...item, lineItem: { ...item.lineItem, RowVersion: changed[0]?.RowVersion ?? 0 } };
    const saved = await saveItemConfiguration(
      app,
      rep,
      saveBody(again, { Selection: { Kind: 'Coil', Input: coilInput() } }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().NeedsReselection).toBe(false);
  });
});

describe('bulk change of options (the voltage is the VOLT option)', () => {
  type WithCode = Item & { CodeString: string };

  it('sets 208/1/60 on every chosen unit where it is valid: code string and electrical data follow, re-selection asked', async () => {
    const units = [await selectedUnit(), await selectedUnit()];
    const response = await bulk(units, { Options: [{ Segment: 'VOLT', Code: '2' }] });
    expect(response.statusCode, response.body).toBe(200);
    const changed: WithCode[] = response.json();
    for (const [index, unit] of changed.entries()) {
      expect(unit.NeedsReselection).toBe(true);
      expect(unit.RowVersion).toBe((units[index]?.RowVersion ?? 0) + 1);
      const read = (
        await callApi(app, rep, 'GET', `/ProjectScheduleLineItem/${unit.ProjectScheduleLineItemId}`)
      ).json();
      expect(read.ElectricalData?.VoltageName).toBe('208/1/60');
      expect(read.CodeString).toBe(unit.CodeString);
      expect(unit.CodeString).not.toBe((units[index] as WithCode | undefined)?.CodeString);
    }
    // Re-selected, they can be quoted again.
    expect((await reselect(changed)).statusCode).toBe(200);
  });

  it('refuses a value that is not valid for one of the chosen models, naming it and why; nothing changes', async () => {
    const units = [await selectedUnit(), await selectedUnit()];
    // 460/3/60 is not offered on a size 06 fan coil (its availability rule).
    const response = await bulk(units, { Options: [{ Segment: 'VOLT', Code: '6' }] });
    expect(response.statusCode).toBe(400);
    const message: string = response.json().message;
    expect(message).toContain('Nothing was changed');
    for (const unit of units) {
      expect(message).toContain(`${unit.ItemTag} (FHC-06)`);
      const read = await detail(unit);
      expect(read.RowVersion).toBe(unit.RowVersion);
      expect(read.NeedsReselection).toBe(false);
    }
    const unknown = await bulk(units, { Options: [{ Segment: 'WINGS', Code: '1' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain(`${units[0]?.ItemTag} (FHC-06) has no option WINGS`);
    const noValue = await bulk(units, { Options: [{ Segment: 'VOLT', Code: '9' }] });
    expect(noValue.statusCode).toBe(400);
    expect(noValue.json().message).toMatch(/offers no .* "9" \(it offers 1, 2/);
  });

  it('lists the voltages valid for every chosen unit, and says why the others are not', async () => {
    const units = [await selectedUnit(), await selectedUnit()];
    const response = await callApi(app, rep, 'POST', '/ProjectScheduleLineItem/BulkOptionChoices', {
      Items: units.map((unit) => unit.ProjectScheduleLineItemId),
      Segment: 'VOLT',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body: { Values: Array<{ Code: string; ValidForAll: boolean; Reason: string | null }> } =
      response.json();
    const valid = body.Values.filter((value) => value.ValidForAll).map((value) => value.Code);
    expect(valid).toContain('2');
    const refused = body.Values.find((value) => value.Code === '6');
    expect(refused?.ValidForAll).toBe(false);
    expect(refused?.Reason).toContain(`${units[0]?.ItemTag} (FHC-06)`);
    // What it lists as valid for all, the bulk change takes.
    expect((await bulk(units, { Options: [{ Segment: 'VOLT', Code: '2' }] })).statusCode).toBe(200);
    const hidden = await callApi(app, contosoRep, 'POST', '/ProjectScheduleLineItem/BulkOptionChoices', {
      Items: units.map((unit) => unit.ProjectScheduleLineItemId),
      Segment: 'VOLT',
    });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('bulk change of air-side conditions and airflow (ADR 0042)', () => {
  type AirDetail = Item & {
    Performance: {
      Input: { EspInWg: number; CoolingEnteringDbF: number; CoolingEnteringWbF: number };
      Result: unknown;
    } | null;
    Requirements?: { Cfm?: number | null; EspInWg?: number | null } | null;
  };
  const airDetail = async (item: Item): Promise<AirDetail> =>
    (await callApi(app, rep, 'GET', `/ProjectScheduleLineItem/${item.ProjectScheduleLineItemId}`)).json();

  it('sets ESP, entering air and airflow on every chosen unit: the inputs and the airflow requirement change, re-selection asked', async () => {
    const units = [await selectedUnit(), await selectedUnit()];
    const before = await airDetail(units[0] as Item);
    const response = await bulk(units, {
      EspInWg: 0.5,
      CoolingEnteringDbF: 78,
      CoolingEnteringWbF: 65,
      AirflowCfm: 450,
    });
    expect(response.statusCode, response.body).toBe(200);
    const changed: Item[] = response.json();
    expect(changed.every((item) => item.NeedsReselection === true)).toBe(true);
    for (const unit of changed) {
      const read = await airDetail(unit);
      expect(read.Performance?.Input).toMatchObject({
        EspInWg: 0.5,
        CoolingEnteringDbF: 78,
        CoolingEnteringWbF: 65,
      });
      expect(read.Requirements?.Cfm).toBe(450);
      // The stored figures wait for re-selection.
      expect(read.Performance?.Result).toEqual(before.Performance?.Result);
    }
    const reselected = await reselect(changed);
    expect(reselected.statusCode, reselected.body).toBe(200);
    expect((await airDetail(units[0] as Item)).Performance?.Result).not.toEqual(before.Performance?.Result);
  });

  it('refuses a wet bulb above the dry bulb a unit would end up with, naming it; nothing changes', async () => {
    const units = [await selectedUnit(), await selectedUnit()];
    const before = await airDetail(units[0] as Item);
    const dryBulb = before.Performance?.Input.CoolingEnteringDbF ?? 0;
    const response = await bulk(units, { CoolingEnteringWbF: dryBulb + 2, ItemQty: 3 });
    expect(response.statusCode).toBe(400);
    const message: string = response.json().message;
    expect(message).toContain('Nothing was changed');
    for (const unit of units)
      expect(message).toContain(
        `${unit.ItemTag} (FHC-06) would have an entering air wet bulb of ${dryBulb + 2} °F above its dry bulb of ${dryBulb} °F`,
      );
    for (const unit of units) expect((await airDetail(unit)).RowVersion).toBe(unit.RowVersion);
    for (const [change, words] of [
      [{ CoolingEnteringDbF: 70, CoolingEnteringWbF: 75 }, 'wet bulb cannot be above its dry bulb'],
      [{ EspInWg: 3 }, 'between 0 and 2 in. w.g.'],
      [{ AirflowCfm: 0 }, 'airflow must be between 1 and 100000 cfm'],
      [{ CoolingEnteringDbF: 150 }, 'between 40 and 120 °F'],
    ] as const) {
      const refused = await bulk(units, change);
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.body).toContain(words);
    }
  });

  it('sets the airflow of a line item without a selection, with no re-selection to ask; ESP needs a selection', async () => {
    const bare = (await newLineItem(app, rep, 'FHC-06', scheduleId)).lineItem as unknown as Item;
    const response = await bulk([bare], { AirflowCfm: 600 });
    expect(response.statusCode, response.body).toBe(200);
    const [changed] = response.json() as Item[];
    expect(changed?.NeedsReselection).toBe(false);
    expect((await airDetail(changed as Item)).Requirements?.Cfm).toBe(600);
    const esp = await bulk([changed as Item], { EspInWg: 0.3 });
    expect(esp.statusCode).toBe(400);
    expect(esp.json().message).toContain(`${bare.ItemTag} (FHC-06) has no saved selection`);
  });

  it('lists the options of the chosen models in code-string order, with the line items that lack each', async () => {
    const fanCoil = await selectedUnit();
    const pump = (await newLineItem(app, rep, 'WSH-024', scheduleId)).lineItem as unknown as Item;
    const response = await callApi(app, rep, 'POST', '/ProjectScheduleLineItem/BulkOptionSegments', {
      Items: [fanCoil.ProjectScheduleLineItemId, pump.ProjectScheduleLineItemId],
    });
    expect(response.statusCode, response.body).toBe(200);
    const segments: Array<{ Segment: string; DisplayName: string; MissingOn: string[] }> =
      response.json().Segments;
    expect(new Set(segments.map((segment) => segment.Segment)).size).toBe(segments.length);
    expect(segments.find((segment) => segment.Segment === 'VOLT')?.MissingOn).toEqual([]);
    const fanCoilOnly = segments.find((segment) =>
      segment.MissingOn.some((label) => label.startsWith(`${pump.ItemTag} (WSH-024)`)),
    );
    expect(fanCoilOnly).toBeDefined();
    const hidden = await callApi(app, contosoRep, 'POST', '/ProjectScheduleLineItem/BulkOptionSegments', {
      Items: [fanCoil.ProjectScheduleLineItemId],
    });
    expect(hidden.statusCode).toBe(404);
  });
});
