import {
  companyMessages,
  LOGO_MAX_BYTES,
  type LogoImageType,
  logoImageTypes,
} from '@airquote/shared/contracts/company/admin-company-schemas';
import { cleanFileName } from '../project/attachment-file-type.ts';

const startsWith = (data: Uint8Array, signature: readonly number[], offset = 0) =>
  data.length >= offset + signature.length && signature.every((byte, index) => data[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * The image type by the file's first bytes, never by its name or the type the browser sent. SVG is
 * not detected on purpose: it is text that can carry script, and a logo is served to every user of
 * the company.
 */
export function detectLogoType(data: Uint8Array): LogoImageType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export type LogoCheck =
  | { allowed: true; fileName: string; contentType: string }
  | { allowed: false; message: string };

/**
 * Size first, then type. The stored name keeps the uploaded one when it is long enough to count as a
 * custom logo (spec section 9: more than 2 characters); otherwise it becomes logo.<type>.
 */
export function checkLogoFile(fileName: string, data: Uint8Array): LogoCheck {
  if (data.length > LOGO_MAX_BYTES) return { allowed: false, message: companyMessages.logoTooLarge };
  const type = detectLogoType(data);
  if (!type) return { allowed: false, message: companyMessages.logoWrongType };
  const name = cleanFileName(fileName);
  return {
    allowed: true,
    fileName: name.length > 2 ? name : `logo.${type}`,
    contentType: logoImageTypes[type],
  };
}
