import type { ProductTypeCategoryMultiplier } from '@airquote/shared/contracts/pricing/category-multiplier-schemas';
import { categoryMultiplierMessages } from '@airquote/shared/contracts/pricing/category-multiplier-schemas';
import { pricingMessages } from '@airquote/shared/contracts/pricing/pricing-schemas';
import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../../../test/mock-api.ts';
import { renderWithApp } from '../../../../test/render-app.tsx';
import { MultipliersSection } from './multipliers-section.tsx';
import { testCompanies, testProductTypes, testTransactionTypes } from './pricing-test-data.ts';

afterEach(() => vi.unstubAllGlobals());

function multiplier(changes: Partial<ProductTypeCategoryMultiplier> = {}): ProductTypeCategoryMultiplier {
  return {
    ProductTypeCategoryMultiplierId: 70,
    CompanyId: 2,
    CompanyName: 'Northwind Reps',
    ProductTypeId: 1,
    ProductTypeName: 'Fan Coil',
    ProductTypeCategoryId: 11,
    ProductTypeCategoryName: 'Horizontal Concealed',
    TransactionType: 1,
    TransactionTypeName: 'BuyResale',
    Multiplier: '0.5000',
    RowVersion: 4,
    DateModified: '2026-11-21T10:00:00Z',
    ...changes,
  };
}
const rows = [
  multiplier(),
  multiplier({
    ProductTypeCategoryMultiplierId: 71,
    TransactionType: 2,
    TransactionTypeName: 'FactoryDirect',
    Multiplier: '0.5700',
  }),
];

function mockPricing(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /Company': () => testCompanies,
    'POST /productType/search': () => ({ productTypes: testProductTypes }),
    'GET /ProductTypeCategoryMultiplier/CategoryMultiplierTransactionTypes': () => testTransactionTypes,
    'POST /ProductTypeCategoryMultiplier/search': () => ({ ProductTypeCategoryMultipliers: rows }),
    ...extra,
  });
}

async function choose(container: HTMLElement, label: string, option: string) {
  await userEvent.click(within(container).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('MultipliersSection', () => {
  it("lists the server's rows with four-place multipliers and filters by company", async () => {
    const api = mockPricing();
    renderWithApp(<MultipliersSection />);
    const table = await screen.findByRole('table', { name: 'Standard multipliers' });
    const factoryDirect = (await within(table).findByText('0.5700')).closest('tr') as HTMLElement;
    expect(factoryDirect).toHaveTextContent('Northwind Reps');
    expect(factoryDirect).toHaveTextContent('Horizontal Concealed');
    expect(await within(factoryDirect).findByText('Factory Direct')).toBeInTheDocument();
    // The internal company buys nothing: it is no choice of the company filter.
    await userEvent.click(screen.getByRole('combobox', { name: 'Company' }));
    expect(screen.queryByRole('option', { name: 'AirQuote Manufacturing' })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Fabrikam Mechanical' }));
    await waitFor(() =>
      expect(api.callsTo('POST /ProductTypeCategoryMultiplier/search').at(-1)?.body).toEqual({
        CompanyId: 4,
        ProductTypeId: null,
        TransactionType: null,
      }),
    );
  });

  it('lists every missing required control in one notice and sends nothing', async () => {
    const api = mockPricing();
    renderWithApp(<MultipliersSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add multiplier' }));
    const dialog = await screen.findByRole('dialog', { name: 'New standard multiplier' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add multiplier' }));
    // Spec 5.8; the transaction type starts as Buy/Resale, so it is not missing.
    const notice = await screen.findByRole('dialog', { name: 'Error - Invalid Data' });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Company is required',
      'Product type is required',
      'Category is required',
      'Multiplier is required',
    ]);
    expect(api.callsTo('PUT /ProductTypeCategoryMultiplier/upsert')).toHaveLength(0);
  });

  it('checks the multiplier with the shared rule, then adds one with the chosen key', async () => {
    const api = mockPricing({
      'PUT /ProductTypeCategoryMultiplier/upsert': () =>
        multiplier({ ProductTypeCategoryMultiplierId: 90, CompanyId: 4, CompanyName: 'Fabrikam Mechanical' }),
    });
    renderWithApp(<MultipliersSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add multiplier' }));
    const dialog = await screen.findByRole('dialog', { name: 'New standard multiplier' });
    await choose(dialog, 'Company', 'Fabrikam Mechanical');
    await choose(dialog, 'Product type', 'Fan Coil');
    await choose(dialog, 'Category', 'Console');
    const value = within(dialog).getByRole('textbox', { name: 'Multiplier' });
    await userEvent.type(value, '1.7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add multiplier' }));
    expect(await within(dialog).findByText(pricingMessages.multiplier)).toBeInTheDocument();
    expect(api.callsTo('PUT /ProductTypeCategoryMultiplier/upsert')).toHaveLength(0);

    await userEvent.clear(value);
    await userEvent.type(value, '0.52');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add multiplier' }));
    await waitFor(() => expect(api.callsTo('PUT /ProductTypeCategoryMultiplier/upsert')).toHaveLength(1));
    // Transaction type starts as Buy/Resale; the value goes in the canonical four places.
    expect(api.callsTo('PUT /ProductTypeCategoryMultiplier/upsert')[0]?.body).toEqual({
      ProductTypeCategoryMultiplierId: 0,
      CompanyId: 4,
      ProductTypeCategoryId: 12,
      TransactionType: 1,
      Multiplier: '0.5200',
    });
    expect(
      await screen.findByText(/Standard multiplier 0\.5000 added for Fabrikam Mechanical/),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New standard multiplier' })).toBeNull());
  });

  it("shows the server's refusal of a duplicate under the category and keeps the form open", async () => {
    mockPricing({
      'PUT /ProductTypeCategoryMultiplier/upsert': () =>
        errorAnswer(409, categoryMultiplierMessages.duplicate),
    });
    renderWithApp(<MultipliersSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add multiplier' }));
    const dialog = await screen.findByRole('dialog', { name: 'New standard multiplier' });
    await choose(dialog, 'Company', 'Northwind Reps');
    await choose(dialog, 'Product type', 'Fan Coil');
    await choose(dialog, 'Category', 'Horizontal Concealed');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Multiplier' }), '0.6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add multiplier' }));
    const category = within(dialog).getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(category).toHaveAccessibleDescription(categoryMultiplierMessages.duplicate));
    expect(screen.getByRole('dialog', { name: 'New standard multiplier' })).toBeInTheDocument();
  });

  it('changes the value with the row version, and a stale one offers Reload', async () => {
    const api = mockPricing({
      'PUT /ProductTypeCategoryMultiplier/upsert': () => errorAnswer(409, STALE_ROW_VERSION_MESSAGE),
    });
    renderWithApp(<MultipliersSection />);
    const row = (await screen.findByText('0.5000')).closest('tr') as HTMLElement;
    await userEvent.click(
      within(row).getByRole('button', { name: /^Edit the multiplier of Northwind Reps/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit standard multiplier' });
    expect(within(dialog).queryByRole('combobox', { name: 'Company' })).toBeNull();
    const value = within(dialog).getByRole('textbox', { name: 'Multiplier' });
    expect(value).toHaveValue('0.5000');
    await userEvent.clear(value);
    await userEvent.type(value, '0.48');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /ProductTypeCategoryMultiplier/upsert')).toHaveLength(1));
    expect(api.callsTo('PUT /ProductTypeCategoryMultiplier/upsert')[0]?.body).toEqual({
      ProductTypeCategoryMultiplierId: 70,
      CompanyId: 2,
      ProductTypeCategoryId: 11,
      TransactionType: 1,
      Multiplier: '0.4800',
      RowVersion: 4,
    });
    const warning = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(warning).toHaveTextContent(STALE_ROW_VERSION_MESSAGE);
    const searches = api.callsTo('POST /ProductTypeCategoryMultiplier/search').length;
    await userEvent.click(within(warning).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(api.callsTo('POST /ProductTypeCategoryMultiplier/search').length).toBeGreaterThan(searches),
    );
  });

  it('deletes a multiplier only after the confirmation, with its row version', async () => {
    const api = mockPricing({
      'PUT /ProductTypeCategoryMultiplier/delete': () => ({ Success: true, WarningMessages: [] }),
    });
    renderWithApp(<MultipliersSection />);
    const row = (await screen.findByText('0.5700')).closest('tr') as HTMLElement;
    const deleteButton = within(row).getByRole('button', {
      name: /^Delete the multiplier of Northwind Reps/,
    });
    await userEvent.click(deleteButton);
    const confirmation = await screen.findByRole('dialog', { name: 'Delete standard multiplier' });
    expect(confirmation).toHaveTextContent('0.5700');
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PUT /ProductTypeCategoryMultiplier/delete')).toHaveLength(0);

    await userEvent.click(deleteButton);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete standard multiplier' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(api.callsTo('PUT /ProductTypeCategoryMultiplier/delete')).toHaveLength(1));
    expect(api.callsTo('PUT /ProductTypeCategoryMultiplier/delete')[0]?.body).toEqual({
      ProductTypeCategoryMultiplierId: 71,
      RowVersion: 4,
    });
    expect(await screen.findByText(/was deleted\.$/)).toBeVisible();
  });
});
