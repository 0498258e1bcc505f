import {
  type Distributor,
  distributorMessages as messages,
} from '@airquote/shared/contracts/pricing/distributor-schemas';
import type { AppDeps } from '../../app-deps.ts';
import { isUniqueViolation } from '../../db/raw-sql.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { assertRowVersion, updatedOrStale } from '../../lib/row-version.ts';
import { recordAdminChange } from '../admin/admin-audit.ts';
import type { Actor } from '../auth/actor.ts';
import {
  type DistributorRow,
  type DistributorValues,
  deleteDistributorIfVersion,
  insertDistributor,
  lockDistributor,
  regionExists,
  selectDistributors,
  updateDistributorIfVersion,
} from './distributor.repository.ts';

function toDistributor(row: DistributorRow): Distributor {
  return {
    DistributorId: row.distributorId,
    Name: row.name,
    RegionId: row.regionId,
    RegionName: row.regionName,
    ContactName: row.contactName,
    ContactEmail: row.contactEmail,
    Phone: row.phone,
    City: row.city,
    StateProvinceCode: row.stateProvinceCode,
    IsActive: row.isActive,
    RowVersion: row.rowVersion,
    DateModified: row.dateModified.toISOString(),
  };
}

export async function listDistributors(deps: AppDeps, includeInactive: boolean) {
  return (await selectDistributors(deps.db, { includeInactive })).map(toDistributor);
}

export async function getDistributor(deps: AppDeps, distributorId: number) {
  const [row] = await selectDistributors(deps.db, { includeInactive: true, distributorId });
  if (!row) throw notFound(messages.notFound);
  return toDistributor(row);
}

export async function searchDistributors(
  deps: AppDeps,
  request: {
    SearchText?: string | null | undefined;
    RegionId?: number | null | undefined;
    IncludeInactive: boolean;
  },
) {
  const rows = await selectDistributors(deps.db, {
    includeInactive: request.IncludeInactive,
    searchText: request.SearchText,
    regionId: request.RegionId,
  });
  return { Distributors: rows.map(toDistributor) };
}

type UpsertRequest = {
  DistributorId: number;
  Name: string;
  RegionId: number | null;
  ContactName: string;
  ContactEmail: string;
  Phone: string;
  City: string;
  StateProvinceCode: string;
  IsActive: boolean;
  RowVersion?: number | undefined;
};

const toValues = (input: UpsertRequest): DistributorValues => ({
  name: input.Name,
  regionId: input.RegionId,
  contactName: input.ContactName,
  contactEmail: input.ContactEmail,
  phone: input.Phone,
  city: input.City,
  stateProvinceCode: input.StateProvinceCode.toUpperCase(),
  isActive: input.IsActive,
});

/** Creates a distributor (DistributorId 0) or changes one; a duplicate name is 409. */
export async function upsertDistributor(deps: AppDeps, actor: Actor, input: UpsertRequest) {
  const values = toValues(input);
  let distributorId: number;
  try {
    distributorId = await deps.db.transaction(async (tx) => {
      if (values.regionId != null && !(await regionExists(tx, values.regionId)))
        throw badRequest(messages.regionNotFound, { RegionId: messages.regionNotFound });
      if (input.DistributorId === 0) {
        const id = await insertDistributor(tx, values);
        await recordAdminChange(tx, actor, 'distributor.create', { distributorId: id, after: input });
        return id;
      }
      const current = await lockDistributor(tx, input.DistributorId);
      if (!current) throw notFound(messages.notFound);
      if (input.RowVersion === undefined)
        throw badRequest(messages.rowVersionRequired, { RowVersion: messages.rowVersionRequired });
      assertRowVersion(current, input.RowVersion);
      updatedOrStale(await updateDistributorIfVersion(tx, current.distributorId, input.RowVersion, values));
      await recordAdminChange(tx, actor, 'distributor.update', {
        distributorId: current.distributorId,
        before: current,
        after: input,
      });
      return current.distributorId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.nameTaken);
    throw error;
  }
  return getDistributor(deps, distributorId);
}

export async function deleteDistributor(
  deps: AppDeps,
  actor: Actor,
  input: { DistributorId: number; RowVersion: number },
) {
  await deps.db.transaction(async (tx) => {
    const current = await lockDistributor(tx, input.DistributorId);
    if (!current) throw notFound(messages.notFound);
    assertRowVersion(current, input.RowVersion);
    updatedOrStale(await deleteDistributorIfVersion(tx, current.distributorId, input.RowVersion));
    await recordAdminChange(tx, actor, 'distributor.delete', {
      distributorId: current.distributorId,
      before: current,
    });
  });
  return { Success: true, WarningMessages: [] };
}
