import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { employees } from '../../db/schema/employees.ts';
import { passwordResetTokens } from '../../db/schema/password-reset-tokens.ts';
import { revokedSessions } from '../../db/schema/revoked-sessions.ts';
import { appUsers } from '../../db/schema/users.ts';

/** The writes of registration, password reset, sessions, profile and approval (app-user.service.ts). */

export async function insertUser(db: DatabaseOrTransaction, values: typeof appUsers.$inferInsert) {
  const [user] = await db.insert(appUsers).values(values).returning();
  if (!user) throw new Error('insert returned no row');
  return user;
}

/** Sets columns of one user (callers raise row_version themselves). */
export async function updateUser(
  db: DatabaseOrTransaction,
  userId: number,
  values: Partial<typeof appUsers.$inferInsert>,
): Promise<void> {
  await db.update(appUsers).set(values).where(eq(appUsers.userId, userId));
}

export async function insertResetToken(
  db: DatabaseOrTransaction,
  values: typeof passwordResetTokens.$inferInsert,
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** The user's unused, unexpired reset link with this hash, locked until the transaction ends. */
export async function lockOpenResetToken(db: DatabaseOrTransaction, userId: number, tokenHash: string) {
  const [resetToken] = await db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .for('update');
  return resetToken;
}

/** Every open reset link of the user is spent. */
export async function spendResetTokens(db: DatabaseOrTransaction, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Records an ended session until `expiresAt`, dropping rows whose tokens have all expired. */
export async function insertRevokedSession(
  db: DatabaseOrTransaction,
  session: { sessionId: string; userId: number; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, now));
  await db.insert(revokedSessions).values(session).onConflictDoNothing();
}

export async function insertAuditEntry(
  db: DatabaseOrTransaction,
  values: typeof auditLog.$inferInsert,
): Promise<void> {
  await db.insert(auditLog).values(values);
}

/**
 * An approval's company is the only one the new user works for: a membership made before approval
 * from a typed company name (registrations before issue #15) ends unless the approver chose it.
 */
export async function deactivateOtherEmployments(
  db: DatabaseOrTransaction,
  userId: number,
  keptCompanyId: number,
): Promise<void> {
  await db
    .update(employees)
    .set({ isActive: false, rowVersion: sql`${employees.rowVersion} + 1` })
    .where(
      and(eq(employees.userId, userId), ne(employees.companyId, keptCompanyId), eq(employees.isActive, true)),
    );
}

export async function activateEmployee(db: DatabaseOrTransaction, employeeId: number): Promise<void> {
  await db
    .update(employees)
    .set({ isActive: true, rowVersion: sql`${employees.rowVersion} + 1` })
    .where(and(eq(employees.employeeId, employeeId), eq(employees.isActive, false)));
}
