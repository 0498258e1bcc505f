import { hasPermission } from '../../lib/permissions.ts';
import { useUserInfo } from '../../lib/session-store.ts';

/**
 * Quote permissions of the signed-in user. The server withholds quote.view from company Engineers, so
 * checking it here keeps the web from asking for quotes it would be refused (a 403 signs out).
 */
export function useQuoteAccess() {
  const userInfo = useUserInfo();
  return { canView: hasPermission(userInfo, 'quote.view'), canEdit: hasPermission(userInfo, 'quote.edit') };
}
