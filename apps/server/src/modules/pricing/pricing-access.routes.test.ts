import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { callApi, demoLineItemId, demoProjects } from '../../test/project-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

let app: App;
let lineItemId: number;

beforeAll(async () => {
  app = await createTestApp();
  lineItemId = await demoLineItemId(app, demoProjects.riverside, 'Tower B – Patient Floors', 'FHC-06');
});
afterAll(async () => app.close());

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; body?: unknown };

/** Every pricing endpoint with a body that would succeed for someone allowed. */
const reads = (): Call[] => [
  { method: 'GET', url: `/Pricing/GetById/${lineItemId}` },
  { method: 'POST', url: '/pricing/getpricinginputs', body: { ProductModelName: 'FHC-06' } },
  { method: 'GET', url: '/ProductTypeCategoryMultiplier/CategoryMultiplierTransactionTypes' },
  { method: 'POST', url: '/ProductTypeCategoryMultiplier/search', body: {} },
  { method: 'POST', url: '/Region/search', body: {} },
  { method: 'GET', url: '/Distributor' },
  { method: 'GET', url: '/Distributor/1' },
  { method: 'POST', url: '/Distributor/search', body: {} },
];
const writes: Call[] = [
  {
    method: 'PUT',
    url: '/ProductTypeCategoryMultiplier/upsert',
    body: { CompanyId: 1, ProductTypeCategoryId: 1, TransactionType: 1, Multiplier: '0.5' },
  },
  {
    method: 'PUT',
    url: '/ProductTypeCategoryMultiplier/delete',
    body: { ProductTypeCategoryMultiplierId: 1, RowVersion: 1 },
  },
  {
    method: 'PUT',
    url: '/Region/update',
    body: { RegionId: 1, Name: 'Northeast', RegionalSalesManagerUserId: null, IsActive: true, RowVersion: 1 },
  },
  { method: 'PUT', url: '/Distributor/upsert', body: { Name: 'Anything' } },
  { method: 'PUT', url: '/Distributor/delete', body: { DistributorId: 1, RowVersion: 1 } },
];

async function statuses(email: string, calls: Call[]) {
  const token = await signIn(app, email);
  const answers: Array<[string, number]> = [];
  for (const call of calls) {
    const response = await callApi(app, token, call.method, call.url, call.body);
    answers.push([`${call.method} ${call.url}`, response.statusCode]);
  }
  return answers;
}

describe('price secrecy and permissions', () => {
  it('answers engineer@northwind.test 403 on every pricing endpoint (spec Engineer rule)', async () => {
    const answers = await statuses('engineer@northwind.test', [...reads(), ...writes]);
    expect(answers).toHaveLength(13);
    for (const [call, status] of answers) expect(status, call).toBe(403);
  });

  it('answers application engineering (no pricing.view) 403 on the price reads', async () => {
    for (const [call, status] of await statuses('engineering@airquote.test', reads()))
      expect(status, call).toBe(403);
  });

  it('lets a rep read prices but answers 403 on multiplier, region and distributor changes', async () => {
    for (const [call, status] of await statuses('rep@northwind.test', reads()))
      expect(status, call).toBe(200);
    for (const [call, status] of await statuses('rep@northwind.test', writes)) expect(status, call).toBe(403);
  });

  it('publishes every pricing endpoint in the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    const expected = [...reads(), ...writes].map((call) =>
      `/api${call.url}`.replace(/\/\d+$/, call.url.startsWith('/Pricing') ? '/{lineItemId}' : '/{id}'),
    );
    for (const path of expected) expect(paths, path).toContain(path);
  });

  it('answers 401 without a token', async () => {
    for (const call of [...reads(), ...writes]) {
      const response = await callApi(app, null, call.method, call.url, call.body);
      expect(response.statusCode, call.url).toBe(401);
    }
  });
});
