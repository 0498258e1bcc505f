import type { Project } from '@airquote/shared/contracts/project/project-schemas';
import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { ProjectAttachment } from '@airquote/shared/enums/lookups';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { readPdfText } from '../../test/pdf-inspect.ts';
import { callApi, demoProjects } from '../../test/project-fixtures.ts';
import { createQuote, demoProjectSchedules, getQuote } from '../../test/quote-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

// Issue #15 item 8: each Quote PDF click stored another copy and "Mail to customer" listed three
// identical PDFs. A new copy of an unchanged quote replaces the stored one; after the quote changed,
// the older copy stays, labelled with its revision and date.
let app: App;
let rep: string;
let engineering: string;
let quote: ProjectQuote;

beforeAll(async () => {
  app = await createTestApp();
  [rep, engineering] = await Promise.all([
    signIn(app, 'rep@northwind.test'),
    signIn(app, 'engineering@airquote.test'),
  ]);
  const riverside = await demoProjectSchedules(app, demoProjects.riverside, ['Tower B – Patient Floors']);
  const created = await createQuote(app, rep, {
    ProjectId: riverside.projectId,
    ProjectScheduleIds: riverside.scheduleIds,
  });
  quote = await getQuote(app, rep, created.ProjectQuoteId);
});
afterAll(async () => app.close());

async function generate(
  token: string,
  kind: 'GenerateQuotePdfs' | 'GenerateQuotePartSummaryPdf' = 'GenerateQuotePdfs',
) {
  const response = await callApi(app, token, 'POST', `/ProjectQuote/${kind}`, {
    ProjectQuoteId: quote.ProjectQuoteId,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { id: Number(response.headers['x-project-attachment-id']), bytes: response.rawPayload };
}

/** What "Mail to customer" offers: the active quote and submittal PDFs of the quote (quote-documents.tsx). */
async function mailableDocuments(token = rep) {
  const project: Project = (await callApi(app, token, 'GET', `/Project/${quote.ProjectId}`)).json();
  return project.Attachments.filter(
    (attachment) =>
      attachment.ProjectQuoteId === quote.ProjectQuoteId &&
      attachment.IsActive &&
      (attachment.ProjectAttachmentLookupValue === ProjectAttachment.QuotePdf ||
        attachment.ProjectAttachmentLookupValue === ProjectAttachment.SubmittalPdf),
  );
}

const expectNoLookAlikes = (documents: Awaited<ReturnType<typeof mailableDocuments>>) => {
  expect(new Set(documents.map((document) => document.FileName)).size).toBe(documents.length);
  expect(new Set(documents.map((document) => document.AttachmentName)).size).toBe(documents.length);
};

describe('stored copies of a quote document', () => {
  it('keeps one copy of an unchanged quote: a second Quote PDF replaces the first in place', async () => {
    const first = await generate(rep);
    const second = await generate(rep);
    expect(second.id).toBe(first.id);
    const documents = await mailableDocuments();
    const quotePdfs = documents.filter((document) => document.FileName.startsWith('Quote-'));
    expect(quotePdfs.map((document) => document.ProjectAttachmentId)).toEqual([first.id]);
    expect(quotePdfs[0]).toMatchObject({
      FileName: `Quote-${quote.QuoteNumber}-R${quote.Revision}.pdf`,
      SizeBytes: second.bytes.length,
    });
    const stored = await callApi(app, rep, 'GET', `/Project/attachments/${first.id}`);
    expect(Buffer.compare(stored.rawPayload, second.bytes)).toBe(0);

    // The part summary likewise.
    const parts = await generate(rep, 'GenerateQuotePartSummaryPdf');
    expect((await generate(rep, 'GenerateQuotePartSummaryPdf')).id).toBe(parts.id);
    const listed = await mailableDocuments();
    expect(listed).toHaveLength(2);
    expectNoLookAlikes(listed);
  });

  it('stores a new copy once the quote changed and labels the older one with its revision and date', async () => {
    const before = await generate(rep);
    const netAdd = await callApi(app, rep, 'POST', '/ProjectQuoteNetAdds', {
      ProjectQuoteId: quote.ProjectQuoteId,
      NetAddType: 'Freight',
      Amount: '640',
    });
    expect(netAdd.statusCode, netAdd.body).toBe(200);
    const after = await generate(rep);
    expect(after.id).not.toBe(before.id);
    expect((await readPdfText(after.bytes)).text).toContain('Freight');

    const documents = await mailableDocuments();
    const current = documents.find((document) => document.ProjectAttachmentId === after.id);
    const older = documents.find((document) => document.ProjectAttachmentId === before.id);
    expect(current?.FileName).toBe(`Quote-${quote.QuoteNumber}-R${quote.Revision}.pdf`);
    expect(older?.AttachmentName).toMatch(
      new RegExp(
        `^Quote ${quote.QuoteNumber} rev ${quote.Revision} as of \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} UTC$`,
      ),
    );
    expect(older?.AttachmentName).toContain(`as of ${older?.DateCreated.slice(0, 10)}`);
    expect(older?.FileName).toMatch(
      new RegExp(`^Quote-${quote.QuoteNumber}-R${quote.Revision}-\\d{8}-\\d{6}\\.pdf$`),
    );
    expectNoLookAlikes(documents);

    // Unchanged again: the new copy is replaced, the labelled one stays as it was.
    expect((await generate(rep)).id).toBe(after.id);
    const again = await mailableDocuments();
    expect(again).toHaveLength(documents.length);
    expect(again.find((document) => document.ProjectAttachmentId === before.id)?.FileName).toBe(
      older?.FileName,
    );
    expectNoLookAlikes(again);
  });

  it('keeps a copy without prices per reader, apart from the priced one, and mails the list without duplicates', async () => {
    const priced = await generate(rep);
    const plain = await generate(engineering);
    expect(plain.id).not.toBe(priced.id);
    expect((await generate(engineering)).id).toBe(plain.id);
    expect((await generate(rep)).id).toBe(priced.id);
    const documents = await mailableDocuments();
    expectNoLookAlikes(documents);
    const sent = await callApi(app, rep, 'POST', '/ProjectQuote/SendQuoteSubmittalEmail', {
      ProjectQuoteId: quote.ProjectQuoteId,
      To: ['buyer@fabrikam.test'],
      Subject: `Quote ${quote.QuoteNumber}`,
      ProjectAttachmentIds: documents.map((document) => document.ProjectAttachmentId),
    });
    expect(sent.statusCode, sent.body).toBe(200);
  });
});
