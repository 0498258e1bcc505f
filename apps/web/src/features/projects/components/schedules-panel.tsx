import type { Project } from '@airquote/shared/contracts/project/project-schemas';
import type { ProjectSchedule } from '@airquote/shared/contracts/project-schedule/project-schedule-schemas';
import { Badge, Button, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconMapPin, IconPencil, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmationModal } from '../../../components/confirmation-modal.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { LoadedWhenOpened } from '../../../components/loaded-when-opened.tsx';
import { showToast } from '../../../components/toast.tsx';
import { useStaleChangeAlert } from '../../../components/use-stale-change-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { lazyComponent } from '../../../lib/lazy-load.ts';
import { useProjectChanged } from '../../../shared/projects/use-project-changes.ts';
import { createSchedule } from '../api/create-schedule.ts';
import { useProjectSchedules } from '../api/get-schedules-by-project-id.ts';
import { projectKeys } from '../api/query-keys.ts';
import { updateSchedule } from '../api/update-schedule.ts';
import { byCreation, currentSchedule } from '../schedule-choice.ts';
import { EngineerScheduleEntry } from './engineer-schedule-entry.tsx';
import { LazyItemConfigurationHeaderForm } from './lazy-item-configuration-header-form.tsx';
import { LineItemGrid } from './line-item-grid.tsx';
import type { ScheduleFormValues } from './schedule-form-modal.tsx';
import { ScheduleShipTo } from './schedule-ship-to.tsx';
import { ScheduleSpreadsheetActions } from './schedule-spreadsheet-actions.tsx';

// The schedule dialogs (and the form library they use) load the first time one opens.
const ScheduleFormModal = lazyComponent(() =>
  import('./schedule-form-modal.tsx').then((module) => module.ScheduleFormModal),
);
const ScheduleLocationModal = lazyComponent(() =>
  import('./schedule-location-modal.tsx').then((module) => module.ScheduleLocationModal),
);

const emptySchedule: ScheduleFormValues = { Name: '', Description: '' };

/** The project's schedules, one at a time: its line items, the item configuration header. */
export function SchedulesPanel({ project, canEdit }: { project: Project; canEdit: boolean }) {
  const projectId = project.ProjectId;
  const queryClient = useQueryClient();
  const projectChanged = useProjectChanged(projectId);
  const [searchParams, setSearchParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const schedules = useProjectSchedules(projectId);
  const schedulesChanged = () => {
    void queryClient.invalidateQueries({ queryKey: projectKeys.schedules(projectId) });
    projectChanged();
  };
  const select = (scheduleId: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('tab', 'schedules');
    next.set('schedule', String(scheduleId));
    setSearchParams(next, { replace: true });
  };
  const create = useMutation({
    mutationFn: (values: ScheduleFormValues) => createSchedule(projectId, values.Name, values.Description),
    onSuccess: (schedule) => {
      setCreating(false);
      queryClient.setQueryData<ProjectSchedule[]>(projectKeys.schedules(projectId), (current) => [
        ...(current ?? []),
        schedule,
      ]);
      schedulesChanged();
      select(schedule.ProjectScheduleId);
      showToast({ type: 'Success', message: `Schedule ${schedule.Name} added.` });
    },
    onError: (error) => showToast({ type: 'Error', message: error.message }),
  });

  if (schedules.isPending)
    return (
      <Group justify="center" p="lg">
        <Loader aria-label="Loading schedules" />
      </Group>
    );
  if (schedules.isError)
    return <LoadFailure what="schedules" error={schedules.error} onRetry={() => void schedules.refetch()} />;

  const list = byCreation(schedules.data);
  const current = currentSchedule(schedules.data, Number(searchParams.get('schedule')));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        {list.length > 0 ? (
          <Tabs
            variant="pills"
            value={current ? String(current.ProjectScheduleId) : null}
            onChange={(value) => value && select(Number(value))}
            activateTabWithKeyboard={false}
          >
            <Tabs.List aria-label="Schedules">
              {list.map((schedule) => (
                <Tabs.Tab
                  key={schedule.ProjectScheduleId}
                  value={String(schedule.ProjectScheduleId)}
                  td={schedule.IsActive ? undefined : 'line-through'}
                >
                  {schedule.Name} ({schedule.ActiveLineItemCount})
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        ) : (
          <Text c="dimmed">This project has no schedules yet.</Text>
        )}
        {canEdit && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setCreating(true)}
            style={{ flexShrink: 0 }}
          >
            New schedule
          </Button>
        )}
      </Group>
      {current && (
        <ScheduleView
          key={current.ProjectScheduleId}
          schedule={current}
          schedules={list}
          projectLocation={project.Location}
          canEdit={canEdit}
          onChanged={schedulesChanged}
          onReload={() => void schedules.refetch()}
        />
      )}
      <LoadedWhenOpened opened={creating}>
        {(open) => (
          <ScheduleFormModal
            opened={open}
            title="New schedule"
            submitLabel="Add schedule"
            initialValues={emptySchedule}
            saving={create.isPending}
            onSave={(values) => create.mutate(values)}
            onClose={() => setCreating(false)}
          />
        )}
      </LoadedWhenOpened>
    </Stack>
  );
}

type ScheduleViewProps = {
  schedule: ProjectSchedule;
  schedules: ProjectSchedule[];
  projectLocation: Project['Location'];
  canEdit: boolean;
  onChanged: () => void;
  onReload: () => void;
};

function ScheduleView({
  schedule,
  schedules,
  projectLocation,
  canEdit,
  onChanged,
  onReload,
}: ScheduleViewProps) {
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [confirmingStatus, setConfirmingStatus] = useState(false);
  const [locating, setLocating] = useState(false);
  const stale = useStaleChangeAlert(onReload);
  const scheduleSaved = (saved: ProjectSchedule) => {
    queryClient.setQueryData<ProjectSchedule[]>(projectKeys.schedules(schedule.ProjectId), (current) =>
      current?.map((item) => (item.ProjectScheduleId === saved.ProjectScheduleId ? saved : item)),
    );
    onChanged();
  };
  const save = useMutation({
    mutationFn: (changes: Partial<ScheduleFormValues & { IsActive: boolean }>) =>
      updateSchedule({
        ProjectScheduleId: schedule.ProjectScheduleId,
        Name: schedule.Name,
        Description: schedule.Description,
        IsActive: schedule.IsActive,
        RowVersion: schedule.RowVersion,
        ...changes,
      }),
    onSuccess: (saved) => {
      setRenaming(false);
      scheduleSaved(saved);
      showToast({ type: 'Success', message: `Schedule ${saved.Name} saved.` });
    },
    onError: (error) => {
      setRenaming(false);
      stale.handleError(error);
    },
  });
  const verb = schedule.IsActive ? 'Deactivate' : 'Activate';

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Stack gap={0}>
          <Group gap="xs">
            <Title order={2} size="h4">
              {schedule.Name}
            </Title>
            {!schedule.IsActive && (
              <Badge color="gray" variant="light">
                Inactive
              </Badge>
            )}
          </Group>
          {schedule.Description && (
            <Text size="sm" c="dimmed">
              {schedule.Description}
            </Text>
          )}
          <ScheduleShipTo location={schedule.Location} />
        </Stack>
        {canEdit && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconMapPin size={14} />}
              onClick={() => setLocating(true)}
            >
              Location
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} />}
              onClick={() => setRenaming(true)}
            >
              Rename
            </Button>
            <Button
              size="xs"
              variant="default"
              color={schedule.IsActive ? 'red' : undefined}
              loading={save.isPending && save.variables?.IsActive !== undefined}
              onClick={() => setConfirmingStatus(true)}
            >
              {verb} schedule
            </Button>
          </Group>
        )}
      </Group>
      {canEdit && schedule.IsActive && (
        <LazyItemConfigurationHeaderForm
          scheduleId={schedule.ProjectScheduleId}
          configureHref={(lineItemId) => paths.itemConfiguration(schedule.ProjectId, lineItemId)}
          onAdded={() => {
            void queryClient.invalidateQueries({ queryKey: projectKeys.grid(schedule.ProjectScheduleId) });
            onChanged();
          }}
        />
      )}
      {canEdit && !schedule.IsActive && (
        <Paper withBorder radius="md" p="sm">
          <Text size="sm" c="dimmed">
            This schedule is inactive: activate it to add line items.
          </Text>
        </Paper>
      )}
      <ScheduleSpreadsheetActions schedule={schedule} canEdit={canEdit} onChanged={onChanged} />
      <EngineerScheduleEntry schedule={schedule} canEdit={canEdit} onChanged={onChanged} />
      <LineItemGrid schedule={schedule} schedules={schedules} canEdit={canEdit} onChanged={onChanged} />
      <LoadedWhenOpened opened={renaming}>
        {(open) => (
          <ScheduleFormModal
            opened={open}
            title="Rename schedule"
            submitLabel="Save"
            initialValues={{ Name: schedule.Name, Description: schedule.Description }}
            saving={save.isPending}
            onSave={(values) => save.mutate(values)}
            onClose={() => setRenaming(false)}
          />
        )}
      </LoadedWhenOpened>
      <ConfirmationModal
        opened={confirmingStatus}
        header={`${verb} schedule`}
        message={
          schedule.IsActive
            ? `Deactivate ${schedule.Name}? Its line items stay, but no new ones can be added until it is active again.`
            : `Activate ${schedule.Name}?`
        }
        acceptLabel={verb}
        onAccept={() => {
          setConfirmingStatus(false);
          save.mutate({ IsActive: !schedule.IsActive });
        }}
        onReject={() => setConfirmingStatus(false)}
      />
      <LoadedWhenOpened opened={locating}>
        {(open) => (
          <ScheduleLocationModal
            opened={open}
            schedule={schedule}
            projectLocation={projectLocation}
            onClose={() => setLocating(false)}
            onSaved={scheduleSaved}
            onError={stale.handleError}
          />
        )}
      </LoadedWhenOpened>
      {stale.alert}
    </Stack>
  );
}
