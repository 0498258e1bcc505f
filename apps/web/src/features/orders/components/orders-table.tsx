import type { OrderSortField, ProjectOrderSummary } from '@airquote/shared/contracts/order/order-schemas';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SortableHeader } from '../../../components/list/sortable-header.tsx';
import { paths } from '../../../config/paths.ts';
import { formatCalendarDate, formatDate, formatMoney } from '../../../lib/format.ts';
import type { SortRequest } from '../../../lib/list-rules.ts';
import { quoteFormPath, quoteTitle } from '../../../shared/quotes/quote-rules.ts';
import { orderStatusColor } from '../order-rules.ts';

type OrdersTableProps = {
  orders: ProjectOrderSummary[];
  sort: SortRequest<OrderSortField>;
  onSort: (field: OrderSortField) => void;
  /** A new page or sort is loading: the rows shown are the previous answer. */
  busy: boolean;
};

const columns: { field: OrderSortField; label: string; numeric?: boolean }[] = [
  { field: 'OrderNumber', label: 'Order' },
  { field: 'QuoteNumber', label: 'Quote' },
  { field: 'ProjectName', label: 'Project' },
  { field: 'BrandName', label: 'Brand' },
  { field: 'Status', label: 'Status' },
  { field: 'PoNumber', label: 'PO Number' },
  { field: 'RequestedShipDate', label: 'Ship Date' },
  { field: 'Total', label: 'Total', numeric: true },
  { field: 'CreatedByName', label: 'Requested By' },
  { field: 'DateCreated', label: 'Requested' },
  { field: 'DateModified', label: 'Modified' },
];

/** The orders of one page, every column sortable; the order number opens the order. */
export function OrdersTable({ orders, sort, onSort, busy }: OrdersTableProps) {
  // A reader without prices gets no totals: the column goes.
  const showTotals = orders.some((order) => order.Total !== null);
  const shown = columns.filter((column) => column.field !== 'Total' || showTotals);
  return (
    <Table.ScrollContainer minWidth={1300}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        aria-label="Orders"
        aria-busy={busy}
        style={{ opacity: busy ? 0.6 : 1 }}
      >
        <Table.Thead>
          <Table.Tr>
            {shown.map((column) => (
              <SortableHeader
                key={column.field}
                direction={sort.SortField === column.field ? sort.SortDirection : null}
                onSort={() => onSort(column.field)}
              >
                {column.label}
              </SortableHeader>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.ProjectOrderId} data-testid="order-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor component={Link} to={paths.order(order.ProjectOrderId)} fw={600} size="sm">
                  {order.OrderNumber}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor component={Link} to={quoteFormPath(order.ProjectId, order.ProjectQuoteId)} size="sm">
                  {quoteTitle(order)}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={paths.projectDetail(order.ProjectId)} size="sm">
                  {order.ProjectName}
                </Anchor>
              </Table.Td>
              <Table.Td>{order.BrandName}</Table.Td>
              <Table.Td miw={110}>
                <Badge
                  variant="light"
                  color={orderStatusColor(order.Status)}
                  data-testid="order-status"
                  styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
                >
                  {order.StatusName}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{order.PoNumber}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatCalendarDate(order.RequestedShipDate)}
              </Table.Td>
              {showTotals && <Table.Td ta="right">{formatMoney(order.Total)}</Table.Td>}
              <Table.Td>{order.CreatedByName}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(order.DateCreated)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDate(order.DateModified)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
