import { describe, expect, it } from 'vitest';
import { spacedRoleName } from './permission-matrix.tsx';

describe('spacedRoleName', () => {
  it('puts spaces between the words of a role value, keeping acronyms whole', () => {
    expect(spacedRoleName('VPPricingDirector')).toBe('VP Pricing Director');
    expect(spacedRoleName('ApplicationEngineering')).toBe('Application Engineering');
    expect(spacedRoleName('SysAdmin')).toBe('Sys Admin');
    expect(spacedRoleName('Sales Rep')).toBe('Sales Rep');
  });
});
