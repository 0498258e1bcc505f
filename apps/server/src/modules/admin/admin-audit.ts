import type { DatabaseOrTransaction } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import type { Session } from '../../plugins/auth.ts';

/** Who changes something and under which request: every admin change is audited with both. */
export type AdminActor = { session: Session; requestId: string };

/**
 * One audit row per admin change, written in the change's transaction: who did it (and the
 * impersonating admin, if any), what, and the subject's before/after values.
 */
export async function recordAdminChange(
  db: DatabaseOrTransaction,
  { session, requestId }: AdminActor,
  action: string,
  details: Record<string, unknown>,
): Promise<void> {
  await db.insert(auditLog).values({
    userId: session.userId,
    impersonatorUserId: session.impersonatorUserId > 0 ? session.impersonatorUserId : null,
    action,
    requestId,
    details,
  });
}
