import { regionMessages as messages, type Region } from '@airquote/shared/contracts/pricing/region-schemas';
import type { AppDeps } from '../../app-deps.ts';
import { isUniqueViolation } from '../../db/raw-sql.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { assertRowVersion, updatedOrStale } from '../../lib/row-version.ts';
import { recordAdminChange } from '../admin/admin-audit.ts';
import type { Actor } from '../auth/actor.ts';
import {
  isActiveRegionalSalesManager,
  lockRegion,
  type RegionRow,
  replaceRegionCompanies,
  selectCompanyKinds,
  selectRegions,
  updateRegionIfVersion,
} from './region.repository.ts';

function toRegion(row: RegionRow): Region {
  return {
    RegionId: row.regionId,
    Name: row.name,
    RegionalSalesManagerUserId: row.regionalSalesManagerUserId,
    RegionalSalesManagerName: row.regionalSalesManagerName,
    IsActive: row.isActive,
    CompanyIds: row.companyIds.map(Number),
    RowVersion: row.rowVersion,
    DateModified: new Date(row.dateModified).toISOString(),
  };
}

export async function searchRegions(
  deps: AppDeps,
  request: { IncludeInactive: boolean; SearchText?: string | null | undefined },
) {
  const rows = await selectRegions(deps.db, {
    includeInactive: request.IncludeInactive,
    searchText: request.SearchText,
  });
  return { Regions: rows.map(toRegion) };
}

type UpdateRequest = {
  RegionId: number;
  Name: string;
  RegionalSalesManagerUserId: number | null;
  IsActive: boolean;
  CompanyIds?: number[] | null | undefined;
  RowVersion: number;
};

async function checkCompanies(tx: Parameters<typeof selectCompanyKinds>[0], companyIds: readonly number[]) {
  const found = await selectCompanyKinds(tx, companyIds);
  if (found.length !== companyIds.length)
    throw badRequest(messages.companyNotFound, { CompanyIds: messages.companyNotFound });
  if (found.some((company) => company.kind === 'Internal'))
    throw badRequest(messages.internalCompany, { CompanyIds: messages.internalCompany });
}

/** PUT Region/update: name, regional sales manager (who must hold that role), status and companies. */
export async function updateRegion(deps: AppDeps, actor: Actor, input: UpdateRequest) {
  const companyIds = input.CompanyIds ? [...new Set(input.CompanyIds)] : null;
  try {
    await deps.db.transaction(async (tx) => {
      const current = await lockRegion(tx, input.RegionId);
      if (!current) throw notFound(messages.notFound);
      assertRowVersion(current, input.RowVersion);
      const managerId = input.RegionalSalesManagerUserId;
      if (managerId !== null && !(await isActiveRegionalSalesManager(tx, managerId)))
        throw badRequest(messages.notRegionalSalesManager, {
          RegionalSalesManagerUserId: messages.notRegionalSalesManager,
        });
      if (companyIds) await checkCompanies(tx, companyIds);
      const changes = { name: input.Name, regionalSalesManagerUserId: managerId, isActive: input.IsActive };
      updatedOrStale(await updateRegionIfVersion(tx, current.regionId, input.RowVersion, changes));
      if (companyIds) await replaceRegionCompanies(tx, current.regionId, companyIds);
      await recordAdminChange(tx, actor, 'region.update', {
        regionId: current.regionId,
        before: {
          Name: current.name,
          RegionalSalesManagerUserId: current.regionalSalesManagerUserId,
          IsActive: current.isActive,
        },
        after: {
          Name: input.Name,
          RegionalSalesManagerUserId: managerId,
          IsActive: input.IsActive,
          CompanyIds: companyIds ?? undefined,
        },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.nameTaken);
    throw error;
  }
  const [row] = await selectRegions(deps.db, { includeInactive: true, regionId: input.RegionId });
  if (!row) throw notFound(messages.notFound);
  return toRegion(row);
}
