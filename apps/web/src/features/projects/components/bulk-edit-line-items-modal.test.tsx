import type { BulkLineItemChange } from '@airquote/shared/contracts/line-item/bulk-change-line-items';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { lineItem, schedule } from '../../../test/project-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { signInAsInternalUser } from '../../../test/user-info.ts';
import { BulkEditLineItemsModal } from './bulk-edit-line-items-modal.tsx';
import { LineItemGrid } from './line-item-grid.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clearAll();
});

const columns = [
  { Field: 'ItemTag', Header: 'Tag', Type: 'text', Width: 90 },
  { Field: 'ItemQty', Header: 'Qty', Type: 'number', Width: 60 },
];
const rows = [
  lineItem(),
  lineItem({ ProjectScheduleLineItemId: 102, ItemTag: 'UNIT-2' }),
  lineItem({ ProjectScheduleLineItemId: 103, ItemTag: 'UNIT-3' }),
];

/** Opens the dialog for `count` line items and answers it once drawn. */
async function openDialog(
  count: number,
  props: { lineItemIds?: number[]; error?: string; onApply?: (change: BulkLineItemChange) => void } = {},
) {
  renderWithApp(
    <BulkEditLineItemsModal
      opened
      count={count}
      {...(props.lineItemIds ? { lineItemIds: props.lineItemIds } : {})}
      saving={false}
      error={props.error ?? null}
      onApply={props.onApply ?? (() => {})}
      onClose={() => {}}
    />,
  );
  return screen.findByRole('dialog', { name: `Change ${count} line items` });
}

describe('BulkEditLineItemsModal', () => {
  it('sends only the fields filled in', async () => {
    const onApply = vi.fn();
    const dialog = await openDialog(3, { onApply });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
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
    const dialog = await openDialog(2, { onApply });
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
    const dialog = await openDialog(2, {
      error: 'Nothing was changed: UNIT-2 (FHC-06) has no saved selection.',
    });
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

  it('an SI user types the conditions in °C, l/s and Pa; they are sent in I-P, and the limits read in SI', async () => {
    signInAsInternalUser(['project.edit'], { appUser: { UnitSystem: 'SI' } });
    const onApply = vi.fn();
    const dialog = await openDialog(2, { onApply });
    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    await userEvent.type(field('Entering air dry bulb (°C)'), '25');
    await userEvent.type(field('Entering air wet bulb (°C)'), '27');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 2' }));
    // 25 °C is 77 °F: the wet bulb may not be above it, said in SI.
    expect(within(dialog).getByText('The entering air wet bulb cannot be above its dry bulb.')).toBeVisible();
    expect(onApply).not.toHaveBeenCalled();
    await userEvent.clear(field('Entering air wet bulb (°C)'));
    await userEvent.type(field('Entering air wet bulb (°C)'), '18');
    await userEvent.type(field('Airflow (l/s)'), '236');
    await userEvent.type(field('External static pressure (Pa)'), '125');
    await userEvent.type(field('Chilled water entering temperature (°C)'), '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 2' }));
    const change = onApply.mock.calls[0]?.[0];
    expect(change.CoolingEnteringDbF).toBeCloseTo(77, 6);
    expect(change.CoolingEnteringWbF).toBeCloseTo(64.4, 6);
    expect(change.AirflowCfm).toBeCloseTo(500.05, 1);
    expect(change.EspInWg).toBeCloseTo(0.502, 3);
    expect(change.CoolingEnteringWaterF).toBeCloseTo(42.8, 6);
    const sent = Object.entries(change).filter(([, value]) => value !== undefined);
    expect(sent.map(([key]) => key).sort()).toEqual([
      'AirflowCfm',
      'CoolingEnteringDbF',
      'CoolingEnteringWaterF',
      'CoolingEnteringWbF',
      'EspInWg',
    ]);
    await userEvent.clear(field('External static pressure (Pa)'));
    await userEvent.type(field('External static pressure (Pa)'), '600');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 2' }));
    // The engine's limit of 2 in. w.g., in Pa.
    expect(within(dialog).getByText(/between 0 and 498 Pa/)).toBeVisible();
  });

  it('offers each option of the chosen models with only the values every one can take; the others say why', async () => {
    const api = mockApi({
      'POST /ProjectScheduleLineItem/BulkOptionSegments': () => ({
        Segments: [
          { Segment: 'VOLT', DisplayName: 'Voltage', MissingOn: [] },
          { Segment: 'MOTR', DisplayName: 'Motor', MissingOn: [] },
          { Segment: 'VALV', DisplayName: 'Valve package', MissingOn: ['UNIT-3 (FHC-12)'] },
        ],
      }),
      'POST /ProjectScheduleLineItem/BulkOptionChoices': (request) =>
        (request.body as { Segment: string }).Segment === 'VOLT'
          ? { Segment: 'VOLT', DisplayName: 'Voltage', Values: [] }
          : {
              Segment: 'MOTR',
              DisplayName: 'Motor',
              Values: [
                { Code: 'P', Description: 'PSC', ValidForAll: true, Reason: null },
                {
                  Code: 'E',
                  Description: 'ECM',
                  ValidForAll: false,
                  Reason: 'UNIT-3 (FHC-12) offers no Motor "E" (it offers P)',
                },
              ],
            },
    });
    const onApply = vi.fn();
    const dialog = await openDialog(2, { lineItemIds: [101, 103], onApply });
    expect(within(dialog).getByRole('combobox', { name: 'Option value' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Option' }));
    // The voltage has its own field.
    expect(screen.queryByRole('option', { name: 'Voltage' })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Valve package' }));
    expect(within(dialog).getByText('Valve package is not an option of UNIT-3 (FHC-12).')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Option' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Motor' }));
    expect(await within(dialog).findByTestId('refused-option-values')).toHaveTextContent(
      'ECM: UNIT-3 (FHC-12) offers no Motor "E" (it offers P)',
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Option value' }));
    expect(await screen.findByRole('option', { name: 'ECM' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'PSC' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Airflow (cfm)' }), '450');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 2' }));
    expect(onApply).toHaveBeenCalledWith({ AirflowCfm: 450, Options: [{ Segment: 'MOTR', Code: 'P' }] });
    expect(api.callsTo('POST /ProjectScheduleLineItem/BulkOptionSegments')[0]?.body).toEqual({
      Items: [101, 103],
    });
  }, 30_000);
});
