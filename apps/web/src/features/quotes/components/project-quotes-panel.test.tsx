import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { signInAsNorthwindRep } from '../../../test/project-test-data.ts';
import { quote, quotePermissions } from '../../../test/quote-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { ProjectQuotesPanel } from './project-quotes-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('ProjectQuotesPanel', () => {
  it('lists every revision, marks the superseded one and links each to the quote form', async () => {
    signInAsNorthwindRep(quotePermissions);
    mockApi({
      'GET /projectquote/getbyprojectid/1': () => [
        quote({ ProjectQuoteId: 8, Revision: 2, SupersedesProjectQuoteId: 7 }),
        quote({ IsSuperseded: true, SupersededByProjectQuoteId: 8 }),
      ],
    });
    renderWithApp(<ProjectQuotesPanel projectId={1} />);
    const rows = await screen.findAllByTestId('project-quote-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Q-0000072Open$1,100.00'),
      expect.stringContaining('Q-0000071Superseded'),
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Q-000007' })).toHaveAttribute(
      'href',
      '/topmenu/project/project-detail/1/project-quote-form?projectQuoteId=8',
    );
    expect(screen.getByRole('link', { name: 'New quote' })).toBeInTheDocument();
  });

  it('a reader without quote.edit gets no New quote; without quote.view nothing is asked', async () => {
    signInAsNorthwindRep(['project.view', 'quote.view']);
    mockApi({ 'GET /projectquote/getbyprojectid/1': () => [] });
    const { unmount } = renderWithApp(<ProjectQuotesPanel projectId={1} />);
    expect(await screen.findByText('No quotes yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New quote' })).toBeNull();
    unmount();
    signInAsNorthwindRep(['project.view', 'project.edit']);
    const api = mockApi({});
    renderWithApp(<ProjectQuotesPanel projectId={1} />);
    expect(screen.queryByText('Quotes')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
