import { Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import {
  ClearFiltersButton,
  DateRangeFilter,
  FilterProblem,
} from '../../../components/list/list-filters.tsx';
import { hasPermission } from '../../../lib/permissions.ts';
import { useUserInfo } from '../../../lib/session-store.ts';
import { useAddressFilters } from '../../../lib/use-address-filters.ts';
import { BrandFilter } from '../../../shared/session/components/brand-filter.tsx';
import { getPipelineByBrand } from '../api/get-pipeline-by-brand.ts';
import { getPipelineByRegion } from '../api/get-pipeline-by-region.ts';
import { getPipelineByRep } from '../api/get-pipeline-by-rep.ts';
import { getPipelineByStatus } from '../api/get-pipeline-by-status.ts';
import { useReportRegions } from '../api/get-report-regions.ts';
import { ForecastSection } from '../components/forecast-report.tsx';
import { PipelineReportSection } from '../components/pipeline-report.tsx';
import { TurnaroundSection } from '../components/turnaround-report.tsx';
import { ValueByMonthSection } from '../components/value-by-month-report.tsx';
import {
  dateRangeProblem,
  isFiltered,
  reportFilterParams,
  reportFiltersFromParams,
} from '../report-filters.ts';

const pipelineReports = [
  {
    kind: 'PipelineByStatus',
    title: 'Pipeline by quote status',
    description: 'Every current quote revision by its status.',
    groupHeader: 'Status',
    load: getPipelineByStatus,
  },
  {
    kind: 'PipelineByBrand',
    title: 'Pipeline by brand',
    description: 'Open, held and in-review quotes by brand.',
    groupHeader: 'Brand',
    load: getPipelineByBrand,
  },
  {
    kind: 'PipelineByRegion',
    title: 'Pipeline by region',
    description: "Open, held and in-review quotes by the region of the project's company.",
    groupHeader: 'Region',
    load: getPipelineByRegion,
  },
  {
    kind: 'PipelineByRep',
    title: 'Pipeline by rep',
    description: 'Open, held and in-review quotes by the person who made the quote.',
    groupHeader: 'Rep',
    load: getPipelineByRep,
  },
] as const;

/**
 * /topmenu/reports (issue 7): pipeline by status, brand, region and rep; quoted and ordered value
 * per month; weighted forecast; review turnaround. Filters live in the address. A reader without
 * report.view is told so without asking the server (a 403 would sign them out, spec section 8).
 */
export function ReportsPage() {
  const userInfo = useUserInfo();
  const canView = hasPermission(userInfo, 'report.view');
  const canSeePrices = hasPermission(userInfo, 'pricing.view');
  const { filters, setFilter, clearFilters } = useAddressFilters(reportFiltersFromParams);
  const dateProblem = dateRangeProblem(filters);
  const enabled = canView && dateProblem === null;
  const regions = useReportRegions(canView);

  if (!canView)
    return (
      <Stack gap="md" maw={900}>
        <Title order={1} size="h2">
          Reports
        </Title>
        <Paper withBorder p="lg" radius="md">
          <Group gap="sm">
            <IconLock size={20} aria-hidden />
            <Text>Your roles do not include reports. Ask an administrator if you need them.</Text>
          </Group>
        </Paper>
      </Stack>
    );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Reports
      </Title>
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="sm">
          <DateRangeFilter
            labels={['From', 'To']}
            from={filters.DateFrom}
            to={filters.DateTo}
            onChange={setFilter}
            invalid={dateProblem !== null}
            w={170}
          />
          <BrandFilter value={filters.BrandId} onChange={(value) => setFilter('brand', value)} />
          <Select
            label="Region"
            placeholder="Any region"
            data={(regions.data ?? []).map((region) => ({
              value: String(region.RegionId),
              label: region.Name,
            }))}
            value={filters.RegionId ? String(filters.RegionId) : null}
            onChange={(value) => setFilter('region', value)}
            clearable
            searchable
            w={200}
          />
          {isFiltered(filters) && <ClearFiltersButton onClick={() => clearFilters(reportFilterParams)} />}
        </Group>
        <Text size="xs" c="dimmed" mt="xs">
          Dates are days in UTC: when a quote was made, an order placed or a review request sent.
          {canSeePrices ? '' : ' Amounts are not shown to your roles; the counts are.'}
        </Text>
        <FilterProblem message={dateProblem} mt="xs" />
      </Paper>
      {pipelineReports.map((report, index) => (
        <PipelineReportSection
          key={report.kind}
          {...report}
          filters={filters}
          enabled={enabled}
          chartAtOnce={index === 0}
        />
      ))}
      <ValueByMonthSection filters={filters} enabled={enabled} />
      <ForecastSection filters={filters} enabled={enabled} />
      <TurnaroundSection filters={filters} enabled={enabled} />
    </Stack>
  );
}
