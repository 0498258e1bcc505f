import { projectScheduleInputSchema } from '@airquote/shared/contracts/project-schedule/project-schedule-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { visibleFieldError } from '../../../components/field-error.ts';

export type ScheduleFormValues = { Name: string; Description: string };
const resolver = zodResolver(projectScheduleInputSchema) as unknown as Resolver<ScheduleFormValues>;

type ScheduleFormModalProps = {
  opened: boolean;
  title: string;
  submitLabel: string;
  initialValues: ScheduleFormValues;
  saving: boolean;
  onSave: (values: ScheduleFormValues) => void;
  onClose: () => void;
};

/** Name and description of a schedule: for a new one and for renaming. */
export function ScheduleFormModal({
  opened,
  title,
  submitLabel,
  initialValues,
  saving,
  onSave,
  onClose,
}: ScheduleFormModalProps) {
  const { register, handleSubmit, formState, reset } = useForm<ScheduleFormValues>({
    resolver,
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts over each time it opens
  useEffect(() => {
    if (opened) reset(initialValues);
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
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
    </Modal>
  );
}
