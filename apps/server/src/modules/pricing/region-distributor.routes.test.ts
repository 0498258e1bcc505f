import {
  type Distributor,
  distributorMessages,
} from '@airquote/shared/contracts/pricing/distributor-schemas';
import { type Region, regionMessages } from '@airquote/shared/contracts/pricing/region-schemas';
import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createUser } from '../../db/seed/factories.ts';
import { companyIdByName } from '../../test/pricing-fixtures.ts';
import { callApi, userIdByEmail } from '../../test/project-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';
import { findCompanyRegion } from './region.repository.ts';

let app: App;
let rep: string;
let admin: string;
let managerId: number;
let northwindId: number;
let contosoId: number;

beforeAll(async () => {
  app = await createTestApp();
  [rep, admin] = await Promise.all([signIn(app, 'rep@northwind.test'), signIn(app, 'admin@airquote.test')]);
  northwindId = await companyIdByName(app, 'Northwind Reps');
  contosoId = await companyIdByName(app, 'Contoso Reps');
  const manager = await createUser(app.deps.db, {
    email: 'rsm.northeast@airquote.test',
    firstName: 'Rita',
    lastName: 'Stone',
    password: null,
    userRoles: ['RegionalSalesManager'],
    companyId: await companyIdByName(app, 'AirQuote Manufacturing'),
    isInternalEmployee: true,
  });
  managerId = manager.userId;
});
afterAll(async () => app.close());

const regions = async (body: unknown = {}, token = rep): Promise<Region[]> => {
  const response = await callApi(app, token, 'POST', '/Region/search', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Regions;
};
const updateRegion = (body: unknown) => callApi(app, admin, 'PUT', '/Region/update', body);

describe('Region', () => {
  it('lists the seeded regions with the demo companies in theirs', async () => {
    const all = await regions();
    expect(all.map((region) => region.Name)).toEqual(['Midwest', 'Northeast', 'Southeast', 'West']);
    expect(all.find((region) => region.Name === 'Northeast')?.CompanyIds).toEqual([northwindId]);
    expect(all.find((region) => region.Name === 'West')?.CompanyIds).toEqual([contosoId]);
    expect((await regions({ SearchText: 'EAST' })).map((region) => region.Name)).toEqual([
      'Northeast',
      'Southeast',
    ]);
  });

  it('names a regional sales manager, who then reviews for the region’s companies; a stale version is 409', async () => {
    const northeast = (await regions()).find((region) => region.Name === 'Northeast');
    if (!northeast) throw new Error('no Northeast');
    const body = {
      RegionId: northeast.RegionId,
      Name: 'Northeast',
      RegionalSalesManagerUserId: managerId,
      IsActive: true,
      CompanyIds: [northwindId, contosoId],
      RowVersion: northeast.RowVersion,
    };
    const response = await updateRegion(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      RegionalSalesManagerUserId: managerId,
      RegionalSalesManagerName: 'Rita Stone',
      CompanyIds: [northwindId, contosoId].sort((a, b) => a - b),
      RowVersion: northeast.RowVersion + 1,
    });
    // Contoso moved here from the West.
    expect((await regions()).find((region) => region.Name === 'West')?.CompanyIds).toEqual([]);
    expect(await findCompanyRegion(app.deps.db, contosoId)).toMatchObject({
      name: 'Northeast',
      regionalSalesManagerUserId: managerId,
    });
    const stale = await updateRegion(body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_ROW_VERSION_MESSAGE);
  });

  it('refuses a manager without the role, unknown or internal companies, a taken name and unknown regions', async () => {
    const [west, southeast] = ['West', 'Southeast'].map((name) =>
      regions().then((all) => all.find((region) => region.Name === name)),
    );
    const region = await west;
    if (!region) throw new Error('no West');
    const body = {
      RegionId: region.RegionId,
      Name: 'West',
      RegionalSalesManagerUserId: null,
      IsActive: true,
      RowVersion: region.RowVersion,
    };
    const pricingUser = await userIdByEmail(app, 'pricing@airquote.test');
    const internalId = await companyIdByName(app, 'AirQuote Manufacturing');
    const cases: Array<[object, number, string]> = [
      [{ RegionalSalesManagerUserId: pricingUser }, 400, regionMessages.notRegionalSalesManager],
      [{ CompanyIds: [999_999] }, 400, regionMessages.companyNotFound],
      [{ CompanyIds: [internalId] }, 400, regionMessages.internalCompany],
      [{ Name: (await southeast)?.Name }, 409, regionMessages.nameTaken],
      [{ RegionId: 999_999 }, 404, regionMessages.notFound],
      [{ Name: ' ' }, 400, 'Name is required'],
    ];
    for (const [change, status, message] of cases) {
      const response = await updateRegion({ ...body, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      expect(response.json().message).toContain(message);
    }
  });
});

const distributorsCall = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token = admin) =>
  callApi(app, token, method, url, body);

describe('Distributor', () => {
  it('lists, gets and searches the seeded distributors', async () => {
    const list = await distributorsCall('GET', '/Distributor', undefined, rep);
    expect(list.statusCode).toBe(200);
    const all: Distributor[] = list.json();
    expect(all).toHaveLength(8);
    expect(all.map((item) => item.Name)).toEqual(
      [...all.map((item) => item.Name)].sort((a, b) => a.localeCompare(b)),
    );
    const [first] = all;
    const one = await distributorsCall('GET', `/Distributor/${first?.DistributorId}`, undefined, rep);
    expect(one.json()).toEqual(first);
    const found = await distributorsCall('POST', '/Distributor/search', { SearchText: 'chicago' }, rep);
    expect(found.json().Distributors.map((item: Distributor) => item.Name)).toEqual([
      'Great Lakes Hydronics',
    ]);
    const midwest = (await regions()).find((region) => region.Name === 'Midwest');
    const byRegion = await distributorsCall(
      'POST',
      '/Distributor/search',
      { RegionId: midwest?.RegionId },
      rep,
    );
    expect(byRegion.json().Distributors.every((item: Distributor) => item.RegionName === 'Midwest')).toBe(
      true,
    );
    expect(byRegion.json().Distributors).toHaveLength(2);
  });

  it('creates, changes (row version), hides when inactive and deletes a distributor', async () => {
    const created = await distributorsCall('PUT', '/Distributor/upsert', {
      Name: 'Rocky Mountain Air Supply',
      ContactEmail: 'sales@rockymountain-air.test',
      City: 'Denver',
      StateProvinceCode: 'co',
    });
    expect(created.statusCode, created.body).toBe(200);
    const distributor: Distributor = created.json();
    expect(distributor).toMatchObject({
      StateProvinceCode: 'CO',
      RegionId: null,
      IsActive: true,
      RowVersion: 1,
    });
    const west = (await regions()).find((region) => region.Name === 'West');
    const changed = await distributorsCall('PUT', '/Distributor/upsert', {
      ...distributor,
      RegionId: west?.RegionId,
      IsActive: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ RegionName: 'West', IsActive: false, RowVersion: 2 });
    const active: Distributor[] = (await distributorsCall('GET', '/Distributor')).json();
    expect(active.some((item) => item.DistributorId === distributor.DistributorId)).toBe(false);
    const everyone: Distributor[] = (
      await distributorsCall('GET', '/Distributor?includeInactive=true')
    ).json();
    expect(everyone.some((item) => item.DistributorId === distributor.DistributorId)).toBe(true);

    const stale = await distributorsCall('PUT', '/Distributor/upsert', distributor);
    expect(stale.statusCode).toBe(409);
    const staleDelete = await distributorsCall('PUT', '/Distributor/delete', {
      DistributorId: distributor.DistributorId,
      RowVersion: 1,
    });
    expect(staleDelete.statusCode).toBe(409);
    const deleted = await distributorsCall('PUT', '/Distributor/delete', {
      DistributorId: distributor.DistributorId,
      RowVersion: 2,
    });
    expect(deleted.json()).toEqual({ Success: true, WarningMessages: [] });
    const gone = await distributorsCall('GET', `/Distributor/${distributor.DistributorId}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(distributorMessages.notFound);
  });

  it('refuses bad input with 400, a taken name with 409 and unknown distributors with 404', async () => {
    const [existing] = (await distributorsCall('GET', '/Distributor')).json() as Distributor[];
    const cases: Array<[object, number, string]> = [
      [{ Name: '' }, 400, 'Name is required'],
      [{ Name: 'X', ContactEmail: 'not-an-email' }, 400, 'Enter a valid email address for ContactEmail'],
      [{ Name: 'X', RegionId: 999_999 }, 400, distributorMessages.regionNotFound],
      [{ Name: existing?.Name.toUpperCase() }, 409, distributorMessages.nameTaken],
      [{ Name: 'X', DistributorId: existing?.DistributorId }, 400, distributorMessages.rowVersionRequired],
      [{ Name: 'X', DistributorId: 999_999, RowVersion: 1 }, 404, distributorMessages.notFound],
    ];
    for (const [body, status, message] of cases) {
      const response = await distributorsCall('PUT', '/Distributor/upsert', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toContain(message);
    }
    for (const url of ['/Distributor/999999', '/Distributor/abc']) {
      const response = await distributorsCall('GET', url);
      expect(response.statusCode, url).toBe(url.endsWith('abc') ? 400 : 404);
    }
    const deleteMissing = await distributorsCall('PUT', '/Distributor/delete', {
      DistributorId: 999_999,
      RowVersion: 1,
    });
    expect(deleteMissing.statusCode).toBe(404);
  });
});
