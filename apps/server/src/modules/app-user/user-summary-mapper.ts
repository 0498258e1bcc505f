import type { AppUserSummary } from '@airquote/shared/contracts/app-user/search-app-users';

/** The columns of a user's row that the user lists show, as both user queries name them. */
export type UserSummaryColumns = {
  user_id: number;
  first_name: string;
  last_name: string;
  email_address: string;
  is_active: boolean;
  approval_status: 'Pending' | 'Approved' | 'Rejected';
  company_name: string | null;
};

/** A user as the user lists show them; `roleValues` are the values of their user roles. */
export function toUserSummary(row: UserSummaryColumns, roleValues: readonly string[]): AppUserSummary {
  return {
    UserId: row.user_id,
    FirstName: row.first_name,
    LastName: row.last_name,
    EmailAddress: row.email_address,
    IsActive: row.is_active,
    ApprovalStatus: row.approval_status,
    DefaultCompanyName: row.company_name,
    IsAppAdmin: roleValues.includes('AppAdmin'),
    IsSysAdmin: roleValues.includes('SysAdmin'),
  };
}
