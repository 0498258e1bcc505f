import { quoteDocumentMessages } from '@airquote/shared/contracts/quote/quote-document-schemas';
import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { ProjectAttachment } from '@airquote/shared/enums/lookups';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import { outboxEmails } from '../../db/schema/outbox.ts';
import { projectAttachments } from '../../db/schema/projects.ts';
import { readPdfText, renderPdfPageToPng } from '../../test/pdf-inspect.ts';
import { callApi, demoProjects } from '../../test/project-fixtures.ts';
import { createQuote, demoProjectSchedules, getQuote } from '../../test/quote-fixtures.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { createMailWorker } from '../mail/mail-worker.ts';
import { formatMoney } from './quote-pdf.ts';

let app: App;
let rep: string;
let engineering: string;
let engineer: string;
let contosoRep: string;
let quote: ProjectQuote;

beforeAll(async () => {
  app = await createTestApp();
  [rep, engineering, engineer, contosoRep] = await Promise.all([
    signIn(app, 'rep@northwind.test'),
    signIn(app, 'engineering@airquote.test'),
    signIn(app, 'engineer@northwind.test'),
    signIn(app, 'rep@contoso.test'),
  ]);
  const riverside = await demoProjectSchedules(app, demoProjects.riverside, [
    'Tower B – Patient Floors',
    'Tower B – Lobby & Admin',
  ]);
  const created = await createQuote(app, rep, {
    ProjectId: riverside.projectId,
    ProjectScheduleIds: riverside.scheduleIds,
  });
  const netAdd = await callApi(app, rep, 'POST', '/ProjectQuoteNetAdds', {
    ProjectQuoteId: created.ProjectQuoteId,
    NetAddType: 'Freight',
    Amount: '850',
  });
  expect(netAdd.statusCode, netAdd.body).toBe(200);
  quote = await getQuote(app, rep, created.ProjectQuoteId);
});
afterAll(async () => app.close());

function generate(token: string, kind: 'GenerateQuotePdfs' | 'GenerateQuotePartSummaryPdf', quoteId: number) {
  return callApi(app, token, 'POST', `/ProjectQuote/${kind}`, { ProjectQuoteId: quoteId });
}

/** A generated document: the answer's bytes, file name and stored attachment id, checked as a PDF. */
async function generatePdf(token: string, kind: 'GenerateQuotePdfs' | 'GenerateQuotePartSummaryPdf') {
  const response = await generate(token, kind, quote.ProjectQuoteId);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const fileName = /filename="([^"]+)"/.exec(String(response.headers['content-disposition']))?.[1];
  const attachmentId = Number(response.headers['x-project-attachment-id']);
  expect(attachmentId).toBeGreaterThan(0);
  const bytes = response.rawPayload;
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
  const pdf = await readPdfText(bytes);
  return { bytes, fileName, attachmentId, pdf };
}

/** Whitespace-free text, so a model code wrapped in its table cell still matches. */
const squeezed = (text: string) => text.replace(/\s+/g, '');
const hasTag = (text: string, tag: string) =>
  new RegExp(`(^|\\s)${tag.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')}(\\s|$)`).test(text);

/** The model code string a document prints (the model name while no option is chosen). */
const modelCodeOf = (line: ProjectQuote['LineItems'][number]) => line.CodeString || line.ProductModelName;

function expectPageNumbers(pages: string[]) {
  pages.forEach((page, index) => {
    expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
  });
}

describe('GenerateQuotePdfs', () => {
  it('answers the quote PDF with every tag, model code and the total, and stores it as a quote attachment', async () => {
    expect(quote.LineItems.length).toBeGreaterThan(3);
    expect(quote.Totals?.Total).toMatch(/^\d+\.\d{2}$/);
    const { bytes, fileName, attachmentId, pdf } = await generatePdf(rep, 'GenerateQuotePdfs');
    expect(fileName).toBe(`Quote-${quote.QuoteNumber}-R${quote.Revision}.pdf`);
    // Every line is one table row of about 17 points: the lines of this quote fit on one page.
    expect(pdf.pageCount).toBe(1);
    expectPageNumbers(pdf.pages);
    expect(pdf.text).toContain(`Quote ${quote.QuoteNumber}`);
    expect(pdf.text).toContain(quote.ProjectName);
    expect(pdf.text).toContain(quote.ShipToLocation?.City ?? 'Not set');
    for (const line of quote.LineItems) {
      expect(hasTag(pdf.text, line.ItemTag), line.ItemTag).toBe(true);
      expect(squeezed(pdf.text)).toContain(squeezed(modelCodeOf(line)));
      expect(pdf.text).toContain(formatMoney(line.Pricing?.ExtendedNetPrice ?? 'x'));
    }
    for (const schedule of quote.ProjectSchedules) expect(pdf.text).toContain(`Schedule: ${schedule.Name}`);
    expect(pdf.text).toContain('Freight');
    expect(pdf.text).toContain(formatMoney('850'));
    expect(pdf.text).toMatch(new RegExp(`Quote total\\s*\\${formatMoney(quote.Totals?.Total ?? 'x')}`));
    expect(pdf.text).toContain(`valid until ${quote.ValidUntil.slice(0, 10)}`);

    // Stored: listed with the project as a QuotePdf of this quote, downloadable byte for byte.
    const project = (await callApi(app, rep, 'GET', `/Project/${quote.ProjectId}`)).json();
    const stored = project.Attachments.find(
      (attachment: { ProjectAttachmentId: number }) => attachment.ProjectAttachmentId === attachmentId,
    );
    expect(stored).toMatchObject({
      ProjectQuoteId: quote.ProjectQuoteId,
      ProjectAttachmentLookupValue: ProjectAttachment.QuotePdf,
      FileName: fileName,
      ContentType: 'application/pdf',
      SizeBytes: bytes.length,
    });
    const again = await callApi(app, rep, 'GET', `/Project/attachments/${attachmentId}`);
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, bytes)).toBe(0);

    const page = await renderPdfPageToPng(bytes, 1, 'quote-pdf-page-1.png');
    expect(page.inkRatio).toBeGreaterThan(0.03);
    expect(page.colors).toBeGreaterThan(8);
  });

  it('leaves every price out for a reader without prices, who may read only the copies they made', async () => {
    const priced = await generatePdf(rep, 'GenerateQuotePdfs');
    const { pdf, fileName, attachmentId } = await generatePdf(engineering, 'GenerateQuotePdfs');
    expect(fileName).toBe(`Quote-${quote.QuoteNumber}-R${quote.Revision}-NoPrices.pdf`);
    expect(pdf.text).not.toContain('$');
    expect(pdf.text).not.toMatch(/Net (unit|price)|Quote total/);
    expect(pdf.text).toContain('without prices');
    for (const line of quote.LineItems) {
      expect(hasTag(pdf.text, line.ItemTag)).toBe(true);
      expect(squeezed(pdf.text)).toContain(squeezed(modelCodeOf(line)));
    }
    expect((await callApi(app, engineering, 'GET', `/Project/attachments/${attachmentId}`)).statusCode).toBe(
      200,
    );
    expect(
      (await callApi(app, engineering, 'GET', `/Project/attachments/${priced.attachmentId}`)).statusCode,
    ).toBe(404);
    // Engineers see no quote at all (spec section 6), nor a quote PDF someone else stored.
    expect((await generate(engineer, 'GenerateQuotePdfs', quote.ProjectQuoteId)).statusCode).toBe(403);
    expect((await generate(engineer, 'GenerateQuotePartSummaryPdf', quote.ProjectQuoteId)).statusCode).toBe(
      403,
    );
    expect(
      (await callApi(app, engineer, 'GET', `/Project/attachments/${priced.attachmentId}`)).statusCode,
    ).toBe(404);
  });

  it('answers 404 for a quote of another company and 401 without a session', async () => {
    expect((await generate(contosoRep, 'GenerateQuotePdfs', quote.ProjectQuoteId)).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/ProjectQuote/GenerateQuotePdfs',
      payload: { ProjectQuoteId: quote.ProjectQuoteId },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await generate(rep, 'GenerateQuotePdfs', 2_000_000_000)).statusCode).toBe(404);
  });
});

describe('GenerateQuotePartSummaryPdf', () => {
  it('lists each model code with its quantity and tags, never a price', async () => {
    const { bytes, fileName, pdf } = await generatePdf(rep, 'GenerateQuotePartSummaryPdf');
    expect(fileName).toBe(`PartSummary-${quote.QuoteNumber}-R${quote.Revision}.pdf`);
    expectPageNumbers(pdf.pages);
    expect(pdf.pageCount).toBe(1);
    expect(pdf.text).toContain(`Part summary ${quote.QuoteNumber}`);
    expect(pdf.text).not.toContain('$');
    const units = quote.LineItems.reduce((sum, line) => sum + line.ItemQty, 0);
    const codes = new Set(quote.LineItems.map(modelCodeOf));
    expect(pdf.text).toContain(`${codes.size} model codes, ${units} units`);
    for (const line of quote.LineItems) {
      expect(hasTag(pdf.text.replace(/,/g, ' '), line.ItemTag)).toBe(true);
      expect(squeezed(pdf.text)).toContain(squeezed(modelCodeOf(line)));
    }
    const page = await renderPdfPageToPng(bytes, 1, 'part-summary-pdf-page-1.png');
    expect(page.inkRatio).toBeGreaterThan(0.03);
  });
});

describe('SendQuoteSubmittalEmail', () => {
  it('queues one mail per recipient carrying the chosen PDFs, which the worker sends as attachments', async () => {
    const quotePdf = await generatePdf(rep, 'GenerateQuotePdfs');
    const parts = await generatePdf(rep, 'GenerateQuotePartSummaryPdf');
    const response = await callApi(app, rep, 'POST', '/ProjectQuote/SendQuoteSubmittalEmail', {
      ProjectQuoteId: quote.ProjectQuoteId,
      To: ['Buyer@Fabrikam.test', 'site@example.com'],
      Subject: `Quote ${quote.QuoteNumber}`,
      Message: 'Please find our quote attached.',
      ProjectAttachmentIds: [quotePdf.attachmentId, parts.attachmentId],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ Success: true, WarningMessages: [] });
    const [mail] = await app.deps.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'buyer@fabrikam.test'));
    expect(mail?.attachmentIds).toEqual([quotePdf.attachmentId, parts.attachmentId]);
    expect(mail?.textBody).toContain('Please find our quote attached.');
    expect(mail?.textBody).toContain(quotePdf.fileName);

    // The worker builds the real MIME message (nodemailer's stream transport) with both files attached.
    const messages: string[] = [];
    const stream = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const worker = createMailWorker({
      db: app.deps.db,
      smtpUrl: undefined,
      from: 'AirQuote <noreply@airquote.test>',
      log: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger,
      transport: {
        async sendMail(message) {
          const info = await stream.sendMail(message);
          messages.push(String(info.message));
          return info;
        },
      },
    });
    // The app's own worker was kicked when the mail was queued: let it finish before the mail is
    // queued again for this worker, or the two would race for it.
    await app.deps.mailWorker.drain();
    await app.deps.db
      .update(outboxEmails)
      .set({ status: 'Pending' })
      .where(eq(outboxEmails.toAddress, 'buyer@fabrikam.test'));
    await worker.drain();
    const sent = messages.find((text) => /^To: buyer@fabrikam\.test/m.test(text));
    expect(sent).toBeDefined();
    expect(sent).toContain(`filename=${quotePdf.fileName}`);
    expect(sent).toContain(`filename=${parts.fileName}`);
    expect(sent?.match(/Content-Type: application\/pdf/g)).toHaveLength(2);
    expect(sent).toContain(quotePdf.bytes.subarray(0, 48).toString('base64').slice(0, 40));
  });

  it('refuses files that are not PDFs of the quote, priced PDFs from readers without prices, and Engineers', async () => {
    const quotePdf = await generatePdf(rep, 'GenerateQuotePdfs');
    const body = (ids: number[]) => ({
      ProjectQuoteId: quote.ProjectQuoteId,
      To: ['site@example.com'],
      Subject: 'Quote',
      ProjectAttachmentIds: ids,
    });
    const other = await createQuote(app, rep, {
      ProjectId: quote.ProjectId,
      ProjectScheduleIds: quote.ProjectScheduleIds.slice(0, 1),
    });
    const otherPdf = await generate(rep, 'GenerateQuotePdfs', other.ProjectQuoteId);
    const otherId = Number(otherPdf.headers['x-project-attachment-id']);
    const send = (token: string, ids: number[]) =>
      callApi(app, token, 'POST', '/ProjectQuote/SendQuoteSubmittalEmail', body(ids));
    const wrongQuote = await send(rep, [quotePdf.attachmentId, otherId]);
    expect(wrongQuote.statusCode).toBe(400);
    expect(wrongQuote.json().message).toBe(
      'Only quote and submittal PDFs of this quote can be mailed with it.',
    );
    expect((await send(engineering, [quotePdf.attachmentId])).statusCode).toBe(400);
    expect((await send(engineer, [quotePdf.attachmentId])).statusCode).toBe(403);
    const invalid = await app.inject({
      method: 'POST',
      url: '/api/ProjectQuote/SendQuoteSubmittalEmail',
      headers: bearer(rep),
      payload: { ...body([quotePdf.attachmentId]), To: ['not-an-address'] },
    });
    expect(invalid.statusCode).toBe(400);
    // A mail carries at most 20 MB of PDFs (the stored size is what counts).
    await app.deps.db
      .update(projectAttachments)
      .set({ sizeBytes: 21 * 1024 * 1024 })
      .where(eq(projectAttachments.projectAttachmentId, quotePdf.attachmentId));
    const tooLarge = await send(rep, [quotePdf.attachmentId]);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toBe(quoteDocumentMessages.attachmentsTooLarge);
  });
});
