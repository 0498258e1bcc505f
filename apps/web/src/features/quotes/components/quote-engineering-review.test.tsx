import { engRequestMessages } from '@airquote/shared/contracts/quote/eng-request-schemas';
import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { engRequestStatusMessages } from '@airquote/shared/rules/eng-request-status';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStaleChangeAlert } from '../../../components/use-stale-change-alert.tsx';
import { errorAnswer, mockApi } from '../../../test/mock-api.ts';
import { signInAsNorthwindRep } from '../../../test/project-test-data.ts';
import { quote, quotePermissions } from '../../../test/quote-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { engRequest } from '../review-test-data.ts';
import { QuoteEngineeringReview } from './quote-engineering-review.tsx';

const ENG = '/ProjectQuoteEngRequest';
const engineeringPermissions = ['project.view', 'project.edit', 'quote.view', 'engineering.review'];
const inReview = (overrides: Partial<ProjectQuote> = {}) =>
  quote({ QuoteStatusId: 2, QuoteStatusName: 'Engineering Review', CanEdit: false, ...overrides });

function Section({ quote: shown, onReload }: { quote: ProjectQuote; onReload: () => void }) {
  const stale = useStaleChangeAlert(onReload);
  return (
    <>
      <QuoteEngineeringReview quote={shown} onReload={onReload} onError={stale.handleError} />
      {stale.alert}
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('QuoteEngineeringReview', { timeout: 20_000 }, () => {
  it('the requester describes the review; the draft is created and sent with the quote row version', async () => {
    signInAsNorthwindRep([...quotePermissions, 'engineering.request']);
    const api = mockApi({
      [`GET ${ENG}/GetByProjectQuoteId/7`]: () => [],
      [`POST ${ENG}`]: () => engRequest({ IsSent: false, SentAt: null }),
      'POST /ProjectQuote/SendEngRequestEmail': () => engRequest(),
    });
    const onReload = vi.fn();
    renderWithApp(<Section quote={quote()} onReload={onReload} />);
    expect(await screen.findByText('No engineering request on this quote.')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Request engineering review' });
    await userEvent.click(send);
    expect(screen.getByText('Describe what application engineering should review.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${ENG}`)).toHaveLength(0);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'What should application engineering review?' }),
      'Check the coil selection',
    );
    await userEvent.click(send);
    await waitFor(() => expect(onReload).toHaveBeenCalledTimes(1));
    expect(api.callsTo(`POST ${ENG}`)[0]?.body).toEqual({
      ProjectQuoteId: 7,
      Description: 'Check the coil selection',
    });
    expect(api.callsTo('POST /ProjectQuote/SendEngRequestEmail')[0]?.body).toEqual({
      ProjectQuoteId: 7,
      RowVersion: 3,
      Note: '',
    });
  });

  it('application engineering asks for more information with a required note', async () => {
    signInAsNorthwindRep(engineeringPermissions);
    const underReview = engRequest({ Status: 2, StatusName: 'Under Review', RowVersion: 3 });
    const api = mockApi({
      [`GET ${ENG}/GetByProjectQuoteId/7`]: () => [underReview],
      [`PUT ${ENG}/status`]: () => ({ ...underReview, Status: 5, StatusName: 'Need More Info' }),
    });
    const onReload = vi.fn();
    renderWithApp(<Section quote={inReview({ Totals: null })} onReload={onReload} />);
    const card = await screen.findByTestId('eng-request');
    expect(within(card).getByTestId('eng-request-status')).toHaveTextContent('Under Review');
    expect(within(card).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Send answer' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Delete request' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Ask for more info' }));
    expect(within(card).getByText(engRequestStatusMessages.noteRequired('NeedMoreInfo'))).toBeInTheDocument();
    expect(api.callsTo(`PUT ${ENG}/status`)).toHaveLength(0);
    await userEvent.type(within(card).getByRole('textbox', { name: /Note/ }), 'Which ceiling height?');
    await userEvent.click(within(card).getByRole('button', { name: 'Ask for more info' }));
    await waitFor(() => expect(onReload).toHaveBeenCalledTimes(1));
    expect(api.callsTo(`PUT ${ENG}/status`)[0]?.body).toEqual({
      ProjectQuoteEngRequestId: 51,
      Status: 5,
      Note: 'Which ceiling height?',
      RowVersion: 3,
    });
  });

  it('the requester answers a request for more information and sees the history; server refusals are shown', async () => {
    signInAsNorthwindRep([...quotePermissions, 'engineering.request']);
    const needMoreInfo = engRequest({
      Status: 5,
      StatusName: 'Need More Info',
      ReviewedByName: 'Erik Lund',
      Notes: [
        ...engRequest().Notes,
        {
          ProjectQuoteNoteId: 62,
          Note: 'Under Review → Need More Info. Which ceiling height?',
          AuthorName: 'Erik Lund',
          At: '2026-11-21T11:00:00Z',
        },
      ],
    });
    let answer: unknown = errorAnswer(400, engRequestMessages.reviewEnded);
    const api = mockApi({
      [`GET ${ENG}/GetByProjectQuoteId/7`]: () => [needMoreInfo],
      [`PUT ${ENG}/status`]: () => answer,
    });
    const onReload = vi.fn();
    renderWithApp(<Section quote={inReview()} onReload={onReload} />);
    const card = await screen.findByTestId('eng-request');
    expect(within(card).getAllByTestId('eng-note')[1]).toHaveTextContent('Erik Lund');
    expect(within(card).getByText(/Which ceiling height\?/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Approve' })).toBeNull();
    await userEvent.type(within(card).getByRole('textbox', { name: /Answer/ }), '2.7 m');
    await userEvent.click(within(card).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(engRequestMessages.reviewEnded)).toBeInTheDocument();
    answer = { ...needMoreInfo, Status: 2, StatusName: 'Under Review' };
    await userEvent.click(within(card).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(onReload).toHaveBeenCalledTimes(1));
    expect(api.callsTo(`PUT ${ENG}/status`)[1]?.body).toMatchObject({ Status: 2, Note: '2.7 m' });
  });

  it('a draft left unsent can be sent or, after confirmation, deleted', async () => {
    signInAsNorthwindRep([...quotePermissions, 'engineering.request']);
    const api = mockApi({
      [`GET ${ENG}/GetByProjectQuoteId/7`]: () => [engRequest({ IsSent: false, SentAt: null })],
      [`DELETE ${ENG}/51`]: () => ({ Success: true }),
    });
    renderWithApp(<Section quote={quote()} onReload={() => {}} />);
    const card = await screen.findByTestId('eng-request');
    expect(within(card).getByTestId('eng-request-status')).toHaveTextContent('Draft');
    expect(within(card).getByRole('button', { name: 'Send request' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request engineering review' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Delete request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the engineering request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete request' }));
    await waitFor(() => expect(api.callsTo(`DELETE ${ENG}/51`)).toHaveLength(1));
  });

  it('during a multiplier review the requester sees the button disabled with the reason (issue 15 item 4)', async () => {
    signInAsNorthwindRep([...quotePermissions, 'engineering.request']);
    mockApi({ [`GET ${ENG}/GetByProjectQuoteId/7`]: () => [] });
    renderWithApp(
      <Section
        quote={quote({ QuoteStatusId: 3, QuoteStatusName: 'Multiplier Review', CanEdit: false })}
        onReload={() => {}}
      />,
    );
    const blocked = await screen.findByTestId('engineering-review-blocked');
    const button = within(blocked).getByRole('button', { name: 'Request engineering review' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'An engineering review can be requested only while the quote is open; this quote is waiting for a multiplier decision.',
    );
    expect(screen.queryByRole('textbox', { name: 'What should application engineering review?' })).toBeNull();
  });

  it('shows nothing to a user without an engineering permission while the quote is not in review', async () => {
    signInAsNorthwindRep(quotePermissions);
    const api = mockApi({});
    renderWithApp(<Section quote={quote()} onReload={() => {}} />);
    expect(screen.queryByTestId('engineering-review')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
