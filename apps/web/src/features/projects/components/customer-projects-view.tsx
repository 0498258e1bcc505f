import { projectSortFields } from '@airquote/shared/contracts/project/project-search-request';
import { Group, Paper, Select, Stack, Switch, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ListLoadFallback } from '../../../components/list/list-load-fallback.tsx';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { activeCountsOf, pageOf, sortRows } from '../../../lib/list-rules.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { parseId } from '../../../shared/projects/project-route-params.ts';
import { useCustomerProjects } from '../api/get-customer-projects.ts';
import { useVisibleCompanies } from '../api/search-companies.ts';
import { defaultProjectSearchRequest, PROJECT_PAGE_SIZE, pageCountOf } from '../project-rules.ts';
import { ProjectCountBadges } from './project-counts.tsx';
import { ProjectTable } from './project-table.tsx';

/**
 * A customer company's projects (GetCustomerProjects): the companies offered are those the user
 * may see (every company for internal staff, their own for a rep), and the server answers 404 for
 * any other. The answer comes whole, so filtering, sorting and paging happen here.
 */
export function CustomerProjectsView() {
  const list = useListParams(projectSortFields, defaultProjectSearchRequest.SortRequest);
  const { searchParams, sort, page } = list;
  const companies = useVisibleCompanies();
  const companyList = companies.data?.Companies ?? [];
  const only = companyList.length === 1 ? companyList[0] : undefined;
  // The address names the company; a user who may see one company only gets it without asking.
  const companyId = parseId(searchParams.get('company')) ?? only?.CompanyId ?? null;
  const includeInactive = searchParams.get('inactive') === '1';

  const projects = useCustomerProjects(companyId ?? 0, {
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
  });
  const all = projects.data;
  const counts = useMemo(() => activeCountsOf(all), [all]);
  const shown = useMemo(
    () =>
      sortRows(
        (all ?? []).filter((project) => includeInactive || project.IsActive),
        sort.SortField,
        sort.SortDirection,
      ),
    [all, includeInactive, sort.SortField, sort.SortDirection],
  );

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group align="flex-end" gap="lg" wrap="wrap">
            <Select<number>
              label="Customer"
              placeholder="Choose a company"
              searchable
              nothingFoundMessage="No company matches"
              data={companyList.map((company) => ({ value: company.CompanyId, label: company.Name }))}
              value={companyId}
              onChange={(value) => list.changeFilter((params) => params.set('company', String(value)))}
              allowDeselect={false}
              w={360}
            />
            <Switch
              label="Include inactive"
              checked={includeInactive}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                list.changeFilter((params) =>
                  checked ? params.set('inactive', '1') : params.delete('inactive'),
                );
              }}
              mb={8}
            />
          </Group>
          {all && <ProjectCountBadges counts={counts} />}
        </Stack>
      </Paper>
      <Paper withBorder radius="md">
        {companyId === null && !companies.isSuccess ? (
          <ListLoadFallback
            what="companies"
            error={companies.error}
            onRetry={() => void companies.refetch()}
          />
        ) : companyId === null ? (
          <Text c="dimmed" size="sm" p="xl" ta="center">
            Choose a customer to see its projects.
          </Text>
        ) : all ? (
          <ProjectTable
            projects={pageOf(shown, page, PROJECT_PAGE_SIZE)}
            sort={sort}
            onSort={list.sortBy}
            busy={projects.isFetching}
            emptyText={
              includeInactive ? 'This company has no projects.' : 'This company has no active projects.'
            }
          />
        ) : (
          <ListLoadFallback what="projects" error={projects.error} onRetry={() => void projects.refetch()} />
        )}
      </Paper>
      <ListPagination
        page={page}
        pages={pageCountOf(shown.length, PROJECT_PAGE_SIZE)}
        onChange={list.goToPage}
      />
    </Stack>
  );
}
