import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { brands } from '../../db/schema/brands.ts';
import { companies } from '../../db/schema/companies.ts';
import { employees } from '../../db/schema/employees.ts';

export async function findCompanyWithBrand(db: DatabaseOrTransaction, companyId: number) {
  const [row] = await db
    .select()
    .from(companies)
    .innerJoin(brands, eq(brands.brandId, companies.defaultBrandId))
    .where(eq(companies.companyId, companyId));
  return row;
}

/** Companies a user may see: all for internal staff, otherwise the companies the user works for. */
export async function searchCompanies(
  db: DatabaseOrTransaction,
  options: { includeInactive: boolean; userId: number; seesAll: boolean },
) {
  const conditions: SQL[] = [];
  if (!options.includeInactive) conditions.push(eq(companies.isActive, true));
  if (!options.seesAll) {
    const own = db
      .select({ companyId: employees.companyId })
      .from(employees)
      .where(and(eq(employees.userId, options.userId), eq(employees.isActive, true)));
    conditions.push(inArray(companies.companyId, own));
  }
  return db
    .select()
    .from(companies)
    .leftJoin(brands, eq(brands.brandId, companies.defaultBrandId))
    .where(and(...conditions))
    .orderBy(asc(companies.name));
}

export async function isEmployeeOf(
  db: DatabaseOrTransaction,
  userId: number,
  companyId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ employeeId: employees.employeeId })
    .from(employees)
    .where(
      and(eq(employees.userId, userId), eq(employees.companyId, companyId), eq(employees.isActive, true)),
    );
  return !!row;
}
