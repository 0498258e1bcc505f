import { describe, expect, it } from 'vitest';
import { inProductOrder, permissionText, readableRoleName } from './role-names.ts';

describe('role and permission names', () => {
  it('spaces the words of a role value and keeps acronyms together', () => {
    expect(readableRoleName('VPPricingDirector')).toBe('VP Pricing Director');
    expect(readableRoleName('SysAdmin')).toBe('Sys Admin');
    expect(readableRoleName('ApplicationEngineering')).toBe('Application Engineering');
    expect(readableRoleName('Engineer')).toBe('Engineer');
  });

  it('describes known permissions and shows unknown ones as they are', () => {
    expect(permissionText('pricing.view')).toBe('See list prices, multipliers and net prices');
    expect(permissionText('something.new')).toBe('something.new');
    expect(permissionText('toString')).toBe('toString');
  });

  it('orders permissions as the product is laid out, unknown ones last', () => {
    expect(
      inProductOrder(['report.view', 'zeta.new', 'admin.users', 'project.edit', 'project.view', 'alpha.new']),
    ).toEqual(['project.view', 'project.edit', 'report.view', 'admin.users', 'alpha.new', 'zeta.new']);
  });
});
