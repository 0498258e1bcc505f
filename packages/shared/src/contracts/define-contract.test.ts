import { describe, expect, it } from 'vitest';
import { buildContractPath } from './define-contract.ts';

describe('buildContractPath', () => {
  it('fills :name parameters, encoded', () => {
    expect(buildContractPath('/AppUser/getCurrentUserInfo/:clientId', { clientId: 'a b/c' })).toBe(
      '/AppUser/getCurrentUserInfo/a%20b%2Fc',
    );
    expect(buildContractPath('/brand/logos/:brandId', { brandId: 2 })).toBe('/brand/logos/2');
  });

  it('leaves a path without parameters as it is', () => {
    expect(buildContractPath('/Brand/getBrands', undefined)).toBe('/Brand/getBrands');
  });

  it('throws when a parameter is missing', () => {
    expect(() => buildContractPath('/company/logos/:companyId', {})).toThrow(
      'Missing path parameter companyId',
    );
    expect(() => buildContractPath('/company/logos/:companyId', { companyId: null })).toThrow();
  });
});
