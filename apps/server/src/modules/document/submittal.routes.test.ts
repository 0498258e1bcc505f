import { submittalMessages } from '@airquote/shared/contracts/project/generate-submittal-pdfs';
import { ProjectAttachment } from '@airquote/shared/enums/lookups';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import {
  newLineItem,
  saveBody,
  saveFourPipeSelection,
  saveItemConfiguration,
} from '../../test/item-configuration-fixtures.ts';
import { readPdfText, renderPdfPageToPng } from '../../test/pdf-inspect.ts';
import { readPdfTagging } from '../../test/pdf-tagging-inspect.ts';
import {
  callApi,
  createTestProject,
  demoProjects,
  multipartPayload,
  projectIdByName,
  signInDemoAccounts,
} from '../../test/project-fixtures.ts';
import { heatPumpInput } from '../../test/selection-fixtures.ts';
import { bearer, createTestApp } from '../../test/test-app.ts';

let app: App;
let rep: string;
let engineer: string;
let contosoRep: string;
let projectId: number;
let floorsId: number;
let roofId: number;
/** Tag and model code of each unit, in package order. */
let units: Array<{ tag: string; codeString: string; model: string; qty: number }>;

const GENERATE = '/Project/GenerateSubmittalPdfs';
const ALL_OPTIONS = [1, 2, 3, 4];

async function createSchedule(name: string): Promise<number> {
  const response = await callApi(app, rep, 'POST', '/ProjectSchedule', { ProjectId: projectId, Name: name });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().ProjectScheduleId;
}

beforeAll(async () => {
  app = await createTestApp();
  ({ rep, engineer, contosoRep } = await signInDemoAccounts(app, ['rep', 'engineer', 'contosoRep']));
  ({ projectId } = await createTestProject(app, rep, 'Submittal Test Tower'));
  floorsId = await createSchedule('Floors 1-3');
  roofId = await createSchedule('Roof');

  // A 4-pipe fan coil and a heat pump with saved selections, and a fan coil without one.
  const fourPipe = await newLineItem(app, rep, 'FHC-06', floorsId);
  const savedCoil = await saveFourPipeSelection(app, rep, fourPipe);
  expect(savedCoil.statusCode, savedCoil.body).toBe(200);
  const plain = await newLineItem(app, rep, 'FHC-03', floorsId);
  const heatPump = await newLineItem(app, rep, 'WSV-012', roofId);
  const savedHeatPump = await saveItemConfiguration(
    app,
    rep,
    saveBody(heatPump, { Selection: { Kind: 'HeatPump', Input: heatPumpInput() } }),
  );
  expect(savedHeatPump.statusCode, savedHeatPump.body).toBe(200);
  units = [savedCoil.json(), plain.lineItem, savedHeatPump.json()].map((item) => ({
    tag: item.ItemTag,
    codeString: item.CodeString || item.ProductModelName || '',
    model: item.ProductModelName,
    qty: item.ItemQty,
  }));
});
afterAll(async () => app.close());

function generate(body: Record<string, unknown>, token = rep) {
  return callApi(app, token, 'POST', GENERATE, { ProjectId: projectId, ...body });
}

describe('POST /api/Project/GenerateSubmittalPdfs', () => {
  it('answers a package with a cover, contents with true page numbers, every tag and model code, stored as a SubmittalPdf attachment', async () => {
    const response = await generate({ SubmittalOptions: ALL_OPTIONS });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toMatch(
      /^attachment; filename="Submittal-Submittal-Test-Tower-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const pdf = await readPdfText(response.rawPayload);
    const page = (number: number) => pdf.pages[number - 1] ?? '';

    expect(page(1)).toContain('Submittal Package');
    expect(page(1)).toContain('Submittal Test Tower');
    expect(page(2)).toContain('Table of Contents');
    // Cover, contents, the unit schedule, then features, performance and drawings: one page per unit each, in tag order.
    const perUnitSections = ['Unit Features', 'Performance & Product Summary', 'Drawings'];
    perUnitSections.forEach((section, sectionIndex) => {
      units.forEach((unit, unitIndex) => {
        const number = 4 + sectionIndex * units.length + unitIndex;
        expect(page(number), `page ${number}`).toContain(`${section} — ${unit.tag}`);
      });
    });
    // Mechanical specifications per product type, fan coils first; the heat pump's has the compressor, the fan coil's not.
    const specsStart = 4 + perUnitSections.length * units.length;
    expect(page(specsStart)).toContain('Mechanical Specifications — Fan Coil');
    const heatPumpSpecs =
      pdf.pages.findIndex((text) => text.includes('Mechanical Specifications — Water Source Heat Pump')) + 1;
    expect(heatPumpSpecs).toBeGreaterThan(specsStart);
    const fanCoilSpecs = pdf.pages.slice(specsStart - 1, heatPumpSpecs - 1).join('\n');
    const heatPumpSpecText = pdf.pages.slice(heatPumpSpecs - 1).join('\n');
    expect(fanCoilSpecs).toContain('SYSTEM DESCRIPTION');
    expect(fanCoilSpecs).not.toContain('COMPRESSOR');
    expect(fanCoilSpecs).not.toContain('COAXIAL HEAT EXCHANGER');
    for (const section of [
      'COMPRESSOR',
      'COAXIAL HEAT EXCHANGER',
      'ENERGY STAR',
      'DELIVERY, STORAGE AND HANDLING',
    ])
      expect(heatPumpSpecText).toContain(section);
    expect(pdf.pageCount).toBeLessThanOrEqual(heatPumpSpecs + 2 + units.length);

    // The contents: each entry's page number is the page that holds it.
    const contents = page(2);
    const tocPage = (label: string) => {
      const match = new RegExp(
        `${label.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')}[^\\n]*?(\\d+)\\s*(?:\\n|$)`,
      ).exec(contents);
      return match ? Number(match[1]) : null;
    };
    expect(tocPage('Unit Features')).toBe(4);
    expect(tocPage('Performance & Product Summary')).toBe(4 + units.length);
    expect(tocPage('Drawings')).toBe(4 + 2 * units.length);
    expect(tocPage('Mechanical Specifications')).toBe(specsStart);
    expect(tocPage('Water Source Heat Pump')).toBe(heatPumpSpecs);

    for (const unit of units) {
      expect(pdf.text).toContain(unit.tag);
      expect(unit.codeString.length).toBeGreaterThan(3);
      expect(pdf.text).toContain(unit.codeString);
    }
    // The saved selection's numbers and the charts' labels are on the performance page of the 4-pipe unit.
    const performance = page(4 + units.length);
    expect(performance).toContain('Saved selection');
    expect(performance).toContain('Fan curve');
    expect(performance).toContain('Psychrometric chart');
    expect(page(5 + units.length)).toContain('Catalog rating (no selection saved)');
    expect(page(4 + 2 * units.length)).toContain('FRONT VIEW');
    expect(pdf.text).not.toContain('$');

    // Stored as a SubmittalPdf attachment of the project and downloadable again, byte for byte.
    const attachmentId = Number(response.headers['x-project-attachment-id']);
    const project = (await callApi(app, rep, 'GET', `/Project/${projectId}`)).json();
    const stored = project.Attachments.find(
      (attachment: { ProjectAttachmentId: number }) => attachment.ProjectAttachmentId === attachmentId,
    );
    expect(stored).toMatchObject({
      ProjectAttachmentLookupValue: ProjectAttachment.SubmittalPdf,
      ContentType: 'application/pdf',
      SizeBytes: response.rawPayload.length,
    });
    const download = await callApi(app, rep, 'GET', `/Project/attachments/${attachmentId}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(response.rawPayload)).toBe(true);

    // One page painted as a person sees it: test-artifacts/submittal-performance.png.
    const rendered = await renderPdfPageToPng(
      response.rawPayload,
      4 + units.length,
      'submittal-performance.png',
    );
    expect(rendered.inkRatio).toBeGreaterThan(0.04);
    expect(rendered.colors).toBeGreaterThan(8);
    await renderPdfPageToPng(response.rawPayload, 4 + 2 * units.length, 'submittal-drawing.png');
  });

  it('has exactly a cover, the contents and one page per unit for each per-unit option chosen', async () => {
    const response = await generate({ SubmittalOptions: [3, 2], ProjectScheduleIds: [floorsId] });
    expect(response.statusCode, response.body).toBe(200);
    const pdf = await readPdfText(response.rawPayload);
    // Two units: their options' pages, then one engineering data page each.
    expect(pdf.pageCount).toBe(3 + 3 * 2);
    // Options come in package order whatever the request's order.
    expect(pdf.pages[3]).toContain('Performance & Product Summary');
    expect(pdf.pages[5]).toContain('Drawings');
    // Only the chosen schedule's units: the heat pump on the roof is left out.
    expect(pdf.text).not.toContain('Roof');
  });

  it('made from a quote, names the quote (number and revision) on its cover and in its file name', async () => {
    const quote = await callApi(app, rep, 'POST', '/projectquote', {
      ProjectId: projectId,
      ProjectScheduleIds: [floorsId, roofId],
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const { ProjectQuoteId, QuoteNumber, Revision } = quote.json();
    const response = await generate({ SubmittalOptions: [1], ProjectQuoteId });
    expect(response.statusCode, response.body).toBe(200);
    expect(String(response.headers['content-disposition'])).toContain(
      `Submittal-Submittal-Test-Tower-${QuoteNumber}-rev-${Revision}-`,
    );
    const pdf = await readPdfText(response.rawPayload);
    expect(pdf.pages[0]).toContain(`${QuoteNumber} rev ${Revision}`);
    // Without a quote the cover has no quote line.
    const plainPackage = await readPdfText((await generate({ SubmittalOptions: [1] })).rawPayload);
    expect(plainPackage.pages[0]).not.toContain(QuoteNumber);
  });

  it('merges a stored PDF file as its own page and lists it in the contents', async () => {
    const stored = await new Promise<Buffer>((resolve) => {
      const document = new PDFDocument({ size: 'LETTER' });
      const chunks: Buffer[] = [];
      document.on('data', (chunk: Buffer) => chunks.push(chunk));
      document.on('end', () => resolve(Buffer.concat(chunks)));
      document.fontSize(18).text('Factory sound test certificate ST-4471');
      document.end();
    });
    const { payload, headers } = multipartPayload(
      { projectId, attachmentName: 'Sound test certificate', projectAttachmentLookupValue: 1 },
      { fileName: 'sound-test.pdf', data: stored, contentType: 'application/pdf' },
    );
    const upload = await app.inject({
      method: 'POST',
      url: '/api/Project/UpsertProjectAttachment',
      payload,
      headers: { ...headers, ...bearer(rep) },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const response = await generate({
      SubmittalOptions: [2],
      PdfAttachmentIds: [upload.json().ProjectAttachmentId],
    });
    expect(response.statusCode, response.body).toBe(200);
    const pdf = await readPdfText(response.rawPayload);
    expect(pdf.pageCount).toBe(3 + 2 * units.length + 1);
    const last = pdf.pages[pdf.pageCount - 1] ?? '';
    expect(last).toContain('Factory sound test certificate ST-4471');
    expect(last).toContain(`Page ${pdf.pageCount} of ${pdf.pageCount}`);
    expect(pdf.pages[1]).toContain('Attached Documents');
    expect(pdf.pages[1]).toContain('Sound test certificate');

    const notPdf = multipartPayload(
      { projectId, attachmentName: 'Notes', projectAttachmentLookupValue: 1 },
      { fileName: 'notes.txt', data: Buffer.from('plain notes'), contentType: 'text/plain' },
    );
    const text = await app.inject({
      method: 'POST',
      url: '/api/Project/UpsertProjectAttachment',
      payload: notPdf.payload,
      headers: { ...notPdf.headers, ...bearer(rep) },
    });
    expect(text.statusCode, text.body).toBe(200);
    const refused = await generate({
      SubmittalOptions: [2],
      PdfAttachmentIds: [text.json().ProjectAttachmentId],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(submittalMessages.attachmentNotPdf);
  });

  it('gives an engineer the same package, without a price anywhere', async () => {
    const response = await generate({ SubmittalOptions: ALL_OPTIONS }, engineer);
    expect(response.statusCode, response.body).toBe(200);
    const pdf = await readPdfText(response.rawPayload);
    for (const unit of units) expect(pdf.text).toContain(unit.tag);
    expect(pdf.text).not.toContain('$');
    expect(pdf.text).not.toMatch(/price/i);
  });

  it("refuses a request without options or with an unknown one, and hides other companies' projects", async () => {
    const none = await generate({ SubmittalOptions: [] });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain(submittalMessages.optionsRequired);
    expect((await generate({ SubmittalOptions: [5] })).statusCode).toBe(400);
    const otherCompany = await generate({ SubmittalOptions: [1] }, contosoRep);
    expect(otherCompany.statusCode).toBe(404);
    const foreignSchedule = await callApi(app, rep, 'POST', GENERATE, {
      ProjectId: await projectIdByName(app, demoProjects.riverside),
      ProjectScheduleIds: [floorsId],
      SubmittalOptions: [1],
    });
    expect(foreignSchedule.statusCode).toBe(404);
    const emptySchedule = await createSchedule('Empty');
    const empty = await generate({ SubmittalOptions: [1], ProjectScheduleIds: [emptySchedule] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(submittalMessages.noLineItems);
    expect(
      (await callApi(app, null, 'POST', GENERATE, { ProjectId: projectId, SubmittalOptions: [1] }))
        .statusCode,
    ).toBe(401);
  });

  it('schedules every tag with its quantity and rating standard, stamps the cover and counts the revision per schedules', async () => {
    const first = await generate({ SubmittalOptions: [1], ProjectScheduleIds: [roofId] });
    expect(first.statusCode, first.body).toBe(200);
    const second = await generate({ SubmittalOptions: [1], ProjectScheduleIds: [roofId] });
    const firstPdf = await readPdfText(first.rawPayload);
    const secondPdf = await readPdfText(second.rawPayload);
    const revisionOf = (cover: string) => Number(/Submittal revision\s*(\d+)/.exec(cover)?.[1]);
    const firstRevision = revisionOf(firstPdf.pages[0] ?? '');
    expect(firstRevision).toBeGreaterThanOrEqual(1);
    expect(revisionOf(secondPdf.pages[0] ?? '')).toBe(firstRevision + 1);
    // The stamp block on the cover, with the engineer, contractor and project lines.
    const cover = secondPdf.pages[0] ?? '';
    for (const text of [
      'Approved',
      'Approved as noted',
      'Revise and resubmit',
      'Rejected',
      'Reviewer:',
      'Date:',
      'Comments:',
      'Engineer of record',
      'Contractor',
    ])
      expect(cover).toContain(text);
    expect(cover).toContain(`Engineer's review stamp · Submittal revision ${firstRevision + 1}`);

    // All schedules: the unit schedule page lists every tag with its quantity, model and standard.
    const all = await generate({ SubmittalOptions: [1] });
    const pdf = await readPdfText(all.rawPayload);
    const schedule = pdf.pages[2] ?? '';
    expect(schedule).toContain('Unit Schedule');
    for (const unit of units) {
      expect(unit.qty).toBeGreaterThan(0);
      expect(schedule).toContain(`${unit.tag} ${unit.model} ${unit.qty} `);
    }
    // Electrical data of the ordered voltage only: one supply per row.
    expect(schedule.match(/MCA/g)?.length).toBe(2);
    expect(schedule).toContain('AHRI 440');
    expect(schedule).toContain('ISO 13256-1');
    // Quantities on the contents page, and the schedule's entry points at page 3.
    expect(pdf.pages[1]).toMatch(/Unit Schedule[^\n]*3/);
    for (const unit of units) expect(pdf.pages[1]).toContain(`${unit.model} · qty ${unit.qty}`);
    // Packages of other schedules do not advance the roof's revision sequence.
    expect(revisionOf(pdf.pages[0] ?? '')).not.toBe(firstRevision + 2);
    const third = await readPdfText(
      (await generate({ SubmittalOptions: [1], ProjectScheduleIds: [roofId] })).rawPayload,
    );
    expect(revisionOf(third.pages[0] ?? '')).toBe(firstRevision + 2);

    // Per unit: connections, clearances, sound power per octave band per fan speed, standard, wiring.
    const engineering = pdf.pages.filter((text) => text.includes('Engineering Data —'));
    expect(engineering).toHaveLength(units.length);
    units.forEach((unit, index) => {
      const text = engineering[index] ?? '';
      expect(text).toContain(`Engineering Data — ${unit.tag}`);
      for (const heading of [
        'Pipe connections',
        'Service clearances',
        'Sound power per octave band',
        'Wiring diagram',
      ])
        expect(text).toContain(heading);
      for (const band of ['63 Hz', '125 Hz', '1k Hz', '8k Hz']) expect(text).toContain(band);
      expect(text).toMatch(/ratings per (AHRI 440|ISO 13256-1)/);
      expect(text).toContain('Fan motor');
    });
    expect(engineering[0]).toMatch(/High(\s+\d{2}){8}/);
    expect(engineering[0]).toMatch(/Low(\s+\d{2}){8}/);
    expect(engineering[2]).toContain('ratings per ISO 13256-1');
    expect(engineering[2]).toContain('Compressor RLA');
    // The heat pump's engineering page names only its ordered voltage.
    expect(engineering[2]?.match(/MCA/g)?.length).toBe(1);

    // The heat pump's engineering page as a person sees it: test-artifacts/submittal-engineering.png.
    const engineeringPage = pdf.pages.indexOf(engineering[2] ?? '') + 1;
    const picture = await renderPdfPageToPng(all.rawPayload, engineeringPage, 'submittal-engineering.png');
    expect(picture.inkRatio).toBeGreaterThan(0.02);
    await renderPdfPageToPng(all.rawPayload, 1, 'submittal-cover.png');

    // Tagged for screen readers.
    const tagging = await readPdfTagging(all.rawPayload);
    expect(tagging.hasStructTreeRoot).toBe(true);
    expect(tagging.marked).toBe('true');
    expect(tagging.lang).toBe('en-US');
    expect(tagging.displayDocTitle).toBe('true');
    expect(tagging.title).toBe('Submittal – Submittal Test Tower');
    for (const type of ['H1', 'H2', 'P', 'Table', 'TH', 'TD']) expect(tagging.types).toContain(type);
  });
});
