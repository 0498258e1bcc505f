import {
  type Distributor,
  distributorMessages,
  upsertDistributorRequestSchema,
} from '@airquote/shared/contracts/pricing/distributor-schemas';
import { Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { visibleFieldError } from '../../../../components/field-error.ts';
import { type ControlLabels, useRequiredDataCheck } from '../../../../components/required-data-check.tsx';
import { isStaleChange } from '../../../../components/use-stale-change-alert.tsx';
import { formResolver } from '../../../../lib/form-resolver.ts';
import { upsertDistributor } from '../../api/upsert-distributor.ts';
import { FormButtons, FormRefusal, showInputRefusal } from './pricing-parts.tsx';

export type DistributorFormValues = {
  Name: string;
  RegionId: number | null;
  ContactName: string;
  ContactEmail: string;
  Phone: string;
  City: string;
  StateProvinceCode: string;
  IsActive: boolean;
};

/** The contract's own rules, so the form and the server refuse the same things with the same words. */
const distributorFormSchema = upsertDistributorRequestSchema.omit({ DistributorId: true, RowVersion: true });
const resolver = formResolver<DistributorFormValues>(distributorFormSchema);
const controlLabels: ControlLabels<DistributorFormValues> = { Name: 'Name' };
const serverFields = [
  'Name',
  'RegionId',
  'ContactName',
  'ContactEmail',
  'Phone',
  'City',
  'StateProvinceCode',
] as const;

function valuesOf(distributor: Distributor | null): DistributorFormValues {
  return {
    Name: distributor?.Name ?? '',
    RegionId: distributor?.RegionId ?? null,
    ContactName: distributor?.ContactName ?? '',
    ContactEmail: distributor?.ContactEmail ?? '',
    Phone: distributor?.Phone ?? '',
    City: distributor?.City ?? '',
    StateProvinceCode: distributor?.StateProvinceCode ?? '',
    IsActive: distributor?.IsActive ?? true,
  };
}

type DistributorFormModalProps = {
  opened: boolean;
  /** null: a new distributor. */
  distributor: Distributor | null;
  regions: ReadonlyArray<{ value: string; label: string }>;
  onClose: () => void;
  onSaved: (saved: Distributor, created: boolean) => void;
  onError: (error: Error) => void;
};

/**
 * The modal around the form: Mantine mounts its content on each opening, so the form starts over
 * each time it opens, and the key starts it over for another record while open.
 */
export function DistributorFormModal(props: DistributorFormModalProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.distributor ? `Edit ${props.distributor.Name}` : 'New distributor'}
      centered
      size="lg"
    >
      <DistributorForm
        key={props.distributor ? `${props.distributor.DistributorId}:${props.distributor.RowVersion}` : 'new'}
        {...props}
      />
    </Modal>
  );
}

/** Creates or changes a distributor (Distributor/upsert; a change carries its RowVersion). */
function DistributorForm(props: DistributorFormModalProps) {
  const { distributor, onClose } = props;
  const { register, handleSubmit, formState, control, setError, getValues } = useForm<DistributorFormValues>({
    resolver,
    defaultValues: valuesOf(distributor),
    mode: 'onTouched',
  });
  const requiredData = useRequiredDataCheck({ labels: controlLabels, getValues });

  const save = useMutation({
    mutationFn: (values: DistributorFormValues) =>
      upsertDistributor({
        DistributorId: distributor?.DistributorId ?? 0,
        ...values,
        ...(distributor ? { RowVersion: distributor.RowVersion } : {}),
      }),
    onSuccess: (saved) => {
      onClose();
      props.onSaved(saved, !distributor);
    },
    onError: (error) => {
      const placed = showInputRefusal(error, setError, serverFields, (message) =>
        message === distributorMessages.nameTaken ? 'Name' : null,
      );
      if (placed) return;
      if (isStaleChange(error)) onClose();
      props.onError(error);
    },
  });
  const error = (name: keyof DistributorFormValues) => visibleFieldError(formState, name);

  return (
    <form onSubmit={handleSubmit((values) => save.mutate(values), requiredData.onInvalid)} noValidate>
      {requiredData.popup}
      <Stack gap="sm">
        <TextInput
          label="Name"
          withAsterisk
          data-autofocus
          maxLength={120}
          error={error('Name')}
          {...register('Name')}
        />
        <Controller
          control={control}
          name="RegionId"
          render={({ field }) => (
            <Select
              label="Region"
              placeholder="No region"
              clearable
              data={props.regions}
              value={field.value === null ? null : String(field.value)}
              onChange={(value) => field.onChange(value ? Number(value) : null)}
              error={error('RegionId')}
            />
          )}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Contact name"
            maxLength={120}
            error={error('ContactName')}
            {...register('ContactName')}
          />
          <TextInput
            label="Contact email"
            type="email"
            maxLength={254}
            error={error('ContactEmail')}
            {...register('ContactEmail')}
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput label="Phone" type="tel" maxLength={40} error={error('Phone')} {...register('Phone')} />
          <TextInput label="City" maxLength={80} error={error('City')} {...register('City')} />
          <TextInput
            label="State/province code"
            placeholder="e.g. IL"
            maxLength={10}
            error={error('StateProvinceCode')}
            {...register('StateProvinceCode')}
          />
        </Group>
        <Controller
          control={control}
          name="IsActive"
          render={({ field }) => (
            <Switch
              label="Active"
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <FormRefusal message={formState.errors.root?.server?.message} />
        <FormButtons
          saving={save.isPending}
          submitLabel={distributor ? 'Save' : 'Create distributor'}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
