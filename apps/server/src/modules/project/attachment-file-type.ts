import { attachmentExtensions } from '@airquote/shared/contracts/project/upsert-project-attachment';

export type AttachmentExtension = (typeof attachmentExtensions)[number];

/** The content type stored and served for each allowed extension (never the one the client sent). */
export const attachmentContentTypes: Record<AttachmentExtension, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  csv: 'text/csv',
  txt: 'text/plain',
  dwg: 'image/vnd.dwg',
  dxf: 'image/vnd.dxf',
  zip: 'application/zip',
};

const startsWith = (data: Uint8Array, signature: readonly number[], offset = 0) =>
  data.length >= offset + signature.length && signature.every((byte, index) => data[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const zipSignatures = [ascii('PK\x03\x04'), ascii('PK\x05\x06')];
/** OLE2 compound file: the container of .xls and .doc. */
const oleSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const utf16ByteOrderMarks = [
  [0xff, 0xfe],
  [0xfe, 0xff],
];
const binaryDxfSignature = ascii('AutoCAD Binary DXF\r\n\x1a\x00');

/** Text: no NUL byte in the first 8 KB (executables and other binaries have them early). */
function looksLikeText(data: Uint8Array): boolean {
  if (utf16ByteOrderMarks.some((mark) => startsWith(data, mark))) return true;
  return !data.subarray(0, 8192).includes(0);
}

/** Does the content match what the extension claims (magic bytes, or text for text types)? */
const contentMatches: Record<AttachmentExtension, (data: Uint8Array) => boolean> = {
  pdf: (data) => startsWith(data, ascii('%PDF-')),
  png: (data) => startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: (data) => startsWith(data, [0xff, 0xd8, 0xff]),
  jpeg: (data) => startsWith(data, [0xff, 0xd8, 0xff]),
  gif: (data) => startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a')),
  xlsx: (data) => startsWith(data, ascii('PK\x03\x04')),
  docx: (data) => startsWith(data, ascii('PK\x03\x04')),
  zip: (data) => zipSignatures.some((signature) => startsWith(data, signature)),
  xls: (data) => startsWith(data, oleSignature),
  doc: (data) => startsWith(data, oleSignature),
  dwg: (data) => /^AC\d{4}$/.test(String.fromCharCode(...data.subarray(0, 6))),
  dxf: (data) => startsWith(data, binaryDxfSignature) || looksLikeText(data),
  csv: looksLikeText,
  txt: looksLikeText,
};

function isAllowedExtension(extension: string): extension is AttachmentExtension {
  return (attachmentExtensions as readonly string[]).includes(extension);
}

/**
 * The name without any folder a browser put in front of it, control characters or surrounding
 * spaces. Browsers send a quote in a multipart file name as %22 (HTML form-data encoding).
 */
export function cleanFileName(fileName: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '').replaceAll('%22', '"');
  const printable = [...base].filter((character) => {
    const code = character.charCodeAt(0);
    return code >= 0x20 && code !== 0x7f;
  });
  return printable.join('').trim().slice(-200);
}

export type AttachmentCheck =
  | { allowed: true; fileName: string; contentType: string }
  | { allowed: false; message: string };

/** Checks an upload's extension against the allowed list and its first bytes against the extension. */
export function checkAttachmentFile(fileName: string, data: Uint8Array): AttachmentCheck {
  const name = cleanFileName(fileName);
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (!isAllowedExtension(extension)) {
    return {
      allowed: false,
      message: `Files of this type cannot be attached. Allowed types: ${attachmentExtensions.join(', ')}.`,
    };
  }
  if (!contentMatches[extension](data)) {
    return {
      allowed: false,
      message: `The content of "${name}" is not a .${extension} file. Attach the original file.`,
    };
  }
  return { allowed: true, fileName: name, contentType: attachmentContentTypes[extension] };
}
