import { pricingMessages } from '@airquote/shared/contracts/pricing/pricing-schemas';
import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import { catMultiplierMessages } from '@airquote/shared/contracts/quote/cat-multiplier-schemas';
import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStaleChangeAlert } from '../../../components/use-stale-change-alert.tsx';
import { errorAnswer, mockApi } from '../../../test/mock-api.ts';
import { signInAsNorthwindRep } from '../../../test/project-test-data.ts';
import { quotePermissions } from '../../../test/quote-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { categoryRows, catMultiplier, pricingReviewer, quoteWithTwoCategories } from '../review-test-data.ts';
import { QuoteMultiplierReview } from './quote-multiplier-review.tsx';

const CAT = '/ProjectQuoteCatMultiplier';
const common = {
  'GET /ProductTypeCategory': () => categoryRows,
  [`GET ${CAT}/GetQuoteMultiplierRequestReviewers/7`]: () => [pricingReviewer],
};

/** The section as the quote form mounts it: errors go through the stale-change alert. */
function Section({ quote, onReload }: { quote: ProjectQuote; onReload: () => void }) {
  const stale = useStaleChangeAlert(onReload);
  return (
    <>
      <QuoteMultiplierReview quote={quote} onReload={onReload} onError={stale.handleError} />
      {stale.alert}
    </>
  );
}

/** The quote while its multipliers are under review: read-only to the requester. */
const inMultiplierReview = () =>
  quoteWithTwoCategories({ QuoteStatusId: 3, QuoteStatusName: 'Multiplier Review', CanEdit: false });

const renderSection = (quote: ProjectQuote, onReload: () => void = () => {}) =>
  renderWithApp(<Section quote={quote} onReload={onReload} />);

const rowOf = async (name: string) =>
  (await screen.findAllByTestId('multiplier-category')).find((row) => within(row).queryByText(name)) ??
  Promise.reject(new Error(`no row ${name}`));

afterEach(() => vi.unstubAllGlobals());

describe('QuoteMultiplierReview', { timeout: 20_000 }, () => {
  it('the requester checks the multiplier against the shared rule and the standard, adds it and sends the request', async () => {
    signInAsNorthwindRep([...quotePermissions, 'multiplier.request']);
    let rows = [] as ReturnType<typeof catMultiplier>[];
    const api = mockApi({
      ...common,
      [`GET ${CAT}/GetByProjectQuoteId/7`]: () => rows,
      [`POST ${CAT}`]: () => {
        rows = [catMultiplier()];
        return rows[0];
      },
      'POST /ProjectQuote/SendMultipliersRequestEmail': () => ({
        ProjectQuoteId: 7,
        IsUnderReview: true,
        CatMultipliers: [catMultiplier({ IsSent: true })],
      }),
    });
    const onReload = vi.fn();
    renderSection(quoteWithTwoCategories(), onReload);
    const fanCoils = await rowOf('Fan Coils');
    expect(within(fanCoils).getByTestId('standard-multiplier')).toHaveTextContent('0.5000');
    expect(within(await rowOf('Air Handlers')).getByTestId('standard-multiplier')).toHaveTextContent(
      '0.6000',
    );
    expect(await screen.findByTestId('multiplier-reviewers')).toHaveTextContent(
      'Priya Patel (VP of pricing)',
    );
    expect(screen.getByRole('button', { name: 'Send request' })).toBeDisabled();

    const input = within(fanCoils).getByRole('textbox', { name: 'Requested multiplier for Fan Coils' });
    await userEvent.type(input, '0.55');
    await userEvent.click(within(fanCoils).getByRole('button', { name: /^Add the requested multiplier/ }));
    expect(within(fanCoils).getByText(catMultiplierMessages.aboveStandard('0.5000'))).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '0.45x');
    await userEvent.click(within(fanCoils).getByRole('button', { name: /^Add the requested multiplier/ }));
    expect(within(fanCoils).getByText(pricingMessages.multiplier)).toBeInTheDocument();
    expect(api.callsTo(`POST ${CAT}`)).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, '0.45{Enter}');
    await waitFor(() => expect(api.callsTo(`POST ${CAT}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${CAT}`)[0]?.body).toEqual({
      ProjectQuoteId: 7,
      ProductTypeCategoryId: 1,
      RequestedMultiplier: '0.45',
    });
    expect(await within(await rowOf('Fan Coils')).findByText('Draft, not sent')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Note to the reviewers/ }), 'Competitive bid');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(onReload).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /ProjectQuote/SendMultipliersRequestEmail')[0]?.body).toEqual({
      ProjectQuoteId: 7,
      RowVersion: 3,
      Note: 'Competitive bid',
    });
  });

  it('removes a draft, and under review shows the request read-only to the requester', async () => {
    signInAsNorthwindRep([...quotePermissions, 'multiplier.request']);
    const api = mockApi({
      ...common,
      [`GET ${CAT}/GetByProjectQuoteId/7`]: () => [catMultiplier()],
      [`DELETE ${CAT}/41`]: () => ({ Success: true }),
    });
    const { unmount } = renderSection(quoteWithTwoCategories());
    await userEvent.click(
      within(await rowOf('Fan Coils')).getByRole('button', { name: 'Remove the request for Fan Coils' }),
    );
    await waitFor(() => expect(api.callsTo(`DELETE ${CAT}/41`)).toHaveLength(1));
    unmount();

    mockApi({
      ...common,
      [`GET ${CAT}/GetByProjectQuoteId/7`]: () => [
        catMultiplier({ IsSent: true, SentAt: '2026-11-21T11:00:00Z' }),
      ],
    });
    renderSection(inMultiplierReview());
    const fanCoils = await rowOf('Fan Coils');
    expect(within(fanCoils).getByText('Waiting for decision')).toBeInTheDocument();
    expect(within(fanCoils).getByText('0.4500')).toBeInTheDocument();
    expect(screen.getByTestId('multiplier-review-banner')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove the request/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('the reviewer approves with a required note; the quote reloads with the decision', async () => {
    signInAsNorthwindRep([...quotePermissions, 'multiplier.request', 'multiplier.approve']);
    const sent = catMultiplier({ IsSent: true, SentAt: '2026-11-21T11:00:00Z', RowVersion: 2 });
    const api = mockApi({
      ...common,
      [`GET ${CAT}/GetByProjectQuoteId/7`]: () => [sent],
      [`PUT ${CAT}/decide`]: () => ({
        ...sent,
        Status: 'Approved',
        DecisionNote: 'Approved for the bid',
        DecidedByName: 'Priya Patel',
      }),
    });
    const onReload = vi.fn();
    renderSection(inMultiplierReview(), onReload);
    const fanCoils = await rowOf('Fan Coils');
    const approve = await within(fanCoils).findByRole('button', { name: 'Approve' });
    await userEvent.click(approve);
    expect(within(fanCoils).getByText('Write a note for the decision.')).toBeInTheDocument();
    expect(api.callsTo(`PUT ${CAT}/decide`)).toHaveLength(0);
    // Air Handlers has no request: nothing to decide there.
    expect(within(await rowOf('Air Handlers')).queryByRole('button', { name: 'Approve' })).toBeNull();
    await userEvent.type(
      within(fanCoils).getByRole('textbox', { name: 'Decision note for Fan Coils' }),
      'Approved for the bid',
    );
    await userEvent.click(approve);
    await waitFor(() => expect(onReload).toHaveBeenCalledTimes(1));
    expect(api.callsTo(`PUT ${CAT}/decide`)[0]?.body).toEqual({
      ProjectQuoteCatMultiplierId: 41,
      Approved: true,
      Note: 'Approved for the bid',
      RowVersion: 2,
    });
  });

  it('a decision on a changed request opens the changed-by-someone-else alert; other refusals are toasts', async () => {
    signInAsNorthwindRep([...quotePermissions, 'multiplier.approve']);
    let answer = errorAnswer(409, STALE_ROW_VERSION_MESSAGE);
    mockApi({
      ...common,
      [`GET ${CAT}/GetByProjectQuoteId/7`]: () => [catMultiplier({ IsSent: true })],
      [`PUT ${CAT}/decide`]: () => answer,
    });
    const onReload = vi.fn();
    renderSection(inMultiplierReview(), onReload);
    const fanCoils = await rowOf('Fan Coils');
    await userEvent.type(await within(fanCoils).findByRole('textbox', { name: /Decision note/ }), 'No');
    await userEvent.click(within(fanCoils).getByRole('button', { name: 'Reject' }));
    const alert = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    answer = errorAnswer(400, catMultiplierMessages.notReviewer);
    await userEvent.click(within(fanCoils).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(catMultiplierMessages.notReviewer)).toBeInTheDocument();
  });

  it('shows nothing and asks nothing without prices or a part in multiplier reviews', async () => {
    signInAsNorthwindRep(quotePermissions);
    const api = mockApi({});
    const { unmount } = renderSection(quoteWithTwoCategories());
    expect(screen.queryByTestId('multiplier-review')).toBeNull();
    unmount();
    signInAsNorthwindRep([...quotePermissions, 'multiplier.request']);
    renderSection(quoteWithTwoCategories({ Totals: null }));
    expect(screen.queryByTestId('multiplier-review')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
