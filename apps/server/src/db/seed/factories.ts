import { CompanyRole, type CompanyRoleName, type UserRole, userRoleIds } from '@airquote/shared/enums/roles';
import { hashPassword } from '../../modules/auth/password-hasher.ts';
import type { DatabaseOrTransaction } from '../client.ts';
import { type CompanyKind, companies } from '../schema/companies.ts';
import { employeeCompanyRoles, employees } from '../schema/employees.ts';
import { type ApprovalStatus, appUsers, appUserUserRoles } from '../schema/users.ts';

/** Factories shared by the demo seed and the tests, so both build data the same way. */
export async function createCompany(
  db: DatabaseOrTransaction,
  values: {
    name: string;
    kind: CompanyKind;
    defaultBrandId: 1 | 2;
    emailDomain?: string;
    isActive?: boolean;
  },
) {
  const [company] = await db
    .insert(companies)
    .values({
      name: values.name,
      kind: values.kind,
      defaultBrandId: values.defaultBrandId,
      emailDomain: values.emailDomain ?? null,
      isActive: values.isActive ?? true,
    })
    .returning();
  if (!company) throw new Error('company insert returned no row');
  return company;
}

export type UserFactoryValues = {
  email: string;
  firstName: string;
  lastName: string;
  password: string | null;
  /** Precomputed hash, to avoid one argon2 run per user when seeding many users. */
  passwordHash?: string;
  userRoles?: UserRole[];
  companyId?: number | null;
  companyRoles?: CompanyRoleName[];
  approvalStatus?: ApprovalStatus;
  isActive?: boolean;
  isInternalEmployee?: boolean;
  signedCustomerTermsOfUse?: boolean;
};

export async function createUser(db: DatabaseOrTransaction, values: UserFactoryValues) {
  const passwordHash = values.passwordHash ?? (values.password ? await hashPassword(values.password) : null);
  const [user] = await db
    .insert(appUsers)
    .values({
      emailAddress: values.email.toLowerCase(),
      firstName: values.firstName,
      lastName: values.lastName,
      passwordHash,
      approvalStatus: values.approvalStatus ?? 'Approved',
      isActive: values.isActive ?? true,
      isInternalEmployee: values.isInternalEmployee ?? false,
      signedCustomerTermsOfUse: values.signedCustomerTermsOfUse ?? true,
      signedCustomerTermsOfUseAt: (values.signedCustomerTermsOfUse ?? true) ? new Date() : null,
      defaultCompanyId: values.companyId ?? null,
      registeredCompanyName: '',
    })
    .returning();
  if (!user) throw new Error('user insert returned no row');
  if (values.userRoles?.length) {
    await db
      .insert(appUserUserRoles)
      .values(values.userRoles.map((role) => ({ userId: user.userId, userRoleId: userRoleIds[role] })));
  }
  if (values.companyId) {
    const [employee] = await db
      .insert(employees)
      .values({ userId: user.userId, companyId: values.companyId })
      .returning();
    if (employee && values.companyRoles?.length) {
      await db.insert(employeeCompanyRoles).values(
        values.companyRoles.map((role) => ({
          employeeId: employee.employeeId,
          companyRoleId: CompanyRole[role],
        })),
      );
    }
  }
  return user;
}
