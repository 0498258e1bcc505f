import type { QuoteListItem, QuoteSortField } from '@airquote/shared/contracts/quote/search-project-quotes';
import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SortableHeader } from '../../../components/list/sortable-header.tsx';
import { paths } from '../../../config/paths.ts';
import { formatCalendarDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import type { SortRequest } from '../../../lib/list-rules.ts';
import { quoteFormPath, quoteTitle } from '../../../shared/quotes/quote-rules.ts';
import { quoteStatusColor } from '../quotes-list-rules.ts';

type QuotesTableProps = {
  quotes: QuoteListItem[];
  sort: SortRequest<QuoteSortField>;
  onSort: (field: QuoteSortField) => void;
  /** A new page or sort is loading: the rows shown are the previous answer. */
  busy: boolean;
};

type Column = { label: string; field?: QuoteSortField; numeric?: boolean };

const columns: Column[] = [
  { label: 'Quote', field: 'QuoteNumber' },
  { label: 'Project', field: 'ProjectName' },
  { label: 'Company' },
  { label: 'Brand' },
  { label: 'Status', field: 'QuoteStatusName' },
  { label: 'Total', field: 'Total', numeric: true },
  { label: 'Valid Until' },
  { label: 'Modified', field: 'DateModified' },
];

/** One page of quotes; the quote opens the quote form, the project its detail page. */
export function QuotesTable({ quotes, sort, onSort, busy }: QuotesTableProps) {
  // A reader without prices gets no totals: the column goes.
  const showTotals = quotes.some((quote) => quote.Total !== null);
  const shown = columns.filter((column) => column.field !== 'Total' || showTotals);
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        aria-label="Quotes"
        aria-busy={busy}
        style={{ opacity: busy ? 0.6 : 1 }}
      >
        <Table.Thead>
          <Table.Tr>
            {shown.map((column) =>
              column.field ? (
                <SortableHeader
                  key={column.label}
                  direction={sort.SortField === column.field ? sort.SortDirection : null}
                  onSort={() => column.field && onSort(column.field)}
                >
                  {column.label}
                </SortableHeader>
              ) : (
                <Table.Th key={column.label} style={{ whiteSpace: 'nowrap' }}>
                  {column.label}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quotes.map((quote) => (
            <Table.Tr key={quote.ProjectQuoteId} data-testid="quote-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Stack gap={2} align="flex-start">
                  <Anchor
                    component={Link}
                    to={quoteFormPath(quote.ProjectId, quote.ProjectQuoteId)}
                    fw={600}
                    size="sm"
                  >
                    {quoteTitle(quote)}
                  </Anchor>
                  {quote.IsSuperseded && (
                    <Badge variant="outline" color="gray" size="xs">
                      Superseded
                    </Badge>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={paths.projectDetail(quote.ProjectId)} size="sm">
                  {quote.ProjectName}
                </Anchor>
              </Table.Td>
              <Table.Td>{quote.CompanyName}</Table.Td>
              <Table.Td>{quote.BrandName}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Badge
                  variant="light"
                  color={quoteStatusColor(quote.QuoteStatusId)}
                  data-testid="quote-status"
                >
                  {quote.QuoteStatusName}
                </Badge>
              </Table.Td>
              {showTotals && (
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(quote.Total)}
                </Table.Td>
              )}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(quote.ValidUntil)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDateTime(quote.DateModified)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
