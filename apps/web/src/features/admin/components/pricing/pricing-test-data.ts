import type { AdminCompany } from '@airquote/shared/contracts/company/admin-company-schemas';
import type { Region } from '@airquote/shared/contracts/pricing/region-schemas';
import type { ProductType } from '@airquote/shared/contracts/product-type/product-type-schemas';

/** Answers of the lookups the pricing sections share, for their component tests. */
export function testCompany(id: number, name: string, changes: Partial<AdminCompany> = {}): AdminCompany {
  return {
    CompanyId: id,
    Name: name,
    LogoFileName: '',
    DefaultBrandId: 1,
    DefaultBrand: { BrandId: 1, Name: 'Zephyr Air', CssClass: 'brand-zephyr' },
    IsInternal: false,
    IsActive: true,
    Kind: 'RepFirm',
    EmployeeCount: 2,
    RowVersion: 1,
    DateModified: '2026-11-21T10:00:00Z',
    ...changes,
  };
}

export const testCompanies: AdminCompany[] = [
  testCompany(1, 'AirQuote Manufacturing', { Kind: 'Internal', IsInternal: true }),
  testCompany(2, 'Northwind Reps'),
  testCompany(4, 'Fabrikam Mechanical', { Kind: 'Customer' }),
];

const category = (id: number, productTypeId: number, name: string) => ({
  ProductTypeCategoryId: id,
  ProductTypeId: productTypeId,
  Name: name,
  ProductTypeLookup: 1,
  IsActive: true,
  ProductModelClasses: [],
});

export const testProductTypes: ProductType[] = [
  {
    ProductTypeId: 1,
    Name: 'Fan Coil',
    IsActive: true,
    ProductTypeCategories: [category(11, 1, 'Horizontal Concealed'), category(12, 1, 'Console')],
  },
  {
    ProductTypeId: 2,
    Name: 'Air Handler',
    IsActive: true,
    ProductTypeCategories: [category(21, 2, 'Blower Coil')],
  },
];

export const testTransactionTypes = [
  { Id: 1, Name: 'BuyResale', Description: 'Buy/Resale' },
  { Id: 2, Name: 'FactoryDirect', Description: 'Factory Direct' },
];

export function testRegion(id: number, name: string, changes: Partial<Region> = {}): Region {
  return {
    RegionId: id,
    Name: name,
    RegionalSalesManagerUserId: null,
    RegionalSalesManagerName: null,
    IsActive: true,
    CompanyIds: [],
    RowVersion: 3,
    DateModified: '2026-11-20T09:00:00Z',
    ...changes,
  };
}
