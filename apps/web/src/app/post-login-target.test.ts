import { describe, expect, it } from 'vitest';
import { postLoginTarget, safeReturnPath } from '../features/auth/post-login-target.ts';
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
  it('the address a signed-out visit opened comes before "otherwise the projects" (issue #15)', () => {
    const quoteLink = '/topmenu/project/project-detail/7/project-quote-form?projectQuoteId=5';
    expect(postLoginTarget({ returnTo: quoteLink })).toBe(quoteLink);
    expect(postLoginTarget({ returnTo: '/topmenu/orders/3#top' })).toBe('/topmenu/orders/3#top');
    // The spec's cases keep their place.
    expect(postLoginTarget({ userApproval: '17', returnTo: '/topmenu/orders' })).toBe(
      '/topmenu/admin/admin-company/internal-employee-list?approvalUserId=17',
    );
    expect(
      postLoginTarget({ projectQuoteId: '5', scheduleId: '6', projectId: '7', returnTo: '/topmenu/orders' }),
    ).toBe('/topmenu/project/project-detail/7/project-quote-form?projectQuoteId=5&projectScheduleId=6');
  });
  it('never follows a return address off the site or back to a sign-in screen (no open redirect)', () => {
    for (const returnTo of [
      'https://evil.test/topmenu/project',
      '//evil.test/topmenu/project',
      '/\\evil.test/x',
      '\\evil.test',
      'javascript:alert(1)',
      'topmenu/project',
      '/\tevil',
      '/user/user-login',
      '/user/user-logout',
      '/USER/user-register',
      '/user-login',
      '/',
      '',
      '/topmenu/project',
      '/topmenu/project/',
    ]) {
      expect(safeReturnPath(returnTo), returnTo).toBeNull();
      expect(postLoginTarget({ returnTo }), returnTo).toBe('/topmenu/project/');
    }
    expect(safeReturnPath(42)).toBeNull();
    expect(safeReturnPath('/topmenu/project/../../x')).toBe('/x');
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
  it('carries the address itself when one of the three is missing', () => {
    expect(loginStateFor({ pathname: '/topmenu/project', search: '?projectQuoteId=5&projectId=7' })).toEqual({
      returnTo: '/topmenu/project?projectQuoteId=5&projectId=7',
    });
    expect(
      loginStateFor({
        pathname: '/topmenu/project/project-detail/7/project-quote-form',
        search: '?projectQuoteId=5',
      }),
    ).toEqual({ returnTo: '/topmenu/project/project-detail/7/project-quote-form?projectQuoteId=5' });
  });
  it('carries any other protected address with its query and hash', () => {
    expect(loginStateFor({ pathname: '/topmenu/orders/12', search: '?x=1', hash: '#h' })).toEqual({
      returnTo: '/topmenu/orders/12?x=1#h',
    });
  });
});
