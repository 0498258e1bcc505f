import { describe, expect, it } from 'vitest';
import { postLoginTarget } from '../features/auth/post-login-target.ts';
import { loginStateFor } from './route-guard.tsx';

describe('after a successful login (spec section 2)', () => {
  it('1. an approval user id goes to the internal employee list', () => {
    expect(
      postLoginTarget({ userApproval: '17', projectId: '1', projectQuoteId: '2', scheduleId: '3' }),
    ).toBe('/topmenu/admin/admin-company/internal-employee-list?approvalUserId=17');
  });
  it('2. quote, schedule and project ids all present go to the quote form', () => {
    expect(postLoginTarget({ projectQuoteId: '5', scheduleId: '6', projectId: '7' })).toBe(
      '/topmenu/project/project-detail/7/project-quote-form?projectQuoteId=5&projectScheduleId=6',
    );
  });
  it('3. otherwise the projects', () => {
    expect(postLoginTarget({ projectQuoteId: '5', projectId: '7' })).toBe('/topmenu/project/');
    expect(postLoginTarget(null)).toBe('/topmenu/project/');
  });
});

describe('route guard state for login (spec section 6)', () => {
  it('carries approvalUserId from the internal employee list as userApproval', () => {
    expect(
      loginStateFor({
        pathname: '/topmenu/admin/admin-company/internal-employee-list',
        search: '?approvalUserId=9',
      }),
    ).toEqual({ userApproval: '9' });
  });
  it('carries projectQuoteId, projectScheduleId and projectId from a project route', () => {
    expect(
      loginStateFor({
        pathname: '/topmenu/project/project-detail/7/project-quote-form',
        search: '?projectQuoteId=5&projectScheduleId=6&projectId=7',
      }),
    ).toEqual({ projectQuoteId: '5', scheduleId: '6', projectId: '7' });
  });
  it('carries nothing when one of the three is missing', () => {
    expect(loginStateFor({ pathname: '/topmenu/project', search: '?projectQuoteId=5&projectId=7' })).toEqual(
      {},
    );
  });
});
