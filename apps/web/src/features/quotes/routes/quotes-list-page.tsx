import { quoteSearchMessages } from '@airquote/shared/contracts/quote/search-project-quotes';
import { Group, MultiSelect, Paper, Select, Stack, Switch, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
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
import { NoAccessPage } from '../../../components/no-access-page.tsx';
import { useFilteredListParams } from '../../../lib/use-address-filters.ts';
import { useQuoteAccess } from '../../../shared/quotes/use-quote-access.ts';
import { BrandFilter } from '../../../shared/session/components/brand-filter.tsx';
import { useQuoteStatusLookups } from '../api/get-quote-status-lookups.ts';
import { quoteListKeys } from '../api/query-keys.ts';
import { searchProjectQuotes } from '../api/search-project-quotes.ts';
import { QuotesTable } from '../components/quotes-table.tsx';
import {
  defaultQuoteSort,
  isFiltered,
  QUOTE_PAGE_SIZE,
  quoteFilterParams,
  quoteFiltersFromParams,
  quoteSearchRequest,
  quoteSortFields,
} from '../quotes-list-rules.ts';

const quoteNames = { one: 'quote', many: 'quotes' };

const dateFieldOptions = [
  { value: 'modified', label: 'Modified' },
  { value: 'created', label: 'Created' },
];

/** /topmenu/quotes: the quotes of every project the user may see, filtered, sorted and paged in the address. */
export function QuotesListPage() {
  const access = useQuoteAccess();
  // Engineers never see quotes (spec section 6): nothing is asked of the server. The route table
  // already shows this page for them (app/router.tsx); the list checks again where it is used alone.
  if (!access.canView) return <NoAccessPage title="Quotes" message="Your account has no access to quotes." />;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Quotes
      </Title>
      <QuotesList />
    </Stack>
  );
}

function QuotesList() {
  const list = useFilteredListParams(quoteSortFields, defaultQuoteSort, quoteFiltersFromParams);
  const { filters } = list;
  const request = quoteSearchRequest(filters, list.sort, list.page);
  const [text, setText] = useSearchText(filters.SearchText, (searched) => list.setFilter('q', searched));
  const statuses = useQuoteStatusLookups();
  const dateProblem =
    filters.DateFrom && filters.DateTo && filters.DateFrom > filters.DateTo
      ? quoteSearchMessages.dateRange
      : null;
  const search = useListSearch({
    queryKey: quoteListKeys.search(request),
    request,
    search: searchProjectQuotes,
    enabled: dateProblem === null,
  });
  const dateLabel = filters.DateField === 'DateCreated' ? 'Created' : 'Modified';

  return (
    <>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group align="flex-end" gap="sm">
            <SearchTextInput
              label="Search quotes"
              placeholder="Quote number, project or company"
              value={text}
              onChange={setText}
              busy={search.isFetching}
            />
            <MultiSelect
              label="Status"
              placeholder={filters.QuoteStatusIds.length === 0 ? 'Any status' : undefined}
              data={(statuses.data ?? []).map((status) => ({ value: String(status.Id), label: status.Name }))}
              value={filters.QuoteStatusIds.map(String)}
              onChange={(values) => list.setFilter('status', values.join(','))}
              clearable
              w={280}
            />
            <BrandFilter value={filters.BrandId} onChange={(value) => list.setFilter('brand', value)} />
          </Group>
          <Group align="flex-end" gap="sm">
            <Select
              label="Date"
              data={dateFieldOptions}
              value={filters.DateField === 'DateCreated' ? 'created' : 'modified'}
              onChange={(value) => list.setFilter('dates', value === 'created' ? value : null)}
              allowDeselect={false}
              w={130}
            />
            <DateRangeFilter
              labels={[`${dateLabel} from`, `${dateLabel} to`]}
              from={filters.DateFrom}
              to={filters.DateTo}
              onChange={list.setFilter}
              invalid={dateProblem !== null}
              w={170}
            />
            <Switch
              label="Include superseded revisions"
              checked={filters.IncludeSuperseded}
              onChange={(event) => list.setFilter('superseded', event.currentTarget.checked ? '1' : null)}
              mb={8}
            />
            {(isFiltered(filters) || filters.IncludeSuperseded) && (
              <ClearFiltersButton
                onClick={() => {
                  setText('');
                  list.clearFilters(quoteFilterParams);
                }}
              />
            )}
          </Group>
          <FilterProblem message={dateProblem} />
          {search.data && (
            <ResultCount count={search.data.TotalCount} names={quoteNames} testId="quote-count" />
          )}
        </Stack>
      </Paper>
      <SearchedListBody
        names={quoteNames}
        search={search}
        rowsOf={(answer) => answer.Quotes}
        filtered={isFiltered(filters)}
        emptyIcon={<IconFileInvoice size={36} stroke={1.4} aria-hidden />}
        emptyHint="A quote is made from a project: open the project, then its Quotes tab and New quote."
        pageSize={QUOTE_PAGE_SIZE}
        page={list.page}
        onPageChange={list.goToPage}
      >
        {(answer, busy) => (
          <QuotesTable quotes={answer.Quotes} sort={list.sort} onSort={list.sortBy} busy={busy} />
        )}
      </SearchedListBody>
    </>
  );
}
