import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MockAnswer, mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { signInAsInternalUser } from '../../../test/user-info.ts';
import { ProductDataPage } from './product-data-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const signedInWith = (permissions: string[]) =>
  signInAsInternalUser(permissions, {
    appUser: {
      FirstName: 'Avery',
      LastName: 'Admin',
      EmailAddress: 'admin@airquote.test',
      IsAppAdmin: true,
      IsSysAdmin: true,
    },
  });

async function chooseCsv(section: HTMLElement, text: string, name = 'prices.csv') {
  const input = section.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File([text], name, { type: 'text/csv' }), { applyAccept: false });
}

describe('ProductDataPage', () => {
  it('uploads the CSV prepared by the spec rule and shows the rows inserted, updated and warnings', async () => {
    signedInWith(['admin.products', 'pricing.view']);
    const api = mockApi({
      'POST /ExcelUploader/Upload/ProductPrices/true': () => ({
        Success: true,
        WarningMessages: ['Row 3 skipped: Model NOPE-99 does not exist.'],
        RowErrors: [],
        RowsInserted: 1,
        RowsUpdated: 2,
      }),
    });
    renderWithApp(<ProductDataPage />);
    const section = screen.getByRole('region', { name: 'Product prices' });
    await chooseCsv(section, '"ModelName","BaseListPrice"\r\nFHC-02,1499.00\r\nNOPE-99,1\r\nC:\\x,2');
    await userEvent.click(within(section).getByRole('checkbox', { name: /eSelect file/ }));
    await userEvent.click(within(section).getByRole('button', { name: 'Upload Product prices CSV' }));
    expect(await within(section).findByText('1 row(s) inserted, 2 row(s) updated.')).toBeInTheDocument();
    expect(within(section).getByText('Row 3 skipped: Model NOPE-99 does not exist.')).toBeInTheDocument();
    const [call] = api.callsTo('POST /ExcelUploader/Upload/ProductPrices/true');
    expect(call?.body).toBe('ModelName,BaseListPrice\r\nFHC-02,1499.00\r\nNOPE-99,1\r\nC:\\\\x,2');
    expect(call?.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('lists every rejected row with its reason and says nothing was changed', async () => {
    signedInWith(['admin.products', 'pricing.view']);
    const api = mockApi({
      'POST /ExcelUploader/Upload/FanCurves/false': () =>
        new MockAnswer(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: '2 row(s) of the file have errors; nothing was changed.',
          fieldErrors: { 'Row 12': 'Cfm: must be a whole number', 'Row 4': 'Model NOPE-99 does not exist.' },
          Success: false,
          WarningMessages: [],
          RowErrors: [
            { Row: 4, Message: 'Model NOPE-99 does not exist.' },
            { Row: 12, Message: 'Cfm: must be a whole number' },
          ],
          RowsInserted: 0,
          RowsUpdated: 0,
        }),
    });
    renderWithApp(<ProductDataPage />);
    const section = screen.getByRole('region', { name: 'Fan curves' });
    await chooseCsv(section, 'ModelName,MotorType\nNOPE-99,ECM', 'curves.csv');
    await userEvent.click(within(section).getByRole('button', { name: 'Upload Fan curves CSV' }));
    expect(
      await within(section).findByText('2 row(s) of the file have errors; nothing was changed.'),
    ).toBeInTheDocument();
    const rows = within(
      within(section).getByRole('table', { name: 'Fan curves rejected rows' }),
    ).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'RowMessage',
      '4Model NOPE-99 does not exist.',
      '12Cfm: must be a whole number',
    ]);
    expect(api.callsTo('POST /ExcelUploader/Upload/FanCurves/false')).toHaveLength(1);
  });

  it('refuses a file that is not CSV before sending anything', async () => {
    signedInWith(['admin.products', 'pricing.view']);
    const api = mockApi({});
    renderWithApp(<ProductDataPage />);
    const section = screen.getByRole('region', { name: 'Coil profiles' });
    await chooseCsv(section, 'PK', 'coils.xlsx');
    await userEvent.click(within(section).getByRole('button', { name: 'Upload Coil profiles CSV' }));
    expect(within(section).getByText(/Choose a \.csv file/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('downloads a sheet under the name the server gives it', async () => {
    signedInWith(['admin.products', 'pricing.view']);
    const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL) =>
        new Response('sheet-bytes', {
          headers: {
            'Content-Type': xlsxType,
            'Content-Disposition': 'attachment; filename="FilterPressureDrops.xlsx"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const saved: Blob[] = [];
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:sheet';
    };
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      renderWithApp(<ProductDataPage />);
      const section = screen.getByRole('region', { name: 'Filter pressure drops' });
      await userEvent.click(
        within(section).getByRole('button', { name: 'Download Filter pressure drops .xlsx' }),
      );
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(
        /\/api\/ExcelUploader\/Download\/FilterPressureDrops$/,
      );
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('FilterPressureDrops.xlsx');
      expect(await saved[0]?.text()).toBe('sheet-bytes');
    } finally {
      click.mockRestore();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });

  it('offers the price sheets only to readers who may see prices', () => {
    signedInWith(['admin.products']);
    mockApi({});
    renderWithApp(<ProductDataPage />);
    expect(screen.queryByRole('region', { name: 'Product prices' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Code-string values' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fan curves' })).toBeInTheDocument();
  });
});
