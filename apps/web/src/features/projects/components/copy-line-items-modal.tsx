import type { ProjectSchedule } from '@airquote/shared/contracts/project-schedule/project-schedule-schemas';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

type CopyLineItemsModalProps = {
  opened: boolean;
  count: number;
  currentScheduleId: number;
  schedules: ProjectSchedule[];
  copying: boolean;
  onCopy: (targetScheduleId: number) => void;
  onClose: () => void;
};

/** "Copy to…": into this schedule or another active schedule of the project. */
export function CopyLineItemsModal({
  opened,
  count,
  currentScheduleId,
  schedules,
  copying,
  onCopy,
  onClose,
}: CopyLineItemsModalProps) {
  const [target, setTarget] = useState<number | null>(null);
  useEffect(() => {
    if (opened) setTarget(null);
  }, [opened]);
  const data = schedules
    .filter((schedule) => schedule.IsActive)
    .map((schedule) => ({
      value: schedule.ProjectScheduleId,
      label:
        schedule.ProjectScheduleId === currentScheduleId ? `${schedule.Name} (this schedule)` : schedule.Name,
    }));
  return (
    <Modal opened={opened} onClose={onClose} title="Copy line items" centered>
      <Stack gap="sm">
        <Text size="sm">
          Copy {count} line item{count === 1 ? '' : 's'} into a schedule of this project. The copies get the
          next free tags of that schedule.
        </Text>
        <Select<number>
          label="Target schedule"
          placeholder="Choose a schedule"
          data={data}
          value={target}
          onChange={setTarget}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={target === null}
            loading={copying}
            onClick={() => target !== null && onCopy(target)}
          >
            Copy
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
