import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { brands } from '../../db/schema/brands.ts';
import { companies } from '../../db/schema/companies.ts';
import { employees } from '../../db/schema/employees.ts';
import type { AdminCompanyRow } from './company-mapper.ts';

/** Everything the admin list shows, without the logo bytes. */
const adminCompanyColumns = {
  companyId: companies.companyId,
  name: companies.name,
  kind: companies.kind,
  isActive: companies.isActive,
  defaultBrandId: companies.defaultBrandId,
  logoFileName: companies.logoFileName,
  rowVersion: companies.rowVersion,
  dateModified: companies.dateModified,
  employeeCount: sql<number>`(select count(*)::int from ${employees}
    where ${employees.companyId} = ${companies.companyId} and ${employees.isActive})`,
  brandId: brands.brandId,
  brandName: brands.name,
  brandCssClass: brands.cssClass,
};

type SelectedRow = Omit<AdminCompanyRow, 'brand'> & {
  brandId: number;
  brandName: string;
  brandCssClass: string;
};

function toRow({ brandId, brandName, brandCssClass, ...company }: SelectedRow): AdminCompanyRow {
  return { ...company, brand: { brandId, name: brandName, cssClass: brandCssClass } };
}

export async function listAdminCompanies(db: DatabaseOrTransaction, includeInactive: boolean) {
  const conditions: SQL[] = includeInactive ? [] : [eq(companies.isActive, true)];
  const rows = await db
    .select(adminCompanyColumns)
    .from(companies)
    .innerJoin(brands, eq(brands.brandId, companies.defaultBrandId))
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.companyId));
  return rows.map(toRow);
}

export async function findAdminCompany(db: DatabaseOrTransaction, companyId: number) {
  const [row] = await db
    .select(adminCompanyColumns)
    .from(companies)
    .innerJoin(brands, eq(brands.brandId, companies.defaultBrandId))
    .where(eq(companies.companyId, companyId));
  return row ? toRow(row) : undefined;
}

/** The company row locked for a change (no logo bytes). */
export async function lockCompany(db: DatabaseOrTransaction, companyId: number) {
  const [row] = await db
    .select({
      companyId: companies.companyId,
      name: companies.name,
      kind: companies.kind,
      isActive: companies.isActive,
      defaultBrandId: companies.defaultBrandId,
      logoFileName: companies.logoFileName,
      rowVersion: companies.rowVersion,
    })
    .from(companies)
    .where(eq(companies.companyId, companyId))
    .for('update');
  return row;
}

export async function brandExists(db: DatabaseOrTransaction, brandId: number): Promise<boolean> {
  const [row] = await db.select({ brandId: brands.brandId }).from(brands).where(eq(brands.brandId, brandId));
  return !!row;
}

export type CompanyChanges = Partial<
  Pick<typeof companies.$inferInsert, 'name' | 'kind' | 'defaultBrandId' | 'isActive'>
>;

/** Compare-and-increment: no row when the version moved on (lib/row-version.ts turns that into 409). */
export async function updateCompanyIfVersion(
  db: DatabaseOrTransaction,
  companyId: number,
  expectedRowVersion: number,
  changes: CompanyChanges,
) {
  const [row] = await db
    .update(companies)
    .set({ ...changes, rowVersion: sql`${companies.rowVersion} + 1`, dateModified: new Date() })
    .where(and(eq(companies.companyId, companyId), eq(companies.rowVersion, expectedRowVersion)))
    .returning({ companyId: companies.companyId });
  return row;
}

export async function insertCompany(
  db: DatabaseOrTransaction,
  values: Pick<typeof companies.$inferInsert, 'name' | 'kind' | 'defaultBrandId'>,
) {
  const [row] = await db.insert(companies).values(values).returning({ companyId: companies.companyId });
  return row as { companyId: number };
}

export async function storeCompanyLogo(
  db: DatabaseOrTransaction,
  companyId: number,
  logo: { fileName: string; contentType: string; data: Uint8Array },
) {
  const [row] = await db
    .update(companies)
    .set({
      logoFileName: logo.fileName,
      logoContentType: logo.contentType,
      logoData: logo.data,
      dateModified: new Date(),
    })
    .where(eq(companies.companyId, companyId))
    .returning({ companyId: companies.companyId });
  return row;
}
