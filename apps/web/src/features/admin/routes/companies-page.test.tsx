import type { AdminCompany } from '@airquote/shared/contracts/company/admin-company-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { CompaniesPage } from './companies-page.tsx';

const brands = [
  { BrandId: 1, Name: 'Zephyr Air', CssClass: 'brand-zephyr' },
  { BrandId: 2, Name: 'Polaris', CssClass: 'brand-polaris' },
];

function company(id: number, name: string, changes: Partial<AdminCompany> = {}): AdminCompany {
  return {
    CompanyId: id,
    Name: name,
    LogoFileName: '',
    DefaultBrandId: 1,
    DefaultBrand: brands[0] ?? null,
    IsInternal: false,
    IsActive: true,
    Kind: 'RepFirm',
    EmployeeCount: 2,
    RowVersion: 3,
    DateModified: '2026-11-21T10:00:00Z',
    ...changes,
  };
}
const companies = [
  company(1, 'AirQuote Manufacturing', { Kind: 'Internal', IsInternal: true }),
  company(2, 'Northwind Reps'),
];

beforeEach(() => {
  // jsdom has no object URLs; the preview only needs a distinct address per file.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

function mockCompanies(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /Company': (request) =>
      request.query.get('includeInactive') === 'true'
        ? [...companies, company(3, 'Closed Reps', { IsActive: false })]
        : companies,
    'GET /Brand/getBrands': () => brands,
    ...extra,
  });
}

describe('CompaniesPage', () => {
  it('lists the companies, filters them by name and shows inactive ones when asked', async () => {
    mockCompanies();
    renderWithApp(<CompaniesPage />);
    const table = await screen.findByRole('table', { name: 'Companies' });
    expect(await within(table).findByText('Northwind Reps')).toBeInTheDocument();
    // The internal company is never deactivated, so it has no button for it.
    expect(screen.queryByRole('button', { name: 'Deactivate AirQuote Manufacturing' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search companies' }), 'north');
    expect(within(table).queryByText('AirQuote Manufacturing')).toBeNull();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search companies' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Include inactive' }));
    expect(await within(table).findByText('Closed Reps')).toBeInTheDocument();
  });

  it('creates a company, then uploads its logo as multipart (companyId, file)', async () => {
    const api = mockCompanies({
      'PUT /Company/upsert': (request) =>
        company(12, (request.body as { Name: string }).Name, { RowVersion: 1 }),
      'POST /Company/UpsertCompanyLogo': () => company(12, 'Tailspin Reps', { LogoFileName: 'tailspin.png' }),
    });
    renderWithApp(<CompaniesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New company' }));
    const dialog = await screen.findByRole('dialog', { name: 'New company' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Tailspin Reps');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'tailspin.png', { type: 'image/png' }),
    );
    expect(within(dialog).getByRole('img', { name: 'New logo tailspin.png' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(api.callsTo('POST /Company/UpsertCompanyLogo')).toHaveLength(1));
    expect(api.callsTo('PUT /Company/upsert')[0]?.body).toEqual({
      CompanyId: 0,
      Name: 'Tailspin Reps',
      Kind: 'RepFirm',
      DefaultBrandId: 1,
    });
    const form = api.callsTo('POST /Company/UpsertCompanyLogo')[0]?.body as FormData;
    expect(form.get('companyId')).toBe('12');
    expect((form.get('file') as File).name).toBe('tailspin.png');
    expect(await screen.findByText('Tailspin Reps was saved.')).toBeInTheDocument();
  });

  it('refuses a logo over 512 KB or of another type before sending it', async () => {
    const api = mockCompanies({
      'PUT /Company/upsert': () => company(2, 'Northwind Reps', { RowVersion: 4 }),
    });
    renderWithApp(<CompaniesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Northwind Reps' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Northwind Reps' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(
      input,
      new File([new Uint8Array(512 * 1024 + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('larger than 512 KB');
    await userEvent.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }), {
      applyAccept: false,
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('SVG is not accepted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /Company/upsert')).toHaveLength(1));
    expect(api.callsTo('PUT /Company/upsert')[0]?.body).toMatchObject({ CompanyId: 2, RowVersion: 3 });
    expect(api.callsTo('POST /Company/UpsertCompanyLogo')).toHaveLength(0);
  });

  it('deactivates a company only after the confirmation', async () => {
    const api = mockCompanies({
      'PUT /Company/UpdateStatus': () => company(2, 'Northwind Reps', { IsActive: false, RowVersion: 4 }),
    });
    renderWithApp(<CompaniesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Northwind Reps' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Deactivate company' });
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PUT /Company/UpdateStatus')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Northwind Reps' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate company' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    await waitFor(() => expect(api.callsTo('PUT /Company/UpdateStatus')).toHaveLength(1));
    expect(api.callsTo('PUT /Company/UpdateStatus')[0]?.body).toEqual({
      CompanyId: 2,
      IsActive: false,
      RowVersion: 3,
    });
    expect(await screen.findByText('Northwind Reps was deactivated.')).toBeInTheDocument();
  });
});
