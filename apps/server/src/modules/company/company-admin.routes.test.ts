import { companyMessages } from '@airquote/shared/contracts/company/admin-company-schemas';
import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { companyIdByName, onePixelPng } from '../../test/admin-fixtures.ts';
import { callApi, type MultipartFile, multipartPayload } from '../../test/project-fixtures.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';

let app: App;
let admin: string;
let rep: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin@airquote.test');
  rep = await signIn(app, 'rep@northwind.test');
});
afterAll(async () => app.close());

type AdminCompany = { CompanyId: number; Name: string; Kind: string; RowVersion: number; IsActive: boolean };

const listCompanies = async (includeInactive = false, token = admin) =>
  callApi(app, token, 'GET', `/Company?includeInactive=${includeInactive}`);
const upsert = (body: object, token = admin) => callApi(app, token, 'PUT', '/Company/upsert', body);
const update = (body: object, token = admin) => callApi(app, token, 'PUT', '/Company/update', body);
const setStatus = (body: object, token = admin) => callApi(app, token, 'PUT', '/Company/UpdateStatus', body);

function uploadLogo(
  companyId: number | string,
  file: MultipartFile | undefined,
  token: string | null = admin,
) {
  const { payload, headers } = multipartPayload({ companyId }, file);
  return app.inject({
    method: 'POST',
    url: '/api/Company/UpsertCompanyLogo',
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}

async function createCompany(name: string): Promise<AdminCompany> {
  const response = await upsert({ CompanyId: 0, Name: name, Kind: 'RepFirm', DefaultBrandId: 1 });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/Company', () => {
  it('lists every company with its kind, brand and employee count', async () => {
    const response = await listCompanies();
    expect(response.statusCode).toBe(200);
    const northwind = response.json().find((company: AdminCompany) => company.Name === 'Northwind Reps');
    expect(northwind).toMatchObject({
      Kind: 'RepFirm',
      IsInternal: false,
      DefaultBrandId: 1,
      DefaultBrand: { BrandId: 1 },
      EmployeeCount: 3,
      RowVersion: expect.any(Number),
    });
  });

  it('is for holders of admin.companies only: 403 for a rep admin, 401 without a token', async () => {
    expect((await listCompanies(false, rep)).statusCode).toBe(403);
    expect((await callApi(app, null, 'GET', '/Company')).statusCode).toBe(401);
  });
});

describe('PUT /api/Company/upsert and /api/Company/update', () => {
  it('creates a company, writes an audit row, and refuses a second one of the same name (any case)', async () => {
    const created = await createCompany('Tailspin Reps');
    expect(created).toMatchObject({ Name: 'Tailspin Reps', Kind: 'RepFirm', IsActive: true, RowVersion: 1 });
    const audit = await app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.create')));
    expect(audit.map((row) => row.details)).toContainEqual(
      expect.objectContaining({ companyId: created.CompanyId }),
    );
    const duplicate = await upsert({ Name: ' tailspin reps ', Kind: 'Customer', DefaultBrandId: 2 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(companyMessages.nameTaken);
  });

  it('changes a company with its row version and answers 409 to a stale one', async () => {
    const created = await createCompany('Litware Mechanical');
    const changed = await update({
      CompanyId: created.CompanyId,
      Name: 'Litware Mechanical Inc.',
      Kind: 'Customer',
      DefaultBrandId: 2,
      RowVersion: created.RowVersion,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      Name: 'Litware Mechanical Inc.',
      Kind: 'Customer',
      RowVersion: 2,
    });
    const stale = await upsert({
      CompanyId: created.CompanyId,
      Name: 'Litware',
      Kind: 'Customer',
      DefaultBrandId: 2,
      RowVersion: created.RowVersion,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_ROW_VERSION_MESSAGE);
  });

  it('refuses bad input with a clear 400 and unknown companies with 404', async () => {
    const blank = await upsert({ Name: '  ', Kind: 'RepFirm', DefaultBrandId: 1 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Name is required');
    const brand = await upsert({ Name: 'No Brand Co', Kind: 'RepFirm', DefaultBrandId: 99 });
    expect(brand.statusCode).toBe(400);
    expect(brand.json()).toMatchObject({ fieldErrors: { DefaultBrandId: companyMessages.brandNotFound } });
    const internal = await upsert({ Name: 'Second Factory', Kind: 'Internal', DefaultBrandId: 1 });
    expect(internal.statusCode).toBe(400);
    expect(internal.json().message).toBe(companyMessages.oneInternalCompany);
    const northwind = await companyIdByName(app, 'Northwind Reps');
    const noVersion = await upsert({
      CompanyId: northwind,
      Name: 'Northwind Reps',
      Kind: 'RepFirm',
      DefaultBrandId: 1,
    });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().message).toBe(companyMessages.rowVersionRequired);
    const toInternal = await update({
      CompanyId: northwind,
      Name: 'Northwind Reps',
      Kind: 'Internal',
      DefaultBrandId: 1,
      RowVersion: 1,
    });
    expect(toInternal.statusCode).toBe(400);
    const missing = await update({
      CompanyId: 999_999,
      Name: 'X',
      Kind: 'RepFirm',
      DefaultBrandId: 1,
      RowVersion: 1,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is refused to a non-admin (403)', async () => {
    expect((await upsert({ Name: 'Rep Made Co', Kind: 'RepFirm', DefaultBrandId: 1 }, rep)).statusCode).toBe(
      403,
    );
  });
});

describe('PUT /api/Company/UpdateStatus', () => {
  it('deactivates and activates a company; inactive ones are listed only when asked', async () => {
    const created = await createCompany('Adatum Reps');
    const off = await setStatus({
      CompanyId: created.CompanyId,
      IsActive: false,
      RowVersion: created.RowVersion,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ IsActive: false, RowVersion: created.RowVersion + 1 });
    const names = async (includeInactive: boolean) =>
      (await listCompanies(includeInactive)).json().map((company: AdminCompany) => company.Name);
    expect(await names(false)).not.toContain('Adatum Reps');
    expect(await names(true)).toContain('Adatum Reps');
    const stale = await setStatus({
      CompanyId: created.CompanyId,
      IsActive: true,
      RowVersion: created.RowVersion,
    });
    expect(stale.statusCode).toBe(409);
    const on = await setStatus({
      CompanyId: created.CompanyId,
      IsActive: true,
      RowVersion: off.json().RowVersion,
    });
    expect(on.json()).toMatchObject({ IsActive: true });
  });

  it('keeps the internal company active (400) and refuses non-admins (403)', async () => {
    const internal = (await listCompanies())
      .json()
      .find((company: AdminCompany) => company.Kind === 'Internal');
    const refused = await setStatus({
      CompanyId: internal.CompanyId,
      IsActive: false,
      RowVersion: internal.RowVersion,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(companyMessages.internalStaysActive);
    const byRep = await setStatus({ CompanyId: internal.CompanyId, IsActive: false, RowVersion: 1 }, rep);
    expect(byRep.statusCode).toBe(403);
  });
});

describe('POST /api/Company/UpsertCompanyLogo', () => {
  it('stores a PNG logo, which GET company/logos then serves as a custom logo', async () => {
    const created = await createCompany('Fourth Coffee Reps');
    const uploaded = await uploadLogo(created.CompanyId, {
      fileName: 'fourth-coffee.png',
      data: onePixelPng,
    });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json()).toMatchObject({
      LogoFileName: 'fourth-coffee.png',
      RowVersion: created.RowVersion,
    });
    const logo = await callApi(app, admin, 'GET', `/company/logos/${created.CompanyId}`);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toBe('private, no-cache');
    expect(logo.rawPayload.equals(onePixelPng)).toBe(true);
  });

  it('refuses SVG, a renamed file and an oversized image with a clear 400', async () => {
    const created = await createCompany('Proseware Reps');
    const svg = await uploadLogo(created.CompanyId, {
      fileName: 'logo.svg',
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      contentType: 'image/svg+xml',
    });
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toMatchObject({
      message: companyMessages.logoWrongType,
      fieldErrors: { file: companyMessages.logoWrongType },
    });
    const renamed = await uploadLogo(created.CompanyId, {
      fileName: 'logo.png',
      data: Buffer.from('MZ\x90\x00 not an image'),
      contentType: 'image/png',
    });
    expect(renamed.json().message).toBe(companyMessages.logoWrongType);
    const big = Buffer.concat([onePixelPng, Buffer.alloc(512 * 1024)]);
    const tooLarge = await uploadLogo(created.CompanyId, { fileName: 'big.png', data: big });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toBe(companyMessages.logoTooLarge);
    // Nothing was stored: the company still shows its brand's logo.
    const logo = await callApi(app, admin, 'GET', `/company/logos/${created.CompanyId}`);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers 404 for an unknown company, 403 for a non-admin and 401 without a token', async () => {
    expect((await uploadLogo(999_999, { fileName: 'a.png', data: onePixelPng })).statusCode).toBe(404);
    const northwind = await companyIdByName(app, 'Northwind Reps');
    expect((await uploadLogo(northwind, { fileName: 'a.png', data: onePixelPng }, rep)).statusCode).toBe(403);
    expect((await uploadLogo(northwind, { fileName: 'a.png', data: onePixelPng }, null)).statusCode).toBe(
      401,
    );
  });
});
