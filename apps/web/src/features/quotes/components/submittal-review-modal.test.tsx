import type { Project } from '@airquote/shared/contracts/project/project-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../../test/mock-api.ts';
import { project, signInAsNorthwindRep } from '../../../test/project-test-data.ts';
import { quote, quotePermissions } from '../../../test/quote-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { QuoteDocuments } from './quote-documents.tsx';

const submittal: Project['Attachments'][number] = {
  ProjectAttachmentId: 41,
  ProjectId: 1,
  ProjectQuoteId: 7,
  AttachmentName: 'Submittal package rev 2 2026-11-21 (3 units)',
  FileName: 'Submittal-Tower-2026-11-21.pdf',
  ContentType: 'application/pdf',
  SizeBytes: 1000,
  ProjectAttachmentLookupValue: 3,
  IsActive: true,
  UploadedByName: 'Nora Walsh',
  DateCreated: '2026-11-21T10:00:00Z',
  RowVersion: 1,
};

beforeEach(() => signInAsNorthwindRep(quotePermissions));
afterEach(() => vi.unstubAllGlobals());

describe('recording the engineer of record’s review of a submittal', () => {
  it('sends the status, reviewer, date and comments, and shows the server’s message when refused', async () => {
    let refuse = true;
    const api = mockApi({
      'GET /Project/1': () => project({ Attachments: [submittal] }),
      'POST /Project/RecordSubmittalReview': (request) => {
        if (refuse) {
          refuse = false;
          return errorAnswer(400, 'Enter the reviewer (1 to 200 characters).');
        }
        return {
          ...(request.body as object),
          RecordedByName: 'Nora Walsh',
          RecordedAt: '2026-11-26T10:00:00Z',
        };
      },
    });
    renderWithApp(<QuoteDocuments quote={quote()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Documents (1)' }, { timeout: 10_000 }));
    await userEvent.click(
      await screen.findByRole('button', { name: `Record the engineer's review of ${submittal.FileName}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: "Record the engineer's review" });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Revise and resubmit' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reviewer/ }), 'Dana Ortiz, PE');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Comments/ }), 'Add sound data.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter the reviewer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record review' }));
    await waitFor(() => expect(api.callsTo('POST /Project/RecordSubmittalReview')).toHaveLength(2));
    expect(api.callsTo('POST /Project/RecordSubmittalReview')[1]?.body).toMatchObject({
      ProjectAttachmentId: 41,
      Status: 'ReviseAndResubmit',
      ReviewerName: 'Dana Ortiz, PE',
      Comments: 'Add sound data.',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: "Record the engineer's review" })).toBeNull(),
    );
  }, 30_000);
});
