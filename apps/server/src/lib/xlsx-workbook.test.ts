import { describe, expect, it } from 'vitest';
import {
  MAX_UNPACKED_BYTES,
  NotASpreadsheetError,
  readXlsx,
  writeXlsx,
  zipUncompressedBytes,
} from './xlsx-workbook.ts';

const sheet = () => writeXlsx('Sheet', [{ header: 'Tag', width: 10 }], [['=SUM(A1)'], ['FCU-1']]);

/** The offset of the first central-directory entry of a zip. */
function firstCentralEntry(data: Buffer): number {
  return data.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
}

describe('reading an uploaded .xlsx', () => {
  it('adds up what the archive unpacks to, and reads the sheet back as text, formulas escaped', async () => {
    const data = await sheet();
    const unpacked = zipUncompressedBytes(data);
    expect(unpacked).toBeGreaterThan(data.length);
    expect(unpacked).toBeLessThan(MAX_UNPACKED_BYTES);
    const read = await readXlsx(data, 10);
    expect(read.rows.map((row) => row.cells[0])).toEqual(['Tag', "'=SUM(A1)", 'FCU-1']);
  });

  it('refuses, before inflating anything, an archive that claims to unpack beyond the limit', async () => {
    const data = await sheet();
    const entry = firstCentralEntry(data);
    expect(entry).toBeGreaterThan(0);
    data.writeUInt32LE(MAX_UNPACKED_BYTES + 1, entry + 24);
    expect(zipUncompressedBytes(data)).toBeGreaterThan(MAX_UNPACKED_BYTES);
    await expect(readXlsx(data, 10)).rejects.toBeInstanceOf(NotASpreadsheetError);
  });

  it('refuses an archive whose central directory cannot be read', async () => {
    const data = await sheet();
    data.writeUInt32LE(0, firstCentralEntry(data));
    expect(zipUncompressedBytes(data)).toBeNull();
    await expect(readXlsx(data, 10)).rejects.toBeInstanceOf(NotASpreadsheetError);
  });
});
