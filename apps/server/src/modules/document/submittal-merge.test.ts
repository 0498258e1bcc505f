import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { zlibZeros } from '../../test/hostile-files.ts';
import { checkStoredPdf, mergeStoredPdfPages } from './submittal-merge.ts';

// The decode limits where pdf-lib inflates (issue #16 item 3), in process: no worker needed to check them.

/** A one-page PDF with an object stream that inflates to 2.5 GB (pdf-lib unpacks it while loading). */
async function objectStreamBomb(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]);
  const contents = zlibZeros(2500);
  const dict = pdf.context.obj({
    Type: 'ObjStm',
    N: 1,
    First: 4,
    Filter: 'FlateDecode',
    Length: contents.length,
  });
  pdf.context.register(PDFRawStream.of(dict, contents));
  return pdf.save({ useObjectStreams: false });
}

describe('reading a stored PDF within the decode limits', () => {
  it('refuses an object stream that inflates to 2.5 GB, though pdf-lib skips the object it could not read', async () => {
    expect(await checkStoredPdf(await objectStreamBomb())).toEqual({ kind: 'unpacksTooLarge' });
  });

  it('names the attachment when a merge passes the limits', async () => {
    const packagePdf = await PDFDocument.create();
    packagePdf.addPage([612, 792]);
    const pdf = { name: 'Object stream bomb', bytes: await objectStreamBomb(), pageCount: 1 };
    const outcome = await mergeStoredPdfPages(await packagePdf.save(), [
      { pageIndex: 0, pdf, sourcePage: 0 },
    ]);
    expect(outcome).toEqual({ kind: 'unpacksTooLarge', attachmentName: 'Object stream bomb' });
  });

  it('reads an honest PDF, pages without /Contents included, and refuses what is no PDF', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([612, 792]).drawText('Sound test certificate');
    const blank = pdf.addPage([612, 792]);
    blank.node.delete(PDFName.of('Contents'));
    expect(await checkStoredPdf(await pdf.save())).toEqual({ kind: 'pdf', pageCount: 2 });
    expect(await checkStoredPdf(Buffer.from('%PDF-1.7 nothing else'))).toEqual({ kind: 'unreadable' });
  });
});
