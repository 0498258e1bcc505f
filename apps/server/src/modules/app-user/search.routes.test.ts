import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { appUsers } from '../../db/schema/users.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';

let app: App;
let adminToken: string;
beforeAll(async () => {
  app = await createTestApp();
  adminToken = await signIn(app, 'admin@airquote.test');
});
afterAll(async () => app.close());

const search = (query: string, token = adminToken) =>
  app.inject({ method: 'GET', url: `/api/AppUser/search?${query}`, headers: bearer(token) });

describe('GET /api/AppUser/search', () => {
  it('finds users by name, e-mail or default company, with their admin roles', async () => {
    const byCompany = await search('searchText=northwind');
    expect(byCompany.statusCode).toBe(200);
    expect(
      byCompany
        .json()
        .map((user: { EmailAddress: string }) => user.EmailAddress)
        .sort(),
    ).toEqual(['engineer@northwind.test', 'manager@northwind.test', 'rep@northwind.test']);
    const [admin] = (await search('searchText=Avery')).json();
    expect(admin).toMatchObject({ EmailAddress: 'admin@airquote.test', IsAppAdmin: true, IsSysAdmin: true });
    const [rep] = (await search('searchText=rep%40contoso')).json();
    expect(rep).toMatchObject({ FirstName: 'Carlos', DefaultCompanyName: 'Contoso Reps', IsAppAdmin: false });
  });

  it('treats % and _ as plain characters', async () => {
    expect((await search('searchText=%25')).json()).toEqual([]);
    expect((await search('searchText=_')).json()).toEqual([]);
  });

  it('leaves inactive users out unless asked', async () => {
    await app.deps.db
      .update(appUsers)
      .set({ isActive: false })
      .where(eq(appUsers.emailAddress, 'orders@airquote.test'));
    expect((await search('searchText=orders')).json()).toEqual([]);
    expect((await search('searchText=orders&includeInactive=true')).json()).toHaveLength(1);
  });

  it('is for holders of admin.users only (403), and needs a token (401)', async () => {
    expect((await search('searchText=a', await signIn(app, 'rep@northwind.test'))).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/AppUser/search?searchText=a' })).statusCode).toBe(
      401,
    );
  });
});
