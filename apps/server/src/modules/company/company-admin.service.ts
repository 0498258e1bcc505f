import {
  type CompanyInput,
  companyMessages as messages,
} from '@airquote/shared/contracts/company/admin-company-schemas';
import type { AppDeps } from '../../app-deps.ts';
import { isUniqueViolation } from '../../db/raw-sql.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { assertRowVersion, updatedOrStale } from '../../lib/row-version.ts';
import type { UploadedFile } from '../../plugins/contract-route.ts';
import { recordAdminChange } from '../admin/admin-audit.ts';
import type { Actor } from '../auth/actor.ts';
import {
  brandExists,
  findAdminCompany,
  insertCompany,
  listAdminCompanies,
  lockCompany,
  storeCompanyLogo,
  updateCompanyIfVersion,
} from './company-admin.repository.ts';
import { checkLogoFile } from './company-logo.ts';
import { toAdminCompany } from './company-mapper.ts';

async function reload(deps: AppDeps, companyId: number) {
  const row = await findAdminCompany(deps.db, companyId);
  if (!row) throw notFound(messages.notFound);
  return toAdminCompany(row);
}

/** A duplicate name is found by the unique index, so two admins racing get the same 409. */
async function withUniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.nameTaken);
    throw error;
  }
}

/** Creates a company (CompanyId 0) or changes one; RowVersion guards a change (409 when stale). */
export async function saveCompany(
  deps: AppDeps,
  actor: Actor,
  input: CompanyInput & { CompanyId: number; RowVersion?: number | undefined },
) {
  const name = input.Name.trim();
  const companyId = await withUniqueName(() =>
    deps.db.transaction(async (tx) => {
      if (!(await brandExists(tx, input.DefaultBrandId)))
        throw badRequest(messages.brandNotFound, { DefaultBrandId: messages.brandNotFound });
      if (input.CompanyId === 0) {
        if (input.Kind === 'Internal')
          throw badRequest(messages.oneInternalCompany, { Kind: messages.oneInternalCompany });
        const created = await insertCompany(tx, {
          name,
          kind: input.Kind,
          defaultBrandId: input.DefaultBrandId,
        });
        await recordAdminChange(tx, actor, 'company.create', {
          companyId: created.companyId,
          after: { Name: name, Kind: input.Kind, DefaultBrandId: input.DefaultBrandId },
        });
        return created.companyId;
      }
      const current = await lockCompany(tx, input.CompanyId);
      if (!current) throw notFound(messages.notFound);
      if (input.RowVersion === undefined)
        throw badRequest(messages.rowVersionRequired, { RowVersion: messages.rowVersionRequired });
      assertRowVersion(current, input.RowVersion);
      if ((current.kind === 'Internal') !== (input.Kind === 'Internal'))
        throw badRequest(messages.oneInternalCompany, { Kind: messages.oneInternalCompany });
      updatedOrStale(
        await updateCompanyIfVersion(tx, current.companyId, input.RowVersion, {
          name,
          kind: input.Kind,
          defaultBrandId: input.DefaultBrandId,
        }),
      );
      await recordAdminChange(tx, actor, 'company.update', {
        companyId: current.companyId,
        before: { Name: current.name, Kind: current.kind, DefaultBrandId: current.defaultBrandId },
        after: { Name: name, Kind: input.Kind, DefaultBrandId: input.DefaultBrandId },
      });
      return current.companyId;
    }),
  );
  return reload(deps, companyId);
}

/** Activates or deactivates a company; the internal company always stays active. */
export async function updateCompanyStatus(
  deps: AppDeps,
  actor: Actor,
  input: { CompanyId: number; IsActive: boolean; RowVersion: number },
) {
  await deps.db.transaction(async (tx) => {
    const current = await lockCompany(tx, input.CompanyId);
    if (!current) throw notFound(messages.notFound);
    assertRowVersion(current, input.RowVersion);
    if (current.isActive === input.IsActive) return;
    if (current.kind === 'Internal' && !input.IsActive) throw badRequest(messages.internalStaysActive);
    updatedOrStale(
      await updateCompanyIfVersion(tx, current.companyId, input.RowVersion, { isActive: input.IsActive }),
    );
    await recordAdminChange(tx, actor, input.IsActive ? 'company.activate' : 'company.deactivate', {
      companyId: current.companyId,
      name: current.name,
    });
  });
  return reload(deps, input.CompanyId);
}

/**
 * Stores a logo after checking its size and its real type (first bytes). A logo is its own field:
 * it does not move the company's row version, so an open edit form stays valid.
 */
export async function uploadCompanyLogo(deps: AppDeps, actor: Actor, companyId: number, file: UploadedFile) {
  const check = checkLogoFile(file.fileName, file.data);
  if (!check.allowed) throw badRequest(check.message, { file: check.message });
  await deps.db.transaction(async (tx) => {
    const current = await lockCompany(tx, companyId);
    if (!current) throw notFound(messages.notFound);
    await storeCompanyLogo(tx, companyId, { ...check, data: file.data });
    await recordAdminChange(tx, actor, 'company.logo', {
      companyId,
      before: { LogoFileName: current.logoFileName },
      after: { LogoFileName: check.fileName, ContentType: check.contentType, Bytes: file.data.length },
    });
  });
  return reload(deps, companyId);
}

/** The admin area's company list. */
export async function listCompanies(deps: AppDeps, includeInactive: boolean) {
  return (await listAdminCompanies(deps.db, includeInactive)).map(toAdminCompany);
}
