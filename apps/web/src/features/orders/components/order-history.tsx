import type { OrderHistoryStep } from '@airquote/shared/contracts/order/order-schemas';
import { Box, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format.ts';

/**
 * The order's history from the first step (issue 15 item 6): every event of its quote from the quote's
 * creation through the reviews, the order request, acknowledgement and shipping, oldest first, with
 * who and when (the server reads them from the event log).
 */
export function OrderHistory({ steps }: { steps: OrderHistoryStep[] }) {
  if (steps.length === 0) return <Text c="dimmed">No steps recorded yet.</Text>;
  return (
    <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Order history">
      {steps.map((step) => (
        <Box
          key={step.EventLogId}
          component="li"
          pl="sm"
          style={{ borderLeft: '3px solid var(--mantine-primary-color-filled)' }}
          data-testid="order-history-step"
        >
          <Text size="sm">{step.Summary}</Text>
          <Text size="xs" c="dimmed">
            {step.UserName} · {formatDateTime(step.At)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
