import { Paper, Stack, Text } from '@mantine/core';
import { keepPreviousData, type QueryKey, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListLoadFallback } from './list-load-fallback.tsx';
import { ListPagination } from './list-pagination.tsx';

type ListSearch<Request, Answer> = {
  queryKey: QueryKey;
  request: Request;
  search: (request: Request, options: { signal?: AbortSignal }) => Promise<Answer>;
  enabled: boolean;
};

/**
 * One page of a list searched on the server. A new filter cancels the search in flight (its signal
 * aborts) and the previous page stays, dimmed, until the next one is there.
 */
export function useListSearch<Request, Answer>({
  queryKey,
  request,
  search,
  enabled,
}: ListSearch<Request, Answer>) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => search(request, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The words of a list's rows: "order" and "orders". */
export type RowNames = { one: string; many: string };

/** "1 order", "1,234 orders": how many rows the filters find, over all pages. */
export function ResultCount({ count, names, testId }: { count: number; names: RowNames; testId: string }) {
  return (
    <Text c="dimmed" size="sm" data-testid={testId}>
      {count.toLocaleString()} {count === 1 ? names.one : names.many}
    </Text>
  );
}

type EmptyListProps = { names: RowNames; filtered: boolean; icon: ReactNode; hint: string };

/** An empty list: nothing matches the filters, or (unfiltered) nothing yet and how rows come. */
function EmptyList({ names, filtered, icon, hint }: EmptyListProps) {
  return (
    <Stack align="center" gap="xs" p="xl" data-testid={`${names.many}-empty`}>
      {icon}
      <Text fw={600}>{filtered ? `No ${names.one} matches these filters.` : `No ${names.many} yet.`}</Text>
      <Text size="sm" c="dimmed" ta="center" maw={480}>
        {filtered ? `Change or clear the filters to see more ${names.many}.` : hint}
      </Text>
    </Stack>
  );
}

type SearchedListBodyProps<Answer extends { TotalCount: number }> = {
  names: RowNames;
  search: UseQueryResult<Answer>;
  /** The rows of the page shown. */
  rowsOf: (answer: Answer) => readonly unknown[];
  /** An empty list with filters says so; without, it shows `emptyIcon` and `emptyHint`. */
  filtered: boolean;
  emptyIcon: ReactNode;
  emptyHint: string;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
  /** The table of the page shown; `busy` while the next page loads behind it. */
  children: (answer: Answer, busy: boolean) => ReactNode;
};

/** The body of a searched list under its filters: the table (or why there is none) and the pages. */
export function SearchedListBody<Answer extends { TotalCount: number }>({
  names,
  search,
  rowsOf,
  filtered,
  emptyIcon,
  emptyHint,
  pageSize,
  page,
  onPageChange,
  children,
}: SearchedListBodyProps<Answer>) {
  const answer = search.data;
  const pages = answer ? Math.max(1, Math.ceil(answer.TotalCount / pageSize)) : 1;
  return (
    <>
      <Paper withBorder radius="md">
        {!answer ? (
          <ListLoadFallback what={names.many} error={search.error} onRetry={() => void search.refetch()} />
        ) : rowsOf(answer).length === 0 ? (
          <EmptyList names={names} filtered={filtered} icon={emptyIcon} hint={emptyHint} />
        ) : (
          children(answer, search.isFetching && search.isPlaceholderData)
        )}
      </Paper>
      <ListPagination page={page} pages={pages} onChange={onPageChange} />
    </>
  );
}
