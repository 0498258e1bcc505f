import { eq, sql } from 'drizzle-orm';
import type { App } from '../app.ts';
import { companies } from '../db/schema/companies.ts';
import { employees } from '../db/schema/employees.ts';
import { callApi } from './project-fixtures.ts';

/** Helpers for the admin-area API tests. */
export async function companyIdByName(app: App, name: string): Promise<number> {
  const [row] = await app.deps.db
    .select({ companyId: companies.companyId })
    .from(companies)
    .where(sql`lower(${companies.name}) = ${name.toLowerCase()}`);
  if (!row) throw new Error(`no company ${name}`);
  return row.companyId;
}

export async function employeeIdOf(app: App, userId: number, companyId: number): Promise<number> {
  const rows = await app.deps.db.select().from(employees).where(eq(employees.userId, userId));
  const row = rows.find((employee) => employee.companyId === companyId);
  if (!row) throw new Error(`user ${userId} is no employee of company ${companyId}`);
  return row.employeeId;
}

/** A 1 × 1 pixel PNG: a real image whose first bytes are the PNG signature. */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Whether a signed-in call still works: 200 while the session lives, 401 once it was revoked. */
export async function sessionStatus(app: App, token: string): Promise<number> {
  return (await callApi(app, token, 'GET', '/AppUser/getCurrentUserInfo/test-client')).statusCode;
}
