import { getNotificationCounts as contract } from '@airquote/shared/contracts/notification/get-notification-counts';
import { callApi } from '../../../lib/api-client.ts';

export function getNotificationCounts(options: { signal?: AbortSignal } = {}) {
  return callApi(contract, {}, options);
}
