import type { ScheduleSelectionJob } from '@airquote/shared/contracts/engineer-schedule/engineer-schedule-contracts';
import {
  type EngineerScheduleField,
  type EngineerScheduleMapping,
  type EngineerSheet,
  engineerScheduleFieldInfo,
  engineerScheduleFields,
} from '@airquote/shared/contracts/engineer-schedule/engineer-schedule-schemas';
import type { ProjectSchedule } from '@airquote/shared/contracts/project-schedule/project-schedule-schemas';
import { unitLabel } from '@airquote/shared/units/units';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  FileButton,
  Group,
  Modal,
  NativeSelect,
  Progress,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiCallError } from '../../../lib/api-client.ts';
import { openOrDownload } from '../../../lib/file-helper.ts';
import { useUnits } from '../../../lib/use-units.ts';
import {
  acceptTags,
  cancelJob,
  exportSchedule,
  getLatestJob,
  modelClasses,
  previewSchedule,
  readSchedule,
  startSelection,
} from '../api/engineer-schedule-api.ts';
import { engineerScheduleKeys } from '../api/engineer-schedule-keys.ts';
import { projectKeys } from '../api/query-keys.ts';

const ACCEPT = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const isRunning = (job: ScheduleSelectionJob | null | undefined) =>
  job?.Status === 'Queued' || job?.Status === 'Running';

/** Each field: which heading holds it and, for figures, in which units. */
function MappingEditor({
  headings,
  mapping,
  onChange,
}: {
  headings: string[];
  mapping: EngineerScheduleMapping;
  onChange: (mapping: EngineerScheduleMapping) => void;
}) {
  const set = (field: EngineerScheduleField, heading: string, units?: 'IP' | 'SI') => {
    const columns = { ...mapping.Columns };
    if (heading === '') delete columns[field];
    else columns[field] = { Heading: heading, Units: units ?? columns[field]?.Units ?? 'IP' };
    onChange({ Columns: columns });
  };
  return (
    <Table striped withTableBorder miw={520}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Field</Table.Th>
          <Table.Th>Column of the schedule</Table.Th>
          <Table.Th>Units</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {engineerScheduleFields.map((field) => {
          const info = engineerScheduleFieldInfo[field];
          const column = mapping.Columns[field];
          return (
            <Table.Tr key={field}>
              <Table.Td>{info.label}</Table.Td>
              <Table.Td>
                <NativeSelect
                  aria-label={`Column for ${info.label}`}
                  size="xs"
                  value={column?.Heading ?? ''}
                  data={[{ value: '', label: '(not in the schedule)' }, ...headings.filter(Boolean)]}
                  onChange={(event) => set(field, event.currentTarget.value)}
                />
              </Table.Td>
              <Table.Td>
                {info.quantity && column ? (
                  <NativeSelect
                    aria-label={`Units of ${info.label}`}
                    size="xs"
                    value={column.Units}
                    data={[
                      { value: 'IP', label: `I-P (${unitLabel(info.quantity, 'IP')})` },
                      { value: 'SI', label: `SI (${unitLabel(info.quantity, 'SI')})` },
                    ]}
                    onChange={(event) => set(field, column.Heading, event.currentTarget.value as 'IP' | 'SI')}
                  />
                ) : null}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The selection job's results: pick the tags to accept; rows with no fit say why. The server's I-P
 * margins, warnings and reasons read in the user's units (ADR 0040).
 */
export function ScheduleSelectionResults({
  job,
  chosen,
  onChosen,
  configureHref,
}: {
  job: ScheduleSelectionJob;
  chosen: Set<string>;
  onChosen: (chosen: Set<string>) => void;
  /** The configuration screen of an accepted tag's line item. */
  configureHref: (tag: string) => string | null;
}) {
  const units = useUnits();
  const toggle = (tag: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(tag);
    else next.delete(tag);
    onChosen(next);
  };
  return (
    <ScrollArea.Autosize mah={420} type="auto">
      <Table striped withTableBorder stickyHeader miw={760} aria-label="Selection results">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Accept</Table.Th>
            <Table.Th>Tag</Table.Th>
            <Table.Th>Qty</Table.Th>
            <Table.Th>Model</Table.Th>
            <Table.Th>Margins</Table.Th>
            <Table.Th>Warnings or reason</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {job.Results.map((result) => (
            <Table.Tr key={result.Tag}>
              <Table.Td>
                {result.Status === 'Selected' ? (
                  <Checkbox
                    aria-label={`Accept ${result.Tag}`}
                    checked={chosen.has(result.Tag)}
                    onChange={(event) => toggle(result.Tag, event.currentTarget.checked)}
                  />
                ) : (
                  <Badge color="red" variant="light">
                    No fit
                  </Badge>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {configureHref(result.Tag) ? (
                  <Anchor component={Link} to={configureHref(result.Tag) as string}>
                    {result.Tag}
                  </Anchor>
                ) : (
                  result.Tag
                )}
              </Table.Td>
              <Table.Td>{result.Qty}</Table.Td>
              <Table.Td>
                {result.ModelName}
                {result.CodeString ? (
                  <Text size="xs" c="dimmed">
                    {result.CodeString}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                {units.message(
                  result.Outcomes.map((outcome) => `${outcome.Requirement} ${outcome.Text}`).join(', '),
                )}
              </Table.Td>
              <Table.Td>{units.message(result.Reason ?? result.Warnings.join('; '))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

/**
 * Issue #14: an engineer's equipment schedule (.xlsx or .csv) into this project schedule: map its
 * columns, preview every problem, select every tag on the server with a progress bar, accept all or
 * some as line items, export in the engineer's layout.
 */
export function EngineerScheduleImport({
  schedule,
  canEdit,
  onChanged,
  onClose,
}: {
  schedule: ProjectSchedule;
  canEdit: boolean;
  onChanged: () => void;
  onClose: () => void;
}) {
  const scheduleId = schedule.ProjectScheduleId;
  const queryClient = useQueryClient();
  const opened = true;
  const [sheet, setSheet] = useState<(EngineerSheet & { fileName: string; remembered: boolean }) | null>(
    null,
  );
  const [mapping, setMapping] = useState<EngineerScheduleMapping>({ Columns: {} });
  const [classId, setClassId] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [accepted, setAccepted] = useState<string | null>(null);
  const [lineItemIds, setLineItemIds] = useState<Map<string, number>>(new Map());

  const job = useQuery({
    queryKey: engineerScheduleKeys.job(scheduleId),
    queryFn: () => getLatestJob(scheduleId),
    enabled: opened,
    refetchInterval: (query) => (isRunning(query.state.data) ? 500 : false),
  });
  const classes = useQuery({
    queryKey: engineerScheduleKeys.modelClasses,
    queryFn: modelClasses,
    enabled: opened,
    staleTime: 300_000,
  });
  const read = useMutation({
    mutationFn: (file: File) => readSchedule(scheduleId, file),
    onSuccess: (answer, file) => {
      setSheet({
        Headings: answer.Headings,
        Rows: answer.Rows,
        fileName: file.name,
        remembered: answer.Remembered,
      });
      setMapping(answer.Mapping);
      setError(null);
      preview.reset();
    },
    onError: (failure) => setError(messageOf(failure)),
  });
  const preview = useMutation({
    mutationFn: () =>
      previewSchedule(scheduleId, { Headings: sheet?.Headings ?? [], Rows: sheet?.Rows ?? [] }, mapping),
    onError: (failure) => setError(messageOf(failure)),
  });
  const start = useMutation({
    mutationFn: () =>
      startSelection(
        scheduleId,
        { Headings: sheet?.Headings ?? [], Rows: sheet?.Rows ?? [] },
        mapping,
        Number(classId),
      ),
    onSuccess: (started) => {
      queryClient.setQueryData(engineerScheduleKeys.job(scheduleId), started);
      setChosen(new Set());
      setAccepted(null);
    },
    onError: (failure) =>
      setError(
        failure instanceof ApiCallError && Object.keys(failure.fieldErrors).length > 0
          ? `${failure.message} ${Object.entries(failure.fieldErrors)
              .map(([row, message]) => `${row}: ${message}`)
              .join(' · ')}`
          : messageOf(failure),
      ),
  });
  const cancel = useMutation({
    mutationFn: (jobId: number) => cancelJob(scheduleId, jobId),
    onSuccess: (cancelled) => queryClient.setQueryData(engineerScheduleKeys.job(scheduleId), cancelled),
  });
  const accept = useMutation({
    mutationFn: ({ jobId, tags }: { jobId: number; tags: string[] }) => acceptTags(scheduleId, jobId, tags),
    onSuccess: (counts) => {
      setAccepted(`${counts.Added} line item(s) added, ${counts.Updated} updated.`);
      setLineItemIds((known) => {
        const next = new Map(known);
        for (const item of counts.LineItems) next.set(item.Tag.toUpperCase(), item.ProjectScheduleLineItemId);
        return next;
      });
      void queryClient.invalidateQueries({ queryKey: projectKeys.grid(scheduleId) });
      onChanged();
    },
    onError: (failure) => setError(messageOf(failure)),
  });
  const [exporting, setExporting] = useState(false);
  const exportXlsx = async () => {
    setExporting(true);
    try {
      openOrDownload(await exportSchedule(scheduleId));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setExporting(false);
    }
  };

  const current = job.data ?? null;
  const selectable =
    current?.Results.filter((result) => result.Status === 'Selected').map((r) => r.Tag) ?? [];
  const percent = current && current.Total > 0 ? Math.round((current.Done / current.Total) * 100) : 0;

  return (
    <Modal opened={opened} onClose={onClose} title="Engineer's schedule" size="90rem">
      <Stack gap="md">
        {error && (
          <Alert color="red" title="Cannot continue" withCloseButton onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        {canEdit && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              1. Upload the schedule
            </Title>
            <Text size="sm">
              An .xlsx or .csv with one row per tag and a heading row. Headings such as Tag, Qty, CFM, ESP,
              Total MBH, EAT DB/WB, EWT, LWT, GPM, Heating MBH, Voltage and Motor are recognised, with their
              units.
            </Text>
            <FileButton onChange={(file) => file && read.mutate(file)} accept={ACCEPT}>
              {(props) => (
                <Button {...props} size="xs" loading={read.isPending} w="fit-content">
                  Choose a file
                </Button>
              )}
            </FileButton>
          </Stack>
        )}
        {sheet && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              2. Check the columns
            </Title>
            <Text size="sm">
              {sheet.fileName}: {sheet.Rows.length} rows.{' '}
              {sheet.remembered ? "Your company's last mapping is applied." : 'Mapped from the headings.'}
            </Text>
            <ScrollArea type="auto">
              <MappingEditor headings={sheet.Headings} mapping={mapping} onChange={setMapping} />
            </ScrollArea>
            <Button size="xs" w="fit-content" loading={preview.isPending} onClick={() => preview.mutate()}>
              Preview rows
            </Button>
          </Stack>
        )}
        {sheet && preview.data && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              3. Preview
            </Title>
            <Text size="sm">
              {preview.data.Rows.length} row(s) ready, {preview.data.Problems.length} problem(s). New tags{' '}
              {preview.data.Added.length}, changed {preview.data.Changed.length}, not in the schedule{' '}
              {preview.data.Removed.length}. Nothing is written until you accept.
            </Text>
            {preview.data.Problems.length > 0 && (
              <Table withTableBorder aria-label="Problems">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Row</Table.Th>
                    <Table.Th>Column</Table.Th>
                    <Table.Th>Problem</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.data.Problems.map((problem) => (
                    <Table.Tr key={`${problem.Row}-${problem.Column}-${problem.Message}`}>
                      <Table.Td>{problem.Row}</Table.Td>
                      <Table.Td>{problem.Column}</Table.Td>
                      <Table.Td>{problem.Message}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {preview.data.Changed.length > 0 && (
              <Text size="sm" aria-label="Changed tags">
                Changed:{' '}
                {preview.data.Changed.map(
                  (change) =>
                    `${change.Tag} (${change.Fields.map((f) => `${f.Field} ${f.From || '–'} → ${f.To || '–'}`).join(', ')})`,
                ).join('; ')}
              </Text>
            )}
            {preview.data.Removed.length > 0 && (
              <Text size="sm">
                In the project schedule but not in this file: {preview.data.Removed.join(', ')}
              </Text>
            )}
            {preview.data.Rows.length > 0 && (
              <ScrollArea.Autosize mah={240} type="auto">
                <Table withTableBorder striped miw={760} aria-label="Rows read">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Row</Table.Th>
                      <Table.Th>Tag</Table.Th>
                      <Table.Th>Qty</Table.Th>
                      <Table.Th>cfm</Table.Th>
                      <Table.Th>ESP in. w.g.</Table.Th>
                      <Table.Th>Total MBH</Table.Th>
                      <Table.Th>Sensible MBH</Table.Th>
                      <Table.Th>Heating MBH</Table.Th>
                      <Table.Th>EAT DB/WB °F</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {preview.data.Rows.map((row) => (
                      <Table.Tr key={row.Row}>
                        <Table.Td>{row.Row}</Table.Td>
                        <Table.Td>{row.Tag}</Table.Td>
                        <Table.Td>{row.Qty}</Table.Td>
                        <Table.Td>{row.Requirements.Cfm ?? ''}</Table.Td>
                        <Table.Td>{row.Requirements.EspInWg ?? ''}</Table.Td>
                        <Table.Td>{row.Requirements.CoolingTotalMbh ?? ''}</Table.Td>
                        <Table.Td>{row.Requirements.CoolingSensibleMbh ?? ''}</Table.Td>
                        <Table.Td>{row.Requirements.HeatingMbh ?? ''}</Table.Td>
                        <Table.Td>
                          {row.EatDbF ?? ''}
                          {row.EatWbF != null ? ` / ${row.EatWbF}` : ''}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            )}
            <Group align="flex-end">
              <NativeSelect
                label="Product model class"
                size="xs"
                value={classId}
                data={[
                  { value: '', label: 'Choose…' },
                  ...(classes.data ?? [])
                    .filter((c) => c.IsActive)
                    .map((c) => ({ value: String(c.ProductModelClassId), label: c.Name })),
                ]}
                onChange={(event) => setClassId(event.currentTarget.value)}
              />
              <Button
                size="xs"
                disabled={preview.data.Problems.length > 0 || classId === '' || isRunning(current)}
                loading={start.isPending}
                onClick={() => start.mutate()}
              >
                Select every tag
              </Button>
            </Group>
          </Stack>
        )}
        {current && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              4. Selection
            </Title>
            <Progress
              value={percent}
              size="lg"
              w="100%"
              aria-label="Selection progress"
              animated={isRunning(current)}
            />
            <Group gap="sm" align="center">
              <Text size="sm" aria-live="polite">
                {current.Done} of {current.Total} tags · {current.Status}
              </Text>
              {isRunning(current) && canEdit && (
                <Button size="xs" variant="default" onClick={() => cancel.mutate(current.JobId)}>
                  Cancel
                </Button>
              )}
            </Group>
            {current.Results.length > 0 && (
              <>
                <ScheduleSelectionResults
                  job={current}
                  chosen={chosen}
                  onChosen={setChosen}
                  configureHref={(tag) => {
                    const id = lineItemIds.get(tag.toUpperCase());
                    return id === undefined ? null : paths.itemConfiguration(schedule.ProjectId, id);
                  }}
                />
                {canEdit && !isRunning(current) && (
                  <Group gap="xs">
                    <Button
                      size="xs"
                      disabled={selectable.length === 0}
                      loading={accept.isPending}
                      onClick={() => accept.mutate({ jobId: current.JobId, tags: selectable })}
                    >
                      Accept all ({selectable.length})
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={chosen.size === 0}
                      loading={accept.isPending}
                      onClick={() => accept.mutate({ jobId: current.JobId, tags: [...chosen] })}
                    >
                      Accept checked ({chosen.size})
                    </Button>
                  </Group>
                )}
                {accepted && (
                  <Alert color="green" role="status">
                    {accepted} Open a tag (linked in the table) or a line item of the grid to change its
                    options.
                  </Alert>
                )}
              </>
            )}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button size="xs" variant="default" loading={exporting} onClick={() => void exportXlsx()}>
            Export .xlsx in the engineer's layout
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
