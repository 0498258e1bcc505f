import { Stack } from '@mantine/core';
import { OrderSettingsCard } from '../components/order-settings-card.tsx';

/** /topmenu/admin/order-settings (issue 15 item 6): the minimum lead time of orders. */
export function OrderSettingsPage() {
  return (
    <Stack gap="md" maw={700}>
      <OrderSettingsCard />
    </Stack>
  );
}
