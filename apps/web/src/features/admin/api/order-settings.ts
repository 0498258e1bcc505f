import { getOrderSettings, updateOrderSettings } from '@airquote/shared/contracts/config/order-settings';
import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Issue 15 item 6: the admin's order settings (the minimum lead time of line ship dates). */
export const orderSettingsKey = ['admin', 'order-settings'] as const;

export function useOrderSettings() {
  return useQuery({ queryKey: orderSettingsKey, queryFn: () => callApi(getOrderSettings, {}) });
}

export function saveOrderSettings(body: ContractInput<typeof updateOrderSettings>['body']) {
  return callApi(updateOrderSettings, { body });
}
