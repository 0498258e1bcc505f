import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { project, signInAsNorthwindRep } from '../../../test/project-test-data.ts';
import { quote, quotePermissions } from '../../../test/quote-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { ProjectQuoteFormPage } from './project-quote-form-page.tsx';

const route = { path: '/topmenu/project/project-detail/:projectId/project-quote-form' };
const schedules = [
  {
    ProjectScheduleId: 11,
    Name: 'Level 1',
    IsActive: true,
    LineItemCount: 1,
    DateModified: '2026-11-01T10:00:00Z',
  },
  {
    ProjectScheduleId: 12,
    Name: 'Level 2',
    IsActive: true,
    LineItemCount: 0,
    DateModified: '2026-11-01T10:00:00Z',
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('ProjectQuoteFormPage', () => {
  it('a new quote starts with the schedule of the address and opens the created quote', async () => {
    signInAsNorthwindRep(quotePermissions);
    const api = mockApi({
      'GET /Brand/getBrands': () => [{ BrandId: 1, Name: 'Zephyr', CssClass: 'brand-zephyr' }],
      'GET /Project/1': () => project({ ProjectSchedules: schedules }),
      'POST /projectquote': () => quote({ ProjectScheduleIds: [12] }),
    });
    const { router } = renderWithApp(<ProjectQuoteFormPage />, {
      ...route,
      at: '/topmenu/project/project-detail/1/project-quote-form?projectScheduleId=12',
    });
    expect(await screen.findByRole('heading', { name: 'New Quote' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Level 2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Level 1' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Create quote' }));
    await waitFor(() => expect(router.state.location.search).toBe('?projectQuoteId=7'));
    const body = api.callsTo('POST /projectquote')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ ProjectId: 1, ProjectScheduleIds: [12], BrandId: 1, TransactionType: 1 });
    expect(body.ValidUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('never asks for quotes for a user without quote.view (a company Engineer)', async () => {
    signInAsNorthwindRep(['project.view', 'project.edit']);
    const api = mockApi({});
    renderWithApp(<ProjectQuoteFormPage />, {
      ...route,
      at: '/topmenu/project/project-detail/1/project-quote-form?projectQuoteId=7',
    });
    expect(screen.getByText('Your account has no access to quotes.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('a quote of another project under this address reads as not found', async () => {
    signInAsNorthwindRep(quotePermissions);
    mockApi({ 'GET /projectquote/7': () => quote({ ProjectId: 2 }) });
    renderWithApp(<ProjectQuoteFormPage />, {
      ...route,
      at: '/topmenu/project/project-detail/1/project-quote-form?projectQuoteId=7',
    });
    expect(
      await screen.findByText('This quote does not exist or is not visible to you.'),
    ).toBeInTheDocument();
  });
});
