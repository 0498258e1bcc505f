import { projectScheduleInputSchema } from '@airquote/shared/contracts/project-schedule/project-schedule-schemas';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { visibleFieldError } from '../../../components/field-error.ts';
import { formResolver } from '../../../lib/form-resolver.ts';

export type ScheduleFormValues = { Name: string; Description: string };
const resolver = formResolver<ScheduleFormValues>(projectScheduleInputSchema);

type ScheduleFormModalProps = {
  opened: boolean;
  title: string;
  submitLabel: string;
  initialValues: ScheduleFormValues;
  saving: boolean;
  onSave: (values: ScheduleFormValues) => void;
  onClose: () => void;
};

/**
 * The modal around the form: Mantine mounts its content on each opening, so the form starts over
 * each time it opens.
 */
export function ScheduleFormModal(props: ScheduleFormModalProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered size="lg">
      <ScheduleForm {...props} />
    </Modal>
  );
}

/** Name and description of a schedule: for a new one and for renaming. */
function ScheduleForm({ submitLabel, initialValues, saving, onSave, onClose }: ScheduleFormModalProps) {
  const { register, handleSubmit, formState } = useForm<ScheduleFormValues>({
    resolver,
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Schedule Name"
          withAsterisk
          data-autofocus
          maxLength={150}
          error={visibleFieldError(formState, 'Name')}
          {...register('Name')}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxLength={2000}
          error={visibleFieldError(formState, 'Description')}
          {...register('Description')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
