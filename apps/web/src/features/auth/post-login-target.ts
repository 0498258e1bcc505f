import { paths } from '../../config/paths.ts';

/** Navigation state a login screen may receive (spec section 2). */
export type LoginNavigationState = {
  userApproval?: string;
  projectQuoteId?: string;
  scheduleId?: string;
  projectId?: string;
};

/** Where a successful login goes (spec section 2, in this order). */
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
  return paths.projects;
}
