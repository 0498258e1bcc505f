import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brandDefinitions } from '@airquote/shared/brands/brand-themes';
import {
  defaultCompanyRolePermissions,
  defaultUserRolePermissions,
  permissionDescriptions,
} from '@airquote/shared/enums/permissions';
import { CompanyRole, type CompanyRoleName, userRoleIds } from '@airquote/shared/enums/roles';
import { seedAssetsFolder } from '../../config/paths.ts';
import type { DatabaseOrTransaction } from '../client.ts';
import { brands } from '../schema/brands.ts';
import { companyRoleLookups } from '../schema/employees.ts';
import { companyRolePermissions, permissions, userRolePermissions } from '../schema/permissions.ts';
import { userRoleLookups } from '../schema/users.ts';

const companyRoleNames: Record<CompanyRoleName, string> = {
  RepAdmin: 'Rep Admin',
  RepManager: 'Rep Manager',
  SalesRep: 'Sales Rep',
  Engineer: 'Engineer',
  ExternalSalesRep: 'External Sales Rep',
  ExternalEngineer: 'External Engineer',
};

/**
 * Lookups every installation needs (production included): brands, roles, permissions and the
 * default role-permission matrix. Idempotent: existing rows, and any matrix edits, are kept.
 */
export async function seedReferenceData(db: DatabaseOrTransaction): Promise<void> {
  for (const brand of brandDefinitions) {
    await db
      .insert(brands)
      .values({
        brandId: brand.brandId,
        name: brand.name,
        cssClass: brand.cssClass,
        colors: brand.colors,
        logoSvg: readFileSync(path.join(seedAssetsFolder, `brand-${brand.brandId}.svg`), 'utf8'),
      })
      .onConflictDoNothing();
  }
  await db
    .insert(userRoleLookups)
    .values(Object.entries(userRoleIds).map(([value, userRoleId]) => ({ userRoleId, value })))
    .onConflictDoNothing();
  await db
    .insert(companyRoleLookups)
    .values(
      Object.entries(CompanyRole).map(([value, companyRoleId]) => ({
        companyRoleId,
        value,
        roleName: companyRoleNames[value as CompanyRoleName],
      })),
    )
    .onConflictDoNothing();
  const existing = await db.select().from(permissions);
  await db
    .insert(permissions)
    .values(Object.entries(permissionDescriptions).map(([name, description]) => ({ name, description })))
    .onConflictDoNothing();
  if (existing.length > 0) return; // The matrix was seeded before; admins may have edited it since.
  await db.insert(userRolePermissions).values(
    Object.entries(defaultUserRolePermissions).flatMap(([role, granted]) =>
      granted.map((permission) => ({
        userRoleId: userRoleIds[role as keyof typeof userRoleIds],
        permission,
      })),
    ),
  );
  await db
    .insert(companyRolePermissions)
    .values(
      Object.entries(defaultCompanyRolePermissions).flatMap(([role, granted]) =>
        granted.map((permission) => ({ companyRoleId: CompanyRole[role as CompanyRoleName], permission })),
      ),
    );
}
