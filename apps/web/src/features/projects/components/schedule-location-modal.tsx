import type { Location } from '@airquote/shared/contracts/project/project-schemas';
import type { ProjectSchedule } from '@airquote/shared/contracts/project-schedule/project-schedule-schemas';
import { Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { showToast } from '../../../components/toast.tsx';
import { isStaleChange } from '../../../components/use-stale-change-alert.tsx';
import {
  LocationForm,
  type LocationFormValues,
  locationFormValues,
} from '../../../shared/projects/components/location-form.tsx';
import { projectScheduleLocationUpsert } from '../api/project-schedule-location-upsert.ts';

type ScheduleLocationModalProps = {
  opened: boolean;
  schedule: ProjectSchedule;
  /** The project's own location, offered as a starting point. */
  projectLocation: Location | null;
  onClose: () => void;
  onSaved: (saved: ProjectSchedule) => void;
  /** A stale change closes the form first: the warning's Reload then shows the other person's save. */
  onError: (error: Error) => void;
};

/** projectschedulelocationupsert: the schedule's ship-to location, based on its row version. */
export function ScheduleLocationModal({
  opened,
  schedule,
  projectLocation,
  onClose,
  onSaved,
  onError,
}: ScheduleLocationModalProps) {
  const save = useMutation({
    mutationFn: (location: LocationFormValues) =>
      projectScheduleLocationUpsert({
        ProjectScheduleId: schedule.ProjectScheduleId,
        RowVersion: schedule.RowVersion,
        Location: location,
      }),
    onSuccess: (saved) => {
      onClose();
      onSaved(saved);
      showToast({ type: 'Success', message: `Location of ${saved.Name} saved.` });
    },
    onError: (error) => {
      if (isStaleChange(error)) onClose();
      onError(error);
    },
  });
  const initialValues = useMemo(() => locationFormValues(schedule.Location), [schedule.Location]);
  return (
    <Modal opened={opened} onClose={onClose} title={`Location of ${schedule.Name}`} centered size="xl">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Where this schedule's equipment ships to: quotes and orders use it as the ship-to address.
        </Text>
        <LocationForm
          initialValues={initialValues}
          onSave={(values) => save.mutateAsync(values).catch(() => undefined)}
          saving={save.isPending}
          {...(projectLocation
            ? { fillFrom: { label: "Use the project's location", location: projectLocation } }
            : {})}
        />
      </Stack>
    </Modal>
  );
}
