import type { ProjectSchedule } from '@airquote/shared/contracts/project-schedule/project-schedule-schemas';
import { Button, Group } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { lazyComponent } from '../../../lib/lazy-load.ts';

// The import dialog is loaded on first use: few visits to a schedule import one (issue #18 budgets).
const EngineerScheduleImport = lazyComponent(() =>
  import('./engineer-schedule-import.tsx').then((module) => module.EngineerScheduleImport),
);

/** The schedule's entry to importing an engineer's schedule (issue #14). */
export function EngineerScheduleEntry({
  schedule,
  canEdit,
  onChanged,
}: {
  schedule: ProjectSchedule;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <Group gap="xs" justify="flex-end">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconFileImport size={14} />}
        onClick={() => setOpened(true)}
      >
        {canEdit ? "Import engineer's schedule" : "Engineer's schedule"}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <EngineerScheduleImport
            schedule={schedule}
            canEdit={canEdit}
            onChanged={onChanged}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </Group>
  );
}
