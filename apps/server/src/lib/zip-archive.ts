/**
 * The one reader of a zip archive's structure (an .xlsx is one): its central directory, each entry's
 * header, and an entry's stored bytes. The workbook checks (sizes, the unpacking cap) and the sheet
 * reader go through it, so the archive is walked one way.
 */

export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflate; anything else is not read. */
  method: number;
  compressedSize: number;
  /** As the archive says (the sender's word); 0xffffffff for ZIP64. */
  uncompressedSize: number;
  /** Where the entry's local header starts. */
  local: number;
};

const END_OF_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** Where the central directory starts and how many entries it lists (its end record). */
function centralDirectoryOf(data: Buffer): { start: number; entries: number } | null {
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 65_535); at -= 1) {
    if (data.readUInt32LE(at) === END_OF_DIRECTORY)
      return { start: data.readUInt32LE(at + 16), entries: data.readUInt16LE(at + 10) };
  }
  return null;
}

/** Every entry of the central directory in order; null when the directory cannot be walked. */
export function zipEntries(data: Buffer): ZipEntry[] | null {
  const directory = centralDirectoryOf(data);
  if (!directory) return null;
  const entries: ZipEntry[] = [];
  let at = directory.start;
  for (let index = 0; index < directory.entries; index += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL_ENTRY) return null;
    const nameLength = data.readUInt16LE(at + 28);
    entries.push({
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      uncompressedSize: data.readUInt32LE(at + 24),
      local: data.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

/** An entry's stored (compressed) bytes, after its local header; null when they are not all there. */
export function zipEntryBytes(data: Buffer, entry: ZipEntry): Buffer | null {
  const { local, compressedSize } = entry;
  if (local + 30 > data.length || data.readUInt32LE(local) !== LOCAL_HEADER) return null;
  const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
  if (start + compressedSize > data.length) return null;
  return data.subarray(start, start + compressedSize);
}
