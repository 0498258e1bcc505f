import type { ItemConfigurationInputs } from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import { type PricingLineItem, pricingMessages } from '@airquote/shared/contracts/pricing/pricing-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { productModels } from '../../db/schema/catalog.ts';
import { projectScheduleLineItems } from '../../db/schema/projects.ts';
import { choose, otherCode, saveItemConfiguration } from '../../test/item-configuration-fixtures.ts';
import {
  addersOf,
  categoryIdByName,
  cents,
  companyIdByName,
  expectedNetCents,
  standardMultiplier,
} from '../../test/pricing-fixtures.ts';
import {
  callApi,
  configurationHeader,
  demoLineItemId,
  demoProjects,
  signInDemoAccounts,
} from '../../test/project-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { catalogChanged } from '../catalog/catalog-version.ts';

let app: App;
let rep: string;
let contosoRep: string;
let pricing: string;
let admin: string;
let northwindId: number;
/** Riverside's FHC-06 line item (Northwind, Horizontal Concealed). */
let fhcLineItemId: number;
/** Riverside's FVC-03 line item (Northwind, Vertical Concealed). */
let fvcLineItemId: number;

beforeAll(async () => {
  app = await createTestApp();
  ({ rep, contosoRep, pricing, admin } = await signInDemoAccounts(app, [
    'rep',
    'contosoRep',
    'pricing',
    'admin',
  ]));
  northwindId = await companyIdByName(app, 'Northwind Reps');
  fhcLineItemId = await demoLineItemId(app, demoProjects.riverside, 'Tower B – Patient Floors', 'FHC-06');
  fvcLineItemId = await demoLineItemId(app, demoProjects.riverside, 'Tower B – Patient Floors', 'FVC-03');
});
afterAll(async () => app.close());

const getPricing = (lineItemId: number | string, token = rep, query = '') =>
  callApi(app, token, 'GET', `/Pricing/GetById/${lineItemId}${query}`);

describe('Pricing/GetById', () => {
  it("prices a configured demo line item: base + adders, × Northwind's standard multiplier, rounded at the line", async () => {
    const inputs: ItemConfigurationInputs = (
      await callApi(app, rep, 'POST', '/projectschedulelineitem/getitemconfigurationinputs', {
        ProjectScheduleLineItemId: fhcLineItemId,
      })
    ).json();
    const lineItem = inputs.ProjectScheduleLineItem;
    if (!lineItem) throw new Error('no line item');
    const chosen = choose(inputs, { PIPE: '4', HROW: otherCode(inputs, 'HROW', '0'), CTRL: 'T' });
    const saved = await saveItemConfiguration(app, rep, {
      ProjectScheduleLineItemId: fhcLineItemId,
      RowVersion: lineItem.RowVersion,
      ...(await configurationHeader(app, 'FHC-06')),
      ItemQty: 7,
      ItemTag: lineItem.ItemTag,
      ProductModelValues: chosen,
      Selection: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const adders = addersOf(inputs, chosen);
    // The 4-pipe coil ($240) and the thermostat ($85) are among them.
    expect(adders).toBeGreaterThanOrEqual(32_500);
    const category = await categoryIdByName(app, 'Horizontal Concealed');
    const standard = await standardMultiplier(app, northwindId, category, 1);
    const response = await getPricing(fhcLineItemId);
    expect(response.statusCode, response.body).toBe(200);
    const line: PricingLineItem = response.json();
    const unit = 208_000 + adders;
    const net = expectedNetCents(unit, standard.multiplier);
    expect(line).toEqual({
      ProjectScheduleLineItemId: fhcLineItemId,
      ProductModelId: lineItem.ProductModelId,
      ProductTypeCategoryId: category,
      CompanyId: northwindId,
      ItemQty: 7,
      TransactionType: 1,
      BaseListPrice: '2080.00',
      AddersListPrice: (adders / 100).toFixed(2),
      UnitListPrice: (unit / 100).toFixed(2),
      StandardMultiplier: standard.multiplier,
      Multiplier: standard.multiplier,
      MultiplierSource: 'Standard',
      NetUnitPrice: (net / 100).toFixed(2),
      ExtendedListPrice: ((7 * unit) / 100).toFixed(2),
      ExtendedNetPrice: ((7 * net) / 100).toFixed(2),
    });
    // One list price: the item configuration screen shows the same.
    const again: ItemConfigurationInputs = (
      await callApi(app, rep, 'POST', '/projectschedulelineitem/getitemconfigurationinputs', {
        ProjectScheduleLineItemId: fhcLineItemId,
      })
    ).json();
    expect(again.ProjectScheduleLineItemPricing).toEqual({
      BaseListPrice: line.BaseListPrice,
      AddersListPrice: line.AddersListPrice,
      UnitListPrice: line.UnitListPrice,
    });

    // FactoryDirect takes the company's other multiplier.
    const factoryDirect = await standardMultiplier(app, northwindId, category, 2);
    const direct: PricingLineItem = (await getPricing(fhcLineItemId, rep, '?TransactionType=2')).json();
    expect(direct).toMatchObject({
      TransactionType: 2,
      Multiplier: factoryDirect.multiplier,
      NetUnitPrice: (expectedNetCents(unit, factoryDirect.multiplier) / 100).toFixed(2),
    });
    expect(factoryDirect.multiplier > standard.multiplier).toBe(true);
  });

  it('is exact to the cent: 3 × $1,234.57 list at 0.5235 is $646.30 a unit, $1,938.90 the line', async () => {
    const category = await categoryIdByName(app, 'Vertical Concealed');
    const current = await standardMultiplier(app, northwindId, category, 1);
    const upsert = await callApi(app, admin, 'PUT', '/ProductTypeCategoryMultiplier/upsert', {
      ProductTypeCategoryMultiplierId: current.productTypeCategoryMultiplierId,
      CompanyId: northwindId,
      ProductTypeCategoryId: category,
      TransactionType: 1,
      Multiplier: '0.5235',
      RowVersion: current.rowVersion,
    });
    expect(upsert.statusCode, upsert.body).toBe(200);
    // The never-configured line is priced with its model's default options: the base makes up the rest.
    const defaults: PricingLineItem = (await getPricing(fvcLineItemId)).json();
    const adders = cents(defaults.AddersListPrice) ?? 0;
    await app.deps.db
      .update(productModels)
      .set({ baseListPriceCents: 123_457 - adders })
      .where(eq(productModels.name, 'FVC-03'));
    // A catalog write outside the API tells this process's catalog cache, as the catalog writes do.
    catalogChanged();
    await app.deps.db
      .update(projectScheduleLineItems)
      .set({ itemQty: 3 })
      .where(eq(projectScheduleLineItems.projectScheduleLineItemId, fvcLineItemId));

    const response = await getPricing(fvcLineItemId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      UnitListPrice: '1234.57',
      Multiplier: '0.5235',
      // 1234.57 × 0.5235 = 646.297395 → 646.30; binary floating point would say 646.2973949…
      NetUnitPrice: '646.30',
      ExtendedListPrice: '3703.71',
      ExtendedNetPrice: '1938.90',
    });
  });

  it('answers no multiplier and no net price where the company has no standard multiplier', async () => {
    const category = await categoryIdByName(app, 'Vertical Concealed');
    const current = await standardMultiplier(app, northwindId, category, 2);
    const removed = await callApi(app, admin, 'PUT', '/ProductTypeCategoryMultiplier/delete', {
      ProductTypeCategoryMultiplierId: current.productTypeCategoryMultiplierId,
      RowVersion: current.rowVersion,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const line: PricingLineItem = (await getPricing(fvcLineItemId, rep, '?TransactionType=2')).json();
    expect(line).toMatchObject({
      UnitListPrice: '1234.57',
      StandardMultiplier: null,
      Multiplier: null,
      MultiplierSource: null,
      NetUnitPrice: null,
      ExtendedNetPrice: null,
    });
  });

  it('answers 404 for a line item of another company and for ids that do not exist', async () => {
    for (const [id, token] of [
      [fhcLineItemId, contosoRep],
      [99_999_999, rep],
    ] as const) {
      const response = await getPricing(id, token);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Line item not found.');
    }
  });

  it('lets internal pricing staff price any company’s line item', async () => {
    const response = await getPricing(fhcLineItemId, pricing);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().CompanyId).toBe(northwindId);
  });

  it.each([
    ['abc', ''],
    ['0', ''],
    [String(2 ** 40), ''],
  ])('refuses line item id %s with 400', async (id, query) => {
    const response = await getPricing(id, rep, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('refuses a transaction type other than 1 or 2 with 400', async () => {
    const response = await getPricing(fhcLineItemId, rep, '?TransactionType=3');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(pricingMessages.transactionType);
  });
});
