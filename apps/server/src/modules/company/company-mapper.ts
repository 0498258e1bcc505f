import type { Company } from '@airquote/shared/contracts/user-info';
import type { brands } from '../../db/schema/brands.ts';
import type { companies } from '../../db/schema/companies.ts';

type CompanyRow = typeof companies.$inferSelect;
type BrandRow = typeof brands.$inferSelect;

/** Database rows → the Company shape of the API (spec section 3). */
export function toCompany(company: CompanyRow, brand: BrandRow | null): Company {
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
