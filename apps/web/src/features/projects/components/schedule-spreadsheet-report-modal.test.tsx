import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MockAnswer, mockApi } from '../../../test/mock-api.ts';
import { schedule } from '../../../test/project-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { ScheduleSpreadsheetActions } from './schedule-spreadsheet-actions.tsx';

afterEach(() => vi.unstubAllGlobals());

const sheet = (name = 'level-2.xlsx') =>
  new File([new Uint8Array([0x50, 0x4b, 3, 4])], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

async function choose(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, file, { applyAccept: false });
}

const uploadPath = (id: number) => `POST /ProjectSchedule/${id}/spreadsheet`;

describe('ScheduleSpreadsheetActions and its report modal', () => {
  it('uploads the chosen .xlsx as multipart and shows what was added, updated and left unchanged', async () => {
    const onChanged = vi.fn();
    const target = schedule();
    const api = mockApi({
      [uploadPath(target.ProjectScheduleId)]: () => ({ Added: 2, Updated: 1, Unchanged: 17, Rejected: [] }),
    });
    renderWithApp(<ScheduleSpreadsheetActions schedule={target} canEdit onChanged={onChanged} />);
    await choose(sheet());
    const dialog = await screen.findByRole('dialog', { name: 'Spreadsheet upload' });
    expect(within(dialog).getByText('Line items saved')).toBeInTheDocument();
    const counts = within(dialog).getByRole('table', { name: 'Upload counts' });
    expect(within(counts).getByRole('row', { name: 'Added 2' })).toBeInTheDocument();
    expect(within(counts).getByRole('row', { name: 'Updated 1' })).toBeInTheDocument();
    expect(within(counts).getByRole('row', { name: 'Unchanged 17' })).toBeInTheDocument();
    const [call] = api.callsTo(uploadPath(target.ProjectScheduleId));
    const form = call?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('file') as File).name).toBe('level-2.xlsx');
    expect(onChanged).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists every rejected row with its number and reason, and says nothing was changed', async () => {
    const onChanged = vi.fn();
    const target = schedule();
    mockApi({
      [uploadPath(target.ProjectScheduleId)]: () =>
        new MockAnswer(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: '2 row(s) of the sheet cannot be applied; nothing was changed.',
          fieldErrors: {
            'Row 7': 'Model "NOPE-1" is not in the catalog.',
            'Row 3': 'Quantity must be at least 1; Tag is required for an existing line item.',
          },
          Added: 0,
          Updated: 0,
          Unchanged: 0,
          Rejected: [],
        }),
    });
    renderWithApp(<ScheduleSpreadsheetActions schedule={target} canEdit onChanged={onChanged} />);
    await choose(sheet());
    const dialog = await screen.findByRole('dialog', { name: 'Spreadsheet upload' });
    expect(within(dialog).getByText('Nothing was changed')).toBeInTheDocument();
    expect(within(dialog).getByText(/2 row\(s\) of the sheet cannot be applied/)).toBeInTheDocument();
    const rows = within(within(dialog).getByRole('table', { name: 'Rejected rows' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'RowWhy it was rejected',
      '3Quantity must be at least 1; Tag is required for an existing line item.',
      '7Model "NOPE-1" is not in the catalog.',
    ]);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an .xlsx before sending it, and offers only Download to a reader', async () => {
    const target = schedule();
    const api = mockApi({});
    const { unmount } = renderWithApp(
      <ScheduleSpreadsheetActions schedule={target} canEdit onChanged={() => {}} />,
    );
    await choose(new File(['a,b'], 'level-2.csv', { type: 'text/csv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spreadsheet upload' });
    expect(within(dialog).getByText(/The file is not an \.xlsx spreadsheet/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    unmount();

    renderWithApp(<ScheduleSpreadsheetActions schedule={target} canEdit={false} onChanged={() => {}} />);
    expect(screen.getByRole('button', { name: 'Download .xlsx' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload .xlsx' })).not.toBeInTheDocument();
  });
});
