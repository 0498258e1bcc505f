import { type OrderAddress, orderAddressSchema } from '@airquote/shared/contracts/order/order-schemas';
import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver.ts';
import { renderWithTheme } from '../../../test/render.tsx';
import { type AddressCountry, addressFromLocation, OrderAddressFields } from './order-address-fields.tsx';

type Values = { ShipTo: OrderAddress; BillTo: OrderAddress };
const resolver = formResolver<Values>(z.object({ ShipTo: orderAddressSchema, BillTo: orderAddressSchema }));
const countries: AddressCountry[] = [
  { CountryCode: 'US', Name: 'United States', StateProvinces: [{ Code: 'IL', Name: 'Illinois' }] },
  { CountryCode: 'CA', Name: 'Canada', StateProvinces: [{ Code: 'NS', Name: 'Nova Scotia' }] },
  { CountryCode: 'GB', Name: 'United Kingdom', StateProvinces: [] },
];

function AddressForm({ defaults, onSubmit }: { defaults: Values; onSubmit: (values: Values) => void }) {
  const { register, formState, handleSubmit, watch } = useForm<Values>({ resolver, defaultValues: defaults });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <OrderAddressFields
        name="ShipTo"
        legend="Ship To"
        register={register}
        formState={formState}
        countries={countries}
        countryCode={watch('ShipTo.CountryCode')}
      />
      <OrderAddressFields
        name="BillTo"
        legend="Bill To"
        register={register}
        formState={formState}
        countries={countries}
        countryCode={watch('BillTo.CountryCode')}
      />
      <Button type="submit">Send</Button>
    </form>
  );
}

const location = {
  LocationId: 1,
  Address1: '100 River Road',
  Address2: '',
  City: 'Springfield',
  StateProvinceCode: 'IL',
  PostalCode: '62701',
  CountryCode: 'US',
  RowVersion: 1,
};

describe('order address fields', { timeout: 20_000 }, () => {
  it('prefills from a location, labels every field in a named group, and offers the states of the chosen country', async () => {
    renderWithTheme(
      <AddressForm
        defaults={{ ShipTo: addressFromLocation(location, 'Riverside'), BillTo: addressFromLocation(null) }}
        onSubmit={() => {}}
      />,
    );
    const shipTo = within(screen.getByRole('group', { name: 'Ship To' }));
    expect(shipTo.getByRole('textbox', { name: /^Name/ })).toHaveValue('Riverside');
    expect(shipTo.getByRole('textbox', { name: /^City/ })).toHaveValue('Springfield');
    expect(shipTo.getByRole('combobox', { name: /State/ })).toHaveValue('IL');
    const billTo = within(screen.getByRole('group', { name: 'Bill To' }));
    expect(billTo.getByRole('combobox', { name: /Country/ })).toHaveValue('US');
    await userEvent.selectOptions(billTo.getByRole('combobox', { name: /Country/ }), 'CA');
    expect(
      within(billTo.getByRole('combobox', { name: /State/ }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Nova Scotia']);
    // A country without states takes a typed region.
    await userEvent.selectOptions(billTo.getByRole('combobox', { name: /Country/ }), 'GB');
    expect(billTo.getByRole('textbox', { name: /State/ })).toBeInTheDocument();
  });

  it('names each missing required field and sends nothing until complete', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(
      <AddressForm
        defaults={{ ShipTo: addressFromLocation(location, 'Riverside'), BillTo: addressFromLocation(null) }}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const billTo = within(screen.getByRole('group', { name: 'Bill To' }));
    expect(await billTo.findByText('Enter the name (company or person) of the address.')).toBeInTheDocument();
    expect(billTo.getByText('Enter the street address.')).toBeInTheDocument();
    expect(billTo.getByText('Enter the city.')).toBeInTheDocument();
    expect(billTo.getByText('Enter the postal code.')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Ship To' })).queryByText(/^Enter the/)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(billTo.getByRole('textbox', { name: /^Name/ }), 'Northwind');
    await userEvent.type(billTo.getByRole('textbox', { name: /^Street address\s*\*?$/ }), '1 Market St');
    await userEvent.type(billTo.getByRole('textbox', { name: /^City/ }), 'Chicago');
    await userEvent.selectOptions(billTo.getByRole('combobox', { name: /State/ }), 'IL');
    await userEvent.type(billTo.getByRole('textbox', { name: /^Postal code/ }), '60601');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].BillTo).toEqual({
      Name: 'Northwind',
      Attention: '',
      Address1: '1 Market St',
      Address2: '',
      City: 'Chicago',
      StateProvinceCode: 'IL',
      PostalCode: '60601',
      CountryCode: 'US',
    });
  });
});
