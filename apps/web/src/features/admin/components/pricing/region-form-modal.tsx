import {
  type Region,
  regionMessages,
  updateRegionRequestSchema,
} from '@airquote/shared/contracts/pricing/region-schemas';
import { idSchema } from '@airquote/shared/rules/ids';
import { Modal, MultiSelect, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { visibleFieldError } from '../../../../components/field-error.ts';
import { type ControlLabels, useRequiredDataCheck } from '../../../../components/required-data-check.tsx';
import { isStaleChange } from '../../../../components/use-stale-change-alert.tsx';
import { formResolver } from '../../../../lib/form-resolver.ts';
import { useRegionalSalesManagers } from '../../api/get-users-by-user-role.ts';
import { updateRegion } from '../../api/update-region.ts';
import { FormButtons, FormRefusal, showInputRefusal } from './pricing-parts.tsx';

export type RegionFormValues = {
  Name: string;
  RegionalSalesManagerUserId: number | null;
  IsActive: boolean;
  CompanyIds: number[];
};

const regionFormSchema = updateRegionRequestSchema
  .pick({ Name: true, RegionalSalesManagerUserId: true, IsActive: true })
  .extend({ CompanyIds: z.array(idSchema) });
const resolver = formResolver<RegionFormValues>(regionFormSchema);
const controlLabels: ControlLabels<RegionFormValues> = { Name: 'Name' };
const serverFields = ['Name', 'RegionalSalesManagerUserId', 'CompanyIds'] as const;

type RegionFormModalProps = {
  opened: boolean;
  region: Region | null;
  /** Rep firms and customers (Select options). */
  companies: ReadonlyArray<{ value: string; label: string }>;
  /** Listing the users who hold RegionalSalesManager needs admin.users; without it only the current one shows. */
  canListManagers: boolean;
  onClose: () => void;
  onSaved: (saved: Region) => void;
  onError: (error: Error) => void;
};

/**
 * The modal around the form: Mantine mounts its content on each opening, so the form starts over
 * each time it opens, and the key starts it over for another record while open.
 */
export function RegionFormModal(props: RegionFormModalProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.region ? `Edit region ${props.region.Name}` : 'Edit region'}
      centered
      size="lg"
    >
      <RegionForm
        key={props.region ? `${props.region.RegionId}:${props.region.RowVersion}` : 'none'}
        {...props}
      />
    </Modal>
  );
}

/** A region's name, regional sales manager, status and companies (Region/update with its RowVersion). */
function RegionForm(props: RegionFormModalProps) {
  const { opened, region, onClose } = props;
  const managers = useRegionalSalesManagers({ enabled: opened && props.canListManagers });
  const initial: RegionFormValues = {
    Name: region?.Name ?? '',
    RegionalSalesManagerUserId: region?.RegionalSalesManagerUserId ?? null,
    IsActive: region?.IsActive ?? true,
    CompanyIds: region?.CompanyIds ?? [],
  };
  const { register, handleSubmit, formState, control, setError, getValues } = useForm<RegionFormValues>({
    resolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const requiredData = useRequiredDataCheck({ labels: controlLabels, getValues });

  const save = useMutation({
    mutationFn: (values: RegionFormValues) => {
      if (!region) throw new Error('No region to save.');
      return updateRegion({ RegionId: region.RegionId, ...values, RowVersion: region.RowVersion });
    },
    onSuccess: (saved) => {
      onClose();
      props.onSaved(saved);
    },
    onError: (error) => {
      const placed = showInputRefusal(error, setError, serverFields, (message) =>
        message === regionMessages.nameTaken ? 'Name' : null,
      );
      if (placed) return;
      if (isStaleChange(error)) onClose();
      props.onError(error);
    },
  });

  const managerOptions = (managers.data ?? []).map((user) => ({
    value: String(user.UserId),
    label: `${user.FirstName} ${user.LastName} (${user.EmailAddress})`,
  }));
  const currentManager = region?.RegionalSalesManagerUserId;
  if (currentManager && !managerOptions.some((option) => option.value === String(currentManager)))
    managerOptions.push({
      value: String(currentManager),
      label: region?.RegionalSalesManagerName ?? 'Current manager',
    });

  return (
    <form onSubmit={handleSubmit((values) => save.mutate(values), requiredData.onInvalid)} noValidate>
      {requiredData.popup}
      <Stack gap="sm">
        <TextInput
          label="Name"
          withAsterisk
          data-autofocus
          maxLength={80}
          error={visibleFieldError(formState, 'Name')}
          {...register('Name')}
        />
        <Controller
          control={control}
          name="RegionalSalesManagerUserId"
          render={({ field }) => (
            <Select
              label="Regional sales manager"
              description={
                props.canListManagers
                  ? "Reviews the region's multiplier requests; without one, the VP of pricing does."
                  : 'Choosing a manager needs the right to manage users (admin.users).'
              }
              placeholder={managers.isFetching ? 'Loading…' : 'None'}
              nothingFoundMessage="No active user holds the RegionalSalesManager role"
              searchable
              clearable
              disabled={!props.canListManagers}
              data={managerOptions}
              value={field.value === null ? null : String(field.value)}
              onChange={(value) => field.onChange(value ? Number(value) : null)}
              error={visibleFieldError(formState, 'RegionalSalesManagerUserId')}
            />
          )}
        />
        <Controller
          control={control}
          name="CompanyIds"
          render={({ field }) => (
            <MultiSelect
              label="Companies"
              description="The rep firms and customers whose projects belong to this region. A company is in one region: choosing it here moves it."
              placeholder={field.value.length ? undefined : 'No company'}
              searchable
              clearable
              hidePickedOptions
              nothingFoundMessage="No company matches"
              data={props.companies}
              value={field.value.map(String)}
              onChange={(values) => field.onChange(values.map(Number))}
              error={visibleFieldError(formState, 'CompanyIds')}
            />
          )}
        />
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
        <FormButtons saving={save.isPending} submitLabel="Save" onCancel={onClose} />
      </Stack>
    </form>
  );
}
