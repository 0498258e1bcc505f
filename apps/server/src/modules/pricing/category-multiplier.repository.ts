import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { productTypeCategories, productTypes } from '../../db/schema/catalog.ts';
import { companies } from '../../db/schema/companies.ts';
import { employees } from '../../db/schema/employees.ts';
import { productTypeCategoryMultipliers as multipliers } from '../../db/schema/pricing.ts';

const multiplierColumns = {
  productTypeCategoryMultiplierId: multipliers.productTypeCategoryMultiplierId,
  companyId: multipliers.companyId,
  companyName: companies.name,
  productTypeId: productTypes.productTypeId,
  productTypeName: productTypes.name,
  productTypeCategoryId: multipliers.productTypeCategoryId,
  productTypeCategoryName: productTypeCategories.name,
  transactionType: multipliers.transactionType,
  multiplier: multipliers.multiplier,
  rowVersion: multipliers.rowVersion,
  dateModified: multipliers.dateModified,
};
export type CategoryMultiplierRow = {
  productTypeCategoryMultiplierId: number;
  companyId: number;
  companyName: string;
  productTypeId: number;
  productTypeName: string;
  productTypeCategoryId: number;
  productTypeCategoryName: string;
  transactionType: number;
  multiplier: string;
  rowVersion: number;
  dateModified: Date;
};

export type CategoryMultiplierFilter = {
  companyId?: number | null | undefined;
  productTypeId?: number | null | undefined;
  productTypeCategoryId?: number | null | undefined;
  transactionType?: number | null | undefined;
  /** Limits the rows to the companies this user is an active employee of (a rep's own). */
  employeeUserId?: number | undefined;
  multiplierId?: number | undefined;
};

export async function selectCategoryMultipliers(
  db: DatabaseOrTransaction,
  filter: CategoryMultiplierFilter,
): Promise<CategoryMultiplierRow[]> {
  const conditions: SQL[] = [];
  if (filter.multiplierId !== undefined)
    conditions.push(eq(multipliers.productTypeCategoryMultiplierId, filter.multiplierId));
  if (filter.companyId) conditions.push(eq(multipliers.companyId, filter.companyId));
  if (filter.productTypeId) conditions.push(eq(productTypes.productTypeId, filter.productTypeId));
  if (filter.productTypeCategoryId)
    conditions.push(eq(multipliers.productTypeCategoryId, filter.productTypeCategoryId));
  if (filter.transactionType) conditions.push(eq(multipliers.transactionType, filter.transactionType));
  if (filter.employeeUserId !== undefined)
    conditions.push(
      inArray(
        multipliers.companyId,
        db
          .select({ companyId: employees.companyId })
          .from(employees)
          .where(and(eq(employees.userId, filter.employeeUserId), eq(employees.isActive, true))),
      ),
    );
  return db
    .select(multiplierColumns)
    .from(multipliers)
    .innerJoin(companies, eq(companies.companyId, multipliers.companyId))
    .innerJoin(
      productTypeCategories,
      eq(productTypeCategories.productTypeCategoryId, multipliers.productTypeCategoryId),
    )
    .innerJoin(productTypes, eq(productTypes.productTypeId, productTypeCategories.productTypeId))
    .where(and(...conditions))
    .orderBy(
      asc(sql`lower(${companies.name})`),
      asc(productTypes.sortOrder),
      asc(productTypeCategories.sortOrder),
      asc(multipliers.productTypeCategoryId),
      asc(multipliers.transactionType),
    );
}

export async function lockCategoryMultiplier(db: DatabaseOrTransaction, multiplierId: number) {
  const [row] = await db
    .select()
    .from(multipliers)
    .where(eq(multipliers.productTypeCategoryMultiplierId, multiplierId))
    .for('update');
  return row;
}

export async function selectCompanyKind(db: DatabaseOrTransaction, companyId: number) {
  const [row] = await db
    .select({ kind: companies.kind })
    .from(companies)
    .where(eq(companies.companyId, companyId));
  return row?.kind;
}

export async function categoryExists(db: DatabaseOrTransaction, categoryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: productTypeCategories.productTypeCategoryId })
    .from(productTypeCategories)
    .where(eq(productTypeCategories.productTypeCategoryId, categoryId));
  return !!row;
}

export async function insertCategoryMultiplier(
  db: DatabaseOrTransaction,
  values: typeof multipliers.$inferInsert,
): Promise<number> {
  const [row] = await db
    .insert(multipliers)
    .values(values)
    .returning({ id: multipliers.productTypeCategoryMultiplierId });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Compare-and-increment: no row when the version moved on (lib/row-version.ts turns that into 409). */
export async function updateCategoryMultiplierIfVersion(
  db: DatabaseOrTransaction,
  multiplierId: number,
  expectedRowVersion: number,
  changes: { multiplier: string; modifiedByUserId: number },
) {
  const [row] = await db
    .update(multipliers)
    .set({ ...changes, rowVersion: sql`${multipliers.rowVersion} + 1`, dateModified: sql`now()` })
    .where(
      and(
        eq(multipliers.productTypeCategoryMultiplierId, multiplierId),
        eq(multipliers.rowVersion, expectedRowVersion),
      ),
    )
    .returning({ id: multipliers.productTypeCategoryMultiplierId });
  return row;
}

export async function deleteCategoryMultiplierIfVersion(
  db: DatabaseOrTransaction,
  multiplierId: number,
  expectedRowVersion: number,
) {
  const [row] = await db
    .delete(multipliers)
    .where(
      and(
        eq(multipliers.productTypeCategoryMultiplierId, multiplierId),
        eq(multipliers.rowVersion, expectedRowVersion),
      ),
    )
    .returning({ id: multipliers.productTypeCategoryMultiplierId });
  return row;
}
