import type { ItemConfigurationInputs } from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import { type PricingLineItem, pricingMessages } from '@airquote/shared/contracts/pricing/pricing-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { choose, otherCode } from '../../test/item-configuration-fixtures.ts';
import {
  addersOf,
  categoryIdByName,
  cents,
  companyIdByName,
  expectedNetCents,
  standardMultiplier,
} from '../../test/pricing-fixtures.ts';
import { callApi, demoLineItemId, demoProjects, signInDemoAccounts } from '../../test/project-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

const INPUTS = '/pricing/getpricinginputs';
let app: App;
let rep: string;
let contosoRep: string;
let pricing: string;
let northwindId: number;
/** Riverside's FHC-06 line item (Northwind, Horizontal Concealed), never configured. */
let fhcLineItemId: number;

beforeAll(async () => {
  app = await createTestApp();
  ({ rep, contosoRep, pricing } = await signInDemoAccounts(app, ['rep', 'contosoRep', 'pricing']));
  northwindId = await companyIdByName(app, 'Northwind Reps');
  fhcLineItemId = await demoLineItemId(app, demoProjects.riverside, 'Tower B – Patient Floors', 'FHC-06');
});
afterAll(async () => app.close());

const pricingInputs = (body: unknown, token = rep) => callApi(app, token, 'POST', INPUTS, body);
const getPricing = (lineItemId: number) => callApi(app, rep, 'GET', `/Pricing/GetById/${lineItemId}`);

describe('pricing/getpricinginputs', () => {
  it('prices a model without a line item with the default options and the rep’s company multiplier', async () => {
    const response = await pricingInputs({ ProductModelName: 'fhc-04' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    const category = await categoryIdByName(app, 'Horizontal Concealed');
    const standard = await standardMultiplier(app, northwindId, category, 1);
    const chosenCodes = answer.CodeStringGroups.flatMap(
      (group: ItemConfigurationInputs['CodeStringGroups'][number]) =>
        group.CodeStringSegmentValues.map((item) => [
          item.CodeStringSegment.Name,
          item.CodeStringValue?.Code,
        ]),
    );
    expect(Object.fromEntries(chosenCodes)).toMatchObject({ SIZE: '04', PIPE: '2', CTRL: 'N' });
    expect(answer.ProductModelValues.length).toBeGreaterThan(3);
    const pricingLine: PricingLineItem = answer.ProjectScheduleLineItemPricing;
    const unit = cents(pricingLine.UnitListPrice) ?? 0;
    expect(unit).toBe((cents(pricingLine.BaseListPrice) ?? 0) + (cents(pricingLine.AddersListPrice) ?? 0));
    expect(pricingLine).toMatchObject({
      ProjectScheduleLineItemId: null,
      CompanyId: northwindId,
      ItemQty: 1,
      Multiplier: standard.multiplier,
      NetUnitPrice: (expectedNetCents(unit, standard.multiplier) / 100).toFixed(2),
    });
  });

  it('prices the options asked for: a 4-pipe coil adds $240 and its heating coil rows to the list price', async () => {
    const base = (await pricingInputs({ ProductModelName: 'FHC-04' })).json();
    const segments = base.CodeStringGroups.flatMap(
      (group: ItemConfigurationInputs['CodeStringGroups'][number]) =>
        group.CodeStringSegmentValues.map((item) => item.CodeStringSegment),
    );
    const inputs = { ProductModelValues: base.ProductModelValues, CodeStringSegments: segments };
    const asInputs = inputs as ItemConfigurationInputs;
    const fourPipe = choose(asInputs, { PIPE: '4', HROW: otherCode(asInputs, 'HROW', '0') });
    const response = await pricingInputs({ ProductModelName: 'FHC-04', ProductModelValues: fourPipe });
    expect(response.statusCode, response.body).toBe(200);
    const before = cents(base.ProjectScheduleLineItemPricing.UnitListPrice) ?? 0;
    const heatingRows = addersOf(asInputs, fourPipe) - addersOf(asInputs, base.ProductModelValues) - 24_000;
    expect(heatingRows).toBeGreaterThan(0);
    expect(cents(response.json().ProjectScheduleLineItemPricing.UnitListPrice)).toBe(
      before + 24_000 + heatingRows,
    );
  });

  it('prices a never-configured line item with its model defaults, quantity and company, as GetById does', async () => {
    const response = await pricingInputs({
      ProductModelName: 'FHC-06',
      ProjectScheduleLineItemId: fhcLineItemId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    const byId: PricingLineItem = (await getPricing(fhcLineItemId)).json();
    expect(answer.ProjectScheduleLineItemPricing).toEqual(byId);
    // The demo line: 8 units, Northwind's project; the configuration screen shows the same list price.
    expect(byId).toMatchObject({
      ItemQty: 8,
      CompanyId: northwindId,
      ProjectScheduleLineItemId: fhcLineItemId,
    });
    const screen: ItemConfigurationInputs = (
      await callApi(app, rep, 'POST', '/projectschedulelineitem/getitemconfigurationinputs', {
        ProjectScheduleLineItemId: fhcLineItemId,
      })
    ).json();
    expect(screen.ProductModelValues).toEqual(answer.ProductModelValues);
    expect(cents(byId.AddersListPrice)).toBe(addersOf(screen, screen.ProductModelValues));
    expect(screen.ProjectScheduleLineItemPricing?.UnitListPrice).toBe(byId.UnitListPrice);
  });

  it('prices the quantity asked for instead of the saved one, and refuses one out of range', async () => {
    const response = await pricingInputs({
      ProductModelName: 'FHC-06',
      ProjectScheduleLineItemId: fhcLineItemId,
      ItemQty: 3,
    });
    expect(response.statusCode, response.body).toBe(200);
    const line: PricingLineItem = response.json().ProjectScheduleLineItemPricing;
    expect(line.ItemQty).toBe(3);
    expect(cents(line.ExtendedListPrice)).toBe(3 * (cents(line.UnitListPrice) ?? 0));
    expect(cents(line.ExtendedNetPrice)).toBe(3 * (cents(line.NetUnitPrice) ?? 0));
    const tooFew = await pricingInputs({ ProductModelName: 'FHC-06', ItemQty: 0 });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().message).toContain('Quantity must be at least 1');
  });

  it('gives internal staff list prices and no multiplier for a model alone (no rep company)', async () => {
    const response = await pricingInputs({ ProductModelName: 'FHC-06' }, pricing);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().ProjectScheduleLineItemPricing).toMatchObject({
      BaseListPrice: '2080.00',
      Multiplier: null,
      NetUnitPrice: null,
    });
  });

  it.each([
    [{}],
    [{ ProductModelName: null }],
    [{ ProductModelName: '  ' }],
    [{ ProjectScheduleLineItemId: fhcLineItemId }],
  ])('loads only with a ProductModelName: %j is 400', async (body) => {
    const response = await pricingInputs(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(pricingMessages.productModelNameRequired);
  });

  it('refuses options that are not the model’s with 400 and the reason', async () => {
    const response = await pricingInputs({
      ProductModelName: 'FHC-04',
      ProductModelValues: [{ CodeStringSegmentId: 999_999, CodeStringValueId: 1 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Code-string segment 999999 is not part of this model.');
  });

  it('answers 404 for an unknown model and for another company’s line item', async () => {
    const unknown = await pricingInputs({ ProductModelName: 'FHC-99' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'Product model "FHC-99" was not found. Choose a model from the catalog.',
    );
    const hidden = await pricingInputs(
      { ProductModelName: 'FHC-06', ProjectScheduleLineItemId: fhcLineItemId },
      contosoRep,
    );
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Line item not found.');
  });

  it('refuses a wrong transaction type with 400', async () => {
    const response = await pricingInputs({ ProductModelName: 'FHC-04', TransactionType: 3 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(pricingMessages.transactionType);
  });
});
