import { SCHEDULE_SEARCH_LIMIT } from '@airquote/shared/contracts/project-schedule/search-schedules';
import { Group, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SearchPanel, useSearchText } from '../../../components/list/search-text-input.tsx';
import { activeCountsOf } from '../../../lib/list-rules.ts';
import { useListAddress } from '../../../lib/use-list-params.ts';
import { useScheduleSearch } from '../api/search-schedules.ts';
import { ProjectCountBadges } from './project-counts.tsx';
import { ScheduleList } from './schedule-list.tsx';

/**
 * Schedules of every project the user can open, by name (ProjectSchedule search). Without text it
 * lists the most recently changed ones. A new search cancels the one in flight, as the project
 * search does.
 */
export function ScheduleSearchView() {
  const { searchParams, changeFilter } = useListAddress();
  const searchText = (searchParams.get('q') ?? '').slice(0, 200);
  const includeInactive = searchParams.get('inactive') === '1';
  const request = useMemo(() => ({ searchText, includeInactive }), [searchText, includeInactive]);
  const [text, setText] = useSearchText(searchText, (typed) =>
    changeFilter((params) => (typed ? params.set('q', typed) : params.delete('q'))),
  );
  const search = useScheduleSearch(request, { placeholderData: keepPreviousData });
  const counts = useMemo(() => activeCountsOf(search.data), [search.data]);
  const capped = (search.data?.length ?? 0) >= SCHEDULE_SEARCH_LIMIT;

  return (
    <Stack gap="md">
      <SearchPanel
        label="Search schedules"
        placeholder="Schedule name"
        value={text}
        onChange={setText}
        busy={search.isFetching}
        includeInactive={includeInactive}
        onIncludeInactive={(checked) =>
          changeFilter((params) => (checked ? params.set('inactive', '1') : params.delete('inactive')))
        }
      >
        <Group gap="sm">
          {search.data && <ProjectCountBadges counts={counts} label="Schedule counts" />}
          <Text size="sm" c="dimmed">
            {capped
              ? `The ${SCHEDULE_SEARCH_LIMIT} most recently changed matches: type more of the name to narrow them.`
              : searchText
                ? 'Schedules whose name contains the text, newest change first.'
                : 'The most recently changed schedules: type a name to search.'}
          </Text>
        </Group>
      </SearchPanel>
      <ScheduleList
        schedules={search.data}
        busy={search.isFetching}
        error={search.error}
        onRetry={() => void search.refetch()}
        emptyText="No schedule matches this search."
      />
    </Stack>
  );
}
