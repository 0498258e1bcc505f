import { eq } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/password-hasher.ts';
import type { DatabaseOrTransaction } from '../client.ts';
import { companies } from '../schema/companies.ts';
import { regions } from '../schema/pricing.ts';
import { demoProjectsByCompany, seedDemoProjects } from './demo-projects.ts';
import { createCompany, createUser, type UserFactoryValues } from './factories.ts';

export const INTERNAL_EMAIL_DOMAIN = 'airquote.test';

/** The demo accounts of issue 2 (README lists them). */
export const demoAccounts = [
  { email: 'admin@airquote.test', who: 'internal; SysAdmin and AppAdmin' },
  { email: 'pricing@airquote.test', who: 'internal; VPPricingDirector' },
  { email: 'engineering@airquote.test', who: 'internal; ApplicationEngineering' },
  { email: 'orders@airquote.test', who: 'internal; OrderProcessing' },
  { email: 'inside@airquote.test', who: 'internal; InsideSalesAccount' },
  { email: 'rsm@airquote.test', who: 'internal; RegionalSalesManager of the Midwest (Fabrikam)' },
  { email: 'rep@northwind.test', who: 'Northwind Reps (brand 1); RepAdmin and SalesRep' },
  { email: 'engineer@northwind.test', who: 'Northwind Reps; company role Engineer' },
  { email: 'manager@northwind.test', who: 'Northwind Reps; RepManager' },
  { email: 'rep@contoso.test', who: 'Contoso Reps (brand 2); SalesRep' },
  { email: 'sales@contoso.test', who: 'Contoso Reps; a second SalesRep' },
  { email: 'buyer@fabrikam.test', who: 'Fabrikam Mechanical, a customer' },
] as const;

/** Seeds the demo companies and accounts once; a second start finds them and does nothing. */
export async function seedDemoData(db: DatabaseOrTransaction, demoPassword: string): Promise<boolean> {
  const [already] = await db.select().from(companies).where(eq(companies.kind, 'Internal')).limit(1);
  if (already) return false;
  const internal = await createCompany(db, {
    name: 'AirQuote Manufacturing',
    kind: 'Internal',
    defaultBrandId: 2,
    emailDomain: INTERNAL_EMAIL_DOMAIN,
  });
  const northwind = await createCompany(db, { name: 'Northwind Reps', kind: 'RepFirm', defaultBrandId: 1 });
  const contoso = await createCompany(db, { name: 'Contoso Reps', kind: 'RepFirm', defaultBrandId: 2 });
  const fabrikam = await createCompany(db, {
    name: 'Fabrikam Mechanical',
    kind: 'Customer',
    defaultBrandId: 1,
  });
  const passwordHash = await hashPassword(demoPassword);
  const internalUser = (
    email: string,
    firstName: string,
    lastName: string,
    userRoles: UserFactoryValues['userRoles'],
  ) =>
    createUser(db, {
      email,
      firstName,
      lastName,
      password: null,
      passwordHash,
      userRoles,
      companyId: internal.companyId,
      isInternalEmployee: true,
    });
  await internalUser('admin@airquote.test', 'Avery', 'Admin', ['SysAdmin', 'AppAdmin']);
  await internalUser('pricing@airquote.test', 'Priya', 'Patel', ['VPPricingDirector']);
  await internalUser('engineering@airquote.test', 'Erik', 'Lund', ['ApplicationEngineering']);
  await internalUser('orders@airquote.test', 'Olivia', 'Ortiz', ['OrderProcessing']);
  await internalUser('inside@airquote.test', 'Ian', 'Sato', ['InsideSalesAccount']);
  // A regional sales manager reviews the multiplier requests of the region's companies (docs/domain.md section 5).
  const regionalSalesManager = await internalUser('rsm@airquote.test', 'Rosa', 'Martin', [
    'RegionalSalesManager',
  ]);
  await db
    .update(regions)
    .set({ regionalSalesManagerUserId: regionalSalesManager.userId })
    .where(eq(regions.name, 'Midwest'));
  const companyUser = (
    email: string,
    firstName: string,
    lastName: string,
    companyId: number,
    companyRoles: UserFactoryValues['companyRoles'],
  ) => createUser(db, { email, firstName, lastName, password: null, passwordHash, companyId, companyRoles });
  const northwindRep = await companyUser('rep@northwind.test', 'Nora', 'Walsh', northwind.companyId, [
    'RepAdmin',
    'SalesRep',
  ]);
  await companyUser('engineer@northwind.test', 'Ned', 'Engel', northwind.companyId, ['Engineer']);
  await companyUser('manager@northwind.test', 'Maya', 'Novak', northwind.companyId, ['RepManager']);
  const contosoRep = await companyUser('rep@contoso.test', 'Carlos', 'Reyes', contoso.companyId, [
    'SalesRep',
  ]);
  await companyUser('sales@contoso.test', 'Cara', 'Lopez', contoso.companyId, ['SalesRep']);
  const buyer = await companyUser('buyer@fabrikam.test', 'Fiona', 'Baker', fabrikam.companyId, [
    'ExternalSalesRep',
  ]);
  // Issue 3, part 6: a new user sees a working product at first sign-in.
  await seedDemoProjects(db, [
    {
      company: { companyId: northwind.companyId, brandId: 1, createdByUserId: northwindRep.userId },
      projects: demoProjectsByCompany.northwind,
    },
    {
      company: { companyId: contoso.companyId, brandId: 2, createdByUserId: contosoRep.userId },
      projects: demoProjectsByCompany.contoso,
    },
    {
      company: { companyId: fabrikam.companyId, brandId: 1, createdByUserId: buyer.userId },
      projects: demoProjectsByCompany.fabrikam,
    },
  ]);
  return true;
}
