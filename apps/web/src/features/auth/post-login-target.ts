import { paths } from '../../config/paths.ts';

/** Navigation state a login screen may receive (spec section 2), and the address a visit asked for. */
export type LoginNavigationState = {
  userApproval?: string;
  projectQuoteId?: string;
  scheduleId?: string;
  projectId?: string;
  /**
   * The protected address a signed-out visit opened (issue #15): where the login goes when none of
   * the spec's cases applies. Only a relative path of this site is ever followed (safeReturnPath).
   */
  returnTo?: string;
};

/** Any origin: only used to check that a path stays on the site it is resolved against. */
const probeOrigin = 'http://return-to.invalid';

/**
 * The path to return to after a login, or null: only a relative path of this site (one leading
 * slash, no scheme, host, backslash or control character), never a sign-in screen, so a crafted
 * link cannot send the user to another site (no open redirect) or back to the login.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  const path = url.pathname.toLowerCase();
  if (path === '/' || path === '/user-login' || path === '/user' || path.startsWith('/user/')) return null;
  // The project list itself, unfiltered, is the spec's own landing ('topmenu/project/'): no return.
  if ((path === '/topmenu/project' || path === '/topmenu/project/') && !url.search && !url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a successful login goes: the spec's cases in their order (section 2), with the address the
 * signed-out visit asked for before the spec's "otherwise the projects".
 */
export function postLoginTarget(state: LoginNavigationState | null | undefined): string {
  if (state?.userApproval) {
    return `${paths.internalEmployeeList}?approvalUserId=${encodeURIComponent(state.userApproval)}`;
  }
  if (state?.projectQuoteId && state.scheduleId && state.projectId) {
    const query = new URLSearchParams({
      projectQuoteId: state.projectQuoteId,
      projectScheduleId: state.scheduleId,
    });
    return `${paths.projectQuoteForm(state.projectId)}?${query.toString()}`;
  }
  return safeReturnPath(state?.returnTo) ?? paths.projects;
}
