import { OVERRIDE_REASON_MAX } from '@airquote/shared/selection/requirements';
import { Button, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useUnits } from '../../../lib/use-units.ts';

type RequirementOverrideDialogProps = {
  opened: boolean;
  modelName: string;
  shortfalls: readonly string[];
  /** The reason saved before, to start from. */
  initialReason: string;
  saving: boolean;
  onCancel: () => void;
  onSave: (reason: string) => void;
};

/**
 * Saving a unit that misses a requirement (ADR 29): the engineer says why, in words (the shortfalls in
 * the user's units; kept in I-P); Save stays disabled until a reason is typed. The reason is kept on the line item and in the event log.
 */
export function RequirementOverrideDialog(props: RequirementOverrideDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title="Override the requirements?" size="lg">
      {props.opened && <OverrideForm {...props} />}
    </Modal>
  );
}

function OverrideForm({
  modelName,
  shortfalls,
  initialReason,
  saving,
  onCancel,
  onSave,
}: RequirementOverrideDialogProps) {
  const [reason, setReason] = useState(initialReason);
  const units = useUnits();
  const trimmed = reason.trim();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) onSave(trimmed);
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{modelName} misses the line item's requirements:</Text>
        <List size="sm" data-testid="override-shortfalls">
          {shortfalls.map((shortfall) => (
            <List.Item key={shortfall}>{units.message(shortfall)}</List.Item>
          ))}
        </List>
        <Textarea
          label="Reason for the override"
          description="Kept with the line item, in the project's event log and on the submittal."
          required
          autosize
          minRows={2}
          maxLength={OVERRIDE_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" color="orange" disabled={!trimmed} loading={saving}>
            Save with override
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
