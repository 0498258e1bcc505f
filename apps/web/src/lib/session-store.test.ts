import { describe, expect, it } from 'vitest';
import { toUserInfo } from './session-store.ts';

describe('cached user info (spec section 3)', () => {
  it('keeps the Permissions of the answer as UserPermissions', () => {
    const cached = toUserInfo({
      ClientId: 'c',
      AppUser: {} as never,
      Employees: [],
      Permissions: ['project.view', 'quote.view'],
      EmployeePermissions: [],
      ImpersonatorUserId: null,
    });
    expect(cached.UserPermissions).toEqual(['project.view', 'quote.view']);
    expect('Permissions' in cached).toBe(false);
  });
});
