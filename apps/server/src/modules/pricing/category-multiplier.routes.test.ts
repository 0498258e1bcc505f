import {
  categoryMultiplierMessages as messages,
  type ProductTypeCategoryMultiplier,
} from '@airquote/shared/contracts/pricing/category-multiplier-schemas';
import { pricingMessages } from '@airquote/shared/contracts/pricing/pricing-schemas';
import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { productTypeCategories } from '../../db/schema/catalog.ts';
import { categoryIdByName, companyIdByName } from '../../test/pricing-fixtures.ts';
import { callApi, signInDemoAccounts } from '../../test/project-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

const BASE = '/ProductTypeCategoryMultiplier';
let app: App;
let rep: string;
let contosoRep: string;
let pricing: string;
let admin: string;
let northwindId: number;
let contosoId: number;
let categoryCount: number;

beforeAll(async () => {
  app = await createTestApp();
  ({ rep, contosoRep, pricing, admin } = await signInDemoAccounts(app, [
    'rep',
    'contosoRep',
    'pricing',
    'admin',
  ]));
  northwindId = await companyIdByName(app, 'Northwind Reps');
  contosoId = await companyIdByName(app, 'Contoso Reps');
  categoryCount = await app.deps.db.$count(productTypeCategories);
});
afterAll(async () => app.close());

const search = async (body: unknown, token = rep): Promise<ProductTypeCategoryMultiplier[]> => {
  const response = await callApi(app, token, 'POST', `${BASE}/search`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().ProductTypeCategoryMultipliers;
};
const upsert = (body: unknown, token = admin) => callApi(app, token, 'PUT', `${BASE}/upsert`, body);
const remove = (body: unknown, token = admin) => callApi(app, token, 'PUT', `${BASE}/delete`, body);

describe('ProductTypeCategoryMultiplier lookups and search', () => {
  it('lists the transaction types of the spec', async () => {
    const response = await callApi(app, rep, 'GET', `${BASE}/CategoryMultiplierTransactionTypes`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { Id: 1, Name: 'BuyResale', Description: 'Buy/Resale' },
      { Id: 2, Name: 'FactoryDirect', Description: 'Factory Direct' },
    ]);
  });

  it('shows a rep only their own company’s standard multipliers, seeded for every category and type', async () => {
    const own = await search({});
    expect(own).toHaveLength(categoryCount * 2);
    expect(new Set(own.map((row) => row.CompanyName))).toEqual(new Set(['Northwind Reps']));
    for (const row of own) {
      const value = Number(row.Multiplier);
      if (row.TransactionType === 1) expect(value >= 0.48 && value <= 0.62, row.Multiplier).toBe(true);
      else expect(value >= 0.55 && value <= 0.7, row.Multiplier).toBe(true);
      expect(row.Multiplier).toMatch(/^\d\.\d{4}$/);
    }
    // Asking for another company's answers nothing rather than its multipliers.
    expect(await search({ CompanyId: contosoId })).toEqual([]);
    expect((await search({}, contosoRep)).every((row) => row.CompanyId === contosoId)).toBe(true);
  });

  it('shows internal pricing staff every company, filtered by company, product type, category and type', async () => {
    const all = await search({}, pricing);
    expect(new Set(all.map((row) => row.CompanyName))).toEqual(
      new Set(['Northwind Reps', 'Contoso Reps', 'Fabrikam Mechanical']),
    );
    const category = await categoryIdByName(app, 'Blower Coil');
    const filtered = await search(
      { CompanyId: contosoId, ProductTypeCategoryId: category, TransactionType: 2 },
      pricing,
    );
    expect(filtered).toHaveLength(1);
    expect(filtered[0]).toMatchObject({
      CompanyId: contosoId,
      ProductTypeCategoryName: 'Blower Coil',
      ProductTypeName: 'Air Handler',
      TransactionTypeName: 'FactoryDirect',
    });
    const heatPumps = await search({ ProductTypeId: 3 }, pricing);
    expect(heatPumps.length).toBeGreaterThan(0);
    expect(heatPumps.every((row) => row.ProductTypeId === 3)).toBe(true);
  });

  it('refuses a bad filter with 400', async () => {
    const response = await callApi(app, rep, 'POST', `${BASE}/search`, { TransactionType: 7 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(pricingMessages.transactionType);
  });
});

describe('ProductTypeCategoryMultiplier upsert and delete', () => {
  it('changes a value with its row version, audited; a stale version is 409', async () => {
    const [row] = await search({ CompanyId: northwindId, TransactionType: 1 });
    if (!row) throw new Error('no multiplier');
    const body = {
      ProductTypeCategoryMultiplierId: row.ProductTypeCategoryMultiplierId,
      CompanyId: row.CompanyId,
      ProductTypeCategoryId: row.ProductTypeCategoryId,
      TransactionType: 1,
      Multiplier: '0.5',
      RowVersion: row.RowVersion,
    };
    const response = await upsert(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ Multiplier: '0.5000', RowVersion: row.RowVersion + 1 });
    const [audit] = await app.deps.db.select().from(auditLog).orderBy(desc(auditLog.auditLogId)).limit(1);
    expect(audit).toMatchObject({
      action: 'multiplier.update',
      details: expect.objectContaining({
        before: { Multiplier: row.Multiplier },
        after: { Multiplier: '0.5000' },
      }),
    });
    const stale = await upsert({ ...body, Multiplier: '0.49' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_ROW_VERSION_MESSAGE);
  });

  it('creates one for a company without it, refuses a second with 409, and deletes it', async () => {
    const [row] = await search({ CompanyId: contosoId, TransactionType: 2 }, pricing);
    if (!row) throw new Error('no multiplier');
    const removed = await remove({
      ProductTypeCategoryMultiplierId: row.ProductTypeCategoryMultiplierId,
      RowVersion: row.RowVersion,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ Success: true, WarningMessages: [] });
    const key = {
      CompanyId: contosoId,
      ProductTypeCategoryId: row.ProductTypeCategoryId,
      TransactionType: 2,
    };
    const created = await upsert({ ...key, Multiplier: '0.6125' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ ...key, Multiplier: '0.6125', RowVersion: 1 });
    const duplicate = await upsert({ ...key, Multiplier: '0.6' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(messages.duplicate);

    const id = created.json().ProductTypeCategoryMultiplierId;
    const stale = await remove({ ProductTypeCategoryMultiplierId: id, RowVersion: 2 });
    expect(stale.statusCode).toBe(409);
    expect((await remove({ ProductTypeCategoryMultiplierId: id, RowVersion: 1 })).statusCode).toBe(200);
    const gone = await remove({ ProductTypeCategoryMultiplierId: id, RowVersion: 1 });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(messages.notFound);
  });

  it.each([['0'], ['0.0000'], ['1.5001'], ['2'], ['0.12345'], ['-0.5'], ['abc'], [''], [0.5]])(
    'refuses multiplier %j with 400',
    async (multiplier) => {
      const response = await upsert({
        CompanyId: northwindId,
        ProductTypeCategoryId: 1,
        TransactionType: 1,
        Multiplier: multiplier,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(pricingMessages.multiplier);
    },
  );

  it('refuses unknown or internal companies, unknown categories, a missing row version and a changed key', async () => {
    const category = await categoryIdByName(app, 'Console');
    const internalId = await companyIdByName(app, 'AirQuote Manufacturing');
    const cases: Array<[unknown, number, string]> = [
      [{ CompanyId: 999_999, ProductTypeCategoryId: category }, 400, messages.companyNotFound],
      [{ CompanyId: internalId, ProductTypeCategoryId: category }, 400, messages.internalCompany],
      [{ CompanyId: northwindId, ProductTypeCategoryId: 999_999 }, 400, messages.categoryNotFound],
    ];
    for (const [body, status, message] of cases) {
      const response = await upsert({ ...(body as object), TransactionType: 1, Multiplier: '0.5' });
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const [row] = await search({
      CompanyId: northwindId,
      ProductTypeCategoryId: category,
      TransactionType: 1,
    });
    if (!row) throw new Error('no multiplier');
    const existing = {
      ProductTypeCategoryMultiplierId: row.ProductTypeCategoryMultiplierId,
      CompanyId: northwindId,
      ProductTypeCategoryId: category,
      TransactionType: 1,
      Multiplier: '0.5',
    };
    const noVersion = await upsert(existing);
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().message).toBe(messages.rowVersionRequired);
    const moved = await upsert({ ...existing, TransactionType: 2, RowVersion: row.RowVersion });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(messages.keyChanged);
    const missing = await upsert({ ...existing, ProductTypeCategoryMultiplierId: 999_999, RowVersion: 1 });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps the database check as a last guard on the range', async () => {
    const [row] = await search({ CompanyId: northwindId });
    await expect(
      app.deps.db.execute(
        sql`update product_type_category_multiplier set multiplier = 1.6
          where product_type_category_multiplier_id = ${row?.ProductTypeCategoryMultiplierId ?? 0}`,
      ),
    ).rejects.toThrow();
    const unchanged = await search({ CompanyId: northwindId });
    expect(
      unchanged.find((item) => item.ProductTypeCategoryMultiplierId === row?.ProductTypeCategoryMultiplierId)
        ?.Multiplier,
    ).toBe(row?.Multiplier);
  });
});
