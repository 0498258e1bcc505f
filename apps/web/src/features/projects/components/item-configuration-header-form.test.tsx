import { rem } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { lineItem } from '../../../test/project-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { ItemConfigurationHeaderForm } from './item-configuration-header-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const model = (ProductModelId: number, ProductModelClassId: number, Name: string) => ({
  ProductModelId,
  ProductModelClassId,
  Name,
  UnitSize: '04',
  NominalCfm: 400,
  NominalCapacityMbh: '12.0',
  IsActive: true,
});
const productTypes = [
  {
    ProductTypeId: 1,
    Name: 'Fan Coil',
    IsActive: true,
    ProductTypeCategories: [
      {
        ProductTypeCategoryId: 10,
        ProductTypeId: 1,
        Name: 'Vertical',
        ProductTypeLookup: 1,
        IsActive: true,
        ProductModelClasses: [
          {
            ProductModelClassId: 100,
            ProductTypeCategoryId: 10,
            Name: 'FCV',
            Description: '',
            IsActive: true,
            ProductModels: [model(1000, 100, 'FCV-04')],
          },
        ],
      },
    ],
  },
  {
    ProductTypeId: 2,
    Name: 'Air Handler',
    IsActive: true,
    ProductTypeCategories: [
      {
        ProductTypeCategoryId: 20,
        ProductTypeId: 2,
        Name: 'Horizontal',
        ProductTypeLookup: 2,
        IsActive: true,
        ProductModelClasses: [],
      },
    ],
  },
];

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(option) }));
}

describe('ItemConfigurationHeaderForm', { timeout: 20_000 }, () => {
  it('is loaded after the schedule is drawn, in a box that keeps its place meanwhile (issue #14)', async () => {
    mockApi({ 'POST /productType/search': () => ({ productTypes }) });
    // A module of its own, not yet loaded (another test file in this worker may have loaded it).
    vi.resetModules();
    const { LazyItemConfigurationHeaderForm } = await import('./lazy-item-configuration-header-form.tsx');
    renderWithApp(<LazyItemConfigurationHeaderForm scheduleId={11} onAdded={() => {}} />);
    expect(screen.getByTestId('add-line-item-placeholder')).toBeInTheDocument();
    // Its chunk is transformed on first import here: slow on a busy machine.
    expect(
      await screen.findByRole('combobox', { name: 'Product Type' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('add-line-item-placeholder')).not.toBeInTheDocument();
  });

  it('offers each level filtered by the choice above and adds with quantity 1 and the next tag', async () => {
    const onAdded = vi.fn();
    const api = mockApi({
      'POST /productType/search': () => ({ productTypes }),
      'POST /ProjectScheduleLineItem': () => lineItem({ ItemTag: 'UNIT-4' }),
    });
    renderWithApp(<ItemConfigurationHeaderForm scheduleId={11} onAdded={onAdded} />);
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeDisabled();
    await waitFor(() => expect(api.callsTo('POST /productType/search')).toHaveLength(1));

    // Nothing chosen: the form says what is missing and sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Add line item' }));
    expect(await screen.findByText('Product Type is required')).toBeInTheDocument();
    expect(api.callsTo('POST /ProjectScheduleLineItem')).toHaveLength(0);

    await choose('Product Type', 'Fan Coil');
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    expect(await screen.findByRole('option', { name: 'Vertical' })).toBeInTheDocument();
    // A wide select (spec section 9): its list opens 300 px wide (Mantine writes 300 px as rem).
    expect(screen.getByRole('listbox').closest<HTMLElement>('.mantine-Select-dropdown')?.style.width).toBe(
      rem(300),
    );
    expect(screen.queryByRole('option', { name: 'Horizontal' })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Vertical' }));
    await choose('Model Class', 'FCV');
    await choose('Model', 'FCV-04');
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Tag' })).toHaveAttribute(
      'placeholder',
      'UNIT- (next number)',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Add line item' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /ProjectScheduleLineItem')[0]?.body).toEqual({
      ProjectScheduleId: 11,
      ProductTypeId: 1,
      ProductTypeCategoryId: 10,
      ProductModelClassId: 100,
      ProductModelId: 1000,
      ItemQty: 1,
    });

    // A typed tag is sent; choosing another product type empties the levels below it.
    await userEvent.type(screen.getByRole('textbox', { name: 'Tag' }), 'AHU-9');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Quantity' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity' }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add line item' }));
    await waitFor(() => expect(api.callsTo('POST /ProjectScheduleLineItem')).toHaveLength(2));
    expect(api.callsTo('POST /ProjectScheduleLineItem')[1]?.body).toMatchObject({
      ItemQty: 3,
      ItemTag: 'AHU-9',
    });

    await choose('Product Type', 'Air Handler');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Model' })).toBeDisabled();
  });
});
