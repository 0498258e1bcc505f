import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { appUsers } from './users.ts';

export const companyRoleLookups = pgTable('company_role', {
  companyRoleId: integer('company_role_id').primaryKey(),
  value: text('value').notNull().unique(),
  roleName: text('role_name').notNull(),
});

/** A user's membership of a company. */
export const employees = pgTable(
  'employee',
  {
    employeeId: serial('employee_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUsers.userId, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId),
    isActive: boolean('is_active').notNull().default(true),
    /** Activation changes compare it (409 on a stale one, lib/row-version.ts). */
    rowVersion: integer('row_version').notNull().default(1),
  },
  (table) => [
    uniqueIndex('employee_user_company_unique').on(table.userId, table.companyId),
    index('employee_company_idx').on(table.companyId),
  ],
);

export const employeeCompanyRoles = pgTable(
  'employee_company_role',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.employeeId, { onDelete: 'cascade' }),
    companyRoleId: integer('company_role_id')
      .notNull()
      .references(() => companyRoleLookups.companyRoleId),
  },
  (table) => [primaryKey({ columns: [table.employeeId, table.companyRoleId] })],
);
