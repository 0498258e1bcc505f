import type { Project } from '@airquote/shared/contracts/project/project-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { project, signInAsNorthwindRep } from '../../../test/project-test-data.ts';
import { quote, quotePermissions } from '../../../test/quote-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { QuoteDocuments } from './quote-documents.tsx';

type Attachment = Project['Attachments'][number];
const attachment = (id: number, overrides: Partial<Attachment>): Attachment => ({
  ProjectAttachmentId: id,
  ProjectId: 1,
  ProjectQuoteId: 7,
  AttachmentName: `File ${id}`,
  FileName: `file-${id}.pdf`,
  ContentType: 'application/pdf',
  SizeBytes: 1000,
  ProjectAttachmentLookupValue: 2,
  IsActive: true,
  UploadedByName: 'Nora Walsh',
  DateCreated: '2026-11-21T10:00:00Z',
  RowVersion: 1,
  ...overrides,
});

const attachments = [
  attachment(31, { AttachmentName: 'Quote Q-000007 rev 1', FileName: 'Quote-Q-000007-R1.pdf' }),
  attachment(32, { AttachmentName: 'Part summary Q-000007 rev 1', FileName: 'PartSummary-Q-000007-R1.pdf' }),
  attachment(33, { AttachmentName: 'Quote of another quote', ProjectQuoteId: 8 }),
  attachment(34, { AttachmentName: 'Site photo', ProjectAttachmentLookupValue: 1, FileName: 'photo.png' }),
  attachment(35, { AttachmentName: 'Old quote PDF', IsActive: false }),
];

beforeEach(() => signInAsNorthwindRep(quotePermissions));
afterEach(() => vi.unstubAllGlobals());

describe('QuoteDocuments', () => {
  it("lists only this quote's active generated PDFs, newest first", async () => {
    mockApi({ 'GET /Project/1': () => project({ Attachments: attachments }) });
    renderWithApp(<QuoteDocuments quote={quote()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Documents (2)' }, { timeout: 10_000 }));
    const list = await screen.findByTestId('quote-documents');
    const names = within(list)
      .getAllByText(/Q-000007 rev 1$/)
      .map((element) => element.textContent);
    expect(names).toEqual(['Part summary Q-000007 rev 1', 'Quote Q-000007 rev 1']);
    expect(within(list).getByRole('button', { name: 'Download Quote-Q-000007-R1.pdf' })).toBeInTheDocument();
  });

  it('mails the chosen PDFs to every address typed, and checks the addresses first', async () => {
    const api = mockApi({
      'GET /Project/1': () => project({ Attachments: attachments }),
      'POST /ProjectQuote/SendQuoteSubmittalEmail': () => ({ Success: true, WarningMessages: [] }),
    });
    renderWithApp(<QuoteDocuments quote={quote()} />);
    await screen.findByRole('button', { name: 'Documents (2)' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Mail to customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mail quote Q-000007 rev 1' });
    expect(within(dialog).getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    const to = within(dialog).getByRole('textbox', { name: /^To/ });
    await userEvent.type(to, 'buyer@fabrikam.test, nobody');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText('Enter valid e-mail addresses, separated by commas.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /ProjectQuote/SendQuoteSubmittalEmail')).toHaveLength(0);
    await userEvent.clear(to);
    await userEvent.type(to, 'buyer@fabrikam.test, site@example.com');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Part summary/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST /ProjectQuote/SendQuoteSubmittalEmail')).toHaveLength(1));
    expect(api.callsTo('POST /ProjectQuote/SendQuoteSubmittalEmail')[0]?.body).toEqual({
      ProjectQuoteId: 7,
      To: ['buyer@fabrikam.test', 'site@example.com'],
      Subject: 'Quote Q-000007 rev 1 – Lincoln Elementary',
      Message: 'Please find attached our quote Q-000007 rev 1 for Lincoln Elementary.',
      ProjectAttachmentIds: [31],
    });
    // Typing into the form is slow in jsdom on a busy machine.
  }, 20_000);
});
