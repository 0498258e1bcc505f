import { regionMessages } from '@airquote/shared/contracts/pricing/region-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, type MockRequest, mockApi } from '../../../../test/mock-api.ts';
import { renderWithApp } from '../../../../test/render-app.tsx';
import { signInAsInternalUser } from '../../../../test/user-info.ts';
import { testCompanies, testRegion } from './pricing-test-data.ts';
import { RegionsSection } from './regions-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const regions = [
  testRegion(1, 'Northeast', { CompanyIds: [2] }),
  testRegion(2, 'Southeast'),
  testRegion(3, 'Retired', { IsActive: false }),
];
const managers = [
  {
    UserId: 40,
    FirstName: 'Rosa',
    LastName: 'Manning',
    EmailAddress: 'rosa@airquote.test',
    IsActive: true,
    ApprovalStatus: 'Approved' as const,
    DefaultCompanyName: 'AirQuote Manufacturing',
    IsAppAdmin: false,
    IsSysAdmin: false,
  },
];

function searchAnswer(request: MockRequest) {
  const body = request.body as { SearchText: string; IncludeInactive: boolean };
  return {
    Regions: regions.filter(
      (region) =>
        (body.IncludeInactive || region.IsActive) &&
        region.Name.toLowerCase().includes(body.SearchText.toLowerCase()),
    ),
  };
}

function mockRegions(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /Company': () => testCompanies,
    'POST /Region/search': searchAnswer,
    'GET /AppUser/GetUserByUserRoleEnum/RegionalSalesManager': () => managers,
    ...extra,
  });
}

describe('RegionsSection', () => {
  it('lists the regions with their companies, searches by name and shows inactive ones on request', async () => {
    const api = mockRegions();
    renderWithApp(<RegionsSection />);
    const table = await screen.findByRole('table', { name: 'Regions' });
    const northeast = (await within(table).findByText('Northeast')).closest('tr') as HTMLElement;
    expect(await within(northeast).findByText('Northwind Reps')).toBeInTheDocument();
    expect(within(table).queryByText('Retired')).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Include inactive' }));
    expect(await within(table).findByText('Retired')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search regions' }), 'south');
    await waitFor(() => expect(within(table).queryByText('Northeast')).toBeNull());
    expect(api.callsTo('POST /Region/search').at(-1)?.body).toEqual({
      SearchText: 'south',
      IncludeInactive: true,
    });
  });

  it('saves the name, regional sales manager, status and companies with the row version', async () => {
    signInAsInternalUser(['admin.companies', 'admin.users', 'pricing.view']);
    const api = mockRegions({
      'PUT /Region/update': () =>
        testRegion(2, 'Southeast Coast', {
          RegionalSalesManagerUserId: 40,
          RegionalSalesManagerName: 'Rosa Manning',
        }),
    });
    renderWithApp(<RegionsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit region Southeast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit region Southeast' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Southeast Coast');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Regional sales manager' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rosa Manning (rosa@airquote.test)' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Companies' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fabrikam Mechanical' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /Region/update')).toHaveLength(1));
    expect(api.callsTo('PUT /Region/update')[0]?.body).toEqual({
      RegionId: 2,
      Name: 'Southeast Coast',
      RegionalSalesManagerUserId: 40,
      IsActive: true,
      CompanyIds: [4],
      RowVersion: 3,
    });
    expect(await screen.findByText('Region Southeast Coast was saved.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit region Southeast' })).toBeNull());
  });

  it("shows the server's refusal of a taken name under the name, and lists no managers without admin.users", async () => {
    signInAsInternalUser(['admin.companies', 'pricing.view']);
    const api = mockRegions({ 'PUT /Region/update': () => errorAnswer(409, regionMessages.nameTaken) });
    renderWithApp(<RegionsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit region Southeast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit region Southeast' });
    expect(within(dialog).getByRole('combobox', { name: 'Regional sales manager' })).toBeDisabled();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Northeast');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(regionMessages.nameTaken));
    expect(api.callsTo('GET /AppUser/GetUserByUserRoleEnum/RegionalSalesManager')).toHaveLength(0);
  });
});
