import { orderMessages } from '@airquote/shared/contracts/order/order-schemas';
import { Group, Paper, Select, Stack, Title } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import {
  ClearFiltersButton,
  DateRangeFilter,
  FilterProblem,
} from '../../../components/list/list-filters.tsx';
import { SearchTextInput, useSearchText } from '../../../components/list/search-text-input.tsx';
import {
  ResultCount,
  SearchedListBody,
  useListSearch,
} from '../../../components/list/searched-list-body.tsx';
import { paths } from '../../../config/paths.ts';
import { useFilteredListParams } from '../../../lib/use-address-filters.ts';
import { BrandFilter } from '../../../shared/session/components/brand-filter.tsx';
import { orderKeys } from '../api/query-keys.ts';
import { searchOrders } from '../api/search-orders.ts';
import { OrdersTable } from '../components/orders-table.tsx';
import {
  defaultOrderSort,
  isFiltered,
  ORDER_PAGE_SIZE,
  orderFiltersFromParams,
  orderSearchRequest,
  orderSortFields,
  orderStatusOptions,
} from '../order-rules.ts';

const orderNames = { one: 'order', many: 'orders' };

/** /topmenu/orders: the orders of the projects the user may see, filtered, sorted and paged in the address. */
export function OrdersListPage() {
  const list = useFilteredListParams(orderSortFields, defaultOrderSort, orderFiltersFromParams);
  const { filters } = list;
  const request = orderSearchRequest(filters, list.sort, list.page);
  const [text, setText] = useSearchText(filters.Text, (searched) => list.setFilter('q', searched));
  const dateProblem =
    filters.DateFrom && filters.DateTo && filters.DateFrom > filters.DateTo ? orderMessages.dateRange : null;
  const search = useListSearch({
    queryKey: orderKeys.search(request),
    request,
    search: searchOrders,
    enabled: dateProblem === null,
  });

  // Mails of the first order release linked to the list with the order in the query.
  const legacyOrderId = Number(list.searchParams.get('projectOrderId'));
  if (Number.isInteger(legacyOrderId) && legacyOrderId > 0)
    return <Navigate to={paths.order(legacyOrderId)} replace />;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Orders
        </Title>
        {search.data && (
          <ResultCount count={search.data.TotalCount} names={orderNames} testId="order-count" />
        )}
      </Group>
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="sm">
          <SearchTextInput
            label="Search orders"
            placeholder="Order, quote, project or PO number"
            value={text}
            onChange={setText}
            busy={search.isFetching}
          />
          <Select
            label="Status"
            placeholder="Any status"
            data={orderStatusOptions}
            value={filters.Status === undefined ? null : String(filters.Status)}
            onChange={(value) => list.setFilter('status', value)}
            clearable
            w={150}
          />
          <BrandFilter value={filters.BrandId} onChange={(value) => list.setFilter('brand', value)} w={160} />
          <DateRangeFilter
            labels={['Ordered from', 'Ordered to']}
            from={filters.DateFrom}
            to={filters.DateTo}
            onChange={list.setFilter}
            invalid={dateProblem !== null}
            w={150}
          />
          {isFiltered(filters) && (
            <ClearFiltersButton
              onClick={() => {
                setText('');
                list.clearFilters(['q', 'status', 'brand', 'from', 'to']);
              }}
            />
          )}
        </Group>
        <FilterProblem message={dateProblem} mt="xs" />
      </Paper>
      <SearchedListBody
        names={orderNames}
        search={search}
        rowsOf={(answer) => answer.Orders}
        filtered={isFiltered(filters)}
        emptyIcon={<IconTruckDelivery size={36} stroke={1.4} aria-hidden />}
        emptyHint="An order is requested from an open quote with its Order button; it shows here as soon as it is sent."
        pageSize={ORDER_PAGE_SIZE}
        page={list.page}
        onPageChange={list.goToPage}
      >
        {(answer, busy) => (
          <OrdersTable orders={answer.Orders} sort={list.sort} onSort={list.sortBy} busy={busy} />
        )}
      </SearchedListBody>
    </Stack>
  );
}
