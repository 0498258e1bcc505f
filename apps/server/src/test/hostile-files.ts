import { constants, crc32, deflateRawSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/**
 * Hostile files made in the test, in milliseconds, never committed (issue #16 items 3, 4, 10): one
 * megabyte of zeros deflates to about a kilobyte, and blocks flushed with Z_SYNC_FLUSH can be
 * repeated, so a stream that inflates to gigabytes costs only its compressed size to build.
 */
const MEGABYTE = 1024 * 1024;
const zeroBlock = deflateRawSync(Buffer.alloc(MEGABYTE), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
/** A final empty fixed-Huffman block: ends a raw deflate stream. */
const finalBlock = Buffer.from([0x03, 0x00]);

/** Raw deflate (no header) of `megabytes` MB of zeros. */
export function deflatedZeros(megabytes: number): Buffer {
  return Buffer.concat([...Array.from({ length: megabytes }, () => zeroBlock), finalBlock]);
}

/** The same as a zlib stream (PDF's FlateDecode): header, raw deflate, Adler-32 of the zeros. */
export function zlibZeros(megabytes: number): Buffer {
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((megabytes * MEGABYTE) % 65521) * 65536 + 1) >>> 0);
  return Buffer.concat([Buffer.from([0x78, 0xda]), deflatedZeros(megabytes), adler]);
}

/** A one-page PDF whose page content is `contents` with the filters given (the first applied last). */
async function pdfWithPageContent(contents: Buffer, filters: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const dict = pdf.context.obj({
    Filter: filters.length === 1 ? filters[0] : filters,
    Length: contents.length,
  });
  page.node.set(PDFName.of('Contents'), pdf.context.register(PDFRawStream.of(dict, contents)));
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** The bomb: a ~2.5 MB PDF whose one page stream inflates to `megabytes` (2,500: 2.5 GB). */
export function pdfDecompressionBomb(megabytes = 2500): Promise<Buffer> {
  return pdfWithPageContent(zlibZeros(megabytes), ['FlateDecode']);
}

/** A page stream deflated twice (/Filter [/FlateDecode /FlateDecode]): a few kB for `megabytes` of zeros. */
export function pdfDoublyDeflatedBomb(megabytes = 2500): Promise<Buffer> {
  // zlib header + raw deflate; pdf-lib does not check the Adler-32, a zero one will do.
  const outer = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    deflateRawSync(zlibZeros(megabytes), { level: 9 }),
    Buffer.alloc(4),
  ]);
  return pdfWithPageContent(outer, ['FlateDecode', 'FlateDecode']);
}

/** A valid PDF whose pages have no /Contents (blank pages, which PDF allows). */
export async function pdfWithoutContents(pages = 1): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let index = 0; index < pages; index += 1) pdf.addPage([612, 792]);
  return Buffer.from(await pdf.save());
}

type ZipEntry = { name: string; data: Buffer; method: 0 | 8; declaredSize: number; crc: number };

/** A zip archive of the entries as given: what the directory says is the caller's choice. */
function writeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const zerosCrc = (megabytes: number) => {
  let crc = 0;
  const chunk = Buffer.alloc(MEGABYTE);
  for (let index = 0; index < megabytes; index += 1) crc = crc32(chunk, crc);
  return crc;
};

/**
 * An .xlsx-looking zip with a sheet of `megabytes` MB of zeros. `honest`: the directory says so (a
 * 20 kB file refused at once); otherwise it claims 1 kB and only unpacking it shows the truth.
 */
export function spreadsheetBomb(megabytes: number, { honest }: { honest: boolean }): Buffer {
  return writeZip([
    {
      name: 'xl/worksheets/sheet1.xml',
      data: deflatedZeros(megabytes),
      method: 8,
      declaredSize: honest ? megabytes * MEGABYTE : 1024,
      crc: honest ? zerosCrc(megabytes) : 0,
    },
  ]);
}
