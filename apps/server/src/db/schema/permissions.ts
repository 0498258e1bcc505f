import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyRoleLookups } from './employees.ts';
import { userRoleLookups } from './users.ts';

export const permissions = pgTable('permission', {
  name: text('name').primaryKey(),
  description: text('description').notNull(),
});

export const userRolePermissions = pgTable(
  'user_role_permission',
  {
    userRoleId: integer('user_role_id')
      .notNull()
      .references(() => userRoleLookups.userRoleId),
    permission: text('permission')
      .notNull()
      .references(() => permissions.name),
  },
  (table) => [primaryKey({ columns: [table.userRoleId, table.permission] })],
);

export const companyRolePermissions = pgTable(
  'company_role_permission',
  {
    companyRoleId: integer('company_role_id')
      .notNull()
      .references(() => companyRoleLookups.companyRoleId),
    permission: text('permission')
      .notNull()
      .references(() => permissions.name),
  },
  (table) => [primaryKey({ columns: [table.companyRoleId, table.permission] })],
);
