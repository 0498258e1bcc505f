import {
  Button,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useUserInfo } from '../../../lib/session-store.ts';
import { searchProjects } from '../api/search-projects.ts';
import { NoProjectAccess } from '../components/no-project-access.tsx';
import { ProjectCountBadges } from '../components/project-counts.tsx';
import { ProjectTable } from '../components/project-table.tsx';
import { useCanViewProjects } from '../project-route-params.ts';
import {
  matchingProjectCount,
  mergeSearchRequest,
  nextSort,
  type ProjectListRequest,
  pageCountOf,
  paramsFromSearchRequest,
  projectsStateFromSearch,
  searchRequestFromParams,
} from '../project-rules.ts';
import { projectKeys } from '../query-keys.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** /topmenu/project and /topmenu/{menuid}/project: find, sort and open projects. */
export function ProjectListPage() {
  return useCanViewProjects() ? <ProjectList /> : <NoProjectAccess />;
}

function ProjectList() {
  const userInfo = useUserInfo();
  const canEdit = userInfo?.UserPermissions.includes('project.edit') ?? false;
  const [searchParams, setSearchParams] = useSearchParams();
  const request = useMemo(() => searchRequestFromParams(searchParams), [searchParams]);
  const [text, setText] = useState(request.SearchText);
  const [debouncedText] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  const update = (changes: Partial<ProjectListRequest>) =>
    setSearchParams(paramsFromSearchRequest(mergeSearchRequest(request, changes)), { replace: true });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text starts a new search
  useEffect(() => {
    if (debouncedText !== request.SearchText) update({ SearchText: debouncedText });
  }, [debouncedText]);

  // Spec section 4: a new search cancels the one in flight (the query's signal aborts when its key
  // changes) and the previous page stays on screen, dimmed, until the new answer arrives.
  const search = useQuery({
    queryKey: projectKeys.search(request),
    queryFn: async ({ signal }) =>
      projectsStateFromSearch(await searchProjects(request, { signal }), request),
    placeholderData: keepPreviousData,
  });
  const state = search.data;
  const pages = state ? pageCountOf(matchingProjectCount(state), request.PageSize) : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Projects
        </Title>
        {canEdit && (
          <Button component={Link} to={paths.newProject} leftSection={<IconPlus size={16} />}>
            New Project
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group align="flex-end" gap="lg" wrap="wrap">
            <TextInput
              label="Search projects"
              placeholder="Name, description or company"
              leftSection={<IconSearch size={16} />}
              rightSection={search.isFetching ? <Loader size="xs" aria-label="Searching" /> : null}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              w={360}
              maxLength={200}
            />
            <Switch
              label="Include inactive"
              checked={request.IncludeInactive}
              onChange={(event) => update({ IncludeInactive: event.currentTarget.checked })}
              mb={8}
            />
            <Switch
              label="Only my projects"
              checked={request.IncludeCurrentUserProjectsOnly}
              onChange={(event) => update({ IncludeCurrentUserProjectsOnly: event.currentTarget.checked })}
              mb={8}
            />
          </Group>
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
        </Stack>
      </Paper>
      <Paper withBorder radius="md">
        {state ? (
          <ProjectTable
            projects={state.projects}
            sort={request.SortRequest}
            onSort={(field) => update({ SortRequest: nextSort(request.SortRequest, field) })}
            busy={search.isFetching}
          />
        ) : search.isError ? (
          <Stack align="center" p="xl" gap="xs">
            <Text>The projects could not be loaded.</Text>
            <Button variant="default" onClick={() => void search.refetch()}>
              Try again
            </Button>
          </Stack>
        ) : (
          <Group justify="center" p="xl">
            <Loader aria-label="Loading projects" />
          </Group>
        )}
      </Paper>
      {pages > 1 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Page {request.PageNumber} of {pages.toLocaleString()}
          </Text>
          <Pagination
            total={pages}
            value={Math.min(request.PageNumber, pages)}
            onChange={(page) => update({ PageNumber: page })}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        </Group>
      )}
    </Stack>
  );
}
