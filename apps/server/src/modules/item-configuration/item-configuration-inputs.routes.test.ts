import type { ItemConfigurationInputs } from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import { defaultProductModelValues } from '@airquote/shared/logic/code-string';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { callApi, demoLineItemId, demoProjects, signInDemoAccounts } from '../../test/project-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

const INPUTS = '/projectschedulelineitem/getitemconfigurationinputs';
let app: App;
let rep: string;
let engineer: string;
let contosoRep: string;
/** The FHC-06 line item of Riverside's patient floors (Northwind). */
let fhcLineItemId: number;
let wshpLineItemId: number;

beforeAll(async () => {
  app = await createTestApp();
  ({ rep, engineer, contosoRep } = await signInDemoAccounts(app, ['rep', 'engineer', 'contosoRep']));
  fhcLineItemId = await demoLineItemId(app, demoProjects.riverside, 'Tower B – Patient Floors', 'FHC-06');
  wshpLineItemId = await demoLineItemId(app, demoProjects.harbor, 'Building A Units', 'WSV-012');
});
afterAll(async () => app.close());

const inputs = (body: unknown, token = rep) => callApi(app, token, 'POST', INPUTS, body);

function chosenCodes(answer: ItemConfigurationInputs): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const group of answer.CodeStringGroups)
    for (const { CodeStringSegment, CodeStringValue } of group.CodeStringSegmentValues)
      if (CodeStringValue) codes[CodeStringSegment.Name] = CodeStringValue.Code;
  return codes;
}

describe('getitemconfigurationinputs by model name', () => {
  it('answers the model, its class data for the engine and the default options with their price', async () => {
    const response = await inputs({ ProductModelName: 'FHC-06' });
    expect(response.statusCode, response.body).toBe(200);
    const answer: ItemConfigurationInputs = response.json();
    expect(answer.ProjectScheduleLineItem).toBeNull();
    expect(answer.ProductModel).toMatchObject({ Name: 'FHC-06', UnitSize: '06', IsActive: true });
    expect(answer.CategoryName).toBe('Horizontal Concealed');
    expect(answer.SelectionKind).toBe('Coil');
    // Every offered FHC size, each with its coils and fan curves.
    expect(answer.SelectionModels.map((model) => model.ProductModelName)).toEqual([
      'FHC-02',
      'FHC-03',
      'FHC-04',
      'FHC-06',
      'FHC-08',
      'FHC-10',
      'FHC-12',
    ]);
    for (const model of answer.SelectionModels) {
      expect(model.CoilProfiles.length).toBeGreaterThan(0);
      expect(model.AirFlowProfiles.length).toBeGreaterThan(0);
    }
    // The defaults of the rules, with the model's own size.
    expect(answer.ProductModelValues).toEqual(
      defaultProductModelValues(answer.CodeStringSegments, answer.ProductModelValues),
    );
    expect(chosenCodes(answer)).toMatchObject({ CLASS: 'FHC', SIZE: '06' });
    const segmentsWithValues = answer.CodeStringSegments.filter((segment) => segment.Values.length > 0);
    expect(answer.ProductModelValues).toHaveLength(segmentsWithValues.length);
    // Unit list price = base + the adders of the chosen values.
    const adders = answer.ProductModelValues.reduce((sum, chosen) => {
      const segment = answer.CodeStringSegments.find(
        (item) => item.CodeStringSegmentId === chosen.CodeStringSegmentId,
      );
      const value = segment?.Values.find((item) => item.CodeStringValueId === chosen.CodeStringValueId);
      return sum + Math.round(Number(value?.ListPriceAdder) * 100);
    }, 0);
    const pricing = answer.ProjectScheduleLineItemPricing;
    expect(pricing?.BaseListPrice).toBe('2080.00');
    expect(Math.round(Number(pricing?.AddersListPrice) * 100)).toBe(adders);
    expect(Math.round(Number(pricing?.UnitListPrice) * 100)).toBe(208_000 + adders);
  });

  it('answers a heat pump model with the heat pump selection and its ratings', async () => {
    const answer: ItemConfigurationInputs = (await inputs({ ProductModelName: 'wsv-024' })).json();
    expect(answer.ProductModel.Name).toBe('WSV-024');
    expect(answer.SelectionKind).toBe('HeatPump');
    expect(answer.SelectionModels.every((model) => model.HeatPumpRating !== null)).toBe(true);
    expect(chosenCodes(answer).SIZE).toBe('024');
  });

  it('refuses an unknown model with 404 and a message', async () => {
    const response = await inputs({ ProductModelName: 'FHC-99' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      'Product model "FHC-99" was not found. Choose a model from the catalog.',
    );
  });

  it.each([
    [{}],
    [{ ProductModelName: '', ProjectScheduleLineItemId: 0 }],
    [{ ProductModelName: '   ' }],
    [{ ProjectScheduleLineItemId: -4 }],
    [{ ProductModelName: null, ProjectScheduleLineItemId: null }],
  ])('refuses %j with the spec load rule (400)', async (body) => {
    const response = await inputs(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'ProductModelName or a ProjectScheduleLineItemId above 0 is required',
    );
  });

  it.each([
    [{ ProductModelName: 42 }],
    [{ ProjectScheduleLineItemId: 'seven' }],
    [{ ProjectScheduleLineItemId: 1.5 }],
    [{ ProductModelName: 'x'.repeat(101) }],
  ])('refuses a wrong type %j with 400, never 500', async (body) => {
    const response = await inputs(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe('getitemconfigurationinputs by line item', () => {
  it('answers the line item as GET ProjectScheduleLineItem/{id} does, with its model', async () => {
    const response = await inputs({ ProjectScheduleLineItemId: fhcLineItemId });
    expect(response.statusCode, response.body).toBe(200);
    const answer: ItemConfigurationInputs = response.json();
    const detail = await callApi(app, rep, 'GET', `/ProjectScheduleLineItem/${fhcLineItemId}`);
    expect(answer.ProjectScheduleLineItem).toEqual(detail.json());
    expect(answer.ProductModel.Name).toBe('FHC-06');
    // A demo unit comes with its model's default options and no saved selection.
    expect(detail.json().ProductModelValues.length).toBeGreaterThan(0);
    expect(detail.json().CodeString).toMatch(/^FHC06/);
    expect(detail.json().Performance).toBeNull();
  });

  it('answers a WSHP line item with the heat pump selection', async () => {
    const answer: ItemConfigurationInputs = (
      await inputs({ ProjectScheduleLineItemId: wshpLineItemId })
    ).json();
    expect(answer.SelectionKind).toBe('HeatPump');
    expect(answer.ProductModel.Name).toBe('WSV-012');
  });

  it('takes a model name given with the line item (the header changed the model)', async () => {
    const answer: ItemConfigurationInputs = (
      await inputs({ ProjectScheduleLineItemId: fhcLineItemId, ProductModelName: 'FHC-08' })
    ).json();
    expect(answer.ProjectScheduleLineItem?.ProjectScheduleLineItemId).toBe(fhcLineItemId);
    expect(answer.ProductModel.Name).toBe('FHC-08');
    expect(chosenCodes(answer).SIZE).toBe('08');
  });

  it('answers 404 for a line item of another company, and for ids that do not exist', async () => {
    for (const [body, token] of [
      [{ ProjectScheduleLineItemId: fhcLineItemId }, contosoRep],
      [{ ProjectScheduleLineItemId: 99_999_999 }, rep],
      [{ ProjectScheduleLineItemId: 1e12 }, rep],
    ] as const) {
      const response = await inputs(body, token);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Line item not found.');
    }
  });

  it('shows an engineer no price at all', async () => {
    const response = await inputs({ ProjectScheduleLineItemId: fhcLineItemId }, engineer);
    expect(response.statusCode, response.body).toBe(200);
    const answer: ItemConfigurationInputs = response.json();
    expect(answer.ProjectScheduleLineItemPricing).toBeNull();
    expect(answer.ProjectScheduleLineItem?.BaseListPrice).toBeNull();
    const adders = answer.CodeStringSegments.flatMap((segment) =>
      segment.Values.map((value) => value.ListPriceAdder),
    );
    expect(adders.length).toBeGreaterThan(0);
    expect(adders.every((adder) => adder === null)).toBe(true);
    const groupAdders = answer.CodeStringGroups.flatMap((group) =>
      group.CodeStringSegmentValues.map((item) => item.CodeStringValue?.ListPriceAdder),
    );
    expect(groupAdders.every((adder) => adder === null || adder === undefined)).toBe(true);
  });

  it('answers 401 without a token', async () => {
    const response = await callApi(app, null, 'POST', INPUTS, { ProductModelName: 'FHC-06' });
    expect(response.statusCode).toBe(401);
  });
});
