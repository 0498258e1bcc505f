import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rowDetailsModalSize } from '../../../components/row-details-modal.tsx';
import { renderWithTheme } from '../../../test/render.tsx';
import { catMultiplier, pricingReviewer } from '../review-test-data.ts';
import { MultiplierDetailsModal } from './multiplier-details-modal.tsx';

const requests = [
  catMultiplier({
    Status: 'Approved',
    IsSent: true,
    DecidedByName: 'Priya Patel',
    DecisionNote: 'Competitive bid, approved',
  }),
  catMultiplier({
    ProjectQuoteCatMultiplierId: 42,
    ProductTypeCategoryId: 2,
    ProductTypeCategoryName: 'Air Handlers',
    RequestedMultiplier: '0.5500',
    IsSent: true,
  }),
  catMultiplier({
    ProjectQuoteCatMultiplierId: 43,
    ProductTypeCategoryName: 'Chillers',
    RequestedMultiplier: '0.7000',
  }),
];

describe('MultiplierDetailsModal', { timeout: 20_000 }, () => {
  it('shows one row per category request: category, status, multiplier, reviewer and notes', async () => {
    renderWithTheme(
      <MultiplierDetailsModal opened onClose={() => {}} requests={requests} reviewers={[pricingReviewer]} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Multiplier request details' });
    const table = within(dialog).getByRole('table', { name: 'Multiplier request details' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Category', 'Status', 'Multiplier', 'Reviewer', 'Notes']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Fan Coils', 'Approved', '0.4500', 'Priya Patel', 'Competitive bid, approved'],
      // Sent and waiting: the reviewers who may decide it.
      ['Air Handlers', 'Waiting for decision', '0.5500', 'Priya Patel', '—'],
      ['Chillers', 'Draft, not sent', '0.7000', '—', '—'],
    ]);
  });

  it('is the wide row-details modal: 89 % of the window, at least 700 px and at most 1400 px', async () => {
    expect(rowDetailsModalSize).toEqual({ width: '89vw', minWidthPx: 700, maxWidthPx: 1400 });
    renderWithTheme(<MultiplierDetailsModal opened onClose={() => {}} requests={requests} reviewers={[]} />);
    const dialog = await screen.findByRole('dialog', { name: 'Multiplier request details' });
    expect(dialog.style.minWidth).toBe('700px');
    expect(dialog.style.maxWidth).toBe('1400px');
    const root = dialog.closest<HTMLElement>('.mantine-Modal-root');
    expect(root?.style.getPropertyValue('--modal-size')).toBe('89vw');
  });
});
