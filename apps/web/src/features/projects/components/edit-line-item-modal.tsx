import { type LineItem, lineItemUpdateSchema } from '@airquote/shared/contracts/line-item/line-item-schemas';
import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { visibleFieldError } from '../../../components/field-error.ts';
import { isInputRefused } from '../../../components/use-stale-change-alert.tsx';
import { formResolver } from '../../../lib/form-resolver.ts';
import { quantityFromInput } from '../../../shared/projects/item-configuration-header.ts';

type EditValues = { ItemQty: number; ItemTag: string };
const resolver = formResolver<EditValues>(lineItemUpdateSchema.pick({ ItemQty: true, ItemTag: true }));

type EditLineItemModalProps = {
  lineItem: LineItem | null;
  saving: boolean;
  onSave: (values: EditValues) => Promise<unknown>;
  onClose: () => void;
};

/** Quantity and tag of one line item (tags are unique within a schedule; the server says so). */
export function EditLineItemModal({ lineItem, saving, onSave, onClose }: EditLineItemModalProps) {
  const { register, handleSubmit, formState, reset, control, setError } = useForm<EditValues>({
    resolver,
    defaultValues: { ItemQty: 1, ItemTag: '' },
    mode: 'onTouched',
  });
  useEffect(() => {
    if (lineItem) reset({ ItemQty: lineItem.ItemQty, ItemTag: lineItem.ItemTag });
  }, [lineItem, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      // A refused tag (already used in this schedule) belongs under the field.
      if (isInputRefused(error)) setError('ItemTag', { message: error.fieldErrors.ItemTag ?? error.message });
    }
  });

  return (
    <Modal opened={lineItem !== null} onClose={onClose} title={`Edit ${lineItem?.ItemTag ?? ''}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {lineItem?.ProductTypeName} · {lineItem?.ProductModelName}
          </Text>
          <Controller
            control={control}
            name="ItemQty"
            render={({ field }) => (
              <NumberInput
                label="Quantity"
                withAsterisk
                min={1}
                max={9999}
                allowDecimal={false}
                allowNegative={false}
                value={Number.isNaN(field.value) ? '' : field.value}
                onChange={(value) => field.onChange(quantityFromInput(value))}
                onBlur={field.onBlur}
                error={visibleFieldError(formState, 'ItemQty')}
                data-autofocus
              />
            )}
          />
          <TextInput
            label="Tag"
            withAsterisk
            maxLength={50}
            error={visibleFieldError(formState, 'ItemTag')}
            {...register('ItemTag')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
