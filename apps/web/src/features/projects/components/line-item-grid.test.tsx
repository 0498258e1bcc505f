import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../../test/mock-api.ts';
import { lineItem, schedule } from '../../../test/project-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { LineItemGrid } from './line-item-grid.tsx';

afterEach(() => vi.unstubAllGlobals());

const first = schedule();
const second = schedule({ ProjectScheduleId: 12, Name: 'Second floor' });
const columns = [
  { Field: 'ItemTag', Header: 'Tag', Type: 'text', Width: 90 },
  { Field: 'ItemQty', Header: 'Qty', Type: 'number', Width: 60 },
  { Field: 'ProductModelName', Header: 'Model', Type: 'text', Width: 120 },
];
const rows = [
  lineItem(),
  lineItem({ ProjectScheduleLineItemId: 102, ItemTag: 'UNIT-2' }),
  lineItem({ ProjectScheduleLineItemId: 103, ItemTag: 'UNIT-3' }),
];

describe('LineItemGrid', () => {
  it('renders the columns the server sends, and no price column when it sends none', async () => {
    mockApi({
      'GET /ProjectScheduleLineItem/GetGridColumnsByProjectScheduleId/11': () => ({
        Columns: columns,
        Rows: rows,
      }),
    });
    renderWithApp(<LineItemGrid schedule={first} schedules={[first]} canEdit onChanged={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Line items of First floor' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['', 'Tag', 'Qty', 'Model', 'Actions']);
    expect(within(table).queryByText(/price/i)).toBeNull();
  });

  it('shows a price column as money when the server includes it', async () => {
    mockApi({
      'GET /ProjectScheduleLineItem/GetGridColumnsByProjectScheduleId/11': () => ({
        Columns: [...columns, { Field: 'BaseListPrice', Header: 'List Price', Type: 'money', Width: 100 }],
        Rows: [rows[0]],
      }),
    });
    renderWithApp(<LineItemGrid schedule={first} schedules={[first]} canEdit onChanged={() => {}} />);
    expect(await screen.findByRole('columnheader', { name: 'List Price' })).toBeInTheDocument();
    expect(screen.getByText(/\$1,200\.00/)).toBeInTheDocument();
  });

  it('copies the chosen line items into another schedule', async () => {
    const onChanged = vi.fn();
    const api = mockApi({
      'GET /ProjectScheduleLineItem/GetGridColumnsByProjectScheduleId/11': () => ({
        Columns: columns,
        Rows: rows,
      }),
      'POST /ProjectSchedule/CopyLineItems/12': () => [
        lineItem({ ProjectScheduleLineItemId: 201, ProjectScheduleId: 12, ItemTag: 'UNIT-1' }),
        lineItem({ ProjectScheduleLineItemId: 202, ProjectScheduleId: 12, ItemTag: 'UNIT-2' }),
      ],
    });
    renderWithApp(
      <LineItemGrid schedule={first} schedules={[first, second]} canEdit onChanged={onChanged} />,
    );
    const copyButton = await screen.findByRole('button', { name: 'Copy to…' });
    expect(copyButton).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select UNIT-1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select UNIT-3' }));
    expect(screen.getByText('3 line items · 2 selected')).toBeInTheDocument();
    await userEvent.click(copyButton);
    // The dialog's code loads the first time it opens.
    await userEvent.click(
      await screen.findByRole('combobox', { name: 'Target schedule' }, { timeout: 10_000 }),
    );
    expect(screen.getByRole('option', { name: 'First floor (this schedule)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Second floor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.callsTo('POST /ProjectSchedule/CopyLineItems/12')[0]?.body).toEqual([101, 103]);
    expect(await screen.findByText('Copied into Second floor as UNIT-1, UNIT-2.')).toBeInTheDocument();
    expect(screen.getByText('3 line items')).toBeInTheDocument();
  });

  it('makes a row’s hints on its first hover, without re-creating the control under the pointer', async () => {
    mockApi({
      'GET /ProjectScheduleLineItem/GetGridColumnsByProjectScheduleId/11': () => ({
        Columns: columns,
        Rows: rows,
      }),
    });
    renderWithApp(<LineItemGrid schedule={first} schedules={[first]} canEdit onChanged={() => {}} />);
    const edit = await screen.findByRole('button', { name: 'Edit UNIT-2' });
    // No row has its tooltips before the pointer comes over it (ADR 0042).
    expect(document.querySelectorAll('[role="tooltip"]')).toHaveLength(0);
    await userEvent.hover(edit);
    await userEvent.hover(edit);
    expect(await screen.findByRole('tooltip', { name: 'Edit quantity and tag' })).toBeInTheDocument();
    // The same button, not a new one made when the hints were.
    expect(screen.getByRole('button', { name: 'Edit UNIT-2' })).toBe(edit);
  });

  it('a stale status change shows the server message with Reload, which fetches the grid again', async () => {
    const api = mockApi({
      'GET /ProjectScheduleLineItem/GetGridColumnsByProjectScheduleId/11': () => ({
        Columns: columns,
        Rows: rows,
      }),
      'PUT /ProjectScheduleLineItem/ToggleStatus/102': () => errorAnswer(409, STALE_ROW_VERSION_MESSAGE),
    });
    renderWithApp(<LineItemGrid schedule={first} schedules={[first]} canEdit onChanged={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate UNIT-2' }));
    expect(api.callsTo('PUT /ProjectScheduleLineItem/ToggleStatus/102')[0]?.body).toEqual({ RowVersion: 1 });
    expect(await screen.findByText('Changed by someone else')).toBeInTheDocument();
    expect(screen.getByText(/Someone else changed this since you opened it/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(api.callsTo('GET /ProjectScheduleLineItem/GetGridColumnsByProjectScheduleId/11')).toHaveLength(
        2,
      ),
    );
  });

  it('edits quantity and tag with the row version; a refused tag stays under the field', async () => {
    const api = mockApi({
      'GET /ProjectScheduleLineItem/GetGridColumnsByProjectScheduleId/11': () => ({
        Columns: columns,
        Rows: rows,
      }),
      'PUT /ProjectScheduleLineItem': (request) =>
        (request.body as { ItemTag: string }).ItemTag === 'UNIT-3'
          ? errorAnswer(409, 'Tag "UNIT-3" is already used in this schedule. Choose another tag.')
          : lineItem({ ItemTag: 'LOBBY-1', ItemQty: 2, RowVersion: 2 }),
    });
    renderWithApp(<LineItemGrid schedule={first} schedules={[first]} canEdit onChanged={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit UNIT-1' }));
    const tag = await screen.findByRole('textbox', { name: 'Tag' }, { timeout: 10_000 });
    await userEvent.clear(tag);
    await userEvent.type(tag, 'UNIT-3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Tag "UNIT-3" is already used in this schedule. Choose another tag.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Changed by someone else')).toBeNull();
    await userEvent.clear(tag);
    await userEvent.type(tag, 'LOBBY-1');
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('checkbox', { name: 'Select LOBBY-1' })).toBeInTheDocument();
    expect(api.callsTo('PUT /ProjectScheduleLineItem')[1]?.body).toEqual({
      ProjectScheduleLineItemId: 101,
      RowVersion: 1,
      ItemQty: 2,
      ItemTag: 'LOBBY-1',
    });
  });

  it('filters by product type and says so when the schedule has no active line item of it', async () => {
    const api = mockApi({
      'GET /ProjectScheduleLineItem/GetGridColumnsByProjectScheduleId/11': () => ({
        Columns: columns,
        Rows: [...rows, lineItem({ ProjectScheduleLineItemId: 104, ItemTag: 'AHU-1', ProductTypeId: 2 })],
      }),
      'POST /productType/search': () => ({
        productTypes: [
          { ProductTypeId: 1, Name: 'Fan Coil', IsActive: true, ProductTypeCategories: [] },
          { ProductTypeId: 2, Name: 'Air Handler', IsActive: true, ProductTypeCategories: [] },
          { ProductTypeId: 3, Name: 'Water Source Heat Pump', IsActive: true, ProductTypeCategories: [] },
        ],
      }),
      'GET /productType/ProductTypeExistWithinInSchedule': (request) =>
        request.query.get('productTypeId') !== '3',
    });
    renderWithApp(<LineItemGrid schedule={first} schedules={[first]} canEdit onChanged={() => {}} />);
    expect(await screen.findByText('4 line items')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Show product type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Air Handler' }));
    expect(await screen.findByText('1 line item')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select AHU-1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Show product type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Water Source Heat Pump' }));
    expect(
      await screen.findByText(
        "Active line item(s) for selected Product type don't exist within selected schedule",
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /productType/ProductTypeExistWithinInSchedule').at(-1)?.query.toString()).toBe(
      'scheduleId=11&productTypeId=3',
    );
  });
  it('renders only the rows in view of a large schedule, and selecting all still takes every row', async () => {
    const many = Array.from({ length: 300 }, (_, index) =>
      lineItem({ ProjectScheduleLineItemId: 1000 + index, ItemTag: `AHU-${index + 1}` }),
    );
    mockApi({
      'GET /ProjectScheduleLineItem/GetGridColumnsByProjectScheduleId/11': () => ({
        Columns: columns,
        Rows: many,
      }),
    });
    renderWithApp(<LineItemGrid schedule={first} schedules={[first]} canEdit onChanged={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Line items of First floor' });
    const rendered = within(table).getAllByTestId('line-item-row');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(60);
    expect(table).toHaveAttribute('aria-rowcount', '301');
    expect(within(table).queryByRole('checkbox', { name: 'Select AHU-300' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select AHU-2' }));
    expect(screen.getByText('300 line items · 1 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all line items' }));
    expect(screen.getByText('300 line items · 300 selected')).toBeInTheDocument();
  }, 30_000);
});
