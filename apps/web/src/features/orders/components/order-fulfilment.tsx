import type { OrderAddress, ProjectOrder } from '@airquote/shared/contracts/order/order-schemas';
import { Alert, Button, Group, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiCallError } from '../../../lib/api-client.ts';
import { formatCalendarDate } from '../../../lib/format.ts';
import { updateOrderFulfilment } from '../api/update-order-fulfilment.ts';

/** An order address on one line: name, attention, street, city, state, postal code, country. */
export function formatOrderAddress(address: OrderAddress | null): string {
  if (!address) return '—';
  const cityLine = [address.City, [address.StateProvinceCode, address.PostalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(' ');
  return [
    address.Name,
    address.Attention && `Attn: ${address.Attention}`,
    address.Address1,
    address.Address2,
    cityLine,
    address.CountryCode,
  ]
    .filter(Boolean)
    .join(', ');
}

const shownDate = (day: string | null | undefined) => (day ? formatCalendarDate(day) : '—');

/**
 * What order processing records on an order (issue 15 item 6, ADR 0033): the ERP order number,
 * carrier, tracking number, actual ship date and a requested ship date per line. Everyone who reads
 * the order sees it; order processing (who may move the order) edits it while the order is open.
 */
export function OrderFulfilment({
  order,
  onSaved,
  onError,
}: {
  order: ProjectOrder;
  onSaved: (order: ProjectOrder) => void;
  onError: (error: Error) => void;
}) {
  const editable = order.NextStatusIds.length > 0;
  const { Fulfilment: recorded } = order;
  const dateOf = (lineId: number) =>
    recorded.LineShipDates.find((line) => line.ProjectScheduleLineItemId === lineId)?.RequestedShipDate ?? '';
  const [erp, setErp] = useState(recorded.ErpOrderNumber);
  const [carrier, setCarrier] = useState(recorded.Carrier);
  const [tracking, setTracking] = useState(recorded.TrackingNumber);
  const [shipped, setShipped] = useState(recorded.ActualShipDate ?? '');
  const [lineDates, setLineDates] = useState<Record<number, string>>(() =>
    Object.fromEntries(
      order.Snapshot.LineItems.map((line) => [
        line.ProjectScheduleLineItemId,
        dateOf(line.ProjectScheduleLineItemId),
      ]),
    ),
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: updateOrderFulfilment,
    onSuccess: (next) => {
      setRefusal(null);
      onSaved(next);
    },
    onError: (error) => {
      if (error instanceof ApiCallError && error.status === 400) setRefusal(error.message);
      else onError(error);
    },
  });
  const submit = () =>
    save.mutate({
      ProjectOrderId: order.ProjectOrderId,
      RowVersion: order.RowVersion,
      ErpOrderNumber: erp,
      Carrier: carrier,
      TrackingNumber: tracking,
      ActualShipDate: shipped === '' ? null : shipped,
      LineShipDates: Object.entries(lineDates)
        .filter(([, day]) => day !== '')
        .map(([id, day]) => ({ ProjectScheduleLineItemId: Number(id), RequestedShipDate: day })),
    });

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Each line ships at the earliest on {formatCalendarDate(order.EarliestLineShipDate)}: the minimum lead
        time is {order.MinLeadTimeWorkingDays} working days (Monday to Friday) after the order date.
        {editable &&
          ' Acknowledging (Entered) needs the ERP order number and a date for every line; shipping needs carrier, tracking number and the actual ship date.'}
      </Text>
      {editable ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <TextInput
            label="ERP order number"
            maxLength={50}
            value={erp}
            onChange={(event) => setErp(event.currentTarget.value)}
          />
          <TextInput
            label="Carrier"
            maxLength={100}
            value={carrier}
            onChange={(event) => setCarrier(event.currentTarget.value)}
          />
          <TextInput
            label="Tracking number"
            maxLength={100}
            value={tracking}
            onChange={(event) => setTracking(event.currentTarget.value)}
          />
          <TextInput
            label="Actual ship date"
            type="date"
            value={shipped}
            onChange={(event) => setShipped(event.currentTarget.value)}
          />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          {[
            ['ERP order number', recorded.ErpOrderNumber || '—', 'order-erp-number'],
            ['Carrier', recorded.Carrier || '—', 'order-carrier'],
            ['Tracking number', recorded.TrackingNumber || '—', 'order-tracking'],
            ['Actual ship date', shownDate(recorded.ActualShipDate), 'order-actual-ship-date'],
          ].map(([label, value, testId]) => (
            <Stack gap={0} key={label}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {label}
              </Text>
              <Text size="sm" data-testid={testId}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
      <Table.ScrollContainer minWidth={420}>
        <Table aria-label="Requested ship dates per line">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tag</Table.Th>
              <Table.Th>Model</Table.Th>
              <Table.Th>Qty</Table.Th>
              <Table.Th>Requested ship date</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.Snapshot.LineItems.map((line) => (
              <Table.Tr key={line.ProjectScheduleLineItemId}>
                <Table.Td>{line.ItemTag}</Table.Td>
                <Table.Td>{line.ProductModelName}</Table.Td>
                <Table.Td>{line.ItemQty}</Table.Td>
                <Table.Td>
                  {editable ? (
                    <TextInput
                      type="date"
                      size="xs"
                      aria-label={`Requested ship date of ${line.ItemTag}`}
                      min={order.EarliestLineShipDate}
                      value={lineDates[line.ProjectScheduleLineItemId] ?? ''}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setLineDates((current) => ({ ...current, [line.ProjectScheduleLineItemId]: value }));
                      }}
                    />
                  ) : (
                    <span data-testid="order-line-ship-date">
                      {shownDate(dateOf(line.ProjectScheduleLineItemId))}
                    </span>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {refusal && (
        <Alert color="red" variant="light" role="alert" title="Not saved">
          {refusal}
        </Alert>
      )}
      {editable && (
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending}>
            Save order data
          </Button>
        </Group>
      )}
    </Stack>
  );
}
