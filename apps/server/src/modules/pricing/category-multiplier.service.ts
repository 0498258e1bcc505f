import {
  categoryMultiplierMessages as messages,
  type ProductTypeCategoryMultiplier,
} from '@airquote/shared/contracts/pricing/category-multiplier-schemas';
import { CategoryMultiplierTransactionType } from '@airquote/shared/enums/lookups';
import type { AppDeps } from '../../app-deps.ts';
import { isUniqueViolation } from '../../db/raw-sql.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { assertRowVersion, updatedOrStale } from '../../lib/row-version.ts';
import { recordAdminChange } from '../admin/admin-audit.ts';
import type { Actor } from '../auth/actor.ts';
import {
  type CategoryMultiplierRow,
  categoryExists,
  deleteCategoryMultiplierIfVersion,
  insertCategoryMultiplier,
  lockCategoryMultiplier,
  selectCategoryMultipliers,
  selectCompanyKind,
  updateCategoryMultiplierIfVersion,
} from './category-multiplier.repository.ts';

const transactionTypeNames = new Map<number, string>(
  Object.entries(CategoryMultiplierTransactionType).map(([name, id]) => [id, name]),
);

/** GET ProductTypeCategoryMultiplier/CategoryMultiplierTransactionTypes. */
export function listTransactionTypes() {
  return [
    { Id: CategoryMultiplierTransactionType.BuyResale, Name: 'BuyResale', Description: 'Buy/Resale' },
    {
      Id: CategoryMultiplierTransactionType.FactoryDirect,
      Name: 'FactoryDirect',
      Description: 'Factory Direct',
    },
  ];
}

function toMultiplier(row: CategoryMultiplierRow): ProductTypeCategoryMultiplier {
  return {
    ProductTypeCategoryMultiplierId: row.productTypeCategoryMultiplierId,
    CompanyId: row.companyId,
    CompanyName: row.companyName,
    ProductTypeId: row.productTypeId,
    ProductTypeName: row.productTypeName,
    ProductTypeCategoryId: row.productTypeCategoryId,
    ProductTypeCategoryName: row.productTypeCategoryName,
    TransactionType: row.transactionType,
    TransactionTypeName: transactionTypeNames.get(row.transactionType) ?? String(row.transactionType),
    Multiplier: row.multiplier,
    RowVersion: row.rowVersion,
    DateModified: row.dateModified.toISOString(),
  };
}

type SearchRequest = {
  CompanyId?: number | null | undefined;
  ProductTypeId?: number | null | undefined;
  ProductTypeCategoryId?: number | null | undefined;
  TransactionType?: number | null | undefined;
};

/** Internal staff see every company's multipliers; anyone else only their own companies' (docs/domain.md section 1). */
export async function searchCategoryMultipliers(deps: AppDeps, viewer: Actor, request: SearchRequest) {
  const rows = await selectCategoryMultipliers(deps.db, {
    companyId: request.CompanyId,
    productTypeId: request.ProductTypeId,
    productTypeCategoryId: request.ProductTypeCategoryId,
    transactionType: request.TransactionType,
    ...(viewer.isInternal ? {} : { employeeUserId: viewer.userId }),
  });
  return { ProductTypeCategoryMultipliers: rows.map(toMultiplier) };
}

async function reload(deps: AppDeps, multiplierId: number) {
  const [row] = await selectCategoryMultipliers(deps.db, { multiplierId });
  if (!row) throw notFound(messages.notFound);
  return toMultiplier(row);
}

type UpsertRequest = {
  ProductTypeCategoryMultiplierId: number;
  CompanyId: number;
  ProductTypeCategoryId: number;
  TransactionType: number;
  Multiplier: string;
  RowVersion?: number | undefined;
};

/** A second row for the same company × category × type is found by the unique index: 409 for racers too. */
async function withUniqueKey<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.duplicate);
    throw error;
  }
}

/** Creates a standard multiplier (id 0) or changes its value; the key (company, category, type) is fixed. */
export async function upsertCategoryMultiplier(deps: AppDeps, actor: Actor, input: UpsertRequest) {
  const key = {
    CompanyId: input.CompanyId,
    ProductTypeCategoryId: input.ProductTypeCategoryId,
    TransactionType: input.TransactionType,
  };
  const multiplierId = await withUniqueKey(() =>
    deps.db.transaction(async (tx) => {
      if (input.ProductTypeCategoryMultiplierId === 0) {
        const kind = await selectCompanyKind(tx, input.CompanyId);
        if (!kind) throw badRequest(messages.companyNotFound, { CompanyId: messages.companyNotFound });
        if (kind === 'Internal')
          throw badRequest(messages.internalCompany, { CompanyId: messages.internalCompany });
        if (!(await categoryExists(tx, input.ProductTypeCategoryId)))
          throw badRequest(messages.categoryNotFound, { ProductTypeCategoryId: messages.categoryNotFound });
        const id = await insertCategoryMultiplier(tx, {
          companyId: input.CompanyId,
          productTypeCategoryId: input.ProductTypeCategoryId,
          transactionType: input.TransactionType,
          multiplier: input.Multiplier,
          modifiedByUserId: actor.session.userId,
        });
        await recordAdminChange(tx, actor, 'multiplier.create', {
          productTypeCategoryMultiplierId: id,
          after: { ...key, Multiplier: input.Multiplier },
        });
        return id;
      }
      const current = await lockCategoryMultiplier(tx, input.ProductTypeCategoryMultiplierId);
      if (!current) throw notFound(messages.notFound);
      if (input.RowVersion === undefined)
        throw badRequest(messages.rowVersionRequired, { RowVersion: messages.rowVersionRequired });
      assertRowVersion(current, input.RowVersion);
      if (
        current.companyId !== input.CompanyId ||
        current.productTypeCategoryId !== input.ProductTypeCategoryId ||
        current.transactionType !== input.TransactionType
      )
        throw badRequest(messages.keyChanged);
      updatedOrStale(
        await updateCategoryMultiplierIfVersion(
          tx,
          current.productTypeCategoryMultiplierId,
          input.RowVersion,
          {
            multiplier: input.Multiplier,
            modifiedByUserId: actor.session.userId,
          },
        ),
      );
      await recordAdminChange(tx, actor, 'multiplier.update', {
        productTypeCategoryMultiplierId: current.productTypeCategoryMultiplierId,
        ...key,
        before: { Multiplier: current.multiplier },
        after: { Multiplier: input.Multiplier },
      });
      return current.productTypeCategoryMultiplierId;
    }),
  );
  return reload(deps, multiplierId);
}

export async function deleteCategoryMultiplier(
  deps: AppDeps,
  actor: Actor,
  input: { ProductTypeCategoryMultiplierId: number; RowVersion: number },
) {
  await deps.db.transaction(async (tx) => {
    const current = await lockCategoryMultiplier(tx, input.ProductTypeCategoryMultiplierId);
    if (!current) throw notFound(messages.notFound);
    assertRowVersion(current, input.RowVersion);
    updatedOrStale(
      await deleteCategoryMultiplierIfVersion(tx, current.productTypeCategoryMultiplierId, input.RowVersion),
    );
    await recordAdminChange(tx, actor, 'multiplier.delete', {
      productTypeCategoryMultiplierId: current.productTypeCategoryMultiplierId,
      before: {
        CompanyId: current.companyId,
        ProductTypeCategoryId: current.productTypeCategoryId,
        TransactionType: current.transactionType,
        Multiplier: current.multiplier,
      },
    });
  });
  return { Success: true, WarningMessages: [] };
}
