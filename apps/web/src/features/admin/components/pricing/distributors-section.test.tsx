import type { Distributor } from '@airquote/shared/contracts/pricing/distributor-schemas';
import { distributorMessages } from '@airquote/shared/contracts/pricing/distributor-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../../../test/mock-api.ts';
import { renderWithApp } from '../../../../test/render-app.tsx';
import { DistributorsSection } from './distributors-section.tsx';
import { testRegion } from './pricing-test-data.ts';

afterEach(() => vi.unstubAllGlobals());

function distributor(id: number, name: string, changes: Partial<Distributor> = {}): Distributor {
  return {
    DistributorId: id,
    Name: name,
    RegionId: 3,
    RegionName: 'Midwest',
    ContactName: 'Karen Novak',
    ContactEmail: 'karen@greatlakes-hydronics.test',
    Phone: '312-555-0109',
    City: 'Chicago',
    StateProvinceCode: 'IL',
    IsActive: true,
    RowVersion: 2,
    DateModified: '2026-11-21T10:00:00Z',
    ...changes,
  };
}
const greatLakes = distributor(5, 'Great Lakes Hydronics');

function mockDistributors(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'POST /Region/search': () => ({ Regions: [testRegion(1, 'Northeast'), testRegion(3, 'Midwest')] }),
    'POST /Distributor/search': () => ({ Distributors: [greatLakes] }),
    ...extra,
  });
}

describe('DistributorsSection', () => {
  it("lists the server's distributors and searches by text and region", async () => {
    const api = mockDistributors();
    renderWithApp(<DistributorsSection />);
    const table = await screen.findByRole('table', { name: 'Distributors' });
    const row = (await within(table).findByText('Great Lakes Hydronics')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Midwest');
    expect(row).toHaveTextContent('Chicago, IL');
    expect(within(row).getByRole('link', { name: 'karen@greatlakes-hydronics.test' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Region' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Midwest' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search distributors' }), 'lakes');
    await waitFor(() =>
      expect(api.callsTo('POST /Distributor/search').at(-1)?.body).toEqual({
        SearchText: 'lakes',
        RegionId: 3,
        IncludeInactive: false,
      }),
    );
  });

  it('creates a distributor with every field of the form', async () => {
    const api = mockDistributors({
      'PUT /Distributor/upsert': () => distributor(9, 'Harbor Supply', { RowVersion: 1 }),
    });
    renderWithApp(<DistributorsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'New distributor' }));
    const dialog = await screen.findByRole('dialog', { name: 'New distributor' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' Harbor Supply ');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Region' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Northeast' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Contact name' }), 'Ada Lee');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Contact email' }), 'ada@harbor.test');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '207-555-0100');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Portland');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'State/province code' }), 'ME');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create distributor' }));
    await waitFor(() => expect(api.callsTo('PUT /Distributor/upsert')).toHaveLength(1));
    expect(api.callsTo('PUT /Distributor/upsert')[0]?.body).toEqual({
      DistributorId: 0,
      Name: 'Harbor Supply',
      RegionId: 1,
      ContactName: 'Ada Lee',
      ContactEmail: 'ada@harbor.test',
      Phone: '207-555-0100',
      City: 'Portland',
      StateProvinceCode: 'ME',
      IsActive: true,
    });
    expect(await screen.findByText('Harbor Supply was created.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New distributor' })).toBeNull());
  });

  it("edits with the row version and shows the server's refusal of a taken name under the name", async () => {
    const api = mockDistributors({
      'PUT /Distributor/upsert': () => errorAnswer(409, distributorMessages.nameTaken),
    });
    renderWithApp(<DistributorsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Great Lakes Hydronics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Great Lakes Hydronics' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Atlantic HVAC Supply');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(distributorMessages.nameTaken));
    expect(api.callsTo('PUT /Distributor/upsert')[0]?.body).toMatchObject({
      DistributorId: 5,
      Name: 'Atlantic HVAC Supply',
      IsActive: false,
      RowVersion: 2,
    });
    expect(screen.getByRole('dialog', { name: 'Edit Great Lakes Hydronics' })).toBeInTheDocument();
  });

  it('checks the contact email before sending', async () => {
    const api = mockDistributors();
    renderWithApp(<DistributorsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'New distributor' }));
    const dialog = await screen.findByRole('dialog', { name: 'New distributor' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Harbor Supply');
    const email = within(dialog).getByRole('textbox', { name: 'Contact email' });
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create distributor' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/valid email address/));
    expect(api.callsTo('PUT /Distributor/upsert')).toHaveLength(0);
  });

  it('deletes a distributor only after the confirmation, with its row version', async () => {
    const api = mockDistributors({
      'PUT /Distributor/delete': () => ({ Success: true, WarningMessages: [] }),
    });
    renderWithApp(<DistributorsSection />);
    const deleteButton = await screen.findByRole('button', { name: 'Delete Great Lakes Hydronics' });
    await userEvent.click(deleteButton);
    const confirmation = await screen.findByRole('dialog', { name: 'Delete distributor' });
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PUT /Distributor/delete')).toHaveLength(0);
    await userEvent.click(deleteButton);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete distributor' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(api.callsTo('PUT /Distributor/delete')).toHaveLength(1));
    expect(api.callsTo('PUT /Distributor/delete')[0]?.body).toEqual({ DistributorId: 5, RowVersion: 2 });
    expect(await screen.findByText('Great Lakes Hydronics was deleted.')).toBeVisible();
  });
});
