import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { lineItem, schedule } from '../../../test/project-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { BulkEditLineItemsModal } from './bulk-edit-line-items-modal.tsx';
import { LineItemGrid } from './line-item-grid.tsx';

afterEach(() => vi.unstubAllGlobals());

const columns = [
  { Field: 'ItemTag', Header: 'Tag', Type: 'text', Width: 90 },
  { Field: 'ItemQty', Header: 'Qty', Type: 'number', Width: 60 },
];
const rows = [
  lineItem(),
  lineItem({ ProjectScheduleLineItemId: 102, ItemTag: 'UNIT-2' }),
  lineItem({ ProjectScheduleLineItemId: 103, ItemTag: 'UNIT-3' }),
];

describe('BulkEditLineItemsModal', () => {
  it('sends only the fields filled in', async () => {
    const onApply = vi.fn();
    renderWithApp(
      <BulkEditLineItemsModal
        opened
        count={3}
        saving={false}
        error={null}
        onApply={onApply}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change 3 line items' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Quantity' }), '4');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Chilled water entering temperature (°F)' }),
      '42',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 3' }));
    expect(onApply).toHaveBeenCalledWith({ ItemQty: 4, CoolingEnteringWaterF: 42 });
  });

  it('says what is wrong instead of sending: nothing filled in, a temperature out of range', async () => {
    const onApply = vi.fn();
    renderWithApp(
      <BulkEditLineItemsModal
        opened
        count={2}
        saving={false}
        error={null}
        onApply={onApply}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change 2 line items' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 2' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one thing to change.');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Chilled water entering temperature (°F)' }),
      '5',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 2' }));
    expect(within(dialog).getByText(/between 20 and 130 °F/)).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('shows the server refusal in the dialog', async () => {
    renderWithApp(
      <BulkEditLineItemsModal
        opened
        count={2}
        saving={false}
        error="Nothing was changed: UNIT-2 (FHC-06) has no saved selection."
        onApply={() => {}}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change 2 line items' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('UNIT-2 (FHC-06) has no saved selection');
  });

  it('from the grid: changes the chosen rows in one call with their row versions and shows the badge', async () => {
    const api = mockApi({
      'GET /ProjectScheduleLineItem/GetGridColumnsByProjectScheduleId/11': () => ({
        Columns: columns,
        Rows: rows,
      }),
      'POST /ProjectScheduleLineItem/BulkOptionChoices': () => ({
        Segment: 'VOLT',
        DisplayName: 'Voltage',
        Values: [
          { Code: '1', Description: '115/1/60', ValidForAll: true, Reason: null },
          { Code: '2', Description: '208/1/60', ValidForAll: true, Reason: null },
          {
            Code: '6',
            Description: '460/3/60',
            ValidForAll: false,
            Reason: 'UNIT-1 (FHC-06): Voltage 460/3/60 is not available with size 06.',
          },
        ],
      }),
      'POST /ProjectScheduleLineItem/BulkChange': () => [
        lineItem({ ItemQty: 2, RowVersion: 2, NeedsReselection: true }),
        lineItem({
          ProjectScheduleLineItemId: 103,
          ItemTag: 'UNIT-3',
          ItemQty: 2,
          RowVersion: 2,
          NeedsReselection: true,
        }),
      ],
    });
    renderWithApp(
      <LineItemGrid schedule={schedule()} schedules={[schedule()]} canEdit onChanged={() => {}} />,
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select UNIT-1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select UNIT-3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change selected…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change 2 line items' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Quantity' }), '2');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Chilled water entering temperature (°F)' }),
      '42',
    );
    // Only the voltages every chosen unit offers; the others say why.
    expect(await within(dialog).findByTestId('refused-voltages')).toHaveTextContent(
      '460/3/60: UNIT-1 (FHC-06): Voltage 460/3/60 is not available with size 06.',
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Voltage' }));
    expect(screen.getByRole('option', { name: '460/3/60' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: '208/1/60' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 2' }));
    await waitFor(() => expect(screen.getAllByTestId('needs-reselection-badge')).toHaveLength(2));
    expect(screen.getByLabelText('UNIT-3 needs re-selection')).toBeInTheDocument();
    expect(api.callsTo('POST /ProjectScheduleLineItem/BulkChange')[0]?.body).toEqual({
      Items: [
        { ProjectScheduleLineItemId: 101, RowVersion: 1 },
        { ProjectScheduleLineItemId: 103, RowVersion: 1 },
      ],
      Change: { ItemQty: 2, CoolingEnteringWaterF: 42, Options: [{ Segment: 'VOLT', Code: '2' }] },
    });
    expect(api.callsTo('POST /ProjectScheduleLineItem/BulkOptionChoices')[0]?.body).toEqual({
      Items: [101, 103],
      Segment: 'VOLT',
    });
  }, 30_000);
});
