import type { ProjectOrder } from '@airquote/shared/contracts/order/order-schemas';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingOverlay } from '../../../components/loading-overlay.tsx';
import { showToast } from '../../../components/toast.tsx';
import { useStaleChangeAlert } from '../../../components/use-stale-change-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiCallError } from '../../../lib/api-client.ts';
import { formatAddress, formatCalendarDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { quoteKeys } from '../../../shared/quotes/api/query-keys.ts';
import { QuoteSection } from '../../../shared/quotes/components/quote-section.tsx';
import { quoteFormPath, quoteTitle } from '../../../shared/quotes/quote-rules.ts';
import { useOrder } from '../api/get-order.ts';
import { orderKeys } from '../api/query-keys.ts';
import { OrderAttachments } from '../components/order-attachments.tsx';
import { formatOrderAddress, OrderFulfilment } from '../components/order-fulfilment.tsx';
import { OrderHistory } from '../components/order-history.tsx';
import { OrderLines } from '../components/order-lines.tsx';
import { OrderStatusActions } from '../components/order-status-actions.tsx';
import { orderStatusColor } from '../order-rules.ts';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

function OrderView({ order, onReload }: { order: ProjectOrder; onReload: () => void }) {
  const queryClient = useQueryClient();
  const stale = useStaleChangeAlert(onReload);
  const changed = (next: ProjectOrder) => {
    queryClient.setQueryData(orderKeys.detail(next.ProjectOrderId), next);
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    void queryClient.invalidateQueries({ queryKey: quoteKeys.notes(next.ProjectQuoteId) });
    showToast({ type: 'Success', message: `Order ${next.OrderNumber} is now ${next.StatusName}.` });
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Group gap="sm">
            <Title order={1} size="h2">
              Order {order.OrderNumber}
            </Title>
            <Badge
              variant="light"
              size="lg"
              color={orderStatusColor(order.Status)}
              data-testid="order-status"
            >
              {order.StatusName}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            <Anchor component={Link} to={paths.projectDetail(order.ProjectId)}>
              {order.ProjectName}
            </Anchor>
            {' · quote '}
            <Anchor component={Link} to={quoteFormPath(order.ProjectId, order.ProjectQuoteId)}>
              {quoteTitle(order)}
            </Anchor>
            {` · ${order.BrandName}`}
          </Text>
        </Stack>
        <OrderStatusActions order={order} onChanged={changed} onError={stale.handleError} />
      </Group>
      <QuoteSection title="Order">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
          <Fact label="PO Number" testId="order-po-number">
            {order.PoNumber}
          </Fact>
          <Fact label="Requested ship date">{formatCalendarDate(order.RequestedShipDate)}</Fact>
          {order.Total !== null && (
            <Fact label="Total" testId="order-total">
              {formatMoney(order.Total)}
            </Fact>
          )}
          <Fact label="Requested by">{order.CreatedByName}</Fact>
          <Fact label="Requested">{formatDateTime(order.DateCreated)}</Fact>
          <Fact label="Status changed">{formatDateTime(order.DateStatusChanged)}</Fact>
          <Fact label="Ship to" testId="order-ship-to">
            {order.ShipToAddress
              ? formatOrderAddress(order.ShipToAddress)
              : formatAddress(order.ShipToLocation)}
          </Fact>
          <Fact label="Bill to" testId="order-bill-to">
            {order.BillToAddress
              ? formatOrderAddress(order.BillToAddress)
              : formatAddress(order.BillToLocation)}
          </Fact>
        </SimpleGrid>
      </QuoteSection>
      <QuoteSection title="Order processing">
        <OrderFulfilment
          key={order.RowVersion}
          order={order}
          onSaved={(next) => {
            queryClient.setQueryData(orderKeys.detail(next.ProjectOrderId), next);
            showToast({ type: 'Success', message: `Order data of ${next.OrderNumber} saved.` });
          }}
          onError={stale.handleError}
        />
      </QuoteSection>
      <QuoteSection title="Lines and totals">
        <Text size="xs" c="dimmed" mt={-6}>
          As the quote read when the order was requested; later changes to prices or the quote do not change
          them.
        </Text>
        <OrderLines snapshot={order.Snapshot} />
      </QuoteSection>
      <QuoteSection title="Attachments">
        <OrderAttachments order={order} onChanged={onReload} />
      </QuoteSection>
      <QuoteSection title="History">
        <OrderHistory steps={order.History} />
      </QuoteSection>
      {stale.alert}
    </Stack>
  );
}

/** /topmenu/orders/:projectOrderId: one order with its frozen lines, files, history and next steps. */
export function OrderPage() {
  const projectOrderId = Number(useParams().projectOrderId);
  const valid = Number.isInteger(projectOrderId) && projectOrderId > 0;
  const order = useOrder(projectOrderId, { enabled: valid });
  if (!valid || (order.error instanceof ApiCallError && order.error.status === 404))
    return (
      <Stack gap="md" maw={900}>
        <Title order={1} size="h2">
          Order not found
        </Title>
        <Paper withBorder p="lg" radius="md">
          <Text>
            There is no order at this address, or it belongs to a project you cannot see.{' '}
            <Anchor component={Link} to={paths.orders}>
              Go to the orders
            </Anchor>
            .
          </Text>
        </Paper>
      </Stack>
    );
  if (order.isError)
    return (
      <Text c="red" role="alert">
        The order could not be loaded: {order.error.message}
      </Text>
    );
  if (!order.data) return <LoadingOverlay />;
  return <OrderView order={order.data} onReload={() => void order.refetch()} />;
}
