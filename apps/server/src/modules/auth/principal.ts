import { type Permission, permissionsWithheldFromEngineers } from '@airquote/shared/enums/permissions';
import { CompanyRole } from '@airquote/shared/enums/roles';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import type { Principal, PrincipalLookup } from '../../plugins/auth.types.ts';

type PrincipalRow = {
  user_id: number;
  is_active: boolean;
  approval_status: string;
  token_version: number;
  revoked_session_ids: string[] | null;
  is_internal_employee: boolean | null;
  user_roles: string[] | null;
  /** The permission tables hold names of the shared list only (the matrix refuses others). */
  permissions: Permission[] | null;
  is_engineer: boolean;
};

export async function loadPrincipal(db: DatabaseOrTransaction, userId: number): Promise<Principal | null> {
  const result = (await db.execute(sql`
    select u.user_id, u.is_active, u.approval_status, u.token_version, u.is_internal_employee,
      (select array_agg(rs.session_id) from revoked_session rs
        where rs.user_id = u.user_id and rs.expires_at > now()) as revoked_session_ids,
      (select array_agg(r.value) from app_user_user_role ur join user_role r on r.user_role_id = ur.user_role_id
        where ur.user_id = u.user_id) as user_roles,
      (select array_agg(distinct p.permission) from (
          select urp.permission from app_user_user_role ur
            join user_role_permission urp on urp.user_role_id = ur.user_role_id where ur.user_id = u.user_id
          union
          select crp.permission from employee e
            join employee_company_role ecr on ecr.employee_id = e.employee_id
            join company_role_permission crp on crp.company_role_id = ecr.company_role_id
            where e.user_id = u.user_id and e.is_active) p) as permissions,
      exists(select 1 from employee e join employee_company_role ecr on ecr.employee_id = e.employee_id
        where e.user_id = u.user_id and e.is_active and ecr.company_role_id = ${CompanyRole.Engineer}) as is_engineer
    from app_user u where u.user_id = ${userId}`)) as unknown as { rows: PrincipalRow[] };
  const row = result.rows[0];
  if (!row) return null;
  const userRoles = row.user_roles ?? [];
  const withheld = new Set<Permission>(row.is_engineer ? permissionsWithheldFromEngineers : []);
  return {
    userId: row.user_id,
    isActive: row.is_active,
    isApproved: row.approval_status === 'Approved',
    tokenVersion: row.token_version,
    revokedSessionIds: new Set(row.revoked_session_ids ?? []),
    userRoles,
    permissions: new Set((row.permissions ?? []).filter((permission) => !withheld.has(permission))),
    isEngineer: row.is_engineer,
    isAppAdmin: userRoles.includes('AppAdmin'),
    isSysAdmin: userRoles.includes('SysAdmin'),
    isInternal: row.is_internal_employee === true,
  };
}

/**
 * A short-lived per-process cache of principals, so an authorised request costs no query in the
 * common case. Changes made by this process invalidate it at once; another instance sees them within
 * the time-to-live (documented in docs/decisions/0004-session-tokens.md).
 */
export class PrincipalCache implements PrincipalLookup {
  private readonly entries = new Map<number, { principal: Principal | null; expiresAt: number }>();

  constructor(
    private readonly load: (userId: number) => Promise<Principal | null>,
    private readonly ttlMs: number,
  ) {}

  async get(userId: number): Promise<Principal | null> {
    const now = Date.now();
    const cached = this.entries.get(userId);
    if (cached && cached.expiresAt > now) return cached.principal;
    const principal = await this.load(userId);
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(userId, { principal, expiresAt: now + this.ttlMs });
    return principal;
  }

  invalidate(userId?: number): void {
    if (userId === undefined) this.entries.clear();
    else this.entries.delete(userId);
  }
}
