import { ProjectAttachment } from '@airquote/shared/enums/lookups';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { testOrderAddresses } from '../../test/order-fixtures.ts';
import { callApi, demoProjects, type MultipartFile, multipartPayload } from '../../test/project-fixtures.ts';
import { createQuote, demoProjectSchedules, getQuote } from '../../test/quote-fixtures.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';

/**
 * Order attachments (issue 5 part 5): files of the order request are project attachments of the
 * ordered quote with the lookup value OrderRequest 6; the order lists them and they download as sent.
 */
let app: App;
let rep: string;
let orders: string;
let contosoRep: string;
let riverside: { projectId: number; scheduleIds: number[] };
let lakeviewId: number;

beforeAll(async () => {
  app = await createTestApp();
  [rep, orders, contosoRep] = await Promise.all([
    signIn(app, 'rep@northwind.test'),
    signIn(app, 'orders@airquote.test'),
    signIn(app, 'rep@contoso.test'),
  ]);
  riverside = await demoProjectSchedules(app, demoProjects.riverside, ['Tower B – Patient Floors']);
  lakeviewId = (await demoProjectSchedules(app, demoProjects.lakeview, [])).projectId;
});
afterAll(async () => app.close());

const shipDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
/** A PDF header and every byte value: any re-encoding on the way would show. */
const purchaseOrderPdf = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from(Array.from({ length: 256 }, (_, index) => index)),
]);

function upload(token: string, fields: Record<string, string | number>, file: MultipartFile) {
  const { payload, headers } = multipartPayload(fields, file, {});
  return app.inject({
    method: 'POST',
    url: '/api/Project/UpsertProjectAttachment',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
}

async function orderedQuote(poNumber: string) {
  const quote = await createQuote(app, rep, {
    ProjectId: riverside.projectId,
    ProjectScheduleIds: riverside.scheduleIds,
  });
  const ordered = await callApi(app, rep, 'POST', '/ProjectOrder', {
    ProjectQuoteId: quote.ProjectQuoteId,
    RowVersion: (await getQuote(app, rep, quote.ProjectQuoteId)).RowVersion,
    PoNumber: poNumber,
    RequestedShipDate: shipDate,
    ...testOrderAddresses,
    Note: '',
  });
  expect(ordered.statusCode, ordered.body).toBe(200);
  return { quote, order: ordered.json() as { ProjectOrderId: number; Attachments: unknown[] } };
}

const orderRequestFile = (projectQuoteId: number, attachmentName: string) => ({
  projectId: riverside.projectId,
  projectQuoteId,
  attachmentName,
  projectAttachmentLookupValue: ProjectAttachment.OrderRequest,
});

describe('order attachments', () => {
  it('lists the order request files of its quote and downloads them byte for byte for order processing', async () => {
    const { quote, order } = await orderedQuote('PO-ATT-1');
    expect(order.Attachments).toEqual([]);
    const sent = await upload(rep, orderRequestFile(quote.ProjectQuoteId, 'Signed PO'), {
      fileName: 'po-att-1.pdf',
      data: purchaseOrderPdf,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const attachment = sent.json();
    expect(attachment).toMatchObject({
      ProjectQuoteId: quote.ProjectQuoteId,
      ProjectAttachmentLookupValue: 6,
      FileName: 'po-att-1.pdf',
    });

    // Files of the same quote of another kind, and order files of another quote, are not the order's.
    expect(
      (
        await upload(
          rep,
          { ...orderRequestFile(quote.ProjectQuoteId, 'Cut sheet'), projectAttachmentLookupValue: 1 },
          { fileName: 'cut-sheet.txt', data: Buffer.from('cut sheet') },
        )
      ).statusCode,
    ).toBe(200);
    const other = await orderedQuote('PO-ATT-2');
    expect(
      (
        await upload(rep, orderRequestFile(other.quote.ProjectQuoteId, 'Other PO'), {
          fileName: 'other.txt',
          data: Buffer.from('other order'),
        })
      ).statusCode,
    ).toBe(200);

    const read = await callApi(app, orders, 'GET', `/ProjectOrder/${order.ProjectOrderId}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().Attachments).toEqual([
      expect.objectContaining({
        ProjectAttachmentId: attachment.ProjectAttachmentId,
        AttachmentName: 'Signed PO',
        UploadedByName: expect.any(String),
      }),
    ]);
    const download = await callApi(
      app,
      orders,
      'GET',
      `/Project/attachments/${attachment.ProjectAttachmentId}`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(Buffer.compare(download.rawPayload, purchaseOrderPdf)).toBe(0);
    // Another company sees neither the order nor the file.
    expect(
      (await callApi(app, contosoRep, 'GET', `/Project/attachments/${attachment.ProjectAttachmentId}`))
        .statusCode,
    ).toBe(404);

    // A deactivated file leaves the order's list.
    const off = await callApi(app, rep, 'PUT', '/Project/UpdateAttachmentStatus', {
      ProjectAttachmentId: attachment.ProjectAttachmentId,
      IsActive: false,
      RowVersion: attachment.RowVersion,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(
      (await callApi(app, rep, 'GET', `/ProjectOrder/${order.ProjectOrderId}`)).json().Attachments,
    ).toEqual([]);
  });

  it('refuses a file that names a quote of another project, and a file of a type not allowed', async () => {
    const { quote } = await orderedQuote('PO-ATT-3');
    const wrongProject = await upload(
      rep,
      { ...orderRequestFile(quote.ProjectQuoteId, 'Misfiled PO'), projectId: lakeviewId },
      { fileName: 'po.txt', data: Buffer.from('purchase order') },
    );
    expect(wrongProject.statusCode).toBe(400);
    expect(wrongProject.json().message).toBe('That quote is not a quote of this project.');
    const executable = await upload(rep, orderRequestFile(quote.ProjectQuoteId, 'Tool'), {
      fileName: 'po.exe',
      data: Buffer.from('MZ'),
    });
    expect(executable.statusCode).toBe(400);
    expect(executable.json().message).toMatch(/cannot be attached|not allowed/i);
  });
});
