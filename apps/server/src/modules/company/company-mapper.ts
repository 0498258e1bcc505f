import type { AdminCompany } from '@airquote/shared/contracts/company/admin-company-schemas';
import type { Company } from '@airquote/shared/contracts/user-info';
import type { brands } from '../../db/schema/brands.ts';
import type { companies } from '../../db/schema/companies.ts';

type CompanyRow = typeof companies.$inferSelect;
type BrandRow = typeof brands.$inferSelect;
type CompanyFields = Pick<
  CompanyRow,
  'companyId' | 'name' | 'logoFileName' | 'defaultBrandId' | 'kind' | 'isActive'
>;
type BrandFields = Pick<BrandRow, 'brandId' | 'name' | 'cssClass'>;

/** Database rows → the Company shape of the API (spec section 3). */
export function toCompany(company: CompanyFields, brand: BrandFields | null): Company {
  return {
    CompanyId: company.companyId,
    Name: company.name,
    LogoFileName: company.logoFileName,
    DefaultBrandId: company.defaultBrandId,
    DefaultBrand: brand ? { BrandId: brand.brandId, Name: brand.name, CssClass: brand.cssClass } : null,
    IsInternal: company.kind === 'Internal',
    IsActive: company.isActive,
  };
}

export type AdminCompanyRow = CompanyFields &
  Pick<CompanyRow, 'rowVersion' | 'dateModified'> & {
    employeeCount: number;
    brand: BrandFields | null;
  };

/** The admin area's company: the spec's Company plus kind, employee count and row version. */
export function toAdminCompany(row: AdminCompanyRow): AdminCompany {
  return {
    ...toCompany(row, row.brand),
    Kind: row.kind,
    EmployeeCount: Number(row.employeeCount),
    RowVersion: row.rowVersion,
    DateModified: row.dateModified.toISOString(),
  };
}
