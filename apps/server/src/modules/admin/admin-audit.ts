import type { DatabaseOrTransaction } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import type { Actor } from '../auth/actor.ts';

/**
 * One audit row per admin change, written in the change's transaction: who did it (and the
 * impersonating admin, if any), what, and the subject's before/after values.
 */
export async function recordAdminChange(
  db: DatabaseOrTransaction,
  { userId, impersonatorUserId, requestId }: Actor,
  action: string,
  details: Record<string, unknown>,
): Promise<void> {
  await db.insert(auditLog).values({
    userId,
    impersonatorUserId,
    action,
    requestId,
    details,
  });
}
