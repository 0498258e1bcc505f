import { Paper, Stack, Switch } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ListLoadFallback } from '../../../components/list/list-load-fallback.tsx';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { SearchPanel, useSearchText } from '../../../components/list/search-text-input.tsx';
import { nextSort } from '../../../lib/list-rules.ts';
import { useProjectSearch } from '../api/search-projects.ts';
import {
  matchingProjectCount,
  mergeSearchRequest,
  type ProjectListRequest,
  pageCountOf,
  paramsFromSearchRequest,
  searchRequestFromParams,
} from '../project-rules.ts';
import { ProjectCountBadges } from './project-counts.tsx';
import { ProjectTable } from './project-table.tsx';

/** The project search of spec sections 3 and 4: text, switches, counts, sort by any column, pages. */
export function ProjectSearchView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const request = useMemo(() => searchRequestFromParams(searchParams), [searchParams]);
  const update = (changes: Partial<ProjectListRequest>) =>
    setSearchParams(paramsFromSearchRequest(mergeSearchRequest(request, changes)), { replace: true });
  const [text, setText] = useSearchText(request.SearchText, (SearchText) => update({ SearchText }));

  // Spec section 4: the previous page stays on screen, dimmed, until the new answer arrives.
  const search = useProjectSearch(request, { placeholderData: keepPreviousData });
  const state = search.data;
  const pages = state ? pageCountOf(matchingProjectCount(state), request.PageSize) : 1;

  return (
    <Stack gap="md">
      <SearchPanel
        label="Search projects"
        placeholder="Name, description or company"
        value={text}
        onChange={setText}
        busy={search.isFetching}
        includeInactive={request.IncludeInactive}
        onIncludeInactive={(IncludeInactive) => update({ IncludeInactive })}
        switches={
          <Switch
            label="Only my projects"
            checked={request.IncludeCurrentUserProjectsOnly}
            onChange={(event) => update({ IncludeCurrentUserProjectsOnly: event.currentTarget.checked })}
            mb={8}
          />
        }
      >
        {state && (
          <ProjectCountBadges
            counts={{
              total: state.qtyOfProjects,
              active: state.qtyOfActiveProjects,
              inactive: state.qtyOfInactiveProjects,
              mine: state.qtyOfProjectsForCurrentUser,
            }}
          />
        )}
      </SearchPanel>
      <Paper withBorder radius="md">
        {state ? (
          <ProjectTable
            projects={state.projects}
            sort={request.SortRequest}
            onSort={(field) => update({ SortRequest: nextSort(request.SortRequest, field) })}
            busy={search.isFetching}
          />
        ) : (
          <ListLoadFallback what="projects" error={search.error} onRetry={() => void search.refetch()} />
        )}
      </Paper>
      <ListPagination
        page={request.PageNumber}
        pages={pages}
        onChange={(PageNumber) => update({ PageNumber })}
      />
    </Stack>
  );
}
