import { locationInputSchema } from '@airquote/shared/contracts/location/location-input';
import type { Location } from '@airquote/shared/contracts/project/project-schemas';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { visibleFieldError } from '../../../components/field-error.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useAddressLookup } from '../api/get-address-lookup-data.ts';

export type LocationFormValues = {
  LocationId: number | null;
  Address1: string;
  Address2: string;
  City: string;
  StateProvinceCode: string;
  PostalCode: string;
  CountryCode: string;
};

const resolver = formResolver<LocationFormValues>(locationInputSchema);

export function locationFormValues(location: Location | null): LocationFormValues {
  return {
    LocationId: location?.LocationId ?? null,
    Address1: location?.Address1 ?? '',
    Address2: location?.Address2 ?? '',
    City: location?.City ?? '',
    StateProvinceCode: location?.StateProvinceCode ?? '',
    PostalCode: location?.PostalCode ?? '',
    CountryCode: location?.CountryCode ?? 'US',
  };
}

type LocationFormProps = {
  initialValues: LocationFormValues;
  onSave: (location: LocationFormValues) => Promise<unknown>;
  saving: boolean;
  readOnly?: boolean;
  /** Another address the user may start from (a schedule from its project's): a button fills it in. */
  fillFrom?: { label: string; location: Location };
};

const addressFields = [
  'Address1',
  'Address2',
  'City',
  'CountryCode',
  'StateProvinceCode',
  'PostalCode',
] as const;

/** An address: country first, then the states or provinces of that country. */
export function LocationForm({
  initialValues,
  onSave,
  saving,
  readOnly = false,
  fillFrom,
}: LocationFormProps) {
  const lookup = useAddressLookup();
  const { register, handleSubmit, formState, control, reset, setValue } = useForm<LocationFormValues>({
    resolver,
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  useEffect(() => reset(initialValues), [initialValues, reset]);
  const countryCode = useWatch({ control, name: 'CountryCode' });
  const countries = lookup.data?.Countries ?? [];
  const states = countries.find((country) => country.CountryCode === countryCode)?.StateProvinces ?? [];
  const error = (name: keyof LocationFormValues) => visibleFieldError(formState, name);

  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (values) => void (await onSave(values)))}
      aria-label="Location"
    >
      <Stack gap="sm">
        <TextInput
          label="Address"
          readOnly={readOnly}
          maxLength={200}
          error={error('Address1')}
          {...register('Address1')}
        />
        <TextInput
          label="Address line 2"
          readOnly={readOnly}
          maxLength={200}
          error={error('Address2')}
          {...register('Address2')}
        />
        <SimpleGrid cols={2} spacing="md">
          <TextInput
            label="City"
            readOnly={readOnly}
            maxLength={100}
            error={error('City')}
            {...register('City')}
          />
          <TextInput
            label="Postal Code"
            readOnly={readOnly}
            maxLength={20}
            error={error('PostalCode')}
            {...register('PostalCode')}
          />
          <Controller
            control={control}
            name="CountryCode"
            render={({ field }) => (
              <Select
                label="Country"
                withAsterisk
                searchable
                readOnly={readOnly}
                data={countries.map((country) => ({ value: country.CountryCode, label: country.Name }))}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value ?? '');
                  setValue('StateProvinceCode', '', { shouldDirty: true });
                }}
                onBlur={field.onBlur}
                allowDeselect={false}
                error={error('CountryCode')}
              />
            )}
          />
          <Controller
            control={control}
            name="StateProvinceCode"
            render={({ field }) =>
              states.length > 0 ? (
                <Select
                  label="State / Province"
                  searchable
                  clearable
                  readOnly={readOnly}
                  data={states.map((state) => ({ value: state.Code, label: state.Name }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={error('StateProvinceCode')}
                />
              ) : (
                <TextInput
                  label="State / Province"
                  readOnly={readOnly}
                  maxLength={10}
                  value={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  onBlur={field.onBlur}
                  error={error('StateProvinceCode')}
                />
              )
            }
          />
        </SimpleGrid>
        {!readOnly && (
          <Group justify="flex-end">
            {fillFrom && (
              <Button
                variant="subtle"
                mr="auto"
                onClick={() => {
                  // Only the address is copied: the form keeps its own LocationId (its owner's row).
                  for (const name of addressFields)
                    setValue(name, fillFrom.location[name], { shouldDirty: true, shouldValidate: true });
                }}
                disabled={saving}
              >
                {fillFrom.label}
              </Button>
            )}
            <Button
              variant="default"
              onClick={() => reset(initialValues)}
              disabled={!formState.isDirty || saving}
            >
              Undo changes
            </Button>
            <Button type="submit" loading={saving}>
              Save location
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
