import type { Actor } from '../modules/auth/actor.ts';
import type { Session } from '../plugins/auth.ts';

/**
 * An actor for service tests that call a service directly: who and what they may see, nothing
 * else (no permissions, no status-machine capabilities, a stand-in session and request id).
 */
export function testActor(
  fields: Pick<Actor, 'userId' | 'impersonatorUserId' | 'isInternal' | 'canSeePrices'> & Partial<Actor>,
): Actor {
  return {
    canProcess: false,
    permissions: new Set(),
    capabilities: new Set(),
    requestId: 'test',
    session: {
      userId: fields.userId,
      impersonatorUserId: fields.impersonatorUserId ?? 0,
    } as unknown as Session,
    ...fields,
  };
}
