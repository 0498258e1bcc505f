import type { OrderAddress } from '@airquote/shared/contracts/order/order-schemas';
import type { Location } from '@airquote/shared/contracts/project/project-schemas';
import { Fieldset, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { FieldValues, FormState, Path, UseFormRegister } from 'react-hook-form';
import { visibleFieldError } from '../../../components/field-error.ts';

export type AddressCountry = {
  CountryCode: string;
  Name: string;
  StateProvinces: { Code: string; Name: string }[];
};

/** An order address prefilled from a location of the quote (issue 15 item 6); the name is typed. */
export function addressFromLocation(location: Location | null | undefined, name = ''): OrderAddress {
  return {
    Name: name,
    Attention: '',
    Address1: location?.Address1 ?? '',
    Address2: location?.Address2 ?? '',
    City: location?.City ?? '',
    StateProvinceCode: location?.StateProvinceCode ?? '',
    PostalCode: location?.PostalCode ?? '',
    CountryCode: location?.CountryCode || 'US',
  };
}

type OrderAddressFieldsProps<T extends FieldValues> = {
  /** The form field holding the address: ShipTo or BillTo. */
  name: 'ShipTo' | 'BillTo';
  legend: string;
  register: UseFormRegister<T>;
  formState: FormState<T>;
  countries: AddressCountry[];
  /** The country chosen now: its states or provinces are offered. */
  countryCode: string;
};

/**
 * One address of an order (ship-to or bill-to) as a labelled group: name, attention, two street
 * lines, city, country, state or province from the address lookups, postal code.
 */
export function OrderAddressFields<T extends FieldValues>({
  name,
  legend,
  register,
  formState,
  countries,
  countryCode,
}: OrderAddressFieldsProps<T>) {
  const field = (key: keyof OrderAddress) => `${name}.${key}` as Path<T>;
  const error = (key: keyof OrderAddress) => visibleFieldError(formState, field(key));
  const country = countries.find((candidate) => candidate.CountryCode === countryCode);
  const countryOptions =
    countries.length > 0
      ? countries.map((candidate) => ({ value: candidate.CountryCode, label: candidate.Name }))
      : [{ value: countryCode, label: countryCode }];
  const states = country?.StateProvinces ?? [];
  return (
    <Fieldset legend={legend} data-testid={`order-address-${name}`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Name"
          withAsterisk
          maxLength={200}
          error={error('Name')}
          {...register(field('Name'))}
        />
        <TextInput
          label="Attention"
          maxLength={200}
          error={error('Attention')}
          {...register(field('Attention'))}
        />
        <TextInput
          label="Street address"
          withAsterisk
          maxLength={200}
          error={error('Address1')}
          {...register(field('Address1'))}
        />
        <TextInput
          label="Street address line 2"
          maxLength={200}
          error={error('Address2')}
          {...register(field('Address2'))}
        />
        <TextInput
          label="City"
          withAsterisk
          maxLength={100}
          error={error('City')}
          {...register(field('City'))}
        />
        <NativeSelect
          label="Country"
          withAsterisk
          data={countryOptions}
          error={error('CountryCode')}
          {...register(field('CountryCode'))}
        />
        {states.length > 0 ? (
          <NativeSelect
            label="State / province"
            withAsterisk
            data={[
              { value: '', label: 'Choose…' },
              ...states.map((state) => ({ value: state.Code, label: state.Name })),
            ]}
            error={error('StateProvinceCode')}
            {...register(field('StateProvinceCode'))}
          />
        ) : (
          <TextInput
            label="State / province"
            maxLength={10}
            error={error('StateProvinceCode')}
            {...register(field('StateProvinceCode'))}
          />
        )}
        <TextInput
          label="Postal code"
          withAsterisk
          maxLength={20}
          error={error('PostalCode')}
          {...register(field('PostalCode'))}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
