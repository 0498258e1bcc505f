import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { companies } from '../db/schema/companies.ts';
import { bearer, createTestApp, signIn } from '../test/test-app.ts';

let app: App;
let repToken: string;
let adminToken: string;
const companyIds: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp({ env: { IDLE_TIMEOUT_SECONDS: '120' } });
  for (const company of await app.deps.db.select().from(companies))
    companyIds[company.name] = company.companyId;
  repToken = await signIn(app, 'rep@northwind.test');
  adminToken = await signIn(app, 'admin@airquote.test');
});
afterAll(async () => app.close());

function companyId(name: string): number {
  const id = companyIds[name];
  if (!id) throw new Error(`no company ${name}`);
  return id;
}

describe('GET /api/Brand/getBrands', () => {
  it('lists brands 1 and 2 with name and theme class, without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/Brand/getBrands' });
    expect(response.statusCode).toBe(200);
    const brands: { BrandId: number; Name: string; CssClass: string }[] = response.json();
    expect(brands.map((brand) => brand.BrandId)).toEqual([1, 2]);
    for (const brand of brands) {
      expect(brand.Name.length).toBeGreaterThan(0);
      expect(brand.CssClass.length).toBeGreaterThan(0);
    }
    expect(brands[0]?.CssClass).not.toBe(brands[1]?.CssClass);
  });
});

describe('GET /api/brand/logos/{brandId}', () => {
  it('answers each brand logo as SVG, without a token', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/brand/logos/1' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(first.body).toContain('<svg');
    const second = await app.inject({ method: 'GET', url: '/api/Brand/Logos/2' });
    expect(second.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(second.body).not.toBe(first.body);
  });

  it('answers 404 for an unknown brand and 400 for an id that is not a number', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/brand/logos/99' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      statusCode: 404,
      error: 'Not Found',
      message: 'Brand not found.',
    });
    expect((await app.inject({ method: 'GET', url: '/api/brand/logos/abc' })).statusCode).toBe(400);
  });
});

describe('GET /api/company/logos/{companyId}', () => {
  const logo = (id: number, token?: string) =>
    app.inject({ method: 'GET', url: `/api/company/logos/${id}`, headers: token ? bearer(token) : {} });

  it('needs a token', async () => {
    const response = await logo(companyId('Northwind Reps'));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it("answers the brand's logo for the user's company without a custom logo", async () => {
    const response = await logo(companyId('Northwind Reps'), repToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const brandLogo = await app.inject({ method: 'GET', url: '/api/brand/logos/1' });
    expect(response.body).toBe(brandLogo.body);
  });

  it('answers 404 for a company the user does not belong to, and for an unknown one', async () => {
    const other = await logo(companyId('Contoso Reps'), repToken);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ statusCode: 404, message: 'Company not found.' });
    expect((await logo(999_999, repToken)).statusCode).toBe(404);
  });

  it('lets internal staff see any company logo', async () => {
    const response = await logo(companyId('Contoso Reps'), adminToken);
    expect(response.statusCode).toBe(200);
    const brandLogo = await app.inject({ method: 'GET', url: '/api/brand/logos/2' });
    expect(response.body).toBe(brandLogo.body);
  });

  it('answers a custom logo when LogoFileName is longer than 2 characters', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await app.deps.db
      .update(companies)
      .set({ logoFileName: 'northwind.png', logoContentType: 'image/png', logoData: png })
      .where(eq(companies.companyId, companyId('Northwind Reps')));
    const response = await logo(companyId('Northwind Reps'), repToken);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(png)).toBe(true);
    expect(response.headers['content-disposition']).toContain('northwind.png');
  });

  it('falls back to the brand logo when LogoFileName has 2 characters or fewer', async () => {
    await app.deps.db
      .update(companies)
      .set({ logoFileName: 'ab' })
      .where(eq(companies.companyId, companyId('Northwind Reps')));
    const response = await logo(companyId('Northwind Reps'), repToken);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});

describe('POST /api/Company/search', () => {
  const search = (token: string, body: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: '/api/Company/search', headers: bearer(token), payload: body });

  it('shows a rep only the companies the rep works for', async () => {
    const response = await search(repToken, { IncludeInactive: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().Companies.map((company: { Name: string }) => company.Name)).toEqual([
      'Northwind Reps',
    ]);
  });

  it('shows internal staff every active company, with brand', async () => {
    const response = await search(adminToken);
    const found: { Name: string; DefaultBrand: { BrandId: number }; IsInternal: boolean }[] =
      response.json().Companies;
    expect(found.map((company) => company.Name)).toEqual([
      'AirQuote Manufacturing',
      'Contoso Reps',
      'Fabrikam Mechanical',
      'Northwind Reps',
    ]);
    expect(found.find((company) => company.Name === 'Contoso Reps')?.DefaultBrand.BrandId).toBe(2);
    expect(found.filter((company) => company.IsInternal).map((company) => company.Name)).toEqual([
      'AirQuote Manufacturing',
    ]);
  });

  it('leaves inactive companies out unless IncludeInactive is set', async () => {
    await app.deps.db
      .update(companies)
      .set({ isActive: false })
      .where(eq(companies.name, 'Fabrikam Mechanical'));
    const active = (await search(adminToken, { IncludeInactive: false })).json().Companies;
    expect(active.map((company: { Name: string }) => company.Name)).not.toContain('Fabrikam Mechanical');
    const all = (await search(adminToken, { IncludeInactive: true })).json().Companies;
    expect(all.find((company: { Name: string }) => company.Name === 'Fabrikam Mechanical')).toMatchObject({
      IsActive: false,
    });
  });

  it('needs a token and a boolean IncludeInactive', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/Company/search', payload: {} })).statusCode).toBe(
      401,
    );
    expect((await search(repToken, { IncludeInactive: 'yes' })).statusCode).toBe(400);
  });
});

describe('GET /api/file/GetCustomerTermsOfUsePdf', () => {
  it('answers a real PDF named CustomerTermsOfUse, without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/file/GetCustomerTermsOfUsePdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="CustomerTermsOfUse.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(response.rawPayload.length).toBeGreaterThan(1000);
  });
});

describe('GET /api/Config/client', () => {
  it('tells the browser the inactivity timeout and the 30-second countdown', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/Config/client' });
    expect(response.json()).toEqual({ InactivityTimeoutSeconds: 120, InactivityCountdownSeconds: 30 });
  });
});
